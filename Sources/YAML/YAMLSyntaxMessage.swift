/// libyaml's syntax errors in words a person can act on. libyaml says what
/// it expected and what it was reading ("did not find expected ',' or ']'
/// while parsing a flow sequence started at line 5, column 12"); the common
/// mistakes — a quote or a bracket never closed, or closed by the wrong
/// bracket — are told by the character that opened them, where it opened
/// (line:column) and what would be right. Any other error keeps libyaml's
/// words, with where its construct started.
struct YAMLSyntaxMessage {
  /// libyaml's `problem`: what went wrong.
  var problem: String
  /// libyaml's `context` ("while parsing a flow sequence"), if any.
  var context: String?
  /// Where the context started (the opening quote or bracket).
  var contextMark: Mark?
  /// Where libyaml saw the problem.
  var problemMark: Mark

  /// The message, and the place the error points at.
  func render(source bytes: [UInt8]) -> (message: String, mark: Mark) {
    guard let context, let opened = contextMark else { return (problem, problemMark) }
    let opener = Self.character(at: opened, in: bytes)
    let place = "line \(opened.line + 1), column \(opened.column + 1)"
    if context.hasSuffix("quoted scalar"), let quote = opener, quote == "\"" || quote == "'" {
      return quoted(quote, opened: opened, place: place)
    }
    if context.hasSuffix("flow sequence") || context.hasSuffix("flow mapping"),
      let open = opener, open == "[" || open == "{",
      problem.hasPrefix("did not find expected ','")
    {
      let found = Self.character(at: problemMark, in: bytes)
      return (flow(open, place: place, found: found), problemMark)
    }
    return ("\(problem) \(context) started at \(place)", problemMark)
  }

  /// A quoted text libyaml could not finish.
  private func quoted(_ quote: Character, opened: Mark, place: String) -> (String, Mark) {
    let inside =
      quote == "\""
      ? "a \" inside it is written \\\", or quote the text with ' instead"
      : "a ' inside it is written ''"
    if problem.contains("end of stream") {
      return (
        "the \(quote) opened here is never closed: the text runs to the end of the file; end it "
          + "with \(quote) on the line it belongs to (\(inside))",
        opened
      )
    }
    if problem.contains("document") {
      return (
        "the \(quote) opened at \(place) is not closed before this document marker; end the text "
          + "with \(quote) (\(inside))",
        problemMark
      )
    }
    return ("\(problem) in the text quoted with \(quote) at \(place)", problemMark)
  }

  /// A `[…]` list or `{…}` mapping not closed where libyaml needed it to be.
  private func flow(_ open: Character, place: String, found: Character?) -> String {
    let (close, other, kind, next) =
      open == "["
      ? ("]", "}", "list", "item") : ("}", "]", "mapping", "key: value pair")
    if let found, String(found) == other {
      return
        "found \(other), but the \(open) opened at \(place) is closed with \(close); write "
        + "\(close) here to end the \(kind)"
    }
    return
      "the \(open) opened at \(place) is not closed: expected , before the next \(next) or "
      + "\(close) to end the \(kind) here"
  }

  /// The character at `mark` (libyaml counts columns in characters), or
  /// nil past the end. Reads the lines before it once; an error path only.
  static func character(at mark: Mark, in bytes: [UInt8]) -> Character? {
    var line = 0
    var start = 0
    while line < mark.line, start < bytes.count {
      guard let newline = bytes[start...].firstIndex(of: 0x0A) else { return nil }
      start = newline + 1
      line += 1
    }
    guard line == mark.line else { return nil }
    let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    guard mark.column < text.count else { return nil }
    return text[text.index(text.startIndex, offsetBy: mark.column)]
  }
}
