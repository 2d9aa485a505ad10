import ArgumentParsing
import Diagnostics

/// A mistake on the command line, printed as every error without a file is:
/// `reviewready: error: MESSAGE`, then the usage lines and where to read more.
/// Every usage error reaches standard error through
/// `Console.printUsageError(_:)`.
struct UsageError: Error, Sendable, Equatable {
  /// What is wrong, without the `reviewready: error: ` prefix.
  var message: String
  /// The usage lines shown under the message; none when a usage line
  /// wouldn't help.
  var usage: [String]
  /// The command whose `--help` the last line points to, if any
  /// (`reviewready checklist`).
  var helpPath: [String]?

  /// The usual form: `command`'s usage line, reached by typing `path`, and
  /// a pointer to its `--help`.
  init(_ message: String, command: CommandSpec, path: [String]) {
    self.message = message
    self.usage = [HelpFormatter.usage(command, path: path)]
    self.helpPath = path
  }

  /// A parser's error, in the usual form.
  init(_ error: ArgumentError, command: CommandSpec, path: [String]) {
    self.init(error.message, command: command, path: path)
  }

  /// A mistake shown with these usage lines only, or with none, and no
  /// pointer to `--help`.
  init(_ message: String, usage: [String] = []) {
    self.message = message
    self.usage = usage
    self.helpPath = nil
  }

  /// The text written on standard error, ending in a newline.
  var text: String {
    var lines = ["\(Diagnostic.programName): error: \(Quoted.line(message))"]
    for (index, line) in usage.enumerated() {
      lines.append((index == 0 ? "Usage: " : "       ") + line)
    }
    if let helpPath {
      lines.append("  See '\(helpPath.joined(separator: " ")) --help' for more information.")
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

extension Console {
  /// Writes a usage error on standard error. The run ends there: the
  /// status is always `invalidInput` (2).
  func printUsageError(_ error: UsageError) -> ExitStatus {
    self.error(error.text)
    return .invalidInput
  }

  /// Writes diagnostics on standard error, one a line
  /// (`file:line:column: error: message`, `file: error: message` for a file
  /// as a whole, or `reviewready: error: message` for the command line itself), control characters in them made visible and
  /// long messages shortened, so that a line break in a value never forges
  /// a line of its own. With `style` (the commands that take `--color`),
  /// the severity is styled; without one, it is plain.
  func printDiagnostics(_ diagnostics: [Diagnostic], style: TerminalStyle? = nil) {
    self.error(Diagnostic.terminalLines(diagnostics, style: style ?? .plain))
  }
}
