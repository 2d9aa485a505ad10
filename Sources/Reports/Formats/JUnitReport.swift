import Audit
import Diagnostics

/// `--format junit`: one test suite per description, one test case per rule
/// that applied to it, a failure for each unwaived finding at or above
/// `--fail-on` (findings below it, and waived ones, are reported as output
/// of a passing case). Any CI's test tab reads it.
public struct JUnitReport: AggregateReporter {
  public let id = "junit"
  public let fileExtension = "junit.xml"
  public let contentType = "application/xml"

  public init() {}

  /// One test suite per description, failing each rule with a finding at
  /// or above `context.failOn`.
  public func render(all results: [AuditResult], in context: ReportContext) -> String {
    let titles = Dictionary(uniqueKeysWithValues: context.rules.map { ($0.id, $0.title) })
    let failing = context.failOn.failingSeverities
    let suites = results.map { Self.suite($0, titles: titles, failing: failing) }
    let totalTests = suites.reduce(0) { $0 + $1.tests }
    let totalFailures = suites.reduce(0) { $0 + $1.failures }
    return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      + "<testsuites name=\"ReviewReady\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
      + suites.map(\.text).joined(separator: "\n") + "\n</testsuites>\n"
  }

  /// One description's test suite: a case per rule that applied or found
  /// something, then a skipped case per open question.
  private static func suite(
    _ result: AuditResult, titles: [String: String], failing: Set<DiagnosticSeverity>
  ) -> (text: String, tests: Int, failures: Int) {
    var cases: [String] = []
    var failures = 0
    let ids =
      result.appliedRules
      + result.findings.map(\.rule).filter { !result.appliedRules.contains($0) }
    for id in orderedUnique(ids) {
      let findings = result.findings.filter { $0.rule == id }
      let failed = findings.filter { !$0.isWaived && failing.contains($0.severity) }
      let other = findings.filter { $0.isWaived || !failing.contains($0.severity) }
      failures += failed.isEmpty ? 0 : 1
      cases.append(
        ruleCase(
          id, title: titles[id] ?? id, file: result.description.file, failed: failed,
          other: other))
    }
    // Each open question is a skipped test: it can't pass or fail until answered.
    for question in result.questions {
      cases.append(
        "    <testcase classname=\"reviewready.question\" name=\"\(escape(question.path))\" file=\"\(escape(result.description.file))\">"
          + "\n      <skipped message=\"\(escape("question: \(question.text)"))\">"
          + escape("\(question.location): \(question.text) (\(question.waitingSummary))")
          + "</skipped>\n    </testcase>")
    }
    let text =
      "  <testsuite name=\"\(escape(result.description.file))\" tests=\"\(cases.count)\" "
      + "failures=\"\(failures)\" errors=\"0\" skipped=\"\(result.questions.count)\">\n"
      + cases.joined(separator: "\n")
      + "\n  </testsuite>"
    return (text, cases.count, failures)
  }

  /// The test case of rule `id` in `file`: a failure per finding in
  /// `failed`, and the `other` findings (waived, or below `--fail-on`) as
  /// its output.
  private static func ruleCase(
    _ id: String, title: String, file: String, failed: [Finding], other: [Finding]
  ) -> String {
    var body = ""
    for finding in failed {
      body +=
        "\n      <failure type=\"\(finding.severity.rawValue)\" message=\"\(escape(finding.message))\">"
        + escape(describe(finding)) + "</failure>"
    }
    if !other.isEmpty {
      body +=
        "\n      <system-out>"
        + escape(
          other.map { ($0.isWaived ? "waived: " : "\($0.severity.rawValue): ") + describe($0) }
            .joined(separator: "\n"))
        + "</system-out>"
    }
    let name = escape(id)
    let pack = escape(String(id.prefix { $0 != "." }))
    return
      "    <testcase classname=\"reviewready.\(pack)\" name=\"\(name)\" file=\"\(escape(file))\">"
      + "\n      <properties><property name=\"title\" value=\"\(escape(title))\"/></properties>"
      + body + "\n    </testcase>"
  }

  private static func describe(_ finding: Finding) -> String {
    var text = "\(finding.location): \(finding.message)"
    if let fix = finding.fix { text += "\nFix: \(fix)" }
    return text
  }

  private static func orderedUnique(_ ids: [String]) -> [String] {
    var seen: Set<String> = []
    return ids.filter { seen.insert($0).inserted }
  }

  /// XML text and attribute escaping; characters XML 1.0 forbids are dropped.
  static func escape(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&apos;"
      case "\n": output += "&#10;"
      case "\t", "\r": output += "&#\(scalar.value);"
      default:
        let value = scalar.value
        if value < 0x20 || (0xFFFE...0xFFFF).contains(value) || (0xD800...0xDFFF).contains(value) {
          continue
        }
        // C1 and bidirectional controls are legal XML but drive terminals
        // and reorder text in CI viewers: shown as escapes.
        if TerminalText.isUnsafe(scalar) {
          output += TerminalText.escapingControls(String(scalar))
          continue
        }
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
