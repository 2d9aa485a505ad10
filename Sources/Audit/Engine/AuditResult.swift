import AppModel
import Diagnostics

/// What auditing one description produced.
public struct AuditResult: Sendable {
  /// The description audited.
  public var description: AppDescription
  /// The findings, sorted by location, then rule.
  public var findings: [Finding]
  /// Rules that could not be evaluated for a subject (never silently false).
  public var problems: [Diagnostic]
  /// The manual checks that apply to this app.
  public var checks: [ManualCheck]
  /// The checks with their recorded results; every check `todo` unless a
  /// checklist file was read (`AuditEngine.audit(_:today:checklist:)`).
  public var checklist: ChecklistState {
    get { recordedChecklist ?? ChecklistState(untracked: checks) }
    set { recordedChecklist = newValue }
  }
  var recordedChecklist: ChecklistState? = nil

  /// The findings no waiver accepts.
  public var unwaived: [Finding] { findings.filter { !$0.isWaived } }

  /// Counts of unwaived findings per severity.
  public func count(_ severity: DiagnosticSeverity) -> Int {
    unwaived.filter { $0.severity == severity }.count
  }
}
