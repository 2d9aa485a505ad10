import AppModel
import Diagnostics
import RulePacks

/// What auditing one description produced.
public struct AuditResult: Sendable {
  /// The description audited.
  public var description: AppDescription
  /// The findings, sorted by location, then rule.
  public var findings: [Finding]
  /// The ids of the rules that applied to at least one subject (whose
  /// `where` held), in pack order: what a JUnit report lists as test cases.
  public var appliedRules: [String]
  /// Rules that could not be evaluated for a subject (never silently false).
  public var problems: [Diagnostic]
  /// The facts the description leaves unanswered, in the order written,
  /// each with the rules that wait for it (no finding was raised for those
  /// rules and subjects).
  public var questions: [AuditQuestion] = []
  /// The manual checks that apply to this app.
  public var checks: [ManualCheck]
  /// The checks with their recorded results; every check `todo` unless a
  /// checklist file was read (`AuditEngine.audit(_:today:checklist:)`).
  public var checklist: ChecklistState {
    get { recordedChecklist ?? ChecklistState(untracked: checks) }
    set { recordedChecklist = newValue }
  }
  var recordedChecklist: ChecklistState? = nil

  /// The team configuration applied, if any.
  public var configuration: AppliedConfiguration? = nil
  /// The rule settings the audit ran with.
  public var ruleSettings = RuleSettings.packDefaults

  /// Findings of the baseline that are gone (when a baseline was given).
  public var fixed: [Baseline.Entry] = []

  /// Problems with the audit's input rather than with a rule: a project
  /// file the description points at is missing or broken. Commands exit
  /// with status 2 when there are any.
  public var inputErrors: [Diagnostic] { problems.filter { $0.severity == .error } }

  /// Throws the input errors of all `results` together, if there are any.
  public static func requireValidInput(_ results: [AuditResult]) throws(DiagnosticsError) {
    let errors = results.flatMap(\.inputErrors)
    guard errors.isEmpty else { throw DiagnosticsError(errors) }
  }

  /// The findings no waiver accepts.
  public var unwaived: [Finding] { findings.filter { !$0.isWaived } }

  /// The findings that count against the run: not waived, and not already
  /// in the baseline.
  public var open: [Finding] { unwaived.filter { $0.baseline != .unchanged } }
}
