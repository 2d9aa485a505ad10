import Audit
import Diagnostics

/// `--format github`: GitHub Actions workflow commands, one per unwaived
/// finding — `::error file=…,line=…,col=…,title=…::message` (warning and
/// notice for the other severities) — which GitHub shows on the pull
/// request's lines.
public struct GitHubReport: AggregateReporter {
  public let id = "github"
  public let fileExtension = "github.txt"
  public let contentType = "text/plain; charset=utf-8"

  public init() {}

  /// A notice per open question, then a command per unwaived finding.
  public func render(all results: [AuditResult], in context: ReportContext) -> String {
    Self.questions(results) + Self.findings(results)
  }

  /// A notice per open question, at its TODO.
  private static func questions(_ results: [AuditResult]) -> String {
    results.flatMap(\.questions).map { question in
      let location = question.location
      let properties = [
        "file=\(property(SARIFReport.uri(location.file).removingPercentEncoding ?? location.file))",
        "line=\(location.line)", "col=\(location.column)",
        "title=\(property("Question: \(question.path)"))",
      ]
      return "::notice \(properties.joined(separator: ","))::"
        + data("\(question.text) (\(question.waitingSummary))") + "\n"
    }.joined()
  }

  /// A command per unwaived finding, named for its severity, at its place.
  private static func findings(_ results: [AuditResult]) -> String {
    results.flatMap(\.unwaived).map { finding in
      let command: String
      switch finding.severity {
      case .error: command = "error"
      case .warning: command = "warning"
      case .note: command = "notice"
      }
      let properties = [
        "file=\(property(SARIFReport.uri(finding.location.file).removingPercentEncoding ?? finding.location.file))",
        "line=\(finding.location.line)", "col=\(finding.location.column)",
        "title=\(property("\(finding.rule): \(finding.title)"))",
      ]
      return "::\(command) \(properties.joined(separator: ","))::\(data(finding.message))\n"
    }.joined()
  }

  /// Escapes a command's message: control and bidirectional characters
  /// shown as escapes (so a value stays on its line and reads as it is),
  /// then `%`, CR and LF as the toolkit does.
  static func data(_ text: String) -> String {
    TerminalText.escapingControls(text).replacingOccurrences(of: "%", with: "%25")
      .replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  /// Escapes a property value: as data, plus `:` and `,`.
  static func property(_ text: String) -> String {
    data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
  }
}
