import AppModel
import ArgumentParsing
import Audit
import Diagnostics
import Foundation
import Reports

/// `reviewready audit`: checks app descriptions against the rule packs.
enum AuditCommand: Command {
  static let spec = CommandSpec(
    name: "audit",
    abstract: "Check app descriptions against the rule packs.",
    discussion: """
      Loads each description (checking it against schema 1), then applies the built-in rule
      packs and any --pack. With no description given, audits every *.reviewready.yaml file in
      the current directory. The default output is one line per finding,
      file:line:column: severity: message [rule-id], which Xcode and editors link to.
      Exit status: 0 when no unwaived finding is at or above --fail-on, 1 when one is, 2 when
      a description, a pack or the command line is invalid (then nothing is written).
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
        "format", value: "format", help: "Output format (default: text).",
        allowed: ["text", "json"]),
      .option("output", short: "o", value: "path", help: "Write the report to this file."),
      .option(
        "fail-on", value: "severity", help: "Lowest severity that fails the run (default: error).",
        allowed: ["error", "warning", "note", "never"]),
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
    let engine: AuditEngine
    do {
      engine = try AuditSetup.engine(extraPacks: arguments.values("pack"))
    } catch {
      console.error(error.diagnostics.map { "\($0)\n" }.joined())
      return .invalidInput
    }
    var descriptions: [AppDescription] = []
    var invalid = false
    for path in paths {
      do {
        descriptions.append(try DescriptionLoader.load(path: path))
      } catch {
        console.error(error.diagnostics.map { "\($0)\n" }.joined())
        invalid = true
      }
    }
    guard !invalid else { return .invalidInput }
    let today = AuditSetup.today()
    let results = descriptions.map { engine.audit($0, today: today) }
    for result in results {
      console.error(result.problems.map { "\($0)\n" }.joined())
    }
    let report: String
    switch arguments.value("format") ?? "text" {
    case "json":
      report =
        results.count == 1
        ? JSONReport.render(results[0], toolVersion: ReviewReadyVersion.version)
        : JSONReport.render(results, toolVersion: ReviewReadyVersion.version)
    default:
      report = results.map(TextReport.render).joined()
    }
    guard OutputWriter.write(report, to: arguments.value("output"), console: console) else {
      return .invalidInput
    }
    return status(of: results, failOn: arguments.value("fail-on") ?? "error")
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
