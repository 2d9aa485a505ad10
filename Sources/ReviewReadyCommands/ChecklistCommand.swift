import AppModel
import ArgumentParsing
import Audit
import Diagnostics
import Foundation
import Reports
import ReviewReadyKit

/// `reviewready checklist status|mark DESCRIPTION ...`: the team checklist
/// of manual checks, kept in `NAME.checklist.yaml` beside the description.
/// The subcommand may also follow the description (`checklist DESCRIPTION
/// mark CHECK-ID`), and `status` runs when none is named.
enum ChecklistCommand: Command {
  static let spec = CommandSpec(
    name: "checklist",
    abstract: "Track the manual checks: who did each, on which build, and what went stale.",
    discussion: """
      reviewready checklist [status] DESCRIPTION
        Lists the manual checks the rule packs ask for that apply to this app, grouped by
        pack, each with its state (todo, passed, failed, waived, notApplicable or stale), who
        recorded it, when, on which build and the note, and how far the team has got.
      reviewready checklist mark DESCRIPTION CHECK-ID --status S --by NAME [--build B] [--note TEXT]
        Records one result in NAME.checklist.yaml beside the description (created on the
        first mark, with every applicable check as todo). --build defaults to the
        description's app.build; waived needs a --note saying why.
      The subcommand may also come after the description, as in
      reviewready checklist DESCRIPTION [status] and
      reviewready checklist DESCRIPTION mark CHECK-ID --status S --by NAME ….
      A result is stale, and counts as not done, once the description's build is past the
      one it was recorded on, or once the parts of the description the check depends on
      (the permissions and their purpose strings, the features, the screens, …) change.
      Commit the checklist file: entries are sorted and kept apart, so marks made on
      different branches merge cleanly, and none is ever removed (checks that no longer
      apply are listed as retired). `audit --require-checklist` fails while any applicable
      check is todo, failed or stale.
      Exit status: 0, or 2 when the description, a pack, the checklist file or the command
      line is invalid (then nothing is written).
      """,
    arguments: [description], defaultSubcommand: ChecklistStatusCommand.spec.name)

  static let subcommands: [any Command.Type] = [
    ChecklistStatusCommand.self, ChecklistMarkCommand.self,
  ]

  /// The description, which both subcommands take first.
  static let description = ArgumentSpec(
    "description", help: "An app description (*.reviewready.yaml).")

  /// The auditor (its packs and configuration) and the description named
  /// first.
  static func load(_ arguments: ParsedArguments) throws(DiagnosticsError) -> (
    Auditor, AppDescription
  ) {
    let auditor = try AuditingOptions.auditor(arguments)
    return (auditor, try auditor.load(arguments.positionals[0]))
  }

  /// Prints `error`'s diagnostics, coloured as `--color` says.
  static func fail(_ error: DiagnosticsError, _ arguments: ParsedArguments, console: Console)
    -> ExitStatus
  {
    console.printDiagnostics(
      error.diagnostics, style: ConsoleStyles(arguments, console: console).error)
    return .invalidInput
  }
}

/// `reviewready checklist [status] DESCRIPTION`, or `checklist DESCRIPTION
/// [status]`.
enum ChecklistStatusCommand: Command {
  static let spec = CommandSpec(
    name: "status",
    abstract: "List the manual checks that apply: who did each, on which build, what is left.",
    discussion: """
      Lists the manual checks the rule packs ask for that apply to this app, grouped by
      pack, each with its state (todo, passed, failed, waived, notApplicable or stale), who
      recorded it, when, on which build and the note, and how far the team has got. This is
      what reviewready checklist DESCRIPTION runs.
      Exit status: 0, or 2 when the description, a pack, the checklist file or the command
      line is invalid.
      """,
    arguments: [ChecklistCommand.description],
    options: AuditingOptions.common + [ColorMode.option])

  /// Parses as `spec` says, but reads `mark`'s options too, to say where
  /// they belong.
  static func parse(_ arguments: [String], path: [String]) throws(UsageError) -> ParsedArguments {
    var lenient = spec
    lenient.options += ChecklistMarkCommand.Options.all
    let parsed: ParsedArguments
    do {
      parsed = try ArgumentParser.parse(arguments, for: lenient)
    } catch {
      throw UsageError(error, command: spec, path: path)
    }
    if let option = ChecklistMarkCommand.Options.all.first(where: parsed.has) {
      throw UsageError(
        "'--\(option.name)' is for 'mark'; try 'reviewready checklist \(parsed.positionals[0]) mark CHECK-ID --\(option.name) …'.",
        command: spec, path: path)
    }
    return parsed
  }

  /// The description whose checklist it is.
  static func namedDescriptions(_ arguments: ParsedArguments) -> [String] {
    Array(arguments.positionals.prefix(1))
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    do {
      let (auditor, description) = try ChecklistCommand.load(arguments)
      let result = try auditor.checklist(of: description)
      console.out(
        ChecklistText.render(
          result.checklist, description: description, packTitles: packTitles(auditor.engine),
          style: ConsoleStyles(arguments, console: console).out))
      return .success
    } catch {
      return ChecklistCommand.fail(error, arguments, console: console)
    }
  }

  /// Each pack's title by name.
  static func packTitles(_ engine: AuditEngine) -> [String: String] {
    Dictionary(engine.packs.map { ($0.name, $0.title) }) { first, _ in first }
  }
}

/// `reviewready checklist mark DESCRIPTION CHECK-ID --status S --by NAME
/// [--build B] [--note TEXT]`, or `checklist DESCRIPTION mark CHECK-ID ...`.
enum ChecklistMarkCommand: Command {
  static let spec = CommandSpec(
    name: "mark",
    abstract: "Record one check's result in NAME.checklist.yaml beside the description.",
    discussion: """
      Records one result in NAME.checklist.yaml beside the description (created on the
      first mark, with every applicable check as todo). --build defaults to the
      description's app.build; waived needs a --note saying why. Marks made at once all
      land: each takes a lock, re-reads the file and replaces it whole.
      Exit status: 0, or 2 when the description, a pack, the checklist file, the check or
      the command line is invalid (then nothing is written).
      """,
    arguments: [
      ChecklistCommand.description,
      ArgumentSpec(
        "check-id", help: "The check to mark, e.g. photos.check.limited-two-photos.",
        completion: .none),
    ],
    options: AuditingOptions.common + Options.all + [ColorMode.option])

  /// The options only `mark` takes.
  enum Options {
    /// `--status S`: the result recorded.
    static let status = OptionSpec.option(
      "status", value: "status", help: "The result.",
      allowed: CheckStatus.allCases.map(\.rawValue))
    /// `--by NAME`: who checked.
    static let by = OptionSpec.option("by", value: "name", help: "Who checked.")
    /// `--build B`: the build checked.
    static let build = OptionSpec.option(
      "build", value: "build", help: "The build checked (default: the app.build).")
    /// `--note TEXT`: what was seen, or why it is waived.
    static let note = OptionSpec.option(
      "note", value: "text", help: "What was seen, or why it is waived.")
    /// All four, in help's order.
    static let all = [status, by, build, note]
  }

  /// Parses as `spec` says; `--status` and `--by` are required.
  static func parse(_ arguments: [String], path: [String]) throws(UsageError) -> ParsedArguments {
    let parsed: ParsedArguments
    do {
      parsed = try ArgumentParser.parse(arguments, for: spec)
    } catch {
      throw UsageError(error, command: spec, path: path)
    }
    for option in [Options.status, Options.by] where !parsed.has(option) {
      throw UsageError(
        "'mark' needs '--\(option.name) <\(option.valueName ?? "")>'.", command: spec, path: path)
    }
    return parsed
  }

  /// The checklist file beside the description.
  static func writtenPaths(_ arguments: ParsedArguments) -> [String] {
    Array(arguments.positionals.prefix(1))
  }

  /// The description whose checklist it is.
  static func namedDescriptions(_ arguments: ParsedArguments) -> [String] {
    Array(arguments.positionals.prefix(1))
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    do {
      let (auditor, description) = try ChecklistCommand.load(arguments)
      let mark = CheckMark(
        checkID: arguments.positionals[1],
        status: CheckStatus(rawValue: arguments.value(Options.status) ?? "") ?? .todo,
        by: arguments.value(Options.by) ?? "", build: arguments.value(Options.build),
        note: arguments.value(Options.note))
      let recorded = try auditor.record(mark, for: description)
      let entry = recorded.entry
      var line = "Recorded \(mark.checkID): \(entry.status.label) by \(entry.by ?? "")"
      if let build = entry.build { line += " on build \(build)" }
      // Every value echoed is made one visible line (`--by`, `--build`,
      // the id, the path, the app's name).
      let echoed = TerminalText.escapingControls("\(line), in \(recorded.path)")
      console.out(
        "\(echoed)\n\(TerminalText.escapingControls(description.app.name)): "
          + "\(ChecklistText.progress(recorded.state))\n")
      return .success
    } catch {
      return ChecklistCommand.fail(error, arguments, console: console)
    }
  }
}

/// The checklist in `audit`: each description's results are read from its
/// checklist file, and `--require-checklist` fails the run until every
/// applicable check is done.
enum ChecklistGate {
  static let option = OptionSpec.flag(
    "require-checklist",
    help:
      "Exit 1 while any manual check is todo, failed or stale in NAME.checklist.yaml beside the description."
  )

  /// Whether every applicable check of every result is done; says on
  /// standard error what remains for each one that isn't.
  static func isComplete(_ results: [AuditResult], console: Console) -> Bool {
    var complete = true
    for result in results where !result.checklist.isComplete {
      complete = false
      let open = result.checklist.open.map { "\($0.check.id) (\($0.state.label))" }
      let line =
        "\(result.description.file): checklist not done: \(ChecklistText.progress(result.checklist)); "
        + "open: \(open.joined(separator: ", ")) (see 'reviewready checklist \(result.description.file)')"
      console.error(TerminalText.escapingControls(line) + "\n")
    }
    return complete
  }
}
