import CodeScan
import Foundation
import TestSupport
import Testing

/// A snippet and what its requests' and status checks' `handling` must
/// say: `state=value` pairs, sorted, one string per piece of evidence.
private struct BranchCase: CustomTestStringConvertible, Sendable {
  var name: String
  var snippet: String
  var handling: [String]
  var testDescription: String { name }
}

private let settings =
  "UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)"

/// The denied paths that name no `.denied`: a status switch's `default:`
/// or multi-pattern case, a completion's Bool when false, and Settings
/// opened through a function of the project; both ways.
@Suite("Denied paths read from switches, Bool completions and Settings helpers")
struct BranchHandlingTests {
  private static let raising: [BranchCase] = [
    BranchCase(
      name: "a status switch whose default opens Settings (denied and restricted fall in it)",
      snippet: """
        final class CameraService {
          func checkForPermissions() {
            switch AVCaptureDevice.authorizationStatus(for: .video) {
            case .authorized: break
            case .notDetermined:
              AVCaptureDevice.requestAccess(for: .video) { granted in if !granted { self.failed = true } }
            default:
              DispatchQueue.main.async { \(settings) }
            }
          }
        }
        """, handling: ["denied=settingsLink,restricted=settingsLink"]),
    BranchCase(
      name: "@unknown default holds only the refusal states no case names",
      snippet: """
        func check() {
          let status = PHPhotoLibrary.authorizationStatus(for: .readWrite)
          switch status {
          case .authorized: show()
          case .notDetermined: PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }
          case .restricted: showPlaceholder()
          @unknown default: \(settings)
          }
        }
        """, handling: ["denied=settingsLink"]),
    BranchCase(
      name: "a case listing .denied and .restricted opens Settings",
      snippet: """
        func check() {
          PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
            switch status {
            case .denied, .restricted: \(settings)
            default: break
            }
          }
        }
        """, handling: ["denied=settingsLink,restricted=settingsLink"]),
    BranchCase(
      name: "a record permission has no restricted state: its default holds denied only",
      snippet: """
        func check() {
          switch AVAudioSession.sharedInstance().recordPermission {
          case .granted: record()
          case .undetermined: AVAudioSession.sharedInstance().requestRecordPermission { _ in }
          default: \(settings)
          }
        }
        """, handling: ["denied=settingsLink"]),
    BranchCase(
      name: "if !granted in the completion opens Settings",
      snippet: """
        func ask() {
          AVCaptureDevice.requestAccess(for: .video, completionHandler: { granted in
            DispatchQueue.main.async { if !granted { \(settings) } }
          })
        }
        """, handling: ["denied=settingsLink"]),
    BranchCase(
      name: "guard on the Bool, whatever its name, with a capture list",
      snippet: """
        func ask() {
          UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { [weak self] (allowed, error) in
            guard allowed else { \(settings); return }
            self?.load()
          }
        }
        """, handling: ["denied=settingsLink"]),
    BranchCase(
      name: "the else of if granted, through a function of the file that opens Settings",
      snippet: """
        final class Recorder {
          func ask() {
            AVAudioSession.sharedInstance().requestRecordPermission { ok in
              if ok { self.record() } else { self.openAppSettings() }
            }
          }
          func openAppSettings() { \(settings) }
        }
        """, handling: ["denied=settingsLink"]),
  ]

  private static let quiet: [BranchCase] = [
    BranchCase(
      name: "a default that does something else",
      snippet: """
        func check() {
          switch AVCaptureDevice.authorizationStatus(for: .video) {
          case .authorized: start()
          case .notDetermined: AVCaptureDevice.requestAccess(for: .video) { _ in }
          default: showPlaceholder()
          }
        }
        func settings() { \(settings) }
        """, handling: [""]),
    BranchCase(
      name: "Settings opened when the Bool is true",
      snippet: """
        func ask() {
          AVCaptureDevice.requestAccess(for: .video) { granted in
            if granted { \(settings) }
          }
        }
        """, handling: [""]),
    BranchCase(
      name: "the constant only in a comment and a string",
      snippet: """
        func ask() {
          AVCaptureDevice.requestAccess(for: .video) { granted in
            // UIApplication.openSettingsURLString
            if !granted { print("openSettingsURLString") }
          }
          switch AVCaptureDevice.authorizationStatus(for: .video) {
          case .authorized: break
          default: print("UIApplication.openSettingsURLString")
          }
        }
        """, handling: [""]),
    BranchCase(
      name: "a switch over something else around the request",
      snippet: """
        func step() {
          switch screen {
          case .welcome: AVCaptureDevice.requestAccess(for: .video) { _ in }
          default: \(settings)
          }
        }
        """, handling: [""]),
    BranchCase(
      name: "a status switch that reads another call's status",
      snippet: """
        func ask() {
          AVCaptureDevice.requestAccess(for: .video) { _ in }
          let other = CLLocationManager().authorizationStatus
          switch other {
          case .authorizedAlways: break
          default: \(settings)
          }
        }
        """, handling: [""]),
    BranchCase(
      name: "a negated name that is not the completion's parameter",
      snippet: """
        func ask() {
          AVCaptureDevice.requestAccess(for: .video) { _ in
            if !granted { \(settings) }
          }
        }
        """, handling: [""]),
    BranchCase(
      name: "a helper with a common name is not followed",
      snippet: """
        func ask() {
          AVCaptureDevice.requestAccess(for: .video) { granted in
            if !granted { open() }
          }
        }
        func open() { \(settings) }
        """, handling: [""]),
  ]

  @Test("reads the denied path", arguments: raising + quiet)
  fileprivate func reads(_ item: BranchCase) {
    let found = TestAPIs.evidence(item.snippet)
      .filter { $0.kind == .request || $0.kind == .status }
      .map { $0.handling.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ",") }
    #expect(found == item.handling)
  }

  @Test("a status switch's default adds the states it holds to handles")
  func switchStatesAreHandled() {
    let found = TestAPIs.evidence(Self.raising[0].snippet).map(\.handles)
    #expect(found == [["denied", "restricted"]])
  }

  @Test("a function of another file that opens Settings counts; a short-named one doesn't")
  func helperInAnotherFile() throws {
    let folder = try TemporaryFolder("settings-helper")
    defer { folder.remove() }
    _ = try folder.write(
      "final class AppMediator {\n  func openAppSettings() { \(settings) }\n  func open() { \(settings) }\n}\n",
      to: "AppMediator.swift")
    _ = try folder.write(
      """
      final class Scanner {
        func ask() {
          AVCaptureDevice.requestAccess(for: .video) { granted in if !granted { mediator.openAppSettings() } }
        }
        func again() {
          AVAudioSession.sharedInstance().requestRecordPermission { granted in if !granted { mediator.open() } }
        }
      }
      """, to: "Scanner.swift")
    let result = try SourceScanner(apis: TestAPIs.indexing).scan(folder.url.path)
    let found = result.evidence.map { "\($0.resource) \($0.handling["denied"] ?? "-")" }
    #expect(found == ["camera settingsLink", "microphone -"])
  }

  /// A wrapper around PHPhotoLibrary's request that hands its caller a Bool,
  /// and a caller elsewhere.
  private static func wrapperScan(caller: String) throws -> [String] {
    let folder = try TemporaryFolder("settings-wrapper")
    defer { folder.remove() }
    _ = try folder.write(
      """
      extension PHPhotoLibrary {
        class func requestAccess(completion: @escaping (_ granted: Bool) -> Void) {
          PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in completion(status == .authorized) }
        }
      }
      """, to: "PHPhotoLibrary+Access.swift")
    _ = try folder.write(
      "extension UIAlertController {\n  class func settingsAlertForPhotos() { \(settings) }\n}\n",
      to: "Alerts.swift")
    _ = try folder.write(caller, to: "Upload.swift")
    let result = try SourceScanner(apis: TestAPIs.indexing).scan(folder.url.path)
    return result.evidence.map { "\($0.resource) \($0.handling["denied"] ?? "-")" }
  }

  @Test("a wrapper's caller that opens Settings where its Bool is false")
  func wrapperCallerOpensSettings() throws {
    let found = try Self.wrapperScan(
      caller: """
        final class Upload {
          func run() {
            PHPhotoLibrary.requestAccess { granted in
              if granted { self.pick() } else { UIAlertController.settingsAlertForPhotos() }
            }
          }
        }
        """)
    #expect(found == ["photos settingsLink"])
  }

  @Test(
    "a wrapper's caller that doesn't: Settings when true, or a common name not naming the type",
    arguments: [
      "func run() { PHPhotoLibrary.requestAccess { granted in if granted { UIAlertController.settingsAlertForPhotos() } } }",
      "func run() { requestAccess { granted in if !granted { UIAlertController.settingsAlertForPhotos() } } }",
    ])
  func wrapperCallerQuiet(caller: String) throws {
    #expect(try Self.wrapperScan(caller: caller) == ["photos -"])
  }
}
