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
        "app.usesNonExemptEncryption", "screens[0].name",
        "screens[0].path", "privacyLabels",
      ])
    try Self.expectQuestions(of: draft)
  }

  @Test func eachInferredPermissionGetsAScreenAFeatureAndAPromptToDescribe() throws {
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
        "app.minimumOS", "app.privacyPolicyURL", "app.usesNonExemptEncryption",
        "screens[0].name", "screens[0].path", "screens[1].name", "screens[1].path",
        "features[0].name", "features[0].control", "features[0].data",
        "features[1].name", "features[1].control", "features[1].data",
        "permissions[0].requestedAt.moment", "permissions[0].handles",
        "permissions[1].requestedAt.moment", "permissions[1].handles", "privacyLabels",
      ])
    // Every placeholder is written as a value, and the text has no other TODO value.
    let yaml = DescriptionDraftWriter.yaml(draft)
    let values = yaml.split(separator: "\n").filter { line in
      let text = line.trimmingPrefix(while: { $0 == " " || $0 == "-" })
      return !text.hasPrefix("#") && (text.contains(": \"TODO") || text.contains(": TODO"))
    }
    #expect(values.count == draft.placeholders.count)
    try Self.expectQuestions(of: draft)
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
