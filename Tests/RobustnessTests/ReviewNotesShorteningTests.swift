import AppModel
import Audit
import Catalog
import Foundation
import ReviewReadyKit
import SyntheticPortfolio
import Testing

@testable import Reports

/// `ReviewNotesDraft` shortens a long draft by dropping the team's notes a
/// sentence at a time from the end, then the least important lines, until it
/// fits, counting lengths from each line's characters. This
/// compares it, limit by limit, with the plain way: render the draft and
/// count its characters after every line dropped.
@Suite struct ReviewNotesShorteningTests {
  /// The draft the plain way gives.
  static func reference(_ result: AuditResult, catalog: Catalog, limit: Int) -> String {
    var parts = ReviewNotesParts(result: result, catalog: catalog).parts
    func render() -> String {
      parts.filter { !$0.lines.isEmpty }.map { part in
        ([part.heading].compactMap { $0 } + part.lines).joined(separator: "\n")
      }.joined(separator: "\n\n")
    }
    // The team's notes go first, a sentence at a time from the end.
    if let team = parts.firstIndex(where: { $0.label == ReviewNotesDraft.teamNotesLabel }),
      let notes = parts[team].lines.first
    {
      var sentences = ReviewNotesDraft.sentences(of: notes)
      while render().count > limit, !sentences.isEmpty {
        sentences.removeLast()
        let kept = sentences.joined().trimmingCharacters(in: .whitespacesAndNewlines)
        parts[team].lines = kept.isEmpty ? [] : [kept]
      }
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
      if expected.count <= limit {
        #expect(draft.text == expected)
      }
      #expect(draft.text.count <= limit)
      // The small limits do make it drop lines.
      if limit <= 700 { #expect(!draft.leftOut.isEmpty) }
    }
  }
}
