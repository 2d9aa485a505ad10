import Audit
import Diagnostics

/// The default output: one Xcode-style line per finding
/// (`path:line:col: error: message [rule-id]`), which Xcode build phases and
/// editors link to the description's line, then a one-line summary.
/// Control characters in the quoted text are always made visible (see
/// `TerminalText`), so a line is always one line and never drives the
/// terminal.
public struct TextReport: Reporter {
  public let id = "text"
  public let fileExtension = "txt"
  public let contentType = "text/plain; charset=utf-8"
  public let scope = ReporterScope.eachDescription
  public let joinsReports = true

  public init() {}

  /// How the text is printed.
  public struct Options: Sendable, Equatable {
    /// Colours for the severity and verdict words (only for a terminal).
    public var style: TerminalStyle
    /// Only the verdict line, no finding or fixed lines (`--quiet`).
    public var verdictOnly: Bool

    /// Creates options; the default is the full, plain report.
    public init(style: TerminalStyle = .plain, verdictOnly: Bool = false) {
      self.style = style
      self.verdictOnly = verdictOnly
    }
  }

  /// The report of one audit, printed as `context.text` says: the findings
  /// first, then the open questions (those a rule waits on first); waived findings are left out of
  /// the lines and counted in the summary.
  public func render(_ result: AuditResult, in context: ReportContext) -> String {
    let options = context.text
    let style = options.style
    var lines: [String] = []
    if !options.verdictOnly {
      lines = result.open.map { finding in
        Self.line(finding.location, style.severity(finding.severity), finding.message, finding.rule)
          + (finding.related.map {
            "\n" + Self.line($0.location, style.severity(.note), $0.note, finding.rule)
          } ?? "")
      }
      // The questions a rule waits on, then those that decide nothing.
      let blocking = result.blockingQuestions
      lines += (blocking + result.questions.filter { $0.waitingRules.isEmpty }).map {
        Self.question(question: $0, style: style)
      }
    }
    let waived = result.findings.count - result.unwaived.count
    let unchanged = result.unwaived.count - result.open.count
    let outcome = result.verdict
    let file = Self.safe(result.description.file)
    var summary = "\(file): \(Self.verdictWords(outcome, style: style)): "
    if outcome.isIncomplete { summary += "\(Self.plural(outcome.questions, "question")); " }
    summary +=
      "\(Self.plural(outcome.errors, "error")), \(Self.plural(outcome.warnings, "warning")), "
      + "\(Self.plural(outcome.notes, "note"))"
    if waived > 0 { summary += " (\(waived) waived)" }
    let usesBaseline = result.findings.contains { $0.baseline != nil } || !result.fixed.isEmpty
    if usesBaseline {
      summary +=
        "; since the baseline: \(result.open.count) new, \(result.fixed.count) fixed, "
        + "\(unchanged) unchanged"
    }
    lines.append(summary)
    if !options.verdictOnly, let upload = result.upload.sentence {
      lines.append("\(file): \(Self.safe(upload))")
    }
    if !options.verdictOnly {
      for entry in result.fixed {
        lines.append("\(file): fixed: \(Self.safe(entry.message)) [\(Self.safe(entry.rule))]")
      }
    }
    return lines.map { $0 + "\n" }.joined()
  }

  /// `ready`, `not ready` or `incomplete`, styled.
  public static func verdictWords(_ verdict: Verdict, style: TerminalStyle) -> String {
    verdict.isIncomplete ? style.incomplete : style.verdict(ready: verdict.isReady)
  }

  /// `location: note: question: … (rule waits on it) [key path]`: a note
  /// line, so that Xcode and editors link it to the TODO.
  private static func question(question: AuditQuestion, style: TerminalStyle) -> String {
    line(
      question.location, style.severity(.note),
      "question: \(question.text) (\(question.waitingSummary))", question.path)
  }

  /// `location: severity: message [rule]`, the severity already styled.
  private static func line(
    _ location: SourceLocation, _ severity: String, _ message: String, _ rule: String
  ) -> String {
    "\(safe(location.description)): \(severity): \(safe(message)) [\(safe(rule))]"
  }

  private static func safe(_ text: String) -> String { TerminalText.escapingControls(text) }

  /// "1 error", "2 warnings".
  public static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
