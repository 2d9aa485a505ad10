import SwiftUI
import WebKit

/// A species' guide page, from the field guide's website. Its range map asks
/// for the person's position (navigator.geolocation) through WebKit.
struct SpeciesPageView: UIViewRepresentable {
  let species: String

  func makeUIView(context: Context) -> WKWebView {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    let slug = species.lowercased().replacingOccurrences(of: " ", with: "-")
    if let url = URL(string: "https://fieldguide.example.com/species/\(slug)") {
      webView.load(URLRequest(url: url))
    }
    return webView
  }

  func updateUIView(_ webView: WKWebView, context: Context) {}
}
