import AppModel
import Diagnostics
import Testing

/// `app.privacyPolicyURL` must be an https:// address with a host; anything
/// else is refused at its position, with the https form where one exists.
@Suite struct PrivacyPolicyURLTests {
  static let cases: [(url: String, message: String?)] = [
    ("https://example.com/privacy", nil),
    ("HTTPS://example.com/privacy", nil),
    (
      "http://example.com/privacy",
      "a.yaml:2:60: error: app.privacyPolicyURL: 'http://example.com/privacy' is served over "
        + "plain http; expected an https:// URL ('https://example.com/privacy', once the site "
        + "serves it)"
    ),
    (
      "ftp://example.com/privacy",
      "a.yaml:2:60: error: app.privacyPolicyURL: 'ftp://example.com/privacy' uses the ftp: scheme; "
        + "expected an https:// URL"
    ),
    (
      "example.com/privacy",
      "a.yaml:2:60: error: app.privacyPolicyURL: 'example.com/privacy' is not a web address; "
        + "expected an https:// URL"
    ),
  ]

  @Test(arguments: cases)
  func privacyPolicyAddress(_ url: String, _ message: String?) throws {
    let yaml = """
      schema: 1
      app: { name: A, bundleId: com.example.a, privacyPolicyURL: "\(url)" }
      """
    do {
      _ = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "a.yaml")
      #expect(message == nil, "\(url) was accepted")
    } catch {
      #expect(error.diagnostics.map(\.description) == [message].compactMap { $0 })
    }
  }
}
