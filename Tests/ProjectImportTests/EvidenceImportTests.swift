import AppModel
import CodeScan
import ProjectImport
import TestSupport
import Testing

/// What a code scan adds to an imported project: evidence beside each
/// permission, the moment the code's requests show, permissions only the
/// code asks for, and a feature per system picker.
@Suite struct EvidenceImportTests {
  private static let scan = ScanResult(
    root: "Fixtures/XcodeGen", files: 3,
    evidence: [
      Evidence(
        resource: "camera", level: "capture", kind: .request,
        api: "AVCaptureDevice.requestAccess(for:)", file: "App/Sign.swift", line: 12, column: 5,
        type: "SignViewController", function: "scanTapped(_:)", trigger: .action,
        handles: ["denied"]),
      Evidence(
        resource: "location", level: "always", kind: .request,
        api: "CLLocationManager.requestAlwaysAuthorization()", file: "App/AppDelegate.swift",
        line: 20, column: 9, type: "AppDelegate",
        function: "application(_:didFinishLaunchingWithOptions:)", trigger: .launch),
      Evidence(
        resource: "photos", level: "none", kind: .picker, api: "PHPickerViewController",
        file: "App/Gallery.swift", line: 4, column: 18, trigger: .action),
      Evidence(
        resource: "notifications", level: "alert", kind: .request,
        api: "UNUserNotificationCenter.requestAuthorization(options:)", file: "App/Push.swift",
        line: 7, column: 3),
    ])

  private func importedText() throws -> String {
    let project = XcodeFixtures.xcodeGen
    return try ProjectImporter.yaml(
      projectPath: project, target: nil, configuration: nil, output: nil,
      catalog: ProjectFixture.catalog, scan: Self.scan
    ).text
  }

  @Test func eachPermissionShowsItsEvidenceAndTheMomentItsRequestsShow() throws {
    let text = try importedText()
    #expect(
      text.contains(
        """
            # evidence: App/Sign.swift:12 — AVCaptureDevice.requestAccess(for:) (capture) in SignViewController.scanTapped(_:) (on action; handles denied)
            access: capture
        """))
    #expect(text.contains("  - id: camera\n") && text.contains("      moment: feature   #"))
    #expect(
      text.contains(
        "# evidence: App/AppDelegate.swift:20 — CLLocationManager.requestAlwaysAuthorization() (always)"
      ))
    #expect(text.contains("      moment: launch   #"))
    #expect(
      text.contains(
        "    # evidence: none — no code found asks for or uses this level (is the key needed?)\n    access: activity"
      ))
  }

  @Test func theCodeAddsPermissionsNoKeyDeclaresAndAFeaturePerPicker() throws {
    let text = try importedText()
    #expect(text.contains("    access: alert   # from the code (no purpose key)"))
    #expect(text.contains("  - id: photos-picker-feature\n    # evidence: App/Gallery.swift:4"))
    #expect(text.contains("      photos: pick   # a system picker: no permission"))
    let description = try DescriptionLoader.decode(bytes: Array(text.utf8), file: "imported")
    #expect(description.permissions.map(\.resource.rawValue).contains("notifications"))
    #expect(description.features.contains { $0.id == "photos-picker-feature" })
  }

  /// Evidence of the camera whose `handling` is `denied` (and a `limited`
  /// the camera has no grant for), with a status check of the resource
  /// whose `handling` is `other`.
  private static func handlingScan(other: [String: String]) -> ScanResult {
    var linked = Evidence(
      resource: "camera", level: "capture", kind: .request,
      api: "AVCaptureDevice.requestAccess(for:)", file: "App/Sign.swift", line: 12, column: 5,
      type: "SignViewController", function: "scanTapped(_:)", trigger: .action,
      handles: ["denied"])
    linked.handling = ["denied": "settingsLink", "limited": "treatsAsFull"]
    var second = Evidence(
      resource: "camera", level: "capture", kind: .status,
      api: "AVCaptureDevice.authorizationStatus(for:)", file: "App/Check.swift", line: 3,
      column: 5, handles: ["denied"])
    second.handling = other
    return ScanResult(root: "Fixtures/XcodeGen", files: 2, evidence: [linked, second])
  }

  @Test func theStatesTheCodeShowsArePrefilledAndTheRestStayTheApps() throws {
    let text = try ProjectImporter.yaml(
      projectPath: XcodeFixtures.xcodeGen, target: nil, configuration: nil, output: nil,
      catalog: ProjectFixture.catalog, scan: Self.handlingScan(other: [:])
    ).text
    #expect(
      text.contains(
        """
            handles:   # the states the code shows; the others: app.prompts
              denied: settingsLink   # from the code: App/Sign.swift:12 its denied path opens Settings (openSettingsURLString)
        """))
    #expect(!text.contains("limited: treatsAsFull"))
    let description = try DescriptionLoader.decode(bytes: Array(text.utf8), file: "imported")
    let camera = try #require(description.permissions.first { $0.resource == .camera })
    #expect(camera.handles.denied == .settingsLink && camera.handlingStatesFromApp == [.restricted])
    // The app-level question is still one question.
    #expect(description.questions.filter { $0.path == "app.prompts" }.count == 1)
  }

  @Test func codeThatDisagreesLeavesTheStateAQuestion() throws {
    let text = try ProjectImporter.yaml(
      projectPath: XcodeFixtures.xcodeGen, target: nil, configuration: nil, output: nil,
      catalog: ProjectFixture.catalog, scan: Self.handlingScan(other: ["denied": "fallback"])
    ).text
    #expect(!text.contains("    handles:"))
  }

  @Test func aScanThatReadNoFileAddsNothing() throws {
    let project = XcodeFixtures.xcodeGen
    let plain = try ProjectImporter.yaml(
      projectPath: project, target: nil, configuration: nil, output: nil,
      catalog: ProjectFixture.catalog)
    let empty = try ProjectImporter.yaml(
      projectPath: project, target: nil, configuration: nil, output: nil,
      catalog: ProjectFixture.catalog, scan: ScanResult(root: ".", files: 0, evidence: []))
    #expect(plain.text == empty.text)
    #expect(!plain.text.contains("evidence"))
  }
}
