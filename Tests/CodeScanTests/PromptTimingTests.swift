import CodeScan
import Foundation
import TestSupport
import Testing

/// The one meaning of timing: `PromptTiming` on its own (table-driven), and
/// the scan that fills `moment` from the root views it finds and the calls
/// it follows across files.
@Suite("A prompt's moment, from where the code runs")
struct PromptTimingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var trigger: Evidence.Trigger
    var file: String
    var type: String?
    var expected: PromptTiming.Moment
    var testDescription: String { "\(trigger) in \(type ?? "-") (\(file)) → \(expected)" }
  }

  static let roots: Set<String> = ["HomeView", "ContentView"]

  static let cases: [Case] = [
    Case(trigger: .launch, file: "App/App.swift", type: "App", expected: .launch),
    Case(trigger: .unknown, file: "App/AppDelegate.swift", type: "AppDelegate", expected: .launch),
    Case(trigger: .unknown, file: "App/Scenes.swift", type: "MySceneDelegate", expected: .launch),
    Case(trigger: .appear, file: "App/HomeView.swift", type: "HomeView", expected: .launch),
    // A free function of the root view's file belongs to it.
    Case(trigger: .appear, file: "App/ContentView.swift", type: nil, expected: .launch),
    Case(trigger: .appear, file: "App/Gallery.swift", type: "GalleryView", expected: .feature),
    Case(trigger: .action, file: "App/Gallery.swift", type: "GalleryView", expected: .feature),
    Case(
      trigger: .action, file: "App/Onboarding/Steps.swift", type: "PhotosStep",
      expected: .onboarding),
    Case(
      trigger: .appear, file: "App/Welcome.swift", type: "OnboardingPermissionsView",
      expected: .onboarding),
    Case(
      trigger: .unknown, file: "App/Settings/Backups.swift", type: "BackupsSection",
      expected: .feature),
    Case(trigger: .unknown, file: "App/Sync/Uploader.swift", type: "Uploader", expected: .unknown),
  ]

  @Test(arguments: cases)
  func moment(_ item: Case) {
    #expect(
      PromptTiming.moment(
        trigger: item.trigger, file: item.file, type: item.type, rootTypes: Self.roots)
        == item.expected)
  }

  private func scan(_ files: [String: String]) throws -> [Evidence] {
    let folder = try TemporaryFolder("timing")
    defer { folder.remove() }
    for (path, text) in files { _ = try folder.write(text, to: path) }
    return try SourceScanner(apis: TestAPIs.indexing).scan(folder.url.path).evidence
  }

  @Test("the root view a WindowGroup shows, through a wrapper in another file, asks at launch")
  func rootViewThroughWrapper() throws {
    let evidence = try scan([
      "App/MyApp.swift": """
      @main struct MyApp: App {
        var body: some Scene { WindowGroup { RouterView() } }
      }
      """,
      "App/RouterView.swift": """
      struct RouterView: View {
        var body: some View { if signedIn { TimelineView() } else { SignInView() } }
      }
      """,
      "App/TimelineView.swift": """
      struct TimelineView: View {
        var body: some View {
          List {}.onAppear { PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in } }
        }
      }
      """,
      "App/GalleryView.swift": """
      struct GalleryView: View {
        var body: some View {
          Grid {}.task { PHPhotoLibrary.requestAuthorization(for: .addOnly) { _ in } }
        }
      }
      """,
    ])
    #expect(evidence.map(\.moment) == [.feature, .launch])
    #expect(evidence.map(\.file) == ["App/GalleryView.swift", "App/TimelineView.swift"])
  }

  @Test("a request no call in its file places takes its caller's moment from another file")
  func acrossFiles() throws {
    let evidence = try scan([
      "App/AppDelegate.swift": """
      class AppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          LibraryAccess.shared.askForLibraryAccess()
          return true
        }
      }
      """,
      "App/LibraryAccess.swift": """
      final class LibraryAccess {
        func askForLibraryAccess() { PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in } }
      }
      """,
      "App/Exporter.swift": """
      final class Exporter {
        func saveExportedImage() { UIImageWriteToSavedPhotosAlbum(image, nil, nil, nil) }
      }
      """,
      "App/ExportView.swift": """
      struct ExportView: View {
        var body: some View { Button("Save") { helper() } }
        func helper() { Exporter().saveExportedImage() }
      }
      """,
      "App/Sync.swift": """
      final class Sync {
        func setup() { PHAsset.fetchAssets(with: nil) }
      }
      """,
    ])
    let moments = Dictionary(uniqueKeysWithValues: evidence.map { ($0.file, $0.moment) })
    #expect(moments["App/LibraryAccess.swift"] == .launch)
    #expect(moments["App/Exporter.swift"] == .feature)
    // `setup` is too common a name to follow: left unknown, a question.
    #expect(moments["App/Sync.swift"] == .unknown)
    #expect(evidence.first { $0.file == "App/LibraryAccess.swift" }?.trigger == .launch)
  }

  @Test("evidence written without a moment gets the definition's")
  func decodedWithoutMoment() throws {
    let json = """
      {"resource": "photos", "level": "readWrite", "kind": "request", "api": "X",
       "file": "Sources/Onboarding/Welcome.swift", "line": 1, "column": 1, "trigger": "appear",
       "handles": []}
      """
    let evidence = try JSONDecoder().decode(Evidence.self, from: Data(json.utf8))
    #expect(evidence.moment == .onboarding)
  }
}
