/// How text meant for a terminal is dressed: plain, or with ANSI colours on
/// the words a reader scans for (the severity, the verdict). The decision
/// to colour is made once, by the command, and passed down as this value.
public struct TerminalStyle: Sendable, Equatable {
  /// Whether ANSI colour sequences are written.
  public var usesColor: Bool

  /// Creates a style.
  public init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// No colour: files, pipes, `--color never`.
  public static let plain = TerminalStyle(usesColor: false)
  /// ANSI colour.
  public static let colored = TerminalStyle(usesColor: true)

  /// The colours used.
  public enum Color: String, Sendable {
    case red = "1;31"
    case green = "1;32"
    case yellow = "1;33"
    case cyan = "1;36"
    case bold = "1"
  }

  /// `text` in `color` (bold) when colouring, else `text` as it is.
  public func paint(_ text: String, _ color: Color) -> String {
    usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
  }

  /// The severity's word: error in red, warning in yellow, note in cyan.
  public func severity(_ severity: DiagnosticSeverity) -> String {
    switch severity {
    case .error: return paint("error", .red)
    case .warning: return paint("warning", .yellow)
    case .note: return paint("note", .cyan)
    }
  }

  /// The verdict's words: `ready` in green, `not ready` in red.
  public func verdict(ready: Bool) -> String {
    ready ? paint("ready", .green) : paint("not ready", .red)
  }

  /// The verdict of a description with open questions: `incomplete` in yellow.
  public var incomplete: String { paint("incomplete", .yellow) }
}
