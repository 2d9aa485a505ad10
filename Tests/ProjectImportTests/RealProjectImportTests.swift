import AppModel
import Foundation
import ProjectImport
import TestSupport
import Testing

/// `import --project` on the six real projects in
/// `../shared/testdata/real-sources`: every usage key their README lists is
/// in the description with its text (`INFOPLIST_KEY_*` included), with
/// `minimumOS` from the deployment target and the background modes.
@Suite(
  .enabled(
    if: TestPaths.hasSharedTestData("real-sources"),
    TestPaths.sharedTestDataAbsent("real-sources")))
struct RealProjectImportTests {
  struct App: Sendable, CustomTestStringConvertible {
    var folder: String
    var project: String
    var keys: [String]
    var minimumOS: String
    var backgroundModes: [String] = []
    /// Info.plist texts (merged with the build settings) that must be exactly these.
    var texts: [String: String] = [:]
    var testDescription: String { folder }
  }

  static let apps: [App] = [
    App(
      folder: "element-x-ios", project: "project.yml",
      keys: [
        "NSCameraUsageDescription", "NSMicrophoneUsageDescription",
        "NSPhotoLibraryAddUsageDescription", "NSLocationWhenInUseUsageDescription",
        "NSLocationAlwaysAndWhenInUseUsageDescription", "NSFaceIDUsageDescription",
      ], minimumOS: "18.5", backgroundModes: ["location", "voip", "audio"],
      texts: ["NSFaceIDUsageDescription": "Face ID is used to access your app."]),
    App(
      folder: "ice-cubes", project: "IceCubesApp.xcodeproj",
      keys: [
        "NSCameraUsageDescription", "NSPhotoLibraryUsageDescription",
        "NSPhotoLibraryAddUsageDescription",
      ], minimumOS: "18.5",
      texts: [
        "NSCameraUsageDescription": "Upload photos & videos to attach to your Mastodon posts.",
        "NSPhotoLibraryUsageDescription": "Upload photos & videos to Mastodon",
      ]),
    App(
      folder: "pocket-casts", project: "podcasts.xcodeproj",
      keys: [
        "NSBluetoothPeripheralUsageDescription", "NSCameraUsageDescription",
        "NSLocalNetworkUsageDescription", "NSMicrophoneUsageDescription",
        "NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription",
      ], minimumOS: "15.0"),
    App(
      folder: "owncloud", project: "ownCloud.xcodeproj",
      keys: [
        "NSAppleMusicUsageDescription", "NSCameraUsageDescription", "NSFaceIDUsageDescription",
        "NSLocationAlwaysAndWhenInUseUsageDescription", "NSLocationAlwaysUsageDescription",
        "NSLocationWhenInUseUsageDescription", "NSMicrophoneUsageDescription",
        "NSPhotoLibraryAddUsageDescription", "NSPhotoLibraryUsageDescription",
      ], minimumOS: "15.4", backgroundModes: ["location"]),
    App(
      folder: "kiwix", project: "project.yml",
      keys: [
        "NSPhotoLibraryAddUsageDescription", "NSLocationWhenInUseUsageDescription",
        "NSLocationUsageDescription",
      ], minimumOS: "17.6",
      texts: [
        "NSLocationWhenInUseUsageDescription":
          "Kiwix can share your location with map content from ZIM files you open.",
        "NSPhotoLibraryAddUsageDescription":
          "Kiwix needs permission to save images to your photos app.",
      ]),
    App(
      folder: "damus", project: "damus.xcodeproj",
      keys: [
        "NSCameraUsageDescription", "NSMicrophoneUsageDescription",
        "NSAppleMusicUsageDescription", "NSFaceIDUsageDescription",
        "NSPhotoLibraryAddUsageDescription",
      ], minimumOS: "16.0"),
  ]

  static func imported(_ app: App) throws -> (AppDescription, ProjectImporter.ProjectResult) {
    let folder = try #require(TestPaths.sharedTestData("real-sources"))
    let path = folder.appendingPathComponent("\(app.folder)/\(app.project)").path
    let result = try ProjectImporter.yaml(
      projectPath: path, target: nil, configuration: nil, output: nil,
      catalog: ProjectFixture.catalog)
    let description = try DescriptionLoader.decode(
      bytes: Array(result.text.utf8), file: "\(app.folder).reviewready.yaml")
    return (description, result)
  }

  @Test(arguments: apps) func everyDeclaredKeyWithItsText(_ app: App) throws {
    let (description, result) = try Self.imported(app)
    let plist = try #require(result.imported.project.infoPlist)
    #expect(description.app.minimumOS == app.minimumOS)
    #expect(description.app.project != nil)
    let modes = Set(description.app.backgroundModes.map(\.rawValue))
    #expect(modes.isSuperset(of: app.backgroundModes), "\(modes)")
    let region = description.app.developmentRegion
    for key in app.keys {
      let plain = key.hasPrefix("x-") ? String(key.dropFirst(2)) : key
      if key.hasPrefix("x-") {
        // Keys the format doesn't describe are kept as x- keys in the text.
        #expect(result.text.contains("  \(key):"), "\(key) is missing")
        continue
      }
      let purpose = try #require(description.purposeString(key), "\(key) is missing")
      let text = try #require(purpose.texts.first?.text, "\(key) has no text")
      #expect(!text.isEmpty)
      // The description's text is the localization's, or the merged Info.plist's.
      if purpose.text(for: region) != nil, result.imported.project.strings == nil {
        #expect(purpose.text(for: region) == plist.string(plain))
      }
      if let expected = app.texts[key] { #expect(plist.string(plain) == expected) }
    }
  }

  @Test func damusCameraKeyIsDefinedTwiceAndReportedAtBothPlaces() throws {
    let app = try #require(Self.apps.first { $0.folder == "damus" })
    let (_, result) = try Self.imported(app)
    let conflict = try #require(
      result.imported.conflicts.first { $0.key == "NSCameraUsageDescription" })
    #expect(conflict.fileLocation.file.hasSuffix("damus/Info.plist"))
    #expect(conflict.settingLocation.file.hasSuffix("project.pbxproj"))
    let places = Set(
      result.diagnostics.filter { $0.message.contains("NSCameraUsageDescription") }.map(\.location))
    #expect(places == [conflict.fileLocation, conflict.settingLocation])
    #expect(result.text.contains("has another text, which the build replaces"))
  }

  @Test func iceCubesFindsNoPurposeStringFileYetHasItsKeys() throws {
    let app = try #require(Self.apps.first { $0.folder == "ice-cubes" })
    let (description, result) = try Self.imported(app)
    #expect(description.purposeStrings.count == 3)
    #expect(!result.diagnostics.contains { $0.severity == .error })
  }
}
