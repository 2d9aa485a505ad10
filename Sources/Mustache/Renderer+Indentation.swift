/// One change of indentation for the lines rendered inside a partial, parent or block.
///
/// Each template line's leading whitespace first loses ``strip`` and then gains ``add``.
/// A standalone partial adds its tag's indentation and strips nothing; a block whose
/// content replaces another block strips its own indentation and adds the replaced
/// block's, so overriding content lines up wherever the parent places it.
struct IndentationFrame {
  var strip: String
  var add: String
}

extension Renderer {
  /// Writes template text, indenting each line that starts inside an indented region.
  ///
  /// Indentation is applied lazily: only when a line actually has output, and never to
  /// an empty line, so indented partials add no trailing whitespace.
  mutating func write(_ text: Text) {
    guard !text.string.isEmpty else { return }
    if indentation.isEmpty {
      output += text.string
      atLineStart = text.endsWithNewline
      return
    }
    let string = text.string
    let utf8 = string.utf8
    var lineStart = utf8.startIndex
    while lineStart < utf8.endIndex {
      var lineEnd = lineStart
      while lineEnd < utf8.endIndex, utf8[lineEnd] != UInt8(ascii: "\n") {
        lineEnd = utf8.index(after: lineEnd)
      }
      let endsLine = lineEnd < utf8.endIndex
      if endsLine { lineEnd = utf8.index(after: lineEnd) }
      var line = string[lineStart..<lineEnd]
      if atLineStart && !Self.isBlankLine(line) {
        let leading = line.prefix { $0 == " " || $0 == "\t" }
        output += indentationText(forLeading: leading)
        line = line[leading.endIndex...]
      }
      output += line
      atLineStart = endsLine
      lineStart = lineEnd
    }
  }

  /// The whitespace that starts a line whose template text begins with `leading`,
  /// after every active frame, innermost first, has stripped and added its part.
  func indentationText(forLeading leading: Substring) -> String {
    var text = String(leading)
    for frame in indentation.reversed() {
      text = frame.add + Self.dropping(prefix: frame.strip, from: text)
    }
    return text
  }

  /// Activates an indentation frame until the current region ends (none if it would
  /// change nothing).
  mutating func pushIndentation(strip: String, add: String) {
    guard strip != add else { return }
    indentation.append(IndentationFrame(strip: strip, add: add))
    work.append(.restore(.indentation))
  }

  private static func isBlankLine(_ line: Substring) -> Bool {
    line == "\n" || line == "\r\n"
  }

  /// Removes as much of `prefix` from the start of `text` as matches.
  private static func dropping(prefix: String, from text: String) -> String {
    var textIndex = text.utf8.startIndex
    var prefixIndex = prefix.utf8.startIndex
    while textIndex < text.utf8.endIndex, prefixIndex < prefix.utf8.endIndex,
      text.utf8[textIndex] == prefix.utf8[prefixIndex]
    {
      textIndex = text.utf8.index(after: textIndex)
      prefixIndex = prefix.utf8.index(after: prefixIndex)
    }
    return String(text[textIndex...])
  }
}
