import Diagnostics

extension ContentType {
  /// Escapes a value for inline Markdown: a paragraph, heading, list item or table cell.
  ///
  /// The value renders as the same visible text, but can neither change the
  /// document's structure nor smuggle in markup:
  ///
  /// - `\` `` ` `` `*` `_` `~` `[` `]` `#` `|` `$` get a backslash, so a value cannot
  ///   start a code span, emphasis, strikethrough, link or image, footnote, heading,
  ///   GitHub issue reference, table cell boundary or math span.
  /// - `&`, `<`, `>` become `&amp;`, `&lt;`, `&gt;`, so a value cannot open raw HTML,
  ///   an `<autolink>`, a blockquote or an entity.
  /// - A line break (`\n`, `\r\n` or `\r`) becomes `<br>`, so a value cannot end a table
  ///   row or a paragraph, yet multi-line text still shows its breaks.
  /// - At the start of the value only, a list marker (`- `, `+ `, `1. `, `2) `) and a
  ///   value made only of `-` or `=` get a backslash, so a value that lands at the start
  ///   of a line cannot become a list item, a thematic break or a setext underline.
  ///   Ordinary values such as `-3`, `1.5` or `=SUM(A1)` are left alone.
  ///
  /// - Data can't become a link or a mention where GitHub autolinks bare text: a WORD
  ///   JOINER (U+2060, invisible, and kept out of words by every renderer) goes after
  ///   each `@` (so `@team` mentions nobody and `a@b.example` is no e-mail link), between
  ///   `www` and `.`, between `:` and `//` (so `www.…` and `https://…` stay text), and
  ///   between `GH` and `-` before a digit (so `GH-1` links no issue; `#1` has its
  ///   backslash).
  /// - Control, bidirectional-control and line-separator characters (see
  ///   `TerminalText.isUnsafe`) but line breaks and tabs show as escapes (`\u{202E}`),
  ///   so a value can neither reorder the text around it nor hide characters.
  ///
  /// Inside code spans and fenced code blocks Markdown shows backslashes
  /// literally, so interpolate only trusted values there, with `{{& name}}`.
  public static func escapeMarkdown(_ original: String, into output: inout String) {
    let text = TerminalText.escapingControls(original, keeping: ["\n", "\r", "\t"])
    // Every character that changes is ASCII, so the text is scanned as bytes
    // (a byte below 0x80 is always a whole character's scalar in UTF-8) and
    // copied in runs between them.
    let bytes = text.utf8
    var pending = bytes.startIndex
    var index = bytes.startIndex
    if let marker = lineStartMarker(text.unicodeScalars) {
      output += text[pending..<marker]
      output += "\\"
      pending = marker
      index = marker
    }
    while index < bytes.endIndex {
      let byte = bytes[index]
      var next = bytes.index(after: index)
      let replacement: String?
      switch byte {
      case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "#"),
        UInt8(ascii: "|"), UInt8(ascii: "$"):
        replacement = "\\" + String(UnicodeScalar(byte))
      case UInt8(ascii: "&"): replacement = "&amp;"
      case UInt8(ascii: "<"): replacement = "&lt;"
      case UInt8(ascii: ">"): replacement = "&gt;"
      case UInt8(ascii: "\n"): replacement = "<br>"
      case UInt8(ascii: "@"): replacement = "@\u{2060}"
      case UInt8(ascii: ":") where follows(bytes, next, "//"):
        replacement = ":\u{2060}"
      case UInt8(ascii: ".") where precededByWWW(bytes, index):
        replacement = "\u{2060}."
      case UInt8(ascii: "-") where isIssueShorthand(bytes, dash: index):
        replacement = "\u{2060}-"
      case UInt8(ascii: "\r"):
        replacement = "<br>"
        if next < bytes.endIndex, bytes[next] == UInt8(ascii: "\n") {
          next = bytes.index(after: next)
        }
      default: replacement = nil
      }
      if let replacement {
        output += text[pending..<index]
        output += replacement
        pending = next
      }
      index = next
    }
    output += text[pending...]
  }

  /// Whether the bytes from `index` start with `ascii`.
  private static func follows(
    _ bytes: String.UTF8View, _ index: String.UTF8View.Index, _ ascii: String
  ) -> Bool {
    bytes[index...].starts(with: ascii.utf8)
  }

  /// Whether the `-` at `dash` is that of a `GH-123` issue reference, which
  /// GitHub links: `GH` (any case) at the start of a word before it, a digit
  /// after it.
  private static func isIssueShorthand(_ bytes: String.UTF8View, dash: String.UTF8View.Index)
    -> Bool
  {
    let next = bytes.index(after: dash)
    guard next < bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[next]),
      let start = bytes.index(dash, offsetBy: -2, limitedBy: bytes.startIndex),
      bytes[start] | 0x20 == UInt8(ascii: "g"),
      bytes[bytes.index(after: start)] | 0x20 == UInt8(ascii: "h")
    else { return false }
    guard start > bytes.startIndex else { return true }
    let before = bytes[bytes.index(before: start)]
    return
      !(before >= 0x80 || before == UInt8(ascii: "_")
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(before)
      || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(before | 0x20))
  }

  /// Whether the three bytes before `index` are `www`, in any case.
  private static func precededByWWW(_ bytes: String.UTF8View, _ index: String.UTF8View.Index)
    -> Bool
  {
    guard let start = bytes.index(index, offsetBy: -3, limitedBy: bytes.startIndex) else {
      return false
    }
    return bytes[start..<index].allSatisfy { $0 | 0x20 == UInt8(ascii: "w") }
  }

  /// Where a backslash must go so that a value landing at the start of a line cannot
  /// open a block there: before a `-` or `+` list marker (one followed by a space, a tab
  /// or the end), before the `.` or `)` of an ordered-list marker (`1986. `), and before
  /// a line made only of `-` or only of `=` (thematic break, setext underline). Leading
  /// spaces and tabs are skipped, since a block may be indented up to three spaces.
  private static func lineStartMarker(
    _ scalars: String.UnicodeScalarView
  ) -> String.UnicodeScalarView.Index? {
    func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
    func endsMarker(at index: String.UnicodeScalarView.Index) -> Bool {
      index == scalars.endIndex || isBlank(scalars[index])
    }
    guard let start = scalars.firstIndex(where: { !isBlank($0) }) else { return nil }
    let first = scalars[start]
    switch first {
    case "-", "=":
      if scalars[start...].allSatisfy({ $0 == first || isBlank($0) }) { return start }
      return first == "-" && endsMarker(at: scalars.index(after: start)) ? start : nil
    case "+":
      return endsMarker(at: scalars.index(after: start)) ? start : nil
    case "0"..."9":
      guard let end = scalars[start...].firstIndex(where: { !("0"..."9").contains($0) }),
        scalars[end] == "." || scalars[end] == ")"
      else { return nil }
      return endsMarker(at: scalars.index(after: end)) ? end : nil
    default:
      return nil
    }
  }
}
