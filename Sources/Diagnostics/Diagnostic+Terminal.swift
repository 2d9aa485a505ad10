extension Diagnostic {
  /// The one-line form for a terminal, `file:line:column: error: message`,
  /// with the severity styled and control characters in the path and the
  /// message made visible (see `TerminalText`), and a message longer than
  /// `maximumLineLength` characters cut in the middle, so that no value it
  /// quotes makes a line of megabytes.
  /// A problem with the command line itself has no file; the program's
  /// name stands in its place, as compilers do: `reviewready: error: message`.
  public func terminalLine(style: TerminalStyle) -> String {
    let place =
      location.file.isEmpty && location.line == 0
      ? Self.programName + ": "
      : Quoted.line(location.description, limit: Self.maximumLineLength) + ": "
    return place + style.severity(severity) + ": "
      + Quoted.line(message, limit: Self.maximumLineLength)
  }

  /// What a terminal line without a file starts with.
  public static let programName = "reviewready"

  /// The most characters of a message (or a location) one line shows.
  public static let maximumLineLength = 2_000

  /// Each diagnostic's terminal line, each ending in a newline.
  public static func terminalLines(_ diagnostics: [Diagnostic], style: TerminalStyle) -> String {
    diagnostics.map { $0.terminalLine(style: style) + "\n" }.joined()
  }
}
