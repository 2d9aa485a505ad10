/// Writes scalars for hand-readable YAML files that ReviewReady generates
/// (the team checklist). Small and deterministic: a text is written plain
/// when it reads back as the same string under the YAML 1.2 core schema (and
/// would not be mistaken for a number, boolean or date by a YAML 1.1 tool),
/// as a literal block when it spans lines, and double-quoted otherwise.
public enum YAMLWriter {
  /// `text` as a scalar that fits on the rest of a line: plain or
  /// double-quoted.
  public static func inline(_ text: String) -> String {
    isPlainSafe(text) ? text : doubleQuoted(text)
  }

  /// Lines longer than this are folded (`>-`) where the text allows.
  public static let lineLimit = 100

  /// The lines of `key: value` in a block mapping indented by `indent`
  /// spaces. Multi-line texts become literal blocks (`|`, `|-`), and long
  /// one-line texts folded blocks (`>-`) wrapped between words, indented two
  /// more spaces, where that reads back exactly; otherwise the value is inline.
  public static func field(_ key: String, _ value: String, indent: Int) -> [String] {
    let prefix = String(repeating: " ", count: indent) + inline(key) + ":"
    let contentIndent = String(repeating: " ", count: indent + 2)
    if let (indicator, lines) = literalBlock(value) {
      return [prefix + " " + indicator] + lines.map { $0.isEmpty ? "" : contentIndent + $0 }
    }
    let line = prefix + " " + inline(value)
    if line.count > lineLimit,
      let lines = foldedLines(value, width: max(40, lineLimit - 20 - contentIndent.count))
    {
      return [prefix + " >-"] + lines.map { contentIndent + $0 }
    }
    return [line]
  }

  /// One line of text wrapped between words into lines of about `width`
  /// characters, for a folded block, where folding reads back exactly: each
  /// line break stands for the single space it replaces.
  static func foldedLines(_ text: String, width: Int) -> [String]? {
    guard !text.contains("\n"), !text.contains("  "), !text.hasPrefix(" "), !text.hasSuffix(" "),
      text.unicodeScalars.allSatisfy(isPrintable)
    else { return nil }
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty, current.count + 1 + word.count > width {
        lines.append(current)
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    lines.append(current)
    return lines.count > 1 ? lines : nil
  }

  /// The line that opens a nested block mapping: `key:`.
  public static func key(_ key: String, indent: Int) -> String {
    String(repeating: " ", count: indent) + inline(key) + ":"
  }

  /// Whether `text` can be written as a plain scalar and read back as the
  /// same string. Conservative: anything doubtful is quoted.
  static func isPlainSafe(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else {
      return false
    }
    // Indicators, and the starts of numbers, dates and `.inf` / `...`.
    let badStarts = Set("-?:,[]{}#&*!|>'\"%@`+.~ \t".unicodeScalars)
    if badStarts.contains(first) || (("0"..."9").contains(first) && mayReadAsNumber(text)) {
      return false
    }
    if last == " " || last == "\t" || last == ":" { return false }
    if text.contains(": ") || text.contains(" #") || text.contains("\t") { return false }
    if !text.unicodeScalars.allSatisfy(isPrintable) { return false }
    if case .string = CoreSchema.resolvePlain(text) {} else { return false }
    // YAML 1.1 booleans and nulls, for other tools that read the file.
    let yaml11 = ["y", "n", "yes", "no", "on", "off", "true", "false", "null"]
    return !yaml11.contains(text.lowercased())
  }

  /// Whether a text that starts with a digit could be a number, a version
  /// or a date to some YAML reader (1.1 reads `1:20`, `0b101` and
  /// `2027-01-01` as values): these are quoted, a hash like `5d41c0` isn't.
  static func mayReadAsNumber(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    if scalars.count > 1, scalars[0] == "0", "xXoObB".unicodeScalars.contains(scalars[1]) {
      return true
    }
    if scalars.count >= 5, scalars[0..<4].allSatisfy({ ("0"..."9").contains($0) }),
      scalars[4] == "-"
    {
      return true
    }
    return scalars.allSatisfy { ("0"..."9").contains($0) || "._:+-eE".unicodeScalars.contains($0) }
  }

  /// `text` double-quoted, with every character YAML could misread escaped.
  static func doubleQuoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      case "\u{0}": output += "\\0"
      case "\u{85}": output += "\\N"
      case "\u{A0}": output += "\\_"
      case "\u{2028}": output += "\\L"
      case "\u{2029}": output += "\\P"
      default:
        if isPrintable(scalar) {
          output.unicodeScalars.append(scalar)
        } else if scalar.value <= 0xFF {
          output += "\\x" + hex(scalar.value, digits: 2)
        } else {
          output += "\\u" + hex(scalar.value, digits: 4)
        }
      }
    }
    return output + "\""
  }

  /// The chomping indicator and the lines of a literal block for `text`, or
  /// nil when a literal block would not read back as exactly `text`.
  static func literalBlock(_ text: String) -> (String, [String])? {
    guard text.contains("\n"), !text.contains("\r") else { return nil }
    var body = Substring(text)
    var indicator = "|-"
    if body.hasSuffix("\n") {
      body = body.dropLast()
      indicator = "|"
      // More than one trailing line break needs `|+`, which would also keep
      // the blank lines that follow the block: quote instead.
      if body.hasSuffix("\n") { return nil }
    }
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // The first line sets the indentation: it must start with a visible
    // character. Lines of only blanks would lose them.
    guard let first = lines.first?.unicodeScalars.first, first != " ", first != "\t" else {
      return nil
    }
    for line in lines {
      if !line.isEmpty, line.allSatisfy({ $0 == " " || $0 == "\t" }) { return nil }
      if !line.unicodeScalars.allSatisfy({ $0 == "\t" || isPrintable($0) }) { return nil }
    }
    return (indicator, lines)
  }

  /// YAML's printable characters, less the ones that are line breaks or
  /// byte-order marks to some readers.
  static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20...0x7E: return true
    case 0xA1...0xD7FF: return scalar.value != 0x2028 && scalar.value != 0x2029
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
