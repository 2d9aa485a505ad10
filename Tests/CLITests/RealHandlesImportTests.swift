import Foundation
import TestSupport
import Testing

/// The `handles` `import --project` pre-fills from the code of the six real
/// apps (`../shared/testdata/real-sources`, read in place; skipped without
/// it), exactly, each checked by reading the app's code. Four of them name
/// `UIApplication.openSettingsURLString`, none beside a `.denied` check of
/// the resource the link serves: one (damus) opens it from a status
/// switch's `default:`, which is where denied and restricted fall, and one
/// (ownCloud) where its request wrapper's Bool is false. What each of the
/// others does instead is written beside it.
@Suite struct RealHandlesImportTests {
  static let hasData = TestPaths.hasSharedTestData("real-sources")
  static let absent = TestPaths.sharedTestDataAbsent("real-sources")

  struct App: CustomTestStringConvertible, Sendable {
    var name: String
    var project: String
    /// `permission state: value`, in the order written.
    var handles: [String]
    var testDescription: String { name }
  }

  static let apps: [App] = [
    // CameraService.checkForPermissions (CameraService.swift:136) switches on
    // AVCaptureDevice.authorizationStatus(for: .video) (:137) with cases
    // .authorized (:138) and .notDetermined (:140, the request at :142); its
    // `default:` (:149) shows the "Go to settings" alert whose action opens
    // UIApplication.openSettingsURLString (:154). AVAuthorizationStatus's
    // other two cases, .denied and .restricted, both fall into that default.
    // UserStatus's MPMediaLibrary switch names .denied and .restricted with
    // no link (a different permission, nothing pre-filled for it).
    App(
      name: "damus", project: "damus.xcodeproj",
      handles: ["camera denied: settingsLink", "camera restricted: settingsLink"]),
    // AppMediator.openAppSettings() (AppMediator.swift:51) holds the
    // constant and is followed one hop, but the camera check in the same
    // type (requestAuthorizationIfNeeded, :63) compares only .authorized and
    // .notDetermined and returns a Bool; the screens that call
    // openAppSettings() (QRCodeLoginScreenViewModel.swift:69,
    // LocationSharingScreenCoordinator.swift:63, TimelineViewModel.swift:1073,
    // TimelineMediaPreviewController.swift:296) do it from an error state or
    // alert action, not in a status switch or a request's completion.
    App(name: "element-x-ios", project: "project.yml", handles: []),
    // SettingsTab's Link to Settings is a general settings row. The recent
    // photos strip (MediaPickerPanelView.swift:227 and :239) loads the assets
    // when the status is `.authorized || .limited`, alike, and offers no
    // presentLimitedLibraryPicker anywhere: limited is treated as full.
    App(
      name: "ice-cubes", project: "IceCubesApp.xcodeproj", handles: ["photos limited: treatsAsFull"]
    ),
    // ownCloud's own wrapper `PHPhotoLibrary.requestAccess(completion:)`
    // (PHPhotoLibrary+Extension.swift:25, a `(Bool) -> Void` completion)
    // reads the status (:26) and, when not .authorized, requests (:29, its
    // `default:` at :46 asks again: a denied status comes straight back)
    // and hands `newStatus == .authorized` to its caller. Its callers name
    // the type: AutoUploadSettingsSection.swift:369 shows
    // alertControllerForPhotoLibraryAuthorizationInSettings() when
    // `!granted` (:372-373), UploadMediaAction.swift:153 in the `else` of
    // `if granted` (:157); that alert's action opens
    // UIApplication.openSettingsURLString
    // (UIAlertViewController+SystemPermissions.swift:29). So denied leads to
    // Settings; restricted does too, but a Bool doesn't tell it apart.
    App(
      name: "owncloud", project: "ownCloud.xcodeproj", handles: ["photos denied: settingsLink"]),
    // No Settings link, no limited check.
    App(name: "pocket-casts", project: "podcasts.xcodeproj", handles: []),
    // GeolocationService reports .restricted and .denied as an error, with no link.
    App(name: "kiwix", project: "project.yml", handles: []),
  ]

  /// The `handles` lines of the imported description, by permission.
  static func prefilled(_ yaml: String) -> [String] {
    var permission = ""
    var inHandles = false
    var found: [String] = []
    for line in yaml.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  - id: ") { permission = String(line.dropFirst(8)) }
      if line.hasPrefix("    handles:") {
        inHandles = true
        continue
      }
      if inHandles, line.hasPrefix("      "), !line.hasPrefix("       ") {
        let value = line.drop { $0 == " " }.prefix { $0 != "#" }
        found.append("\(permission) \(value.trimmingCharacters(in: .whitespaces))")
      } else {
        inHandles = false
      }
    }
    return found
  }

  @Test(
    "import pre-fills only the states the apps' code shows",
    .enabled(if: hasData, absent), arguments: apps)
  func prefilledHandles(_ app: App) throws {
    let root = try #require(TestPaths.sharedTestData("real-sources"))
      .appendingPathComponent(app.name)
    let folder = try TemporaryFolder("real-handles")
    defer { folder.remove() }
    let description = folder.path("\(app.name).reviewready.yaml")
    let imported = try ReviewReadyBinary.run(
      ["import", "--project", root.appendingPathComponent(app.project).path, "-o", description])
    #expect(imported.status == 0, "\(imported.standardError)")
    let yaml = try String(contentsOfFile: description, encoding: .utf8)
    #expect(Self.prefilled(yaml) == app.handles)
  }

  /// Ice Cubes' pre-filled `limited: treatsAsFull` decides the limited
  /// photo rule, which waited on `app.prompts` before: the strip shows only
  /// the shared photos and never offers to change the selection.
  @Test(.enabled(if: hasData, absent))
  func iceCubesLimitedPhotosAreJudged() throws {
    let run = try RealSourcesAudit(app: "ice-cubes", project: "IceCubesApp.xcodeproj")
    let rules = run.findings.compactMap { $0["rule"] as? String }
    #expect(rules.contains("photos.limited-unhandled"))
  }
}
