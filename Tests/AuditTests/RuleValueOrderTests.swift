import Audit
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

  /// The one-permission description of the unanswered-fact tests, asked
  /// for at `moment`, audited with this suite's pack.
  static func audit(moment: String) throws -> AuditResult {
    try UnansweredRuleTests.audit(
      UnansweredRuleTests.description(handles: "{ denied: settingsLink }", moment: moment),
      pack: Self.pack)
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
