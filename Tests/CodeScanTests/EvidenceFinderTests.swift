import CodeScan
import Testing

/// What a snippet's evidence must say, in a form that reads as one line.
private struct Expected: CustomTestStringConvertible, Sendable {
  var snippet: String
  var language: SourceLanguage = .swift
  /// `resource level kind trigger [handles] availability function`, one per evidence.
  var evidence: [String]
  var testDescription: String { String(snippet.prefix(60)) }
}

private func summary(_ evidence: Evidence) -> String {
  var parts = [
    evidence.resource, evidence.level, evidence.kind.rawValue, evidence.trigger.rawValue,
  ]
  if !evidence.handles.isEmpty { parts.append("[" + evidence.handles.joined(separator: ",") + "]") }
  if let availability = evidence.availability { parts.append("<" + availability + ">") }
  if let function = evidence.function { parts.append((evidence.type ?? "") + "." + function) }
  return parts.joined(separator: " ")
}

@Suite("Evidence found in code")
struct EvidenceFinderTests {
  private static let cases: [Expected] = [
    // Seed 001's shape: a helper called from viewDidLoad asks for read/write,
    // its completion calls a handler that switches on the states.
    Expected(
      snippet: """
        class GalleryViewController: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            self.requestPhotoLibraryAccess()
          }
          func requestPhotoLibraryAccess() {
            PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
              DispatchQueue.main.async { self.handle(status: status) }
            }
          }
          func handle(status: PHAuthorizationStatus) {
            switch status {
            case .notDetermined, .authorized: break
            case .limited: showLimited()
            case .denied: showDenied()
            case .restricted: showRestricted()
            @unknown default: break
            }
          }
        }
        """,
      evidence: [
        "photos readWrite request appear [denied,limited,restricted] GalleryViewController.requestPhotoLibraryAccess()"
      ]),
    // The level comes from the argument; a tap handler is an action.
    Expected(
      snippet: """
        final class Editor {
          @IBAction func saveTapped(_ sender: Any) {
            PHPhotoLibrary.requestAuthorization(
              for: .addOnly
            ) { _ in }
          }
        }
        """,
      evidence: ["photos addOnly request action Editor.saveTapped(_:)"]),
    // Comments, strings, raw and multi-line strings and disabled code never count.
    Expected(
      snippet: """
        // PHPhotoLibrary.requestAuthorization(for: .readWrite)
        /* PHAsset.fetchAssets(with: nil) /* nested */ PHAsset.fetchAssets(with: nil) */
        let a = "PHPhotoLibrary.requestAuthorization(for: .readWrite)"
        let b = #"PHAsset.fetchAssets(with: \\(nil)) "# + "x"
        let c = \"\"\"
          PHAsset.fetchAssets(with: nil)
          \"\"\"
        #if false
        func old() { PHAsset.fetchAssets(with: nil) }
        #endif
        """,
      evidence: []),
    // An interpolation's code is code.
    Expected(
      snippet: #"let s = "count: \(PHAsset.fetchAssets(with: nil).count)""#,
      evidence: ["photos readWrite use unknown"]),
    // The branch after #if false is compiled.
    Expected(
      snippet: """
        #if false
        let a = PHAsset.fetchAssets(with: nil)
        #else
        let b = PHPickerViewController(configuration: config)
        #endif
        """,
      evidence: ["photos none picker unknown"]),
    // SwiftUI: .task runs on appear; a Button's closure on the person's tap.
    Expected(
      snippet: """
        struct StripView: View {
          var body: some View {
            VStack {
              Button("Allow") {
                Task { await PHPhotoLibrary.requestAuthorization(for: .readWrite) }
              }
            }
            .task {
              let status = await PHPhotoLibrary.requestAuthorization(for: .readWrite)
              if status == .limited { load() }
            }
          }
        }
        """,
      evidence: [
        "photos readWrite request action [limited] StripView.body",
        "photos readWrite request appear [limited] StripView.body",
      ]),
    // A SwiftUI App's start-up code runs at launch.
    Expected(
      snippet: """
        @main
        struct TrailApp: App {
          init() {
            manager.requestAlwaysAuthorization()
          }
          var body: some Scene { WindowGroup { ContentView() } }
        }
        """,
      evidence: ["location always request launch TrailApp.init()"]),
    // #available guards, and the fallback's else branch.
    Expected(
      snippet: """
        func pick() {
          if #available(iOS 14, *) {
            let picker = PHPickerViewController(configuration: config)
          } else {
            let picker = UIImagePickerController()
            picker.sourceType = .photoLibrary
          }
        }
        """,
      evidence: [
        "photos none picker unknown <iOS 14+> .pick()",
        "photos none picker unknown <below iOS 14> .pick()",
      ]),
    Expected(
      snippet: """
        func capture() {
          guard #available(iOS 14.0, *) else {
            PHPhotoLibrary.requestAuthorization { _ in }
            return
          }
          PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in }
        }
        """,
      evidence: [
        "photos readWrite request unknown <below iOS 14> .capture()",
        "photos addOnly request unknown <iOS 14+> .capture()",
      ]),
    // One call, the resource its argument names.
    Expected(
      snippet: """
        func ask() {
          AVCaptureDevice.requestAccess(for: .video) { _ in }
          AVCaptureDevice.requestAccess(for: .audio) { _ in }
          AVAudioSession.sharedInstance().requestRecordPermission { _ in }
          let picker = UIImagePickerController(); picker.sourceType = .camera
        }
        """,
      evidence: [
        "camera capture request unknown .ask()", "microphone record request unknown .ask()",
        "microphone record request unknown .ask()", "camera capture use unknown .ask()",
      ]),
    // A declaration is not a call; a type annotation is not a creation.
    Expected(
      snippet: """
        protocol Locating { func requestWhenInUseAuthorization() }
        class Picker: PHPickerViewController {}
        func f(_ p: PHPickerViewController) {}
        """,
      evidence: []),
    // Provisional notifications, from the options.
    Expected(
      snippet: """
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .provisional]) { _, _ in }
          return true
        }
        """,
      evidence: [
        "notifications provisional request launch .application(_:didFinishLaunchingWithOptions:)"
      ]),
    // A #selector for a button's action is the person's action.
    Expected(
      snippet: """
        class Settings: UIViewController {
          override func viewDidLoad() {
            button.addTarget(self, action: #selector(enableLocation), for: .touchUpInside)
          }
          @objc func enableLocation() { manager.requestWhenInUseAuthorization() }
        }
        """,
      evidence: ["location whenInUse request action Settings.enableLocation()"]),
    // Previews are never evidence.
    Expected(
      snippet: """
        #Preview {
          PhotoView().onAppear { PHAsset.fetchAssets(with: nil) }
        }
        struct PhotoView_Previews: PreviewProvider {
          static var previews: some View { Text("").task { _ = PHAsset.fetchAssets(with: nil) } }
        }
        """,
      evidence: []),
    // Objective-C message sends, C functions, classes created, #if 0.
    Expected(
      snippet: """
        #import <Photos/Photos.h>
        @implementation ScanController
        - (void)viewDidLoad {
          [super viewDidLoad];
          // [PHPhotoLibrary requestAuthorizationForAccessLevel:PHAccessLevelReadWrite handler:nil];
          [PHPhotoLibrary requestAuthorizationForAccessLevel:PHAccessLevelAddOnly
                                                     handler:^(PHAuthorizationStatus status) {
            if (status == PHAuthorizationStatusDenied) { return; }
          }];
          self.central = [[CBCentralManager alloc] initWithDelegate:self queue:nil];
        #if 0
          [self.manager requestAlwaysAuthorization];
        #endif
        }
        - (void)viewWillAppear:(BOOL)animated {
          [[PHPhotoLibrary sharedPhotoLibrary] requestAuthorizationForAccessLevel:PHAccessLevelReadWrite handler:nil];
        }
        - (IBAction)saveTapped:(id)sender {
          UIImageWriteToSavedPhotosAlbum(self.image, nil, nil, NULL);
          [self.manager requestWhenInUseAuthorization];
          NSString *s = @"[self.manager requestAlwaysAuthorization]";
        }
        @end
        """,
      language: .objectiveC,
      evidence: [
        "photos addOnly request appear [denied] ScanController.viewDidLoad",
        "bluetooth use use appear ScanController.viewDidLoad",
        "photos readWrite request appear ScanController.viewWillAppear:",
        "photos addOnly use action ScanController.saveTapped:",
        "location whenInUse request action ScanController.saveTapped:",
      ]),
    // An empty set written in HealthKit's call settles the level; sets held
    // in variables leave it read/write.
    Expected(
      snippet: """
        final class HealthSync {
          @objc func readTapped() {
            store.requestAuthorization(toShare: [], read: readTypes) { _, _ in }
          }
          @objc func writeTapped() {
            store.requestAuthorization(toShare: Set([steps]), read: nil) { _, _ in }
          }
          @objc func bothTapped() {
            store.requestAuthorization(toShare: shareTypes, read: readTypes) { _, _ in }
          }
          @objc func emptyInsideTapped() {
            store.requestAuthorization(toShare: make([]), read: readTypes) { _, _ in }
          }
        }
        """,
      evidence: [
        "health read request action HealthSync.readTapped()",
        "health write request action HealthSync.writeTapped()",
        "health readWrite request action HealthSync.bothTapped()",
        "health readWrite request action HealthSync.emptyInsideTapped()",
      ]),
    // A source type handed in through a parameter is read from the calls of
    // its function in the file; a parameter no call gives a value names none.
    Expected(
      snippet: """
        final class AttachController {
          @objc func cameraTapped() { present(source: .camera) }
          @objc func libraryTapped() { presentPicker(.photoLibrary, animated: true) }
          func present(source type: UIImagePickerController.SourceType) {
            let picker = UIImagePickerController()
            picker.sourceType = type
          }
          func presentPicker(_ kind: UIImagePickerController.SourceType, animated: Bool) {
            let picker = UIImagePickerController()
            picker.sourceType = kind
          }
          func unknown(_ source: UIImagePickerController.SourceType) {
            let picker = UIImagePickerController()
            picker.sourceType = source
          }
        }
        """,
      evidence: [
        "camera capture use action AttachController.present(source:)",
        "photos none picker action AttachController.presentPicker(_:animated:)",
      ]),
  ]

  @Test("finds what the code calls, and nothing else", arguments: cases)
  fileprivate func finds(_ expected: Expected) {
    let found = TestAPIs.evidence(expected.snippet, language: expected.language).map(summary)
    #expect(found == expected.evidence)
  }

  @Test("test code is never evidence")
  func testCode() {
    let source = """
      import XCTest
      final class GalleryTests: XCTestCase {
        func testAsk() { PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in } }
      }
      """
    let found = SourceFileEvidence.evidence(
      in: Array(source.utf8), language: .swift, file: "GalleryTests.swift",
      apis: TestAPIs.indexing)
    #expect(found == nil)
  }

  /// Shapes the fuzzer found, each once a crash: the scanner must read
  /// them as it reads any text, with evidence or none.
  static let truncatedCalls = [
    // An assignment whose label ends its line, the colon on the next.
    "PHPhotoLibrary.requestAuthorization = for\n: .readWrite",
    "x = AVCaptureDevice.requestAccess = for\n:",
    "PHPhotoLibrary.requestAuthorization(for",
    "PHPhotoLibrary.requestAuthorization(for:",
  ]

  @Test("a call cut short after its label gives evidence or none", arguments: truncatedCalls)
  func truncatedCall(_ source: String) {
    for language in [SourceLanguage.swift, .objectiveC] {
      for item in TestAPIs.evidence(source, language: language) {
        #expect(!item.level.isEmpty)
      }
    }
  }

  @Test("positions are the call's line and column")
  func positions() {
    let found = TestAPIs.evidence("let x = 1\n  let p = PHPickerViewController(configuration: c)")
    #expect(found.map { "\($0.line):\($0.column)" } == ["2:11"])
  }
}
