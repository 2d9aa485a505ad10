import AppModel
import Audit
import Diagnostics
import Foundation
import RuleBinding
import RulePacks

/// Runs a pack's tests: small descriptions in `tests/PACK/` beside the pack,
/// annotated with the rules each line must and must not raise, each with
/// the evidence of its code when `NAME.scan.json` is beside it
/// (`PackTestEvidence`). Every rule must have a case that raises it and a
/// close case that must not.
public enum PackTestRunner {
  /// The tally for one rule.
  public struct RuleTally: Sendable, Equatable {
    public var rule: String
    public var truePositives = 0
    public var falsePositives = 0
    public var trueNegatives = 0
    public var falseNegatives = 0
  }

  /// The outcome of one pack's tests.
  public struct PackReport: Sendable {
    public var pack: String
    public var tallies: [RuleTally]
    /// What went wrong, one positioned line each.
    public var failures: [Diagnostic]
    public var files: Int
    public var passed: Bool { failures.isEmpty }
  }

  /// The folder holding `pack`'s tests: `tests/NAME/` beside the pack file
  /// (relative when the pack's path is, so messages stay short). A built-in
  /// pack's tests are not compiled in: they live in the source tree, at
  /// `Checklists/tests/NAME/` in a ReviewReady checkout.
  public static func testDirectory(for pack: RulePack) -> String {
    pack.folder.isBuiltIn
      ? "\(pack.folder.displayPath)/tests/\(pack.name)"
      : pack.folder.path(of: "tests/\(pack.name)")
  }

  /// Runs the tests of `pack` with `engine` (which must include the pack).
  public static func run(_ pack: RulePack, engine: AuditEngine, today: String = "2026-01-01")
    -> PackReport
  {
    let directory = testDirectory(for: pack)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let files = names.filter { $0.hasSuffix(".yaml") }.sorted()
      .map { (directory as NSString).appendingPathComponent($0) }
    var tallies = Dictionary(
      uniqueKeysWithValues: pack.rules.map { ($0.id, RuleTally(rule: $0.id)) })
    var failures: [Diagnostic] = []
    for file in files {
      failures += runFile(file, pack: pack, engine: engine, today: today, tallies: &tallies)
    }
    for rule in pack.rules {
      let tally = tallies[rule.id] ?? RuleTally(rule: rule.id)
      if tally.truePositives + tally.falseNegatives == 0 {
        failures.append(
          .error(at: rule.location, "\(rule.id) has no test case that raises it (# ruleid:)"))
      }
      if tally.trueNegatives + tally.falsePositives == 0 {
        failures.append(
          .error(at: rule.location, "\(rule.id) has no close case that must not raise it (# ok:)"))
      }
    }
    return PackReport(
      pack: pack.name, tallies: pack.rules.compactMap { tallies[$0.id] }, failures: failures,
      files: files.count)
  }

  /// Runs one test file: audits it with `engine`, scores its annotations into
  /// `tallies`, and returns what went wrong.
  private static func runFile(
    _ file: String, pack: RulePack, engine: AuditEngine, today: String,
    tallies: inout [String: RuleTally]
  ) -> [Diagnostic] {
    let description: AppDescription
    do {
      description = try DescriptionLoader.load(path: file)
    } catch {
      return error.diagnostics
    }
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    let annotations = PackTestAnnotation.parse(text)
    let ruleIDs = Set(pack.rules.map(\.id))
    var failures: [Diagnostic] = []
    for annotation in annotations where !ruleIDs.contains(annotation.rule) {
      failures.append(
        .error(
          at: SourceLocation(file: file, line: annotation.commentLine, column: 1),
          "'\(annotation.rule)' is not a rule of pack '\(pack.name)'"
            + Suggestion.hint(for: annotation.rule, in: ruleIDs)))
    }
    let code: ScannedCode?
    do {
      code = try PackTestEvidence.load(forTest: file, catalog: engine.catalog)
    } catch {
      return failures + error.diagnostics
    }
    let result = engine.audit(description, today: today, code: code)
    failures += result.problems
    let findings = result.findings.filter { ruleIDs.contains($0.rule) }
    failures += score(
      annotations.filter { ruleIDs.contains($0.rule) }, against: findings, in: file,
      tallies: &tallies)
    let expected = Set(annotations.filter { $0.kind == .raises }.map { "\($0.rule)@\($0.line)" })
    let okLines = Set(annotations.filter { $0.kind == .ok }.map { "\($0.rule)@\($0.line)" })
    for finding in findings {
      let key = "\(finding.rule)@\(finding.location.line)"
      guard !expected.contains(key), !okLines.contains(key) else { continue }
      tallies[finding.rule]?.falsePositives += 1
      failures.append(
        .error(at: finding.location, "unexpected \(finding.rule): \(finding.message)"))
    }
    return failures
  }

  /// Scores each annotation of `file` (each naming a rule of the pack) against the
  /// findings of the pack's rules, counting it in `tallies`; a rule expected
  /// but not raised, or raised where the test says ok, is a failure.
  private static func score(
    _ annotations: [PackTestAnnotation], against findings: [Finding], in file: String,
    tallies: inout [String: RuleTally]
  ) -> [Diagnostic] {
    var failures: [Diagnostic] = []
    for annotation in annotations {
      let hit = findings.contains {
        $0.rule == annotation.rule && $0.location.line == annotation.line
      }
      let location = SourceLocation(file: file, line: annotation.line, column: 1)
      switch (annotation.kind, hit) {
      case (.raises, true): tallies[annotation.rule]?.truePositives += 1
      case (.ok, false): tallies[annotation.rule]?.trueNegatives += 1
      case (.raises, false):
        tallies[annotation.rule]?.falseNegatives += 1
        let elsewhere = findings.filter { $0.rule == annotation.rule }.map {
          "line \($0.location.line)"
        }
        failures.append(
          .error(
            at: location,
            "expected \(annotation.rule) here; it was not raised"
              + (elsewhere.isEmpty ? "" : " (raised at \(elsewhere.joined(separator: ", ")))")))
      case (.ok, true):
        tallies[annotation.rule]?.falsePositives += 1
        failures.append(
          .error(at: location, "\(annotation.rule) was raised here, but the test says ok"))
      }
    }
    return failures
  }
}
