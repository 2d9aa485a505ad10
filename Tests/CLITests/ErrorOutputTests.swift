import ArgumentParsing
import Diagnostics
import Foundation
import Testing

@testable import ReviewReadyCommands

/// The two error forms every command prints through: usage errors
/// (`reviewready: error: …` with usage lines) and diagnostics (`file:line:column: error: …`).
@Suite struct ErrorOutputTests {
  /// What a console was given on standard error.
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    var written: String { lock.withLock { text } }
    func write(_ part: String) { lock.withLock { text += part } }
  }

  static func recording() -> (Console, Recorder) {
    let recorder = Recorder()
    return (Console(out: { _ in }, error: { recorder.write($0) }), recorder)
  }

  static let show = CommandSpec(
    name: "show", abstract: "Show.", arguments: [ArgumentSpec("rule-id", help: "A rule.")])

  @Test func theUsualFormPointsToHelp() {
    let (console, recorder) = Self.recording()
    let status = console.printUsageError(
      UsageError(.missingArgument("rule-id"), command: Self.show, path: ["tool", "show"]))
    #expect(status == .invalidInput)
    #expect(
      recorder.written == """
        reviewready: error: Missing expected argument '<rule-id>'.
        Usage: tool show <rule-id>
          See 'tool show --help' for more information.

        """)
  }

  @Test func otherFormsHaveTheirOwnUsageLinesOrNone() {
    #expect(
      UsageError("--no-scan needs --project").text
        == "reviewready: error: --no-scan needs --project\n")
    #expect(
      UsageError("Pick one.", usage: ["tool a <x>", "tool b <y>"]).text
        == "reviewready: error: Pick one.\nUsage: tool a <x>\n       tool b <y>\n")
  }

  /// Escaped with a style or without: a raw control never reaches the
  /// terminal, whichever command prints.
  @Test func diagnosticsAreAlwaysEscapedAndStyledOnlyWithAStyle() {
    let diagnostics: [Diagnostic] = [
      .error(at: SourceLocation(file: "a.yaml", line: 2, column: 3), "bad \u{1B}[2J"),
      Diagnostic(.note, at: .file(""), "a note"),
    ]
    let (plain, written) = Self.recording()
    plain.printDiagnostics(diagnostics)
    #expect(written.written == "a.yaml:2:3: error: bad \\u{1B}[2J\nreviewready: note: a note\n")
    let (styled, escaped) = Self.recording()
    styled.printDiagnostics(diagnostics, style: .colored)
    #expect(
      escaped.written
        == "a.yaml:2:3: \u{1B}[1;31merror\u{1B}[0m: bad \\u{1B}[2J\n"
        + "reviewready: \u{1B}[1;36mnote\u{1B}[0m: a note\n")
  }
}
