import Foundation
import TestSupport
import Testing

/// `reviewready scan` on six real apps' sources (`../shared/testdata/real-sources`,
/// read in place; skipped without it), against what its README lists each
/// app's code doing, read by hand: every listed fact is found in its file at
/// its level, nothing the README rules out is reported, and nothing comes
/// from test code.
@Suite struct RealSourcesScanEndToEndTests {
  static let hasData = TestPaths.hasSharedTestData("real-sources")
  static let absent = TestPaths.sharedTestDataAbsent("real-sources")

  /// One fact: evidence in a file whose path ends with `file`, of
  /// `resource` at `level` (`none`: a picker).
  struct Fact: CustomTestStringConvertible, Sendable {
    var app: String
    var file: String
    var resource: String
    var level: String
    var kind: String? = nil
    var trigger: String? = nil
    var testDescription: String { "\(app): \(file) \(resource) \(level)" }
  }

  static let facts: [Fact] = [
    .init(
      app: "element-x-ios", file: "MediaPickerScreen/CameraPicker.swift", resource: "camera",
      level: "capture"),
    .init(
      app: "element-x-ios", file: "Application/AppMediator.swift", resource: "camera",
      level: "capture", kind: "request"),
    .init(
      app: "element-x-ios", file: "View/QRCodeScannerView.swift", resource: "camera",
      level: "capture"),
    .init(
      app: "element-x-ios", file: "Recorder/AudioRecorder.swift", resource: "microphone",
      level: "record", kind: "request"),
    .init(
      app: "element-x-ios", file: "FilePreviewScreen/PhotoLibraryManager.swift", resource: "photos",
      level: "addOnly"),
    .init(
      app: "element-x-ios", file: "MediaPickerScreen/PhotoLibraryPicker.swift", resource: "photos",
      level: "none", kind: "picker"),
    .init(
      app: "element-x-ios", file: "View/BugReportScreen.swift", resource: "photos", level: "none",
      kind: "picker"),
    .init(
      app: "element-x-ios", file: "Location/LiveLocationManager.swift", resource: "location",
      level: "always", kind: "request"),
    .init(
      app: "element-x-ios", file: "AppLock/AppLockService.swift", resource: "faceID",
      level: "authenticate"),
    .init(
      app: "ice-cubes", file: "Components/CameraPickerView.swift", resource: "camera",
      level: "capture"),
    .init(
      app: "ice-cubes", file: "Components/MediaPickerPanelView.swift", resource: "photos",
      level: "readWrite", kind: "request", trigger: "appear"),
    .init(
      app: "ice-cubes", file: "Components/MediaPickerPanelView.swift", resource: "photos",
      level: "none", kind: "picker"),
    .init(
      app: "ice-cubes", file: "MediaUI/MediaUIView.swift", resource: "photos", level: "addOnly",
      kind: "request"),
    .init(
      app: "ice-cubes", file: "MediaUI/MediaUIView.swift", resource: "photos", level: "addOnly",
      kind: "use"),
    .init(
      app: "pocket-casts", file: "podcasts/AddCustomViewController+ImagePicker.swift",
      resource: "camera", level: "capture"),
    .init(
      app: "pocket-casts", file: "podcasts/AddCustomViewController+ImagePicker.swift",
      resource: "photos", level: "none", kind: "picker"),
    .init(
      app: "pocket-casts", file: "podcasts/AddCustomViewController.swift", resource: "camera",
      level: "capture", kind: "request"),
    .init(
      app: "pocket-casts", file: "podcasts/GoogleCastManager.swift", resource: "localNetwork",
      level: "discover"),
    .init(
      app: "owncloud", file: "Tasks/PHAsset+InstantUploads.swift", resource: "photos",
      level: "readWrite"),
    .init(
      app: "owncloud", file: "Tasks/ScheduledTaskManager.swift", resource: "photos",
      level: "readWrite"),
    .init(
      app: "owncloud", file: "Tasks/ScheduledTaskManager.swift", resource: "location",
      level: "always", kind: "request"),
    .init(
      app: "owncloud", file: "PhotoKit Extensions/PHPhotoLibrary+Extension.swift",
      resource: "photos", level: "readWrite", kind: "request"),
    .init(
      app: "owncloud", file: "Actions+Extensions/UploadMediaAction.swift", resource: "photos",
      level: "none", kind: "picker"),
    .init(
      app: "owncloud", file: "Actions+Extensions/UploadMediaAction.swift", resource: "photos",
      level: "readWrite", kind: "use"),
    .init(
      app: "owncloud", file: "Scanner/ScanViewController.swift", resource: "camera",
      level: "capture"),
    .init(
      app: "owncloud", file: "Actions+Extensions/UploadCameraMediaAction.swift", resource: "camera",
      level: "capture"),
    .init(
      app: "owncloud", file: "AppLock/AppLockManager.swift", resource: "faceID",
      level: "authenticate"),
    .init(
      app: "kiwix", file: "Geolocation/GeolocationService.swift", resource: "location",
      level: "whenInUse", kind: "request"),
    .init(
      app: "damus", file: "Camera/CameraController.swift", resource: "camera", level: "capture"),
    .init(
      app: "damus", file: "Camera/CameraController.swift", resource: "photos", level: "addOnly"),
    .init(
      app: "damus", file: "Camera/Models/CameraService.swift", resource: "camera", level: "capture"),
    .init(
      app: "damus", file: "Camera/Models/CameraService.swift", resource: "microphone",
      level: "record"),
    .init(
      app: "damus", file: "Images/ImageContextMenuModifier.swift", resource: "photos",
      level: "addOnly"),
    .init(
      app: "damus", file: "Media/Models/MediaPicker.swift", resource: "photos", level: "none",
      kind: "picker"),
    .init(
      app: "damus", file: "Models/UserStatus.swift", resource: "mediaLibrary", level: "read",
      kind: "request"),
    .init(
      app: "damus", file: "Views/KeySettingsView.swift", resource: "faceID", level: "authenticate"),
  ]

  /// What the README says the code never does: `resource level` pairs no
  /// request or use may show.
  static let absentFacts: [String: [String]] = [
    "element-x-ios": ["photos readWrite"],
    "ice-cubes": [],
    "pocket-casts": ["microphone record", "bluetooth use", "photos readWrite", "photos addOnly"],
    "owncloud": ["photos addOnly", "mediaLibrary read"],
    "kiwix": ["photos addOnly", "photos readWrite", "camera capture"],
    "damus": ["photos readWrite"],
  ]

  /// The evidence of one app, from the binary's JSON, scanned once.
  static func evidence(_ app: String) throws -> [[String: Any]] {
    if let cached = cache.value(app) { return cached }
    let root = try #require(TestPaths.sharedTestData("real-sources")).appendingPathComponent(app)
    let result = try ReviewReadyBinary.run(["scan", "--format", "json", "--no-config", root.path])
    #expect(result.status == 0, "\(result.standardError)")
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let evidence = (json as? [String: Any])?["evidence"] as? [[String: Any]] ?? []
    cache.store(app, evidence)
    return evidence
  }

  private static let cache = EvidenceCache()

  @Test(
    "every code fact the README lists is found in its file at its level",
    .enabled(if: hasData, absent), arguments: facts)
  func found(_ fact: Fact) throws {
    let matching = try Self.evidence(fact.app).filter { item in
      (item["file"] as? String)?.hasSuffix(fact.file) == true
        && item["resource"] as? String == fact.resource && item["level"] as? String == fact.level
        && (fact.kind == nil || item["kind"] as? String == fact.kind)
        && (fact.trigger == nil || item["trigger"] as? String == fact.trigger)
    }
    #expect(!matching.isEmpty)
  }

  @Test(
    "nothing the README rules out, and nothing from test code",
    .enabled(if: hasData, absent), arguments: absentFacts.keys.sorted())
  func nothingElse(_ app: String) throws {
    let evidence = try Self.evidence(app)
    let asking = evidence.filter { ["request", "use"].contains($0["kind"] as? String) }
    let pairs = Set(
      asking.map { "\($0["resource"] as? String ?? "") \($0["level"] as? String ?? "")" })
    for ruledOut in Self.absentFacts[app] ?? [] {
      #expect(!pairs.contains(ruledOut), "\(app): \(ruledOut)")
    }
    for item in evidence {
      let file = item["file"] as? String ?? ""
      #expect(!file.contains("Tests/") && !file.contains("Mock"), "\(app): \(file)")
    }
  }
}

/// The scans already run, shared by the parameterized tests.
private final class EvidenceCache: @unchecked Sendable {
  private var results: [String: [[String: Any]]] = [:]
  private let lock = NSLock()

  func value(_ app: String) -> [[String: Any]]? { lock.withLock { results[app] } }
  func store(_ app: String, _ evidence: [[String: Any]]) {
    lock.withLock { results[app] = evidence }
  }
}
