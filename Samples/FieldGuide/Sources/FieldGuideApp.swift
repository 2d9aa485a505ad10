import SwiftUI

@main
struct FieldGuideApp: App {
  var body: some Scene {
    WindowGroup {
      GuideHomeView()
    }
  }
}
