import ProjectImport
import Testing

/// The TODO placeholders a draft writes: for what the files don't say, and
/// for the screens and features only the team knows.
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
        "app.name", "app.bundleId", "screens[0].name", "screens[0].path",
      ])
  }

  @Test func eachInferredPermissionGetsAScreenAndAFeatureToDescribe() throws {
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
        "screens[0].name", "screens[0].path", "screens[1].name", "screens[1].path",
        "features[0].name", "features[0].control", "features[1].name", "features[1].control",
      ])
    // Every placeholder is written, and the text has no other TODO value.
    let yaml = DescriptionDraftWriter.yaml(draft)
    let values = yaml.split(separator: "\n").filter {
      !$0.trimmingPrefix(while: { $0 == " " }).hasPrefix("#") && $0.contains(": \"TODO")
    }
    #expect(values.count == draft.placeholders.count)
  }
}
