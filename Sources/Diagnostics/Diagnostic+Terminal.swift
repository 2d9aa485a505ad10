extension Diagnostic {
  /// The one-line form for a terminal, `file:line:column: error: message`,
  /// with the severity styled and control characters in the path and the
  /// message made visible (see `TerminalText`).
  /// A problem with the command line itself has no file: `error: message`.
  public func terminalLine(style: TerminalStyle) -> String {
    let place =
      location.file.isEmpty && location.line == 0
      ? "" : TerminalText.escapingControls(location.description) + ": "
    return place + style.severity(severity) + ": " + TerminalText.escapingControls(message)
  }

  /// Each diagnostic's terminal line, each ending in a newline.
  public static func terminalLines(_ diagnostics: [Diagnostic], style: TerminalStyle) -> String {
    diagnostics.map { $0.terminalLine(style: style) + "\n" }.joined()
  }
}
