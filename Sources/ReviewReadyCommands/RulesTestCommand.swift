import ArgumentParsing
import Audit
import Diagnostics
import FileSupport
import Foundation
import Reports
import ReviewReadyKit

/// `reviewready rules test [PACK...]`: runs each pack's own tests and prints
/// a true/false positive tally per rule.
enum RulesTestCommand: Command {
  static let spec = CommandSpec(
    name: "test",
    abstract: "Run the packs' tests: descriptions annotated with the rules they must raise.",
    discussion: """
      A pack's tests are descriptions in tests/PACK/ beside the pack file. A comment
      '# ruleid: RULE' says the next line must raise RULE; '# ok: RULE' says it must not; any
      other finding of the pack's rules is a failure. Every rule needs at least one of each.
      """,
    arguments: [
      ArgumentSpec(
        "pack", help: "The packs to test, by name or pack file (all by default).",
        isRepeating: true, isOptional: true,
        completion: .none)
    ],
    options: AuditingOptions.common)

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    // A pack's tests hold its rules to their own severities. A pack file
    // given by its path is loaded (once, however else it is named).
    let files = arguments.positionals.filter(isPackFile)
    let auditor: Auditor
    do {
      auditor = try AuditingOptions.auditor(
        arguments, applyingRuleSettings: false, extraPacks: files)
    } catch {
      console.printDiagnostics(error.diagnostics)
      return .invalidInput
    }
    let engine = auditor.engine
    let names = arguments.positionals.filter { !isPackFile($0) }
    let chosen = auditor.packs(named: names, files: files)
    if let name = chosen.unknown.first {
      let known = engine.packs.map(\.name)
      console.printDiagnostics([
        .error(at: .file(""), "no pack '\(name)'\(Suggestion.hint(for: name, in: known))")
      ])
      return .invalidInput
    }
    let packs = arguments.positionals.isEmpty ? engine.packs : chosen.packs
    // The built-in packs' tests live in the source tree, not in the binary.
    let untestable = packs.filter {
      $0.folder.isBuiltIn
        && !FileManager.default.fileExists(atPath: PackTestRunner.testDirectory(for: $0))
    }
    if !untestable.isEmpty {
      console.printDiagnostics([
        .error(
          at: .file(""),
          "the tests of the built-in packs (\(untestable.map(\.name).joined(separator: ", "))) "
            + "are not part of the binary; run this in a ReviewReady checkout, where they are in "
            + "Checklists/tests/, or set \(BuiltInChecklists.overrideVariable) to such a "
            + "Checklists folder")
      ])
      return .invalidInput
    }
    return runTests(of: packs, engine: engine, today: auditor.today, console: console)
  }

  /// Runs `packs`' tests, printing each rule's tally and each pack's verdict.
  private static func runTests(
    of packs: [AuditEngine.Pack], engine: AuditEngine, today: String, console: Console
  ) -> ExitStatus {
    var passed = 0
    var failed = 0
    let width = packs.flatMap(\.rules).map(\.id.count).max() ?? 0
    for pack in packs {
      let report = PackTestRunner.run(pack, engine: engine, today: today)
      for tally in report.tallies {
        let id = tally.rule.padding(toLength: width, withPad: " ", startingAt: 0)
        console.out(
          "\(id)  \(tally.truePositives) TP  \(tally.falsePositives) FP  "
            + "\(tally.trueNegatives) TN  \(tally.falseNegatives) FN\n")
      }
      console.printDiagnostics(report.failures)
      let verdict =
        report.passed ? "passed" : "FAILED (\(TextReport.plural(report.failures.count, "problem")))"
      console.out(
        "\(pack.name): \(TextReport.plural(report.tallies.count, "rule")), "
          + "\(TextReport.plural(report.files, "test file")): \(verdict)\n\n")
      if report.passed { passed += 1 } else { failed += 1 }
    }
    console.out("packs: \(passed) passed, \(failed) failed\n")
    return failed == 0 ? .success : .findings
  }
}

extension RulesTestCommand {
  /// Whether `argument` names a pack file rather than a pack: a path
  /// ending in `.yaml` or `.yml`, or holding a `/`.
  static func isPackFile(_ argument: String) -> Bool {
    argument.contains("/") || argument.hasSuffix(".yaml") || argument.hasSuffix(".yml")
  }
}
