import Diagnostics

/// The lowest severity that fails a run (`--fail-on`, `failOn:`).
public enum FailOn: String, Sendable, CaseIterable {
  case error, warning, note, never

  /// The severities that fail the run.
  public var failingSeverities: Set<DiagnosticSeverity> {
    switch self {
    case .never: return []
    case .note: return [.error, .warning, .note]
    case .warning: return [.error, .warning]
    case .error: return [.error]
    }
  }
}

/// What one audit comes to: the counts of open findings per severity, how
/// many were waived, how many questions the description leaves open, and
/// its state: ready (no open error, no question), not ready (an open
/// error) or incomplete (an open question: the description can't be judged
/// whole until it is answered, whatever the findings so far). Every report
/// and the exit status read it from here.
public struct Verdict: Sendable, Equatable {
  public var errors: Int
  public var warnings: Int
  public var notes: Int
  /// Findings a waiver accepts (not counted above).
  public var waived: Int
  /// Facts the description leaves unanswered (`TODO`).
  public var questions: Int = 0

  /// A verdict on these counts.
  public init(errors: Int, warnings: Int, notes: Int, waived: Int, questions: Int = 0) {
    self.errors = errors
    self.warnings = warnings
    self.notes = notes
    self.waived = waived
    self.questions = questions
  }

  /// The three verdicts.
  public enum State: String, Sendable {
    case ready, notReady, incomplete
  }

  /// Incomplete while a question is open; else not ready while an error is.
  public var state: State {
    if questions > 0 { return .incomplete }
    return errors == 0 ? .ready : .notReady
  }

  /// Whether nothing open is an error and no question is open.
  public var isReady: Bool { state == .ready }

  /// Whether a question is open.
  public var isIncomplete: Bool { questions > 0 }

  /// The open findings of `severity`.
  public func count(_ severity: DiagnosticSeverity) -> Int {
    switch severity {
    case .error: return errors
    case .warning: return warnings
    case .note: return notes
    }
  }

  /// Whether an open finding is at or above `failOn`.
  public func fails(_ failOn: FailOn) -> Bool {
    failOn.failingSeverities.contains { count($0) > 0 }
  }

  /// Whether the run stops on the open questions alone: with any `failOn`
  /// but `never` (an unanswered description has not been fully checked, so
  /// by default CI does not pass it).
  public func failsIncomplete(_ failOn: FailOn) -> Bool {
    isIncomplete && failOn != .never
  }
}

extension AuditResult {
  /// The open questions some rule waits on: those that make the verdict
  /// incomplete.
  public var blockingQuestions: [AuditQuestion] { questions.filter { !$0.waitingRules.isEmpty } }

  /// The verdict on the open findings (not waived, not already in the baseline).
  public var verdict: Verdict {
    // Only a question a rule waits on leaves the audit unfinished; the others
    // are listed, but decide nothing.
    var verdict = Verdict(
      errors: 0, warnings: 0, notes: 0, waived: 0, questions: blockingQuestions.count)
    for finding in findings {
      if finding.isWaived {
        verdict.waived += 1
        continue
      }
      guard finding.baseline != .unchanged else { continue }
      switch finding.severity {
      case .error: verdict.errors += 1
      case .warning: verdict.warnings += 1
      case .note: verdict.notes += 1
      }
    }
    return verdict
  }
}
