import AppModel
import ArgumentParsing
import Audit
import Diagnostics
import Foundation
import Reports

/// `reviewready audit`: checks app descriptions against the rule packs and
/// writes the reports.
enum AuditCommand: Command {
  static let spec = CommandSpec(
    name: "audit",
    abstract: "Check app descriptions against the rule packs.",
    discussion: """
      Loads each description (checking it against schema 1), then applies the built-in rule
      packs and any --pack. With no description given, audits every *.reviewready.yaml file in
      the current directory. The default output is one line per finding,
      file:line:column: severity: message [rule-id], which Xcode and editors link to.
      With several --format or several descriptions, --output names a directory that receives
      NAME.txt, NAME.json, NAME.md, NAME.html per description, and reviewready.sarif,
      reviewready.junit.xml and reviewready.github.txt for all of them. Files are written whole
      or not at all. With --baseline, only findings that are not in the baseline count, and
      the ones that went away are reported as fixed.
      Exit status: 0 when no unwaived finding is at or above --fail-on, 1 when one is, 2 when
      a description, a pack, a template or the command line is invalid (then nothing is written).
      """,
    arguments: [
      ArgumentSpec(
        "description", help: "An app description (*.reviewready.yaml).", isRepeating: true,
        isOptional: true)
    ],
    options: AuditSetup.options + [
      .option(
        "format", value: "format",
        help: "Output format (default: text, or the configuration's formats); repeat for several.",
        repeating: true, allowed: ReportFormat.allCases.map(\.rawValue)),
      .option(
        "output", short: "o", value: "path",
        help: "Write the report to this file, or into this folder (a name ending in /)."),
      .option(
        "template", value: "path",
        help: "Your own report template (*.md.mustache or *.html.mustache).", repeating: true),
      .option(
        "fail-on", value: "severity",
        help: "Lowest severity that fails the run (default: error, or the configuration's failOn).",
        allowed: TeamConfigLoader.failOnValues),
      .option(
        "baseline", value: "report.json",
        help: "Report only findings not in this earlier JSON report, and what was fixed since."),
      .option(
        "write-baseline", value: "path", help: "Record today's findings as a baseline (JSON)."),
      ChecklistGate.option,
      AuditOutput.quietOption,
      ColorMode.option,
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    let styles = ConsoleStyles(arguments, console: console)
    do throws(DiagnosticsError) {
      let paths = try descriptionPaths(arguments.positionals)
      let setup = try AuditSetup.load(arguments)
      let formats = try AuditFormats.formats(arguments, config: setup.config)
      let output = arguments.value("output")
      // One document per description (Markdown, HTML, the template data)
      // needs a directory for several descriptions, as do several formats.
      let perDescription = formats.contains { [.markdown, .html, .reportContext].contains($0) }
      let needsDirectory = formats.count > 1 || (paths.count > 1 && perDescription)
      if needsDirectory, output == nil {
        throw DiagnosticsError.usage(
          "several formats, or several descriptions with --format \(formats[0].rawValue), "
            + "need --output DIR")
      }
      let intoDirectory = needsDirectory || output.map(ReportFiles.namesDirectory) == true
      let engine = setup.engine
      var renderer = try ReportRenderer(
        formats: formats, customTemplates: arguments.values("template"), catalog: engine.catalog,
        date: AuditSetup.today())
      renderer.textOptions = AuditOutput.textOptions(
        arguments, styles: styles, toStandardOutput: output == nil)
      let baseline = try arguments.value("baseline").map { path throws(DiagnosticsError) in
        try Baseline.load(path: path)
      }
      var results = try loadAndAudit(paths, engine: engine, today: renderer.date)
      if let baseline { results = results.map(baseline.apply) }
      try AuditResult.requireValidInput(results)
      for result in results {
        console.error(Diagnostic.terminalLines(result.problems, style: styles.error))
      }
      let failing = failingSeverities(
        arguments.value("fail-on") ?? setup.config?.failOn ?? "error")
      var files = try render(
        results, formats: formats, renderer: renderer, combined: !intoDirectory)
      for format in formats where format.isAggregate {
        files.append(
          (
            "reviewready.\(format.fileExtension)",
            renderer.renderAggregate(results, as: format, rules: engine.rules, failing: failing)
          ))
      }
      if let path = arguments.value("write-baseline") {
        try ReportFiles.writeFile(jsonArray(results, catalog: engine.catalog), to: path)
      }
      try ReportFiles.write(files, output: output, asDirectory: intoDirectory, console: console)
      if let output {
        console.out(AuditOutput.summary(results, output: output, style: styles.out))
      }
      if arguments.has("require-checklist"), !ChecklistGate.isComplete(results, console: console) {
        return .findings
      }
      let fails = results.contains { $0.open.contains { failing.contains($0.severity) } }
      return fails ? .findings : .success
    } catch {
      console.error(Diagnostic.terminalLines(error.diagnostics, style: styles.error))
      return .invalidInput
    }
  }

  /// The descriptions to audit: those named (folders as the descriptions
  /// in them), or every `*.reviewready.yaml` in the working directory.
  static func descriptionPaths(_ positionals: [String]) throws(DiagnosticsError) -> [String] {
    guard positionals.isEmpty else { return try DescriptionFiles.expand(positionals) }
    let found = DescriptionFiles.inFolder()
    guard !found.isEmpty else {
      throw DiagnosticsError.usage(
        "no description given, and no *.reviewready.yaml file in the current directory")
    }
    return found
  }

  /// Every description, or every problem in all of them.
  static func loadAll(_ paths: [String]) throws(DiagnosticsError) -> [AppDescription] {
    var descriptions: [AppDescription] = []
    var problems: [Diagnostic] = []
    for path in paths {
      do {
        descriptions.append(try DescriptionLoader.load(path: path))
      } catch {
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return descriptions
  }

  /// Each report as a file name (for a directory) and its text. When
  /// `combined`, several descriptions' JSON reports form one array.
  private static func render(
    _ results: [AuditResult], formats: [ReportFormat], renderer: ReportRenderer, combined: Bool
  ) throws(DiagnosticsError) -> [(name: String, text: String)] {
    var files: [(name: String, text: String)] = []
    if combined, formats == [.json], results.count > 1 {
      return [("reviewready.json", jsonArray(results, catalog: renderer.catalog))]
    }
    let stems = try ReportNames.stems(for: results.map(\.description.file))
    for format in formats where !format.isAggregate {
      let texts = try renderEach(results, as: format, renderer: renderer)
      for (stem, text) in zip(stems, texts) {
        files.append(("\(stem).\(format.fileExtension)", text))
      }
    }
    return files
  }

  /// The severities that fail the run for `--fail-on`.
  static func failingSeverities(_ failOn: String) -> Set<DiagnosticSeverity> {
    switch failOn {
    case "never": return []
    case "note": return [.error, .warning, .note]
    case "warning": return [.error, .warning]
    default: return [.error]
    }
  }
}
