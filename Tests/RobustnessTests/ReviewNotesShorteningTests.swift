import AppModel
import Audit
import Catalog
import Foundation
import ReviewReadyKit
import SyntheticPortfolio
import TestSupport
import Testing

@testable import Reports

/// `ReviewNotesDraft` shortens a long draft by dropping generated lines,
/// the feature list's first, until it fits, counting lengths from each
/// line's characters; the team's notes are never cut. This compares it,
/// limit by limit, with the plain way: render the draft and count its
/// characters after every line dropped.
@Suite struct ReviewNotesShorteningTests {
  /// The draft the plain way gives.
  static func reference(_ result: AuditResult, catalog: Catalog, limit: Int) -> String {
    var parts = ReviewNotesParts(result: result, catalog: catalog).parts
    func render() -> String {
      parts.filter { !$0.lines.isEmpty }.map { part in
        ([part.heading].compactMap { $0 } + part.lines).joined(separator: "\n")
      }.joined(separator: "\n\n")
    }
    while render().count > limit,
      let index = parts.indices.filter({ !parts[$0].lines.isEmpty && parts[$0].priority > 0 })
        .max(by: { parts[$0].priority < parts[$1].priority })
    {
      parts[index].lines.removeLast()
    }
    return render()
  }

  @Test(arguments: [0, 1, 2, 40, 200, 700, 1500, 2500, 4000, 100_000])
  func shorteningKeepsWhatTheReferenceKeeps(limit: Int) throws {
    let engine = try Auditor(.init(configuration: Auditor.ConfigurationSource.none)).engine
    let catalog = engine.catalog
    // Feature names with accents and emoji, whose characters are fewer than
    // their bytes.
    let portfolio = SyntheticPortfolio(descriptions: 3, features: 40)
    for index in 0..<portfolio.descriptions {
      let yaml = portfolio.description(index)
        .replacingOccurrences(of: "tool number", with: "tööl 📷 number")
      let description = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "app.yaml")
      let result = engine.audit(description, today: "2026-01-01")
      let draft = ReviewNotesDraft.make(for: result, catalog: catalog, limit: limit)
      let expected = Self.reference(result, catalog: catalog, limit: limit)
      #expect(draft.text == expected)
      #expect(draft.text.count <= limit || draft.overLimit == draft.text.count - limit)
      // The small limits do make it drop lines.
      if limit <= 700 { #expect(!draft.leftOut.isEmpty) }
    }
  }
}

/// Long inputs shorten in one pass (issue 45: 10,000 short lines took 6–8 s,
/// 100,000 didn't finish in a minute), and a one-line field can't start a
/// line of its own.
@Suite struct ReviewNotesHostileInputTests {
  /// Profile Photo's sample with `notes` made of `count` short sentences,
  /// one a line, audited.
  static func audited(notesLines count: Int) throws -> (AuditResult, Catalog) {
    let sample = try String(
      contentsOf: TestPaths.samples.appendingPathComponent("profile-photo.reviewready.yaml"),
      encoding: .utf8)
    let head = try #require(sample.components(separatedBy: "  notes: |\n").first)
    var yaml = head + "  notes: |\n"
    for line in 0..<count { yaml += "    Line \(line).\n" }
    return try audited(yaml)
  }

  static func audited(_ yaml: String) throws -> (AuditResult, Catalog) {
    let engine = try Auditor(.init(configuration: Auditor.ConfigurationSource.none)).engine
    let description = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "app.yaml")
    return (engine.audit(description, today: "2026-01-01"), engine.catalog)
  }

  @Test(arguments: [10_000, 100_000])
  func manyShortLinesOfNotesFinishQuicklyAndStayWhole(count: Int) throws {
    let (result, catalog) = try Self.audited(notesLines: count)
    let started = ContinuousClock.now
    let draft = ReviewNotesDraft.make(for: result, catalog: catalog)
    #expect(ContinuousClock.now - started < .seconds(10))
    // Every line of the team's notes is kept; every generated line that may go
    // went, the feature list's first; the sign-in line stays.
    let kept = draft.text.components(separatedBy: "\n").filter { $0.hasPrefix("Line ") }.count
    #expect(kept == count)
    #expect(draft.text.hasPrefix("Sign in with the demo account"))
    #expect(!draft.text.contains("Where to find the features"))
    #expect(draft.overLimit == draft.text.count - ReviewNotesDraft.limit)
    #expect(draft.leftOut.first?.hasPrefix("feature: ") == true)
  }

  @Test func shortNotesAgreeWithTheReferenceAtEveryLimit() throws {
    let (result, catalog) = try Self.audited(notesLines: 300)
    for limit in stride(from: 0, through: 3_000, by: 97) {
      let draft = ReviewNotesDraft.make(for: result, catalog: catalog, limit: limit)
      let expected = ReviewNotesShorteningTests.reference(result, catalog: catalog, limit: limit)
      #expect(draft.text == expected, "limit \(limit)")
      #expect(draft.text.contains("Line 299."), "limit \(limit)")
    }
  }

  /// A long draft loses the feature list before the prompts' lines, and
  /// the team's notes never.
  @Test func theFeatureListGoesFirst() throws {
    let (result, catalog) = try Self.audited(notesLines: 1)
    let whole = ReviewNotesDraft.make(for: result, catalog: catalog, limit: 100_000).text
    let draft = ReviewNotesDraft.make(for: result, catalog: catalog, limit: whole.count - 10)
    #expect(draft.leftOut.allSatisfy { $0.hasPrefix("feature: ") })
    #expect(draft.text.contains("What each permission prompt asks for and why:"))
    #expect(draft.overLimit == nil)
  }

  @Test func oneLineFieldsDoNotStartLines() throws {
    let sample = try String(
      contentsOf: TestPaths.samples.appendingPathComponent("profile-photo.reviewready.yaml"),
      encoding: .utf8)
    let yaml =
      sample
      .replacingOccurrences(
        of: "name: Edit Profile", with: #"name: "Edit\nForged: screen name""#
      )
      .replacingOccurrences(
        of: "path: Profile tab > Edit", with: #"path: "Profile tab\r\nForged: path""#
      )
      .replacingOccurrences(
        of: "username: appreview@bookwiseclub.example.com",
        with: #"username: "appreview\nForged: user""#)
    #expect(yaml.contains("Forged: path"))
    let (result, catalog) = try Self.audited(yaml)
    let draft = ReviewNotesDraft.make(for: result, catalog: catalog)
    let lines = draft.text.components(separatedBy: "\n")
    #expect(!lines.contains { $0.hasPrefix("Forged") })
    #expect(
      draft.text.contains("on Edit Forged: screen name (Profile tab Forged: path)"))
    #expect(draft.text.contains("demo account appreview Forged: user;"))
    // The team's notes keep their lines.
    #expect(lines.contains("Profile photo: Profile tab > Edit > Change Photo."))
  }

  @Test func oneLineFoldsEachLineBreakToASpace() {
    #expect(ReviewNotesParts.oneLine("a\nb\r\nc\rd") == "a b c\rd")
    #expect(ReviewNotesParts.oneLine("plain") == "plain")
  }
}
