import Diagnostics

/// Writes strings as YAML scalars that read back as exactly the same
/// string: plain when that is unambiguous, otherwise double-quoted with
/// escapes. Deterministic, so that generated files are byte-for-byte stable.
public enum YAMLScalarWriter {
  /// Where a scalar goes: flow collections (`[a, b]`) forbid more
  /// characters in plain scalars than block ones.
  public enum Context: Sendable {
    case block
    case flow
  }

  /// `text` as a scalar for a block mapping value, a mapping key or a
  /// sequence item.
  public static func scalar(_ text: String, in context: Context = .block) -> String {
    isPlainSafe(text, in: context) ? text : doubleQuoted(text)
  }

  /// `text` in double quotes, with every character that could change on the
  /// way back escaped: `\` and `"`, line breaks and tabs, control and
  /// non-printable characters, bidirectional controls (U+202E is `\u202E`:
  /// it must not make the file read differently from what it holds), and
  /// the characters YAML 1.1 readers
  /// (libyaml among them) take as line breaks (U+0085, U+2028, U+2029).
  public static func doubleQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\0": result += "\\0"
      case "\u{07}": result += "\\a"
      case "\u{08}": result += "\\b"
      case "\t": result += "\\t"
      case "\n": result += "\\n"
      case "\u{0B}": result += "\\v"
      case "\u{0C}": result += "\\f"
      case "\r": result += "\\r"
      case "\u{1B}": result += "\\e"
      case "\u{85}": result += "\\N"
      case "\u{2028}": result += "\\L"
      case "\u{2029}": result += "\\P"
      default:
        if isPrintable(scalar) {
          result.unicodeScalars.append(scalar)
        } else if scalar.value <= 0xFF {
          result += "\\x" + hex(scalar.value, digits: 2)
        } else if scalar.value <= 0xFFFF {
          result += "\\u" + hex(scalar.value, digits: 4)
        } else {
          result += "\\U" + hex(scalar.value, digits: 8)
        }
      }
    }
    return result + "\""
  }

  /// Whether `text` can be written plain and still read back as the same
  /// string (not null, a Boolean or a number, in YAML 1.2 or 1.1).
  public static func isPlainSafe(_ text: String, in context: Context = .block) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else {
      return false
    }
    if first == " " || last == " " || last == ":" { return false }
    // Indicators may start a plain scalar in some places (`-x`), but not
    // in all, and not with every reader: quote them.
    if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
    if text.contains(": ") || text.contains(" #") { return false }
    for scalar in text.unicodeScalars {
      if !isPrintable(scalar) || scalar == "\t" || scalar == "\u{85}" || scalar == "\u{2028}"
        || scalar == "\u{2029}" || scalar == "\u{FEFF}"
      {
        return false
      }
      // libyaml also stops at `:` inside flow collections.
      if context == .flow, ",[]{}:".unicodeScalars.contains(scalar) { return false }
    }
    if case .string = CoreSchema.resolvePlain(text) {} else { return false }
    // YAML 1.1 readers take these as Booleans; quoting costs nothing.
    let yaml11 = ["y", "n", "yes", "no", "on", "off"]
    if yaml11.contains(text.lowercased()) { return false }
    // Numbers in any form (`1_000`, `.5`, `0b1`, `2.3`) stay text here, but
    // other readers may disagree.
    if text.unicodeScalars.allSatisfy({ "0123456789.+-_eExXoObB:".unicodeScalars.contains($0) }),
      text.unicodeScalars.contains(where: { ("0"..."9").contains($0) })
    {
      return false
    }
    // YAML 1.1 readers take a text starting like a date (`2027-01-01…`) as
    // a timestamp.
    let digits = text.unicodeScalars.prefix(5)
    if digits.count == 5, digits.prefix(4).allSatisfy({ ("0"..."9").contains($0) }),
      digits.last == "-"
    {
      return false
    }
    if text.hasPrefix("---") || text.hasPrefix("...") { return false }
    return true
  }

  /// YAML's printable set, less the characters handled by escapes and the
  /// bidirectional controls, which are written as escapes too.
  static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    if TerminalText.isBidiControl(scalar) { return false }
    switch scalar.value {
    case 0x0A, 0x0D, 0x09: return false
    case 0x20...0x7E: return true
    case 0x85: return false
    case 0xA0...0xD7FF: return scalar.value != 0x2028 && scalar.value != 0x2029
    case 0xE000...0xFFFD: return scalar.value != 0xFEFF
    case 0x10000...0x10FFFF: return true
    default: return false
    }
  }

  private static func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
