import ArgumentParsing
import Audit
import Diagnostics
import Foundation
import Reports
import ReviewReadyKit

/// What `audit` prints on the terminal besides the reports themselves:
/// `--quiet`, colour, and the one-line summary when `--output` takes the
/// reports elsewhere.
enum AuditOutput {
  /// `--quiet`.
  static let quietOption = OptionSpec.flag(
    "quiet", short: "q",
    help: "Print only each description's verdict line (text output), or only the summary line "
      + "with --output.")

  /// How the text report is printed: styled and, with `--quiet`, verdicts
  /// only, when it goes to standard output; in full and plain into files.
  static func textOptions(
    _ arguments: ParsedArguments, styles: ConsoleStyles, toStandardOutput: Bool
  ) -> TextReport.Options {
    guard toStandardOutput else { return TextReport.Options() }
    return TextReport.Options(style: styles.out, verdictOnly: arguments.has(quietOption))
  }

  /// `3 descriptions: 1 ready, 2 not ready (7 errors, 3 warnings, 1 note); reports in reports/`,
  /// said once the reports are written to `output`, a directory or a file;
  /// `overview` names the folder's overview page when one was written.
  /// With `shard` (and the whole run's number of descriptions), it starts
  /// by saying which shard this was: `shard 2/8 of 40 descriptions: 5 descriptions: …`.
  static func summary(
    _ results: [AuditResult], output: String, intoFolder: Bool,
    shard: (shard: Shard, descriptions: Int)? = nil, overview: String? = nil,
    style: TerminalStyle
  ) -> String {
    let verdicts = results.map(\.verdict)
    let ready = verdicts.filter(\.isReady).count
    let incomplete = verdicts.filter(\.isIncomplete).count
    let questions = verdicts.reduce(0) { $0 + $1.questions }
    let total = { (severity: DiagnosticSeverity) in verdicts.reduce(0) { $0 + $1.count(severity) } }
    // An existing folder named without a slash receives the reports too.
    var isDirectory: ObjCBool = false
    let inFolder =
      intoFolder
      || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
        && isDirectory.boolValue)
    let folder = output.hasSuffix("/") ? output : output + "/"
    var place = inFolder ? "reports in " + folder : "report in " + output
    if inFolder, let overview { place += ", overview in " + folder + overview }
    let prefix = shard.map {
      "shard \($0.shard.text) of \(TextReport.plural($0.descriptions, "description")): "
    }
    return (prefix ?? "") + TextReport.plural(results.count, "description") + ": "
      + "\(ready) \(style.verdict(ready: true)), "
      + "\(results.count - ready - incomplete) \(style.verdict(ready: false))"
      + (incomplete > 0 ? ", \(incomplete) \(style.incomplete)" : "") + " ("
      + (incomplete > 0 ? "\(TextReport.plural(questions, "question")), " : "")
      + "\(TextReport.plural(total(.error), "error")), "
      + "\(TextReport.plural(total(.warning), "warning")), "
      + "\(TextReport.plural(total(.note), "note"))); "
      + TerminalText.escapingControls(place) + "\n"
  }
}
