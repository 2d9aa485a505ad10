/// Applies the spec's standalone-line rule to a token list.
///
/// A line is *standalone* when it holds at least one tag, every tag on it is a kind
/// that may stand alone (anything but an interpolation), and everything else on it is
/// spaces or tabs. A standalone line vanishes from the output: its whitespace and its
/// line end are dropped, and only its tags remain, marked ``Tag/isStandalone`` with the
/// line's leading whitespace as ``Tag/lineIndentation`` (a standalone partial indents
/// every line it renders by that much).
///
/// One exception keeps inheritance layouts intact: a line that opens *and* closes the
/// same block (`  {{$body}}{{/body}}`) is content, not layout, so it is not standalone.
enum StandaloneLines {
  static func apply(to tokens: [Token]) -> [Token] {
    var result: [Token] = []
    result.reserveCapacity(tokens.count)
    var lineStart = 0
    while lineStart < tokens.count {
      var lineEnd = lineStart
      while lineEnd < tokens.count {
        if case .newline = tokens[lineEnd] { break }
        lineEnd += 1
      }
      let line = tokens[lineStart..<lineEnd]
      let newline = lineEnd < tokens.count ? tokens[lineEnd] : nil
      append(line: line, newline: newline, to: &result)
      lineStart = lineEnd + 1
    }
    return result
  }

  private static func append(
    line: ArraySlice<Token>, newline: Token?, to result: inout [Token]
  ) {
    let indentation = leadingWhitespace(of: line)
    if isStandalone(line) {
      for case .tag(var tag) in line {
        tag.isStandalone = true
        tag.lineIndentation = indentation
        result.append(.tag(tag))
      }
      return
    }
    var onlyWhitespaceSoFar = true
    for token in line {
      switch token {
      case .tag(var tag):
        if onlyWhitespaceSoFar { tag.lineIndentation = indentation }
        onlyWhitespaceSoFar = false
        result.append(.tag(tag))
      default:
        if !token.isWhitespaceText { onlyWhitespaceSoFar = false }
        result.append(token)
      }
    }
    if let newline { result.append(newline) }
  }

  private static func isStandalone(_ line: ArraySlice<Token>) -> Bool {
    var sawTag = false
    var blocksOpenedHere: Set<String> = []
    for token in line {
      switch token {
      case .tag(let tag):
        guard tag.kind.canStandAlone else { return false }
        if tag.kind == .block { blocksOpenedHere.insert(tag.content) }
        if tag.kind == .close, blocksOpenedHere.contains(tag.content) { return false }
        sawTag = true
      case .text:
        if !token.isWhitespaceText { return false }
      case .newline:
        return false
      }
    }
    return sawTag
  }

  /// The spaces and tabs before the line's first tag or other text.
  private static func leadingWhitespace(of line: ArraySlice<Token>) -> String {
    var indentation = ""
    for token in line {
      guard token.isWhitespaceText, case .text(let text) = token else { break }
      indentation += text
    }
    return indentation
  }
}
