import AppModel
import ArgumentParsing
import Audit
import Diagnostics
import Foundation
import Reports
import ReviewReadyKit

/// `reviewready checklist DESCRIPTION [status | mark CHECK-ID ...]`: the
/// team checklist of manual checks, kept in `NAME.checklist.yaml` beside the
/// description.
enum ChecklistCommand: Command {
  static let spec = CommandSpec(
    name: "checklist",
    abstract: "Track the manual checks: who did each, on which build, and what went stale.",
    discussion: """
      reviewready checklist DESCRIPTION [status]
        Lists the manual checks the rule packs ask for that apply to this app, grouped by
        pack, each with its state (todo, passed, failed, waived, notApplicable or stale), who
        recorded it, when, on which build and the note, and how far the team has got.
      reviewready checklist DESCRIPTION mark CHECK-ID --status S --by NAME [--build B] [--note TEXT]
        Records one result in NAME.checklist.yaml beside the description (created on the
        first mark, with every applicable check as todo). --build defaults to the
        description's app.build; waived needs a --note saying why.
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
    arguments: [
      ArgumentSpec("description", help: "An app description (*.reviewready.yaml)."),
      ArgumentSpec(
        "action", help: "status (the default) or mark.", isOptional: true,
        completion: .values(["status", "mark"])),
      ArgumentSpec(
        "check-id", help: "The check to mark, e.g. photos.check.limited-two-photos.",
        isOptional: true, completion: .none),
    ],
    options: AuditingOptions.common + Options.all + [ColorMode.option])

  /// The options only `mark` takes.
  enum Options {
    /// `--status S`: the result recorded.
    static let status = OptionSpec.option(
      "status", value: "status", help: "With mark: the result.",
      allowed: CheckStatus.allCases.map(\.rawValue))
    /// `--by NAME`: who checked.
    static let by = OptionSpec.option("by", value: "name", help: "With mark: who checked.")
    /// `--build B`: the build checked.
    static let build = OptionSpec.option(
      "build", value: "build", help: "With mark: the build checked (default: the app.build).")
    /// `--note TEXT`: what was seen, or why it is waived.
    static let note = OptionSpec.option(
      "note", value: "text", help: "With mark: what was seen, or why it is waived.")
    /// All four, in help's order.
    static let all = [status, by, build, note]
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    let positionals = arguments.positionals
    let action = positionals.count > 1 ? positionals[1] : "status"
    switch action {
    case "status":
      if positionals.count > 2 {
        return usageError(.unexpectedArgument(positionals[2]), console: console)
      }
      if let option = Options.all.first(where: arguments.has) {
        return usageError(
          message:
            "'--\(option.name)' is for 'mark'; try 'reviewready checklist \(positionals[0]) mark CHECK-ID --\(option.name) …'.",
          console: console)
      }
      return status(arguments, console: console)
    case "mark":
      guard positionals.count > 2 else {
        return usageError(.missingArgument("check-id"), console: console)
      }
      for option in [Options.status, Options.by] where !arguments.has(option) {
        return usageError(
          message: "'mark' needs '--\(option.name) <\(option.valueName ?? "")>'.",
          console: console)
      }
      return mark(arguments, console: console)
    default:
      let hint = Suggestion.closest(to: action, in: ["status", "mark"]).map {
        " Did you mean '\($0)'?"
      }
      return usageError(
        message: "Unknown action '\(action)'.\(hint ?? "") Expected 'status' or 'mark'.",
        console: console)
    }
  }

  /// `checklist DESCRIPTION [status]`.
  static func status(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    do {
      let (auditor, description) = try load(arguments)
      let engine = auditor.engine
      let result = try auditor.checklist(of: description)
      console.out(
        ChecklistText.render(
          result.checklist, description: description, packTitles: packTitles(engine),
          style: ConsoleStyles(arguments, console: console).out))
      return .success
    } catch {
      console.printDiagnostics(
        error.diagnostics, style: ConsoleStyles(arguments, console: console).error)
      return .invalidInput
    }
  }

  /// `checklist DESCRIPTION mark CHECK-ID --status S --by NAME [--build B] [--note TEXT]`.
  static func mark(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    do {
      let (auditor, description) = try load(arguments)
      let mark = CheckMark(
        checkID: arguments.positionals[2],
        status: CheckStatus(rawValue: arguments.value(Options.status) ?? "") ?? .todo,
        by: arguments.value(Options.by) ?? "", build: arguments.value(Options.build),
        note: arguments.value(Options.note))
      let recorded = try auditor.record(mark, for: description)
      let entry = recorded.entry
      var line = "Recorded \(mark.checkID): \(entry.status.label) by \(entry.by ?? "")"
      if let build = entry.build { line += " on build \(build)" }
      console.out(
        "\(line), in \(recorded.path)\n\(description.app.name): "
          + "\(ChecklistText.progress(recorded.state))\n")
      return .success
    } catch {
      console.printDiagnostics(
        error.diagnostics, style: ConsoleStyles(arguments, console: console).error)
      return .invalidInput
    }
  }

  /// The auditor and the description.
  private static func load(_ arguments: ParsedArguments) throws(DiagnosticsError) -> (
    Auditor, AppDescription
  ) {
    let auditor = try AuditingOptions.auditor(arguments)
    return (auditor, try auditor.load(arguments.positionals[0]))
  }

  /// Each pack's title by name.
  static func packTitles(_ engine: AuditEngine) -> [String: String] {
    Dictionary(engine.packs.map { ($0.name, $0.title) }) { first, _ in first }
  }

  private static func usageError(_ error: ArgumentError, console: Console) -> ExitStatus {
    usageError(message: error.message, console: console)
  }

  /// A command-line mistake, printed the way the parser prints its own.
  private static func usageError(message: String, console: Console) -> ExitStatus {
    console.printUsageError(
      UsageError(message, command: spec, path: [RootCommand.spec.name, spec.name]))
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
      console.error(
        "\(result.description.file): checklist not done: \(ChecklistText.progress(result.checklist)); "
          + "open: \(open.joined(separator: ", ")) (see 'reviewready checklist \(result.description.file)')\n"
      )
    }
    return complete
  }
}
