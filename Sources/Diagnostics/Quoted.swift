/// User values as messages quote them: in single quotes, and shortened when
/// long, so that a 10 MB wrong value still gives a one-line message.
public enum Quoted {
  /// The most characters of a value a message quotes; longer values keep
  /// their start and end around a "…".
  public static let maximumLength = 120

  /// `'value'`, with the middle of a long value elided and control, bidi
  /// and line-break characters shown as escapes, so the message stays one
  /// line and shows what was written.
  public static func quote(_ value: String) -> String {
    "'\(TerminalText.escapingControls(shortened(value)))'"
  }

  /// `text` made one visible line (`TerminalText`) of at most about `limit`
  /// characters: a whole message, which may quote values no one shortened.
  public static func line(_ text: String, limit: Int = 2_000) -> String {
    shortened(TerminalText.escapingControls(shortened(text, to: limit)), to: limit)
  }

  /// `value` itself when it has at most `limit` characters, else its start
  /// and end around a "…" (a message as a whole, which may quote values
  /// that were not shortened).
  public static func shortened(_ value: String, to limit: Int) -> String {
    guard value.utf8.count > limit, value.count > limit else { return value }
    return String(value.prefix(limit / 2)) + "…" + String(value.suffix(limit / 2 - 1))
  }

  /// `value` itself when it has at most ``maximumLength`` characters, else
  /// its first 100 and last 19 characters around a "…".
  public static func shortened(_ value: String) -> String {
    // A cheap bound first: counting the characters of a huge string is slow.
    guard value.utf8.count > maximumLength, value.count > maximumLength else { return value }
    return String(value.prefix(100)) + "…" + String(value.suffix(19))
  }
}
