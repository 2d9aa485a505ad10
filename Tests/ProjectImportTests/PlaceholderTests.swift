import AppModel
import ProjectImport
import Testing

/// The unanswered fields a draft writes (`TODO`, or `"TODO: …"` saying what
/// to decide): for what the files don't say, and for what only the team
/// knows. Loaded, the draft lists exactly these as its open questions.
@Suite struct PlaceholderTests {
  @Test func anEmptyInfoPlistLeavesTheIdentityToDo() throws {
    let project = try ProjectFixture()
    defer { project.folder.remove() }
    try project.infoPlist([:])
    let draft = try project.draft()
    #expect(draft.app.name.isPlaceholder)
    #expect(draft.app.bundleId.isPlaceholder)
    #expect(
      draft.placeholders == [
        "app.name", "app.bundleId", "app.minimumOS", "app.privacyPolicyURL",
        "app.usesNonExemptEncryption", "privacyLabels",
      ])
    try Self.expectQuestions(of: draft)
  }

  /// A screen, a feature and a permission per prompt, with no question of
  /// their own: what they send and how their prompts behave are asked once
  /// for the app (`app.data`, `app.prompts`); names, paths and controls not
  /// at all.
  @Test func eachInferredPermissionIsAskedAboutOnceForTheApp() throws {
    let project = try ProjectFixture()
    defer { project.folder.remove() }
    try project.infoPlist([
      "CFBundleName": "Both", "CFBundleIdentifier": "com.example.both",
      "NSCameraUsageDescription": "Scan.", "NSMicrophoneUsageDescription": "Record.",
    ])
    let draft = try project.draft()
    #expect(!draft.app.name.isPlaceholder)
    #expect(
      draft.placeholders == [
        "app.minimumOS", "app.privacyPolicyURL", "app.usesNonExemptEncryption", "app.data",
        "app.prompts", "privacyLabels",
      ])
    // Every placeholder is written as a value, and the text has no other TODO value.
    let yaml = DescriptionDraftWriter.yaml(draft)
    let values = yaml.split(separator: "\n").filter { line in
      let text = line.trimmingPrefix(while: { $0 == " " || $0 == "-" })
      return !text.hasPrefix("#") && (text.contains(": \"TODO") || text.contains(": TODO"))
    }
    #expect(values.count == draft.placeholders.count)
    try Self.expectQuestions(of: draft)
    // Loaded, every feature and permission reads the app-level answers.
    let description = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "draft.yaml")
    #expect(description.features.count == 2 && description.features.allSatisfy(\.dataFromApp))
    #expect(
      description.permissions.count == 2
        && description.permissions.allSatisfy { $0.momentFromApp && $0.handlesFromApp })
    #expect(description.screens.allSatisfy { !$0.named && $0.name == $0.id })
  }

  @Test func aManifestAnswersThePrivacyLabels() throws {
    let project = try ProjectFixture()
    defer { project.folder.remove() }
    try project.infoPlist(["CFBundleName": "A", "CFBundleIdentifier": "com.example.a"])
    try project.manifest([
      (
        type: "NSPrivacyCollectedDataTypeEmailAddress", linked: true, tracking: false,
        purposes: ["NSPrivacyCollectedDataTypePurposeAppFunctionality"]
      )
    ])
    let draft = try project.draft(manifest: true)
    #expect(!draft.placeholders.contains("privacyLabels"))
    try Self.expectQuestions(of: draft)
  }

  /// The written draft, loaded, asks exactly the draft's placeholders.
  static func expectQuestions(
    of draft: DescriptionDraft, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let text = DescriptionDraftWriter.yaml(draft)
    let description = try DescriptionLoader.decode(bytes: Array(text.utf8), file: "draft.yaml")
    #expect(
      description.questions.map(\.path) == draft.placeholders, sourceLocation: sourceLocation)
  }
}
