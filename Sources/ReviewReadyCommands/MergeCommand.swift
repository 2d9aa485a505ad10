import ArgumentParsing
import Diagnostics
import Reports
import ReviewReadyKit

/// `reviewready merge`: the JSON reports or SARIF logs of `audit --shard
/// K/N` combined into what the unsharded run writes.
enum MergeCommand: Command {
  static let spec = CommandSpec(
    name: "merge",
    abstract: "Combine the JSON reports or SARIF logs of audit --shard into one.",
    discussion: """
      Reads the reports the shards of one run wrote (audit --shard K/N --format json, or
      --format sarif), in any order: a shard's report file, or the per-description NAME.json
      files of its output folder. Writes the document the unsharded run writes, byte for byte:
      the descriptions in the run's order, one JSON report (an object for one description, an
      array for several) or one SARIF run with every rule, result and the configuration. Give
      every shard that audited a description; a shard with none may be left out.
      Exit status: 0 when merged; 2 when a file is not such a report, is larger than 64 MB,
      the files together are larger than 256 MB, the files mix JSON and SARIF, come from runs with another tool version, other rules,
      another configuration or another number of shards, give a description twice, or leave
      a shard's descriptions out (then nothing is written).
      """,
    arguments: [
      ArgumentSpec(
        "report", help: "A shard's JSON report or SARIF log (audit --shard K/N).",
        isRepeating: true)
    ],
    options: [Options.format, Options.output, ColorMode.option])

  /// `merge`'s options.
  enum Options {
    /// `--format json|sarif`.
    static let format = OptionSpec.option(
      "format", value: "format",
      help: "json or sarif (default: the format of the reports given).",
      allowed: ReportMerge.Format.allCases.map(\.rawValue))
    /// `--output PATH`.
    static let output = OptionSpec.option(
      "output", short: "o", value: "path",
      help: "Write the merged report to this file (default: standard output).")
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    do throws(DiagnosticsError) {
      let merged = try ShardedReports.merge(
        paths: arguments.positionals,
        format: arguments.value(Options.format).flatMap(ReportMerge.Format.init(rawValue:)))
      try console.emit(merged.text, to: arguments.value(Options.output))
      return .success
    } catch {
      console.printDiagnostics(
        error.diagnostics, style: ConsoleStyles(arguments, console: console).error)
      return .invalidInput
    }
  }
}
