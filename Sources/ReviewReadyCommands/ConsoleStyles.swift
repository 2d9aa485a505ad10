import ArgumentParsing
import Diagnostics
import Foundation

/// The style of each of a console's streams for one run, decided once from
/// `--color`, whether the stream is a terminal and the environment.
struct ConsoleStyles: Sendable, Equatable {
  /// Standard output's style.
  var out: TerminalStyle
  /// Standard error's style.
  var error: TerminalStyle

  /// The styles `arguments` (`--color`) give for `console`.
  init(
    _ arguments: ParsedArguments, console: Console,
    environment: [String: String] = ProcessEnvironment.values("NO_COLOR", "TERM")
  ) {
    let mode = ColorMode(arguments)
    out = TerminalStyle(
      usesColor: mode.usesColor(isTerminal: console.outIsTerminal, environment: environment))
    error = TerminalStyle(
      usesColor: mode.usesColor(isTerminal: console.errorIsTerminal, environment: environment))
  }
}
