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
      NAME.txt, NAME.json, NAME.md, NAME.html. Files are written whole or not at all.
      Exit status: 0 when no unwaived finding is at or above --fail-on, 1 when one is, 2 when
      a description, a pack, a template or the command line is invalid (then nothing is written).
      """,
    arguments: [
      ArgumentSpec(
        "description", help: "An app description (*.reviewready.yaml).", isRepeating: true,
        isOptional: true)
    ],
    options: [
      .option(
        "pack", value: "path", help: "A rule pack, or a folder of them, to add.", repeating: true),
      .option(
        "format", value: "format", help: "Output format (default: text); repeat for several.",
        repeating: true, allowed: ReportFormat.allCases.map(\.rawValue)),
      .option(
        "output", short: "o", value: "path", help: "Write the report to this file or directory."),
      .option(
        "template", value: "path",
        help: "Your own report template (*.md.mustache or *.html.mustache).", repeating: true),
      .option(
        "fail-on", value: "severity", help: "Lowest severity that fails the run (default: error).",
        allowed: ["error", "warning", "note", "never"]),
      ChecklistGate.option,
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    var paths = arguments.positionals
    if paths.isEmpty {
      paths = DescriptionFiles.inCurrentDirectory()
      guard !paths.isEmpty else {
        console.error(
          "error: no description given, and no *.reviewready.yaml file in the current directory\n")
        return .invalidInput
      }
    }
    var formats = arguments.values("format").compactMap(ReportFormat.init(rawValue:))
    if formats.isEmpty { formats = [.text] }
    let output = arguments.value("output")
    let needsDirectory = formats.count > 1 || paths.count > 1
    if needsDirectory, output == nil, formats.contains(where: { $0 != .text && $0 != .json }) {
      console.error(
        "error: several descriptions or formats with --format markdown or html need --output DIR\n")
      return .invalidInput
    }
    do {
      let engine = try AuditSetup.engine(extraPacks: arguments.values("pack"))
      let renderer = try ReportRenderer(
        formats: formats, customTemplates: arguments.values("template"), catalog: engine.catalog,
        date: AuditSetup.today())
      let descriptions = try loadAll(paths)
      let results = try ChecklistGate.audit(descriptions, engine: engine, today: renderer.date)
      for result in results { console.error(result.problems.map { "\($0)\n" }.joined()) }
      let files = try render(results, formats: formats, renderer: renderer)
      try ReportFiles.write(files, output: output, asDirectory: needsDirectory, console: console)
      if arguments.has("require-checklist"), !ChecklistGate.isComplete(results, console: console) {
        return .findings
      }
      return status(of: results, failOn: arguments.value("fail-on") ?? "error")
    } catch {
      console.error(error.diagnostics.map { "\($0)\n" }.joined())
      return .invalidInput
    }
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

  /// Each report as a file name (for a directory) and its text. Text and
  /// JSON for several descriptions also combine into one stream.
  private static func render(
    _ results: [AuditResult], formats: [ReportFormat], renderer: ReportRenderer
  ) throws(DiagnosticsError) -> [(name: String, text: String)] {
    var files: [(name: String, text: String)] = []
    for format in formats {
      for result in results {
        let stem = ((result.description.file as NSString).lastPathComponent)
          .replacingOccurrences(of: ".reviewready.yaml", with: "")
          .replacingOccurrences(of: ".yaml", with: "")
        files.append(("\(stem).\(format.fileExtension)", try renderer.render(result, as: format)))
      }
    }
    return files
  }

  /// 1 when an unwaived finding is at or above `failOn`.
  static func status(of results: [AuditResult], failOn: String) -> ExitStatus {
    let failing: Set<DiagnosticSeverity>
    switch failOn {
    case "never": failing = []
    case "note": failing = [.error, .warning, .note]
    case "warning": failing = [.error, .warning]
    default: failing = [.error]
    }
    let fails = results.contains { result in
      result.unwaived.contains { failing.contains($0.severity) }
    }
    return fails ? .findings : .success
  }
}

/// Finds descriptions by their file name.
enum DescriptionFiles {
  /// The `*.reviewready.yaml` files in the working directory, sorted.
  static func inCurrentDirectory() -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: ".")) ?? []
    return names.filter { $0.hasSuffix(".reviewready.yaml") }.sorted()
  }
}
