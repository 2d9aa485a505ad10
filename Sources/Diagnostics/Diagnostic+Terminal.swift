extension Diagnostic {
  /// The one-line form for a terminal, `file:line:column: error: message`,
  /// with the severity styled and control characters in the path and the
  /// message made visible (see `TerminalText`).
  public func terminalLine(style: TerminalStyle) -> String {
    TerminalText.escapingControls(location.description) + ": " + style.severity(severity) + ": "
      + TerminalText.escapingControls(message)
  }

  /// Each diagnostic's terminal line, each ending in a newline.
  public static func terminalLines(_ diagnostics: [Diagnostic], style: TerminalStyle) -> String {
    diagnostics.map { $0.terminalLine(style: style) + "\n" }.joined()
  }
}
