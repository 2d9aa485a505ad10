import ArgumentParsing
import Audit
import Diagnostics
import Foundation
import Reports
import ReviewReadyKit

/// `reviewready rules`: what the rule packs contain, and their tests.
enum RulesCommand: Command {
  static let spec = CommandSpec(
    name: "rules", abstract: "List, explain, document and test the rule packs.")
  static let subcommands: [any Command.Type] = [
    RulesListCommand.self, RulesShowCommand.self, RulesTestCommand.self, RulesDocsCommand.self,
    RulesEvalCommand.self,
  ]

  /// The packs (built-in, the configuration's and `--pack`) and the team
  /// configuration, or exit 2 with the problems printed.
  static func setup(
    _ arguments: ParsedArguments, console: Console, applyingRuleSettings: Bool = true
  ) -> Auditor? {
    do {
      return try AuditingOptions.auditor(arguments, applyingRuleSettings: applyingRuleSettings)
    } catch {
      console.printDiagnostics(error.diagnostics)
      return nil
    }
  }

  /// The engine of `setup(_:console:)`.
  static func engine(_ arguments: ParsedArguments, console: Console) -> AuditEngine? {
    setup(arguments, console: console)?.engine
  }
}

/// `reviewready rules list`.
enum RulesListCommand: Command {
  static let spec = CommandSpec(
    name: "list",
    abstract: "List every rule: id, severity (as the team configuration sets it) and title.",
    discussion: """
      A severity the team configuration (.reviewready.yml, nested files refining the outer ones)
      changed is marked with *; a rule it turned off shows 'off'. A rule a file decides ends
      with the file and line that set it: (set by FILE:LINE).
      """,
    options: AuditingOptions.common)

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard let setup = RulesCommand.setup(arguments, console: console) else {
      return .invalidInput
    }
    let rules = setup.packs.flatMap(\.rules)
    let width = rules.map(\.id.count).max() ?? 0
    let chain = setup.configuration
    var files: [String] = []
    for rule in rules {
      let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
      let decided = setup.decision(for: rule)
      let severity = decided.map { $0.setting.severity(for: rule)?.rawValue ?? "off" }
      let changed = severity != nil && severity != rule.severity.rawValue
      let shown = ((severity ?? rule.severity.rawValue) + (changed ? "*" : "")).padding(
        toLength: 8, withPad: " ", startingAt: 0)
      var line = "\(id)  \(shown)  \(rule.title)"
      if let decided {
        line += "  (set by \(decided.file):\(decided.location.line))"
        if !files.contains(decided.file) { files.append(decided.file) }
      }
      console.out(line + "\n")
    }
    if chain != nil, !files.isEmpty {
      console.out("\n* set by \(files.joined(separator: ", "))\n")
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
    options: AuditingOptions.common)

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard let engine = RulesCommand.engine(arguments, console: console) else {
      return .invalidInput
    }
    let id = arguments.positionals[0]
    guard let rule = engine.rules.first(where: { $0.id == id }) else {
      console.printDiagnostics([
        .error(
          at: .file(""),
          "no rule '\(id)'\(Suggestion.hint(for: id, in: engine.rules.map(\.id)))")
      ])
      return .invalidInput
    }
    var lines = [
      "\(rule.id) — \(rule.title)",
      "  pack: \(rule.pack) (\(rule.location))",
      "  severity: \(rule.severity.rawValue)   for each: \(rule.scope.rawValue)"
        + (rule.guideline.map { "   guideline: \($0)" } ?? ""),
      "  aspect: \(rule.aspectText)",
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
    options: AuditingOptions.common + [output])

  /// `--output PATH`.
  static let output = OptionSpec.option(
    "output", short: "o", value: "path", help: "Write to this file.")

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    guard let engine = RulesCommand.engine(arguments, console: console) else {
      return .invalidInput
    }
    let text = RuleCatalogDocument.render(engine.packs)
    do {
      try console.emit(text, to: arguments.value(output))
      return .success
    } catch {
      console.printDiagnostics(error.diagnostics)
      return .invalidInput
    }
  }
}
