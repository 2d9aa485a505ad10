import ArgumentParsing
import Audit
import Diagnostics
import FileSupport
import Foundation
import Reports
import ReviewReadyKit

/// `reviewready audit`: checks app descriptions against the rule packs and
/// writes the reports.
enum AuditCommand: Command {
  static let spec = CommandSpec(
    name: "audit",
    abstract: "Check app descriptions against the rule packs.",
    discussion: """
      Loads each description (checking it against schema 1), then applies the built-in rule
      packs and any --pack. A folder is walked: every *.reviewready.yaml in it and its
      subfolders, with the team configuration's included and excluded. With no description
      given, audits every *.reviewready.yaml file in the current directory. The default
      output is one line per finding, file:line:column: severity: message [rule-id], which
      Xcode and editors link to.
      With several --format or several descriptions, --output names a directory that receives
      NAME.txt, NAME.json, NAME.md, NAME.html per description, and reviewready.sarif,
      reviewready.junit.xml and reviewready.github.txt for all of them; several descriptions'
      HTML reports also get index.html (and a copy sorted by each column), their Markdown ones
      index.md: overviews linking every report. Files are written whole or not at all.
      --format markdown keeps within a GitHub comment (65,536 characters), folding the findings
      that fail last into counts; --format markdown-summary is the short form for CI bots.
      With --baseline, only findings that are not in the baseline count, and the ones that
      went away are reported as fixed.
      With --shard K/N, audits only the K-th of N slices of the descriptions (round-robin by
      their place in the list: the 1st, N+1-th, 2N+1-th… go to shard 1), for a CI matrix; its
      JSON report and SARIF log say which slice they hold, and reviewready merge combines the
      shards' into what one unsharded run writes. A shard left with no description writes
      empty reports. Reports keep the names the whole run gives them; a folder's overview
      (index.html, index.md) covers that shard's descriptions only.
      With --scan PATH (or a description's app.sources), the code pack compares the
      app's Swift and Objective-C with each description and the Info.plist: the calls that
      ask for or use a protected resource, their level, when they run and the states they
      handle (see reviewready scan). Without either, the code is not read.
      Exit status: 0 when no unwaived finding is at or above --fail-on, 1 when one is, 2 when
      a description, a pack, a template, the source folder or the command line is invalid
      (then nothing is written).
      """,
    arguments: [
      ArgumentSpec(
        "description", help: "An app description (*.reviewready.yaml), or a folder of them.",
        isRepeating: true,
        isOptional: true)
    ],
    options: AuditingOptions.common + [
      Options.format, Options.output, Options.template, Options.failOn, Options.baseline,
      Options.writeBaseline, Options.scan, Options.shard, ChecklistGate.option,
      AuditOutput.quietOption, ColorMode.option,
    ])

  /// The options `audit` adds to the common ones.
  enum Options {
    /// `--format FORMAT`, repeatable.
    static let format = OptionSpec.option(
      "format", value: "format",
      help: "Output format (default: text, or the configuration's formats); repeat for several.",
      repeating: true, allowed: Reporters.ids)
    /// `--output PATH`, a file or a folder.
    static let output = OptionSpec.option(
      "output", short: "o", value: "path",
      help: "Write the report to this file, or into this folder (a name ending in /).")
    /// `--template PATH`, repeatable.
    static let template = OptionSpec.option(
      "template", value: "path",
      help: "Your own report template (*.md.mustache or *.html.mustache).", repeating: true)
    /// `--fail-on SEVERITY`.
    static let failOn = OptionSpec.option(
      "fail-on", value: "severity",
      help: "Lowest severity that fails the run (default: error, or the configuration's failOn).",
      allowed: FailOn.allCases.map(\.rawValue))
    /// `--baseline REPORT`.
    static let baseline = OptionSpec.option(
      "baseline", value: "report.json",
      help: "Report only findings not in this earlier JSON report, and what was fixed since.")
    /// `--write-baseline PATH`.
    static let writeBaseline = OptionSpec.option(
      "write-baseline", value: "path", help: "Record today's findings as a baseline (JSON).")
    /// `--scan PATH`.
    static let scan = OptionSpec.option(
      "scan", value: "path",
      help: "Compare the app's code (a folder, .xcodeproj or project.yml) with the descriptions.")
    /// `--shard K/N`.
    static let shard = OptionSpec.option(
      "shard", value: "K/N",
      help: "Audit only the K-th of N slices of the descriptions (1 ≤ K ≤ N ≤ 1000), for a CI "
        + "matrix; reviewready merge joins the shards' JSON or SARIF.")
  }

  /// The descriptions audited (the whole run's, as the plan finds them).
  static func namedDescriptions(_ arguments: ParsedArguments) -> [String] {
    let source = try? AuditingOptions.source(arguments)
    return source.flatMap {
      try? AuditTargets.descriptions(arguments.positionals, source: $0).paths
    }
      ?? arguments.positionals
  }

  /// The reports' file or folder and the baseline it records.
  static func writtenPaths(_ arguments: ParsedArguments) -> [String] {
    arguments.values(Options.output) + arguments.values(Options.writeBaseline)
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    let styles = ConsoleStyles(arguments, console: console)
    do throws(DiagnosticsError) {
      let plan = try Plan(arguments)
      console.printDiagnostics(plan.warnings, style: styles.error)
      let auditor = try Auditor(
        AuditingOptions.options(
          arguments, configurations: plan.configurations, reporters: plan.reporters,
          customTemplates: arguments.values(Options.template))
      )
      let baseline = try arguments.value(Options.baseline).map { path throws(DiagnosticsError) in
        try Baseline.load(path: path)
      }
      let results = try auditor.audit(
        paths: plan.paths, baseline: baseline, scan: arguments.value(Options.scan))
      for result in results {
        console.printDiagnostics(result.problems, style: styles.error)
      }
      let failOn =
        arguments.value(Options.failOn).flatMap(FailOn.init(rawValue:)) ?? auditor.defaultFailOn
      var context = auditor.context(
        failOn: failOn,
        text: AuditOutput.textOptions(
          arguments, styles: styles, toStandardOutput: plan.output == nil), run: plan.run)
      context.shard = plan.shard?.report(of: plan.run, rules: context.rules)
      KeptUntilExit.keep((auditor, context, results))
      try writeReports(
        results, auditor: auditor, context: context, plan: plan, arguments: arguments,
        styles: styles, console: console)
      return exitStatus(results, failOn: failOn, arguments: arguments, console: console)
    } catch {
      console.printDiagnostics(error.diagnostics, style: styles.error)
      return .invalidInput
    }
  }

  /// What a run audits and where its reports go, read from the command
  /// line (and the team configuration's formats) before anything is
  /// audited.
  struct Plan {
    /// `--shard K/N`, if given.
    var shard: Shard?
    /// The whole run's descriptions, every shard's.
    var run: [String]
    /// The descriptions audited here: the shard's slice, or the whole run.
    var paths: [String]
    /// The team configurations, read once.
    var configurations: Configurations
    /// Warnings about them (patterns matching nothing).
    var warnings: [Diagnostic] = []
    /// The formats written.
    var reporters: [any Reporter]
    /// `--output`, if given.
    var output: String?
    /// Whether `output` names a folder that receives a file per report.
    var intoFolder: Bool

    /// The plan for `arguments`, or the first problem with them.
    init(_ arguments: ParsedArguments) throws(DiagnosticsError) {
      shard = try arguments.value(Options.shard).map { text throws(DiagnosticsError) in
        try Shard.parse(text)
      }
      let source = try AuditingOptions.source(arguments)
      let found = try AuditTargets.descriptions(arguments.positionals, source: source)
      run = found.paths
      warnings = found.warnings
      if shard != nil { try requireEachOnce(run) }
      paths = shard?.slice(run) ?? run
      configurations = try Configurations.resolve(source, descriptions: run)
      reporters = try AuditFormats.reporters(arguments, config: configurations.run)
      output = arguments.value(Options.output)
      // A shard needs a folder when the whole run would, whatever its slice holds.
      let needsFolder = Auditor.needsFolder(reporters, descriptions: run.count)
      if needsFolder, output == nil {
        throw DiagnosticsError.usage(
          "several formats, or several descriptions with --format \(reporters[0].id), "
            + "need --output DIR")
      }
      intoFolder = needsFolder || output.map(ReportFiles.namesDirectory) == true
    }
  }

  /// Writes the reports (and `--write-baseline`'s file) where the plan
  /// says: into `--output` with a summary line, or to standard output.
  private static func writeReports(
    _ results: [AuditResult], auditor: Auditor, context: ReportContext, plan: Plan,
    arguments: ParsedArguments, styles: ConsoleStyles, console: Console
  ) throws(DiagnosticsError) {
    let files = try auditor.reports(
      results, as: plan.reporters, intoFolder: plan.intoFolder, context: context,
      run: plan.shard == nil ? nil : plan.run)
    let baselineFile = arguments.value(Options.writeBaseline).map { path in
      AtomicFile.Entry(path: path, text: JSONReport().renderArray(results, in: context))
    }
    guard let output = plan.output else {
      if let baselineFile { try AtomicFile.write([baselineFile]) }
      return console.out(files.map { $0.text }.joined())
    }
    try ReportFiles.write(
      files, to: output, asDirectory: plan.intoFolder,
      alongside: baselineFile.map { [$0] } ?? [])
    console.out(
      AuditOutput.summary(
        results, output: output, intoFolder: plan.intoFolder,
        shard: plan.shard.map { ($0, plan.run.count) },
        overview: ["index.html", "index.md"].first { name in
          files.contains { $0.name == name }
        }, style: styles.out))
  }

  /// 1 while `--require-checklist` finds a check not done, or a finding at
  /// or above `failOn` remains; 3 when only open questions keep a
  /// description from being ready; else 0.
  private static func exitStatus(
    _ results: [AuditResult], failOn: FailOn, arguments: ParsedArguments, console: Console
  ) -> ExitStatus {
    if arguments.has(ChecklistGate.option), !ChecklistGate.isComplete(results, console: console) {
      return .findings
    }
    if results.contains(where: { $0.verdict.fails(failOn) }) { return .findings }
    return results.contains { $0.verdict.failsIncomplete(failOn) } ? .incomplete : .success
  }

  /// A sharded run names each description once: the shards' reports are
  /// told apart by their descriptions when they are merged.
  static func requireEachOnce(_ paths: [String]) throws(DiagnosticsError) {
    var seen: Set<String> = []
    var problems: [Diagnostic] = []
    for path in paths where !seen.insert((path as NSString).standardizingPath).inserted {
      problems.append(
        .error(
          at: .file(path),
          "is given twice; a sharded run (--shard) audits each description once"))
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
  }

}
