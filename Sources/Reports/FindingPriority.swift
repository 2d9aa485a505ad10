import Audit
import Diagnostics

/// The order in which findings fail a run, for the reports that show only
/// some of them (the Markdown report within a comment's size, the short
/// summary): new since the baseline first, then errors, warnings and
/// notes, each in the audit's order (by location).
enum FindingPriority {
  static func sorted(_ findings: [Finding]) -> [Finding] {
    findings.enumerated().sorted { left, right in
      let a = (rank(left.element), left.offset)
      let b = (rank(right.element), right.offset)
      return a < b
    }.map(\.element)
  }

  /// Lower fails first.
  static func rank(_ finding: Finding) -> Int {
    let age = finding.baseline == .unchanged ? 3 : 0
    switch finding.severity {
    case .error: return age
    case .warning: return age + 1
    case .note: return age + 2
    }
  }
}
