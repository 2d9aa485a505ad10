import ArgumentParsing
import Audit
import Diagnostics
import Foundation
import Reports

/// `reviewready rules`: what the rule packs contain, and their tests.
enum RulesCommand: Command {
  static let spec = CommandSpec(
    name: "rules", abstract: "List, explain, document and test the rule packs.")
  static let subcommands: [any Command.Type] = [
    RulesListCommand.self, RulesShowCommand.self, RulesTestCommand.self, RulesDocsCommand.self,
  ]

  static let packOption = OptionSpec.option(
    "pack", value: "path", help: "A rule pack, or a folder of them, to add.", repeating: true)

  /// The engine with the built-in packs and `--pack`, or exit 2 with the
  /// problems printed.
  static func engine(_ arguments: ParsedArguments, console: Console) -> AuditEngine? {
    do {
      return try AuditSetup.engine(extraPacks: arguments.values("pack"))
    } catch {
      console.error(error.diagnostics.map { "\($0)\n" }.joined())
      return nil
    }
  }
}

/// `reviewready rules list`.
enum RulesListCommand: Command {
  static let spec = CommandSpec(
    name: "list", abstract: "List every rule: id, severity, scope and title.",
    options: [RulesCommand.packOption])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard let engine = RulesCommand.engine(arguments, console: console) else {
      return .invalidInput
    }
    let width = engine.rules.map(\.id.count).max() ?? 0
    for rule in engine.rules {
      let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
      let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
      console.out("\(id)  \(severity)  \(rule.title)\n")
    }
    return .success
  }
}

/// `reviewready rules show RULE-ID`.
enum RulesShowCommand: Command {
  static let spec = CommandSpec(
    name: "show", abstract: "Explain one rule: when it applies, what it checks, how to fix it.",
    arguments: [
      ArgumentSpec(
        "rule-id", help: "The rule's id, e.g. photos.picker-would-suffice.", completion: .none)
    ],
    options: [RulesCommand.packOption])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard let engine = RulesCommand.engine(arguments, console: console) else {
      return .invalidInput
    }
    let id = arguments.positionals[0]
    guard let rule = engine.rules.first(where: { $0.id == id }) else {
      console.error(
        "error: no rule '\(id)'\(Suggestion.hint(for: id, in: engine.rules.map(\.id)))\n")
      return .invalidInput
    }
    var lines = [
      "\(rule.id) — \(rule.title)",
      "  pack: \(rule.pack) (\(rule.location))",
      "  severity: \(rule.severity.rawValue)   for each: \(rule.scope.rawValue)"
        + (rule.guideline.map { "   guideline: \($0)" } ?? ""),
    ]
    if let condition = rule.sources.condition { lines.append("  where: \(flat(condition))") }
    for binding in rule.sources.bindings {
      lines.append("  let \(binding.name) = \(flat(binding.source))")
    }
    lines.append("  fails: \(flat(rule.sources.fails))")
    lines.append("  message: \(flat(rule.sources.message))")
    if let fix = rule.sources.fix { lines.append("  fix: \(flat(fix))") }
    if let note = rule.sources.reviewNote { lines.append("  review note: \(flat(note))") }
    lines += rule.references.map { "  see: \($0)" }
    console.out(lines.joined(separator: "\n") + "\n")
    return .success
  }

  private static func flat(_ text: String) -> String {
    WhitespaceCollapsing.collapse(text)
  }
}

/// `reviewready rules docs`.
enum RulesDocsCommand: Command {
  static let spec = CommandSpec(
    name: "docs", abstract: "Write a Markdown catalogue of every rule, generated from the packs.",
    options: [
      RulesCommand.packOption,
      .option("output", short: "o", value: "path", help: "Write to this file."),
    ])

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard let engine = RulesCommand.engine(arguments, console: console) else {
      return .invalidInput
    }
    let text = RuleCatalogDocument.render(engine.packs)
    do {
      try ReportFiles.write(
        [(name: "Rules.md", text: text)], output: arguments.value("output"), asDirectory: false,
        console: console)
      return .success
    } catch {
      console.error(error.diagnostics.map { "\($0)\n" }.joined())
      return .invalidInput
    }
  }
}
