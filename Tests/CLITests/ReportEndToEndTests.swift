import AppModel
import Foundation
import TestSupport
import Testing

/// Markdown, HTML and review-note reports from the built binary: golden
/// files for three samples (re-record with `RECORD_SNAPSHOTS=1 swift test`),
/// and for every sample the parts each report must have. How each format
/// renders and escapes is pinned in process by `Tests/ReportsTests`.
@Suite struct ReportEndToEndTests {
  /// The samples whose reports have golden files; together they show every
  /// part of a report: many errors and warnings in permission, feature and
  /// app groups with problem cells in the matrix (avatar-at-launch), no
  /// findings (poster-maker), and a tracked checklist with passed, stale and
  /// todo checks (photo-journal).
  static let goldenSamples = ["avatar-at-launch", "photo-journal", "poster-maker"]

  /// 2027-01-01, so dates in reports never change.
  static let fixedDate = ["SOURCE_DATE_EPOCH": "1798761600"]

  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-report-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test(arguments: goldenSamples)
  func reportsMatchTheirGoldenFiles(_ stem: String) throws {
    let name = "\(stem).reviewready.yaml"
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ReviewReadyBinary.run(
      [
        "audit", "--format", "markdown", "--format", "html", "-o", directory.path,
        "Samples/\(name)",
      ],
      environment: Self.fixedDate)
    #expect(result.status == 0 || result.status == 1, "\(result.standardError)")
    for ext in ["md", "html"] {
      let text = try String(
        contentsOf: directory.appendingPathComponent("\(stem).\(ext)"), encoding: .utf8)
      assertSnapshot(text, named: "\(stem).\(ext)")
    }
  }

  /// Every sample's notes draft, golden, in plain words: no level written
  /// as the description spells it (`readWrite`), no bracket inside another.
  @Test(arguments: TestPaths.sampleDescriptions().map(\.lastPathComponent))
  func reviewNotesMatchTheirGoldenFiles(_ name: String) throws {
    let stem = String(name.dropLast(".reviewready.yaml".count))
    let notes = try ReviewReadyBinary.run(
      ["notes", "Samples/\(name)"], environment: Self.fixedDate)
    #expect(notes.status == 0)
    assertSnapshot(notes.standardOutput, named: "\(stem).notes.txt")
    for raw in ["(readWrite)", "(addOnly)", "(always)", "(whenInUse)", "(provisional)", "(full)"] {
      #expect(!notes.standardOutput.contains(raw), "\(name): \(raw)")
    }
    var depth = 0
    for character in notes.standardOutput {
      if character == "(" { depth += 1 }
      if character == ")" { depth = max(0, depth - 1) }
      #expect(depth <= 1, "\(name): brackets inside brackets")
      if depth > 1 { break }
    }
  }

  /// Every sample's draft fits the Notes field and names the screen and the
  /// control of every feature that uses protected data.
  @Test(arguments: TestPaths.sampleDescriptions().map(\.lastPathComponent))
  func reviewNotesFitAndNameEveryFeature(_ name: String) throws {
    let notes = try ReviewReadyBinary.run(["notes", "Samples/\(name)"]).standardOutput
    #expect(notes.count <= 4000)
    let description = try DescriptionLoader.load(
      path: TestPaths.samples.appendingPathComponent(name).path)
    for feature in description.features where !feature.needs.isEmpty {
      #expect(notes.contains(feature.name), "\(feature.name) missing from the notes")
      let screen = try #require(description.screen(feature.screen))
      #expect(notes.contains(screen.name), "screen \(screen.name) missing from the notes")
      if let control = feature.control {
        #expect(notes.contains(control), "control \(control) missing")
      }
    }
  }

  @Test func teamTemplateReplacesTheBuiltInOne() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "# {{app.name}}: {{verdict.label}}\n{{> footer}}\n".write(
      to: directory.appendingPathComponent("team.md.mustache"), atomically: true, encoding: .utf8)
    try "{{counts.error}} errors | see {{app.file}}".write(
      to: directory.appendingPathComponent("footer.mustache"), atomically: true, encoding: .utf8)
    let result = try ReviewReadyBinary.run([
      "audit", "--format", "markdown", "--template",
      directory.appendingPathComponent("team.md.mustache").path,
      "Samples/avatar-at-launch.reviewready.yaml",
    ])
    #expect(result.status == 1)
    #expect(
      result.standardOutput
        == "# Huddle Group Chat: Not ready\n5 errors | see Samples/avatar-at-launch.reviewready.yaml"
    )
    let broken = directory.appendingPathComponent("broken.html.mustache")
    try "<p>{{#groups}}</p>".write(to: broken, atomically: true, encoding: .utf8)
    let failed = try ReviewReadyBinary.run([
      "audit", "--format", "html", "--template", broken.path,
      "Samples/poster-maker.reviewready.yaml",
    ])
    #expect(failed.status == 2)
    #expect(
      failed.standardError.contains("broken.html.mustache:1:4: error: unclosed section 'groups'"))
  }

  @Test func longNotesAreShortenedAtSentences() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sentence = "The reviewer can find every screen from the tab bar without signing in. "
    var features = ""
    for index in 0..<60 {
      features +=
        "  - { id: f\(index), name: Feature number \(index) with a long descriptive name, screen: s, "
        + "control: Button \(index), needs: { camera: capture } }\n"
    }
    let yaml = """
      schema: 1
      app: { name: Long Notes, bundleId: com.example.long }
      screens: [{ id: s, name: Home, path: First tab }]
      features:
      \(features)review:
        notes: >-
          \(String(repeating: sentence, count: 30))
      """
    let file = directory.appendingPathComponent("long.reviewready.yaml")
    try yaml.write(to: file, atomically: true, encoding: .utf8)
    let result = try ReviewReadyBinary.run(["notes", file.path])
    #expect(result.status == 0)
    #expect(result.standardOutput.count <= 4001)
    #expect(result.standardError.hasPrefix("reviewready: note: the draft was shortened"))
    #expect(result.standardOutput.hasSuffix(".\n"))
  }
}
