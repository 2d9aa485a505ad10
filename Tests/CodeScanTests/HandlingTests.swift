import CodeScan
import Testing

/// A snippet and what its requests' `handling` must say: `state=value`
/// pairs, sorted, one string per request.
private struct HandlingCase: CustomTestStringConvertible, Sendable {
  var name: String
  var snippet: String
  var language: SourceLanguage = .swift
  var handling: [String]
  var testDescription: String { name }
}

@Suite("What the code does in the states it checks")
struct HandlingTests {
  private static let cases: [HandlingCase] = [
    HandlingCase(
      name: "a Settings link in the function that checks .denied",
      snippet: """
        final class CameraScreen {
          func ask() {
            AVCaptureDevice.requestAccess(for: .video) { _ in
              switch AVCaptureDevice.authorizationStatus(for: .video) {
              case .denied:
                UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!)
              default: break
              }
            }
          }
        }
        """, handling: ["denied=settingsLink"]),
    HandlingCase(
      name: "a Settings link elsewhere in the type that checks .denied",
      snippet: """
        struct LocationView: View {
          @Environment(\\.openURL) var openURL
          func ask(_ manager: CLLocationManager) {
            manager.requestWhenInUseAuthorization()
            if manager.authorizationStatus == .denied { showDenied = true }
          }
          var body: some View {
            Button("Settings") { openURL(URL(string: UIApplication.openSettingsURLString)!) }
          }
        }
        """, handling: ["denied=settingsLink"]),
    HandlingCase(
      name: "a Settings link in a function of the file the request's function calls",
      snippet: """
        final class Mic {
          func ask() {
            AVAudioSession.sharedInstance().requestRecordPermission { _ in self.check() }
          }
          func check() {
            if AVAudioSession.sharedInstance().recordPermission == .denied { self.openSettings() }
          }
          func openSettings() { UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) }
        }
        """, handling: ["denied=settingsLink"]),
    HandlingCase(
      name: "Objective-C's constant",
      snippet: """
        @implementation CameraController
        - (void)ask {
          [AVCaptureDevice requestAccessForMediaType:AVMediaTypeVideo completionHandler:^(BOOL granted) {
            if ([AVCaptureDevice authorizationStatusForMediaType:AVMediaTypeVideo] == AVAuthorizationStatusDenied) {
              [[UIApplication sharedApplication] openURL:[NSURL URLWithString:UIApplicationOpenSettingsURLString]];
            }
          }];
        }
        @end
        """, language: .objectiveC, handling: ["denied=settingsLink"]),
    HandlingCase(
      name: "the constant only in a comment and a string is no link",
      snippet: """
        final class CameraScreen {
          func ask() {
            AVCaptureDevice.requestAccess(for: .video) { _ in
              // UIApplication.openSettingsURLString would help here
              if status == .denied { print("openSettingsURLString") }
            }
          }
        }
        """, handling: [""]),
    HandlingCase(
      name: "a Settings link in another type is not this check's",
      snippet: """
        final class CameraScreen {
          func ask() {
            AVCaptureDevice.requestAccess(for: .video) { _ in
              if status == .denied { showDenied() }
            }
          }
        }
        final class SettingsRow {
          func open() { UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) }
        }
        """, handling: [""]),
    HandlingCase(
      name: "a Settings link with no .denied check, where the Bool is false, is the denied path",
      snippet: """
        final class CameraScreen {
          func ask() {
            AVCaptureDevice.requestAccess(for: .video) { granted in
              if !granted { UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) }
            }
          }
        }
        """, handling: ["denied=settingsLink"]),
    HandlingCase(
      name: "a Settings link with no .denied check and no branch on the Bool says nothing",
      snippet: """
        final class CameraScreen {
          func ask() {
            AVCaptureDevice.requestAccess(for: .video) { granted in
              self.ready = granted
            }
          }
          func openSettings() { UIApplication.shared.open(URL(string: UIApplication.openSettingsURLString)!) }
        }
        """, handling: [""]),
    HandlingCase(
      name: "the limited-library picker where .limited is checked",
      snippet: """
        final class Gallery: UIViewController {
          func ask() {
            PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
              if status == .limited { PHPhotoLibrary.shared().presentLimitedLibraryPicker(from: self) }
            }
          }
        }
        """, handling: ["limited=manageSelection"]),
    HandlingCase(
      name: ".limited read as .authorized, in a case and with ||",
      snippet: """
        final class Strip {
          func ask() async {
            let status = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
            if status == .authorized || status == .limited { load() }
          }
          func again() {
            PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
              switch status {
              case .authorized, .limited: self.load()
              default: break
              }
            }
          }
        }
        """, handling: ["limited=treatsAsFull", "limited=treatsAsFull"]),
    HandlingCase(
      name: ".limited as its own case says nothing of what the app does",
      snippet: """
        final class Gallery {
          func ask() {
            PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
              switch status {
              case .authorized: self.load()
              case .limited: self.showSome()
              default: break
              }
            }
          }
        }
        """, handling: [""]),
  ]

  @Test("reads the handling beside the check", arguments: cases)
  fileprivate func reads(_ item: HandlingCase) {
    let found = TestAPIs.evidence(item.snippet, language: item.language)
      .filter { $0.kind == .request }
      .map { $0.handling.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: ",") }
    #expect(found == item.handling)
  }
}
