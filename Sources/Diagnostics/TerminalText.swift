/// Makes untrusted text safe to print on a terminal or in any line-oriented
/// output: descriptions, notes and file names are quoted in messages, and an
/// escape sequence in one of them must not recolour, retitle or rewrite the
/// user's terminal, a line break must not forge a line of its own, and a
/// bidirectional control must not make text read differently from what it
/// is. Reports in other media reuse the same test (`isUnsafe`).
public enum TerminalText {
  /// `text` with every unsafe scalar (see `isUnsafe`) but those in `kept`
  /// replaced by its visible escape, `\u{1B}` for ESC and `\u{0A}` for a
  /// newline. Each scalar becomes at most eight characters, so the result
  /// stays bounded; text without unsafe scalars is returned as it is.
  public static func escapingControls(_ text: String, keeping kept: Set<Unicode.Scalar> = [])
    -> String
  {
    func escapes(_ scalar: Unicode.Scalar) -> Bool { isUnsafe(scalar) && !kept.contains(scalar) }
    guard text.unicodeScalars.contains(where: escapes) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if escapes(scalar) {
        result += "\\u{" + hex(scalar.value) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether `scalar` is a control (`isControl`), a bidirectional control
  /// (`isBidiControl`), a line or paragraph separator (U+2028, U+2029) or a
  /// noncharacter U+FFFE/U+FFFF: what no output shows raw.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F: return false
    case 0x2028, 0x2029, 0xFFFE, 0xFFFF: return true
    default: return isControl(scalar) || isBidiControl(scalar)
    }
  }

  /// Whether `scalar` is a C0 control (U+0000–U+001F), DEL (U+007F) or a
  /// C1 control (U+0080–U+009F, which includes NEL).
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Whether `scalar` is a bidirectional formatting character: the marks
  /// (U+200E, U+200F, U+061C), the embeddings and overrides
  /// (U+202A–U+202E) and the isolates (U+2066–U+2069).
  public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value == 0x200E || value == 0x200F || value == 0x061C
      || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return digits.count < 2 ? "0" + digits : digits
  }
}
