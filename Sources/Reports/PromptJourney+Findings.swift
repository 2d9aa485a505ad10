import AppModel
import Audit

extension PromptJourney {
  /// The findings that fall on one step of the path: those about a prompt
  /// that appears there, a feature on its screen, or the screen itself.
  /// Waived findings and notes don't count. They colour the step as the
  /// verdict does: red with an error, amber with a warning.
  struct StepFindings: Equatable {
    var errors = 0
    var warnings = 0

    /// `problem`, `risk` or `good`, as the report's other colours.
    var state: String { errors > 0 ? "problem" : warnings > 0 ? "risk" : "good" }

    /// The state's symbol: ✗, ! or ✓.
    var symbol: String { errors > 0 ? "✗" : warnings > 0 ? "!" : "✓" }

    /// "1 error, 2 warnings", or nil when there is none.
    var words: String? {
      var parts: [String] = []
      if errors > 0 { parts.append(plural(errors, "error")) }
      if warnings > 0 { parts.append(plural(warnings, "warning")) }
      return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
  }

  /// The findings of `result` on each step of `path` (by the step's index).
  static func findingsByStep(_ result: AuditResult, path: Path) -> [Int: StepFindings] {
    let description = result.description
    var byStep: [Int: StepFindings] = [:]
    for finding in result.findings where !finding.isWaived && finding.severity != .note {
      let id = finding.subject.id
      let step: Int?
      switch finding.subject.kind {
      case .permission:
        step = description.permissions.first { $0.id == id }.flatMap(path.promptStep)
      case .feature: step = description.feature(id).flatMap { path.screenStep($0.screen) }
      case .screen: step = path.screenStep(id)
      default: step = nil
      }
      guard let step else { continue }
      if finding.severity == .error {
        byStep[step, default: StepFindings()].errors += 1
      } else {
        byStep[step, default: StepFindings()].warnings += 1
      }
    }
    return byStep
  }

  /// The colour of the whole path: the report's verdict.
  static func pathState(_ result: AuditResult) -> String {
    switch result.verdict.state {
    case .ready: return "good"
    case .incomplete: return "risk"
    case .notReady: return "problem"
    }
  }
}
