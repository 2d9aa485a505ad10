import ArgumentParsing
import Audit
import Diagnostics
import Reports
import ReviewReadyKit

/// `reviewready notes DESCRIPTION`: the draft for App Store Connect's Notes
/// field, within its limit.
enum NotesCommand: Command {
  static let spec = CommandSpec(
    name: "notes",
    abstract: "Draft the App Review notes for a description (plain text, within 4,000 characters).",
    discussion: """
      Puts what a reviewer needs first: how to sign in (the demo account's user name, never a
      password), where each feature that uses protected data is and which control opens it,
      what each prompt asks for and why, notes from waived rules, then your own review notes.
      When the draft would run over, the least important parts go first (each listed on
      standard error): your own notes, whole sentences from the end, then the notes from
      waived rules, then the prompt lines, then the feature lines; sign-in always stays, and
      nothing is cut mid-sentence.
      """,
    arguments: [ArgumentSpec("description", help: "An app description (*.reviewready.yaml).")],
    options: AuditingOptions.common + [output])

  /// `--output PATH`.
  static let output = OptionSpec.option(
    "output", short: "o", value: "path", help: "Write the draft to this file.")

  /// The description drafted for.
  static func namedDescriptions(_ arguments: ParsedArguments) -> [String] {
    Array(arguments.positionals.prefix(1))
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    do {
      let auditor = try AuditingOptions.auditor(arguments)
      let result = try auditor.audit(try auditor.load(arguments.positionals[0]))
      let draft = ReviewNotesDraft.make(for: result, catalog: auditor.engine.catalog)
      if !draft.leftOut.isEmpty {
        console.printDiagnostics([
          Diagnostic(
            .note, at: .file(""),
            "the draft was shortened to fit \(ReviewNotesDraft.limit) characters, the team's "
              + "notes kept whole; left out:" + draft.leftOut.map { "\n  \($0)" }.joined())
        ])
      }
      if let over = draft.overLimit {
        console.printDiagnostics([
          Diagnostic(
            .warning, at: .file(""),
            "the team's notes (review.notes) leave the draft \(over) characters over the "
              + "\(ReviewNotesDraft.limit) the Notes field takes, with every generated line left "
              + "out; they are never cut, so shorten them")
        ])
      }
      try console.emit(draft.text + "\n", to: arguments.value(output))
      return .success
    } catch {
      console.printDiagnostics(error.diagnostics)
      return .invalidInput
    }
  }
}
