/// Makes untrusted text safe to print on a terminal: descriptions, notes
/// and file names are quoted in messages, and an escape sequence in one of
/// them must not recolour, retitle or rewrite the user's terminal.
public enum TerminalText {
  /// `text` with every control character (C0, DEL and C1, which includes
  /// ESC) replaced by its visible escape, `\u{1B}` for ESC. Each scalar
  /// becomes at most six characters, so the result stays bounded; text
  /// without control characters is returned as it is.
  public static func escapingControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        result += "\\u{" + hex(scalar.value) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` is a C0 control (U+0000–U+001F), DEL (U+007F) or a
  /// C1 control (U+0080–U+009F).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return digits.count < 2 ? "0" + digits : digits
  }
}
