import Audit
import Diagnostics

/// The default output: one Xcode-style line per finding
/// (`path:line:col: error: message [rule-id]`), which Xcode build phases and
/// editors link to the description's line, then a one-line summary.
public enum TextReport {
  /// The report of one audit; waived findings are left out of the lines and
  /// counted in the summary.
  public static func render(_ result: AuditResult) -> String {
    var lines = result.open.map { finding in
      "\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.rule)]"
        + (finding.related.map { "\n\($0.location): note: \($0.note) [\(finding.rule)]" } ?? "")
    }
    let waived = result.findings.count - result.unwaived.count
    let unchanged = result.unwaived.count - result.open.count
    let verdict = result.count(.error) == 0 ? "ready" : "not ready"
    var summary =
      "\(result.description.file): \(verdict): \(plural(result.count(.error), "error")), "
      + "\(plural(result.count(.warning), "warning")), \(plural(result.count(.note), "note"))"
    if waived > 0 { summary += " (\(waived) waived)" }
    let usesBaseline = result.findings.contains { $0.baseline != nil } || !result.fixed.isEmpty
    if usesBaseline {
      summary +=
        "; since the baseline: \(result.open.count) new, \(result.fixed.count) fixed, "
        + "\(unchanged) unchanged"
    }
    lines.append(summary)
    for entry in result.fixed {
      lines.append(
        "\(result.description.file): fixed: \(entry.message) [\(entry.rule)]")
    }
    return lines.map { $0 + "\n" }.joined()
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
