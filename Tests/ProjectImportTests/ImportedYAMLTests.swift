import AppModel
import ProjectImport
import TestSupport
import Testing

/// The YAML a draft gives loads as a description that says what the draft
/// says, with its paths relative to the description's folder.
@Suite struct ImportedYAMLTests {
  @Test func theTrailNotesSampleLoadsAsItsDraft() throws {
    let samples = TestPaths.samples.appendingPathComponent("TrailNotes").path
    let sources = ProjectImporter.Sources(
      infoPlist: "\(samples)/Info.plist", privacyManifest: "\(samples)/PrivacyInfo.xcprivacy",
      output: "\(samples)/imported.reviewready.yaml")
    let draft = try ProjectImporter.draft(sources, catalog: ProjectFixture.catalog)
    let text = try ProjectImporter.yaml(sources, catalog: ProjectFixture.catalog)
    #expect(text == DescriptionDraftWriter.yaml(draft))
    #expect(draft.paths == .init(infoPlist: "Info.plist", privacyManifest: "PrivacyInfo.xcprivacy"))
    let description = try DescriptionLoader.decode(bytes: Array(text.utf8), file: "imported")
    #expect(description.app.locales == draft.app.locales)
    #expect(description.app.developmentRegion == draft.app.developmentRegion.value)
    #expect(description.permissions.map(\.resource) == draft.permissions.map(\.resource))
    #expect(description.permissions.map(\.access) == draft.permissions.map(\.access))
    for purpose in draft.purposeStrings where !purpose.key.hasPrefix("x-") {
      let loaded = try #require(description.purposeString(purpose.key))
      #expect(loaded.texts.map(\.locale) == purpose.texts.map(\.locale))
      #expect(loaded.texts.map(\.text) == purpose.texts.map(\.text))
    }
    #expect(
      description.privacyLabels?.data.map(\.type.rawValue)
        == draft.privacyLabels?.data.map(\.type))
  }

  @Test func theStarterLoads() throws {
    let description = try DescriptionLoader.decode(
      bytes: Array(StarterDescription.text.utf8), file: "starter")
    #expect(description.app.name.hasPrefix("TODO"))
  }
}
