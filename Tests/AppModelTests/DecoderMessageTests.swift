import AppModel
import Diagnostics
import Foundation
import TestSupport
import Testing

/// The decoder's messages, exact text, against golden files in
/// `Snapshots/` (re-record with `RECORD_SNAPSHOTS=1 swift test`).
@Suite struct DecoderMessageTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  static let invalidFixtures = [
    "misspelt-top-level-key", "misspelt-resource", "missing-screen", "list-for-string",
    "duplicate-feature-id", "unclosed-bracket", "empty", "many-problems",
    "consent-and-accounts-problems", "model-extension-problems", "content-and-age-rating-problems",
  ]

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: fixtures.appendingPathComponent("\(name).reviewready.yaml")))
  }

  @Test(arguments: invalidFixtures)
  func reportsEveryProblemWithItsPosition(_ name: String) throws {
    let file = "\(name).reviewready.yaml"
    let bytes = try Self.bytes(name)
    do {
      _ = try DescriptionLoader.decode(bytes: bytes, file: file)
      Issue.record("\(file) decoded without problems")
    } catch {
      let text = error.diagnostics.map { "\($0)\n" }.joined()
      assertSnapshot(text, named: "\(name).txt")
      #expect(error.diagnostics.allSatisfy { $0.location.file == file && $0.location.line >= 1 })
    }
  }

  @Test func baseFixtureDecodes() throws {
    let description = try DescriptionLoader.decode(bytes: try Self.bytes("base"), file: "base.yaml")
    #expect(description.app.name == "Snapshot Notes")
    // YAML 1.2 core schema: the Norwegian locale code stays a string.
    #expect(description.app.locales == ["en", "no"])
    #expect(description.app.developmentRegion == "en")
    #expect(description.features.first?.needs == [.photos: ["pick"]])
    #expect(description.features.first?.locations["needs.photos"].line == 23)
    #expect(description.privacyLabels?.collectsData == false)
  }

  @Test func plainPurposeStringBelongsToTheDevelopmentRegion() throws {
    let yaml = """
      schema: 1
      app: { name: A, bundleId: com.example.a, developmentRegion: de, locales: [de, en] }
      purposeStrings:
        NSCameraUsageDescription: Fotografiere einen Beleg, um ihn einer Ausgabe beizufügen.
      """
    let description = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "a.yaml")
    let purpose = try #require(description.purposeString("NSCameraUsageDescription"))
    #expect(purpose.texts.map(\.locale) == ["de"])
    #expect(purpose.text(for: "de")?.hasPrefix("Fotografiere") == true)
  }

  @Test func versionsWrittenAsNumbersKeepTheirText() throws {
    let yaml = "schema: 1\napp: { name: A, bundleId: com.example.a, version: 2.10, build: 412 }\n"
    let description = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "a.yaml")
    #expect(description.app.version == "2.10")
    #expect(description.app.build == "412")
  }

  @Test func missingFileIsOneLine() {
    #expect(throws: DiagnosticsError.self) {
      try DescriptionLoader.load(path: "/nonexistent/app.yaml")
    }
    do {
      _ = try DescriptionLoader.load(path: "/nonexistent/app.yaml")
    } catch {
      #expect(error.description == "/nonexistent/app.yaml: error: no such file")
    }
  }
}
