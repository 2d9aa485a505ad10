import AppModel
import Diagnostics

/// A fact the description leaves unanswered, as the audit reports it: what
/// to decide, where to state it, and which rules wait for the answer.
public struct AuditQuestion: Sendable, Equatable {
  /// The unanswered field, as the description has it.
  public var question: OpenQuestion
  /// The rules that could not decide for some subject without the answer,
  /// sorted and each listed once.
  public var waitingRules: [String]

  public init(question: OpenQuestion, waitingRules: [String]) {
    self.question = question
    self.waitingRules = waitingRules
  }

  /// What to decide.
  public var text: String { question.question }
  /// Where to state it.
  public var location: SourceLocation { question.location }
  /// Its key path in the description (`permissions[0].handles`).
  public var path: String { question.path }

  /// The question as one line: `permissions[0].handles: what the app does …`.
  public var summary: String { "\(path): \(text)" }

  /// The rules waiting on it, for a sentence: "rules a, b wait on it", or
  /// "no rule waits on it".
  public var waitingSummary: String {
    switch waitingRules.count {
    case 0: return "no rule waits on it"
    case 1: return "\(waitingRules[0]) waits on it"
    default: return waitingRules.joined(separator: ", ") + " wait on it"
    }
  }
}
