import AppModel
import Audit
import FileSupport
import Foundation
import RulePacks
import TestSupport
import Testing

/// A rule whose answer depends on an unanswered fact raises no finding: the
/// audit lists the question, with the rules waiting on it. Facts the
/// description does state are judged as always.
@Suite struct UnansweredRuleTests {
  static let pack = """
    pack: team
    title: A team's own rules
    rules:
      - id: team.denied-needs-settings
        title: A refusal must lead to Settings
        severity: error
        for: permission
        fails: permission.handles.denied != "settingsLink"
        message: "{{permission.id}} does not send people to Settings."
      - id: team.camera-at-launch
        title: The camera is never asked for at launch
        severity: error
        for: permission
        where: permission.resource == "camera"
        fails: permission.requestedAt.moment == "launch"
        message: "{{permission.id}} is asked for at launch."
      - id: team.decided-anyway
        title: A rule the rest of its condition decides
        severity: warning
        for: permission
        fails: permission.requestedAt.moment == "launch" || permission.resource == "camera"
        message: "{{permission.id}}: {{permission.requestedAt.moment}}."

    """

  static func description(handles: String, moment: String) -> String {
    """
    schema: 1
    app: { name: Receipt Box, bundleId: com.receiptbox.app, locales: [en] }
    screens:
      - { id: main, name: Expenses }
    permissions:
      - id: camera
        resource: camera
        access: capture
        requestedAt: { screen: main, moment: \(moment) }
        handles: \(handles)

    """
  }

  /// `text` audited with `pack` (by default this suite's) and the
  /// built-in catalog.
  static func audit(_ text: String, pack packText: String = Self.pack) throws -> AuditResult {
    let folder = try TemporaryFolder("rr-unanswered")
    defer { folder.remove() }
    let pack = try folder.write(packText, to: "team.yaml")
    let engine = AuditEngine(
      packs: try PackLoader.load(paths: [pack]), catalog: try BuiltInChecklists.loadCatalog())
    let description = try DescriptionLoader.decode(bytes: Array(text.utf8), file: "a.yaml")
    return engine.audit(AuditInput(description, today: "2027-01-01"))
  }

  @Test func aRuleReadingATodoWaitsAndListsTheQuestion() throws {
    let result = try Self.audit(Self.description(handles: "TODO", moment: "TODO"))
    // Only the rule the rest of its condition decides raises its finding.
    #expect(result.findings.map(\.rule) == ["team.decided-anyway"])
    #expect(result.findings.first?.message == "camera: TODO.")
    #expect(
      result.questions.map(\.path) == [
        "permissions[0].requestedAt.moment", "permissions[0].handles",
      ])
    #expect(
      result.questions.map(\.waitingRules) == [
        ["team.camera-at-launch"], ["team.denied-needs-settings"],
      ])
    #expect(result.questions.first?.location.line == 9)
    #expect(result.verdict.state == .incomplete)
    #expect(result.verdict.questions == 2)
    #expect(!result.appliedRules.contains("team.denied-needs-settings"))
  }

  @Test func answeredFactsAreJudged() throws {
    let result = try Self.audit(Self.description(handles: "{ denied: blocks }", moment: "launch"))
    #expect(
      result.findings.map(\.rule).sorted() == [
        "team.camera-at-launch", "team.decided-anyway", "team.denied-needs-settings",
      ])
    #expect(result.questions.isEmpty)
    #expect(result.verdict.state == .notReady)
  }

  @Test func anOmittedFieldIsStillJudged() throws {
    let text = Self.description(handles: "{}", moment: "feature")
    let result = try Self.audit(text)
    #expect(result.findings.map(\.rule).contains("team.denied-needs-settings"))
    #expect(result.questions.isEmpty)
  }

  @Test func incompleteFailsEveryFailOnButNever() {
    let verdict = Verdict(errors: 0, warnings: 0, notes: 0, waived: 0, questions: 1)
    #expect(verdict.state == .incomplete)
    #expect(!verdict.fails(.error))
    #expect(verdict.failsIncomplete(.error))
    #expect(verdict.failsIncomplete(.note))
    #expect(!verdict.failsIncomplete(.never))
    let withErrors = Verdict(errors: 2, warnings: 0, notes: 0, waived: 0, questions: 1)
    #expect(withErrors.state == .incomplete)
    #expect(withErrors.fails(.error))
  }
}
