import Foundation
import ProjectFiles
import TestSupport
import Testing
import XcodeProject

/// The extensions and entitlements of the six real projects in
/// `../shared/testdata/real-sources`, as `XcodeProjectReader` finds them;
/// each was checked against the project file (the "Embed Foundation
/// Extensions" / "Embed App Extensions" phases, XcodeGen's dependencies),
/// the Resources phases that list a `PrivacyInfo.xcprivacy`, and
/// `CODE_SIGN_ENTITLEMENTS` in the Release configuration.
@Suite(
  .enabled(
    if: TestPaths.hasSharedTestData("real-sources"),
    TestPaths.sharedTestDataAbsent("real-sources")))
struct RealEmbeddedTargetsTests {
  struct App: Sendable, CustomTestStringConvertible {
    var folder: String
    var project: String
    /// The app's entitlements file, relative to the app's folder.
    var entitlements: String?
    /// Each extension as `name (executable) [manifest] [entitlements]`, in
    /// the project's order.
    var extensions: [String]
    var testDescription: String { folder }
  }

  static let apps: [App] = [
    // ElementX/SupportingFiles/target.yml depends on NSE and ShareExtension;
    // only NSE/SupportingFiles holds a PrivacyInfo.xcprivacy.
    App(
      folder: "element-x-ios", project: "project.yml",
      entitlements: "ElementX/SupportingFiles/ElementX.entitlements",
      extensions: [
        "NSE (NSE) manifest entitlements", "ShareExtension (ShareExtension) entitlements",
      ]),
    // Release uses IceCubesApp-release.entitlements; no target ships a manifest.
    App(
      folder: "ice-cubes", project: "IceCubesApp.xcodeproj",
      entitlements: "IceCubesApp/App/IceCubesApp-release.entitlements",
      extensions: [
        "IceCubesActionExtension (IceCubesActionExtension) entitlements",
        "IceCubesNotifications (IceCubesNotifications) entitlements",
        "IceCubesShareExtension (IceCubesShareExtension) entitlements",
        "IceCubesAppWidgetsExtensionExtension (IceCubesAppWidgetsExtensionExtension) entitlements",
      ]),
    // The watch app is embedded elsewhere (not an extension); the widget and
    // the intents extension list their own manifests.
    App(
      folder: "pocket-casts", project: "podcasts.xcodeproj",
      entitlements: "podcasts/podcasts.entitlements",
      extensions: [
        "NotificationContent (NotificationContent)",
        "Share Extension (Share Extension) entitlements",
        "WidgetExtension (WidgetExtension) manifest entitlements",
        "NotificationExtension (NotificationExtension)",
        "PodcastsIntents (PodcastsIntents) manifest entitlements",
        "PodcastsIntentsUI (PodcastsIntentsUI)",
      ]),
    // Six Resources phases list the root PrivacyInfo.xcprivacy: the app's and
    // the five extensions'.
    App(
      folder: "owncloud", project: "ownCloud.xcodeproj",
      entitlements: "ownCloud/ownCloud.entitlements",
      extensions: [
        "ownCloud Action Extension (ownCloud Action Extension) manifest entitlements",
        "ownCloud Intents (ownCloud Intents) manifest entitlements",
        "ownCloud Share Extension (ownCloud Share Extension) manifest entitlements",
        "ownCloud File Provider (ownCloud File Provider) manifest entitlements",
        "ownCloud File Provider UI (ownCloud File Provider UI) manifest entitlements",
      ]),
    // project.yml names Support/Kiwix.entitlements, which this checkout
    // lacks (a warning); no extension.
    App(folder: "kiwix", project: "project.yml", entitlements: nil, extensions: []),
    // Only the app's and DamusNotificationService's Resources phases list a
    // PrivacyInfo.xcprivacy.
    App(
      folder: "damus", project: "damus.xcodeproj", entitlements: "damus/damus.entitlements",
      extensions: [
        "ShareExtension (ShareExtension) entitlements",
        "HighlighterActionExtension (HighlighterActionExtension) entitlements",
        "DamusNotificationService (DamusNotificationService) manifest entitlements",
      ]),
  ]

  @Test(arguments: apps)
  func extensionsAndEntitlementsAreFound(_ app: App) throws {
    let root = try #require(TestPaths.sharedTestData("real-sources"))
      .appendingPathComponent(app.folder)
    let imported = try XcodeProjectReader.read(
      ProjectSelection(path: root.appendingPathComponent(app.project).path))
    let project = imported.project
    let prefix = root.path + "/"
    #expect(
      project.entitlements?.file.replacingOccurrences(of: prefix, with: "") == app.entitlements)
    let found = project.extensions.map { target in
      var text = "\(target.name) (\(target.executable))"
      if target.privacyManifest != nil { text += " manifest" }
      if target.entitlements != nil { text += " entitlements" }
      return text
    }
    #expect(found == app.extensions)
    // Every extension names its extension point and compiles files of its own.
    for target in project.extensions {
      #expect(target.extensionPoint != nil, "\(target.name)")
      #expect(!target.sources.isEmpty, "\(target.name)")
    }
  }

  @Test func kiwixsMissingEntitlementsFileIsAWarning() throws {
    let root = try #require(TestPaths.sharedTestData("real-sources"))
      .appendingPathComponent("kiwix")
    let imported = try XcodeProjectReader.read(
      ProjectSelection(path: root.appendingPathComponent("project.yml").path))
    #expect(
      imported.warnings.contains {
        $0.message.hasPrefix("CODE_SIGN_ENTITLEMENTS is Support/Kiwix.entitlements")
      })
  }
}
