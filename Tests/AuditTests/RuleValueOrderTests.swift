import AppModel
import Audit
import Foundation
import TestSupport
import Testing

/// A rule's `let` values that its verdict reads are computed first; the
/// ones only its texts read are computed once the subject fails, so a
/// subject that holds never computes them (and never meets their errors),
/// and a failing one gets every value in its texts.
@Suite struct RuleValueOrderTests {
  static let pack = """
    pack: team
    title: A team's own rules
    rules:
      - id: team.launch-prompt
        title: No prompt at launch
        severity: error
        for: permission
        let:
          moment: permission.requestedAt.moment
          atLaunch: moment == "launch"
          shown: moment + " (" + permission.resource + ")"
        fails: atLaunch
        message: "{{permission.id}} is asked for at {{shown}}."
      - id: team.broken-text
        title: A value only the text reads, which fails to evaluate
        severity: warning
        for: permission
        let:
          moment: permission.requestedAt.moment
          outOfRange: "[1][size(permission.id)]"
        fails: moment == "launch"
        message: "{{permission.id}}: {{outOfRange}}."

    """

  static func audit(moment: String) throws -> AuditResult {
    let folder = try TemporaryFolder("rr-value-order")
    defer { folder.remove() }
    let pack = try folder.write(Self.pack, to: "team.yaml")
    let engine = AuditEngine(
      packs: try PackLoader.load(paths: [pack]), catalog: try BuiltInChecklists.loadCatalog())
    let text = """
      schema: 1
      app: { name: Receipt Box, bundleId: com.receiptbox.app, locales: [en] }
      screens:
        - { id: main, name: Expenses }
      permissions:
        - id: camera
          resource: camera
          access: capture
          requestedAt: { screen: main, moment: \(moment) }
          handles: { denied: settingsLink }

      """
    let description = try DescriptionLoader.decode(bytes: Array(text.utf8), file: "a.yaml")
    return engine.audit(description, project: nil, today: "2027-01-01")
  }

  @Test func aHoldingSubjectSkipsTheValuesOnlyTextsRead() throws {
    let result = try Self.audit(moment: "feature")
    #expect(result.findings.isEmpty)
    // The out-of-range index is in a value only the message reads.
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(result.appliedRules == ["team.launch-prompt", "team.broken-text"])
  }

  @Test func aFailingSubjectComputesEveryValue() throws {
    let result = try Self.audit(moment: "launch")
    #expect(result.findings.map(\.rule) == ["team.launch-prompt"])
    #expect(result.findings.first?.message == "camera is asked for at launch (camera).")
    // The value the message needs is computed, and its error reported.
    #expect(result.problems.count == 1)
    let problem = try #require(result.problems.first).message
    #expect(problem.contains("rule team.broken-text could not be evaluated"), "\(problem)")
    #expect(problem.contains("index"), "\(problem)")
  }
}
