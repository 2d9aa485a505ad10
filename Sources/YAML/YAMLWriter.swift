/// Writes fields of hand-readable YAML files that ReviewReady generates (the
/// team checklist): one-line texts as `YAMLScalarWriter` writes them (plain
/// when unambiguous, else double-quoted), texts that span lines as literal
/// blocks, and long ones folded between words.
public enum YAMLWriter {
  /// `text` as a scalar that fits on the rest of a line: plain or
  /// double-quoted.
  public static func inline(_ text: String) -> String {
    YAMLScalarWriter.scalar(text)
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
      text.unicodeScalars.allSatisfy(YAMLScalarWriter.isPrintable)
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
      if !line.unicodeScalars.allSatisfy({ $0 == "\t" || YAMLScalarWriter.isPrintable($0) }) {
        return nil
      }
    }
    return (indicator, lines)
  }
}
