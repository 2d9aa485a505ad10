import Audit
import Diagnostics

/// What auditing one path of a run gave: a result, or the problems of the
/// first input that could not be read.
enum AuditOutcome: Sendable {
  case audited(AuditResult)
  case invalidDescription([Diagnostic])
  case invalidChecklistOrSources([Diagnostic])
  case invalidProjectFiles([Diagnostic])

  /// The results, in order; or, when any input was invalid, every invalid
  /// description's problems, else every checklist file's and source
  /// folder's, else every missing or broken project file's.
  static func results(_ outcomes: [AuditOutcome]) throws(DiagnosticsError) -> [AuditResult] {
    var results: [AuditResult] = []
    var descriptions: [Diagnostic] = []
    var checklistsAndSources: [Diagnostic] = []
    var projectFiles: [Diagnostic] = []
    for outcome in outcomes {
      switch outcome {
      case .audited(let result): results.append(result)
      case .invalidDescription(let problems): descriptions += problems
      case .invalidChecklistOrSources(let problems): checklistsAndSources += problems
      case .invalidProjectFiles(let problems): projectFiles += problems
      }
    }
    for problems in [descriptions, checklistsAndSources, projectFiles] where !problems.isEmpty {
      throw DiagnosticsError(problems)
    }
    return results
  }
}
