/// Splits template source into tokens: text, line ends and tags with their positions.
///
/// The scanner works on UTF-8 bytes and applies set-delimiter tags as it meets them, so
/// the parser never sees delimiters. It checks each tag's shape (closed, non-empty,
/// no whitespace inside a name) but not how tags nest; that is the parser's job.
struct Scanner {
  private let bytes: [UInt8]
  private let templateName: String
  private var openDelimiter: [UInt8] = Array("{{".utf8)
  private var closeDelimiter: [UInt8] = Array("}}".utf8)
  private var index = 0
  private var textStart = 0
  private var line = 1
  /// The last column computed on the current line, so columns cost linear time overall.
  private var columnMark = (offset: 0, column: 1)
  private var tokens: [Token] = []

  init(source: String, templateName: String) {
    self.bytes = Array(source.utf8)
    self.templateName = templateName
  }

  /// Scans the whole source.
  /// - Throws: ``MustacheError`` for an unclosed tag, an empty or invalid name, or a
  ///   bad set-delimiter tag.
  mutating func scan() throws -> [Token] {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        let crlf = index > textStart && bytes[index - 1] == UInt8(ascii: "\r")
        flushText(upTo: crlf ? index - 1 : index)
        tokens.append(.newline(crlf ? "\r\n" : "\n"))
        index += 1
        startLine(at: index)
        textStart = index
      } else if byte == openDelimiter[0] && matches(openDelimiter, at: index) {
        flushText(upTo: index)
        try scanTag()
        textStart = index
      } else {
        index += 1
      }
    }
    flushText(upTo: bytes.count)
    return tokens
  }

  // MARK: - Private

  private mutating func scanTag() throws {
    let start = index
    let location = self.location(of: start)
    var cursor = start + openDelimiter.count
    var kind = TagKind.variable(escaped: true)
    var closing = closeDelimiter
    if cursor < bytes.count {
      let sigil = bytes[cursor]
      if sigil == UInt8(ascii: "{") {
        kind = .variable(escaped: false)
        closing = Array("}".utf8) + closeDelimiter
        cursor += 1
      } else if let sigilKind = TagKind(sigil: sigil) {
        kind = sigilKind
        cursor += 1
        if sigilKind == .setDelimiters { closing = Array("=".utf8) + closeDelimiter }
      }
    }
    guard let end = find(closing, from: cursor) else {
      throw MustacheError(.unclosedTag(expected: string(closing[...])), at: location)
    }
    let raw = bytes[cursor..<end]
    if kind != .comment, find(openDelimiter, from: cursor, before: end) != nil {
      // `{{a {{b}}`: the first tag was never closed.
      throw MustacheError(.unclosedTag(expected: string(closing[...])), at: location)
    }
    index = end + closing.count
    countLines(in: start..<index)

    var content = trimmed(string(raw))
    switch kind {
    case .comment:
      break
    case .setDelimiters:
      try setDelimiters(from: content, tag: string(bytes[start..<index]), at: location)
    case .partial, .parent:
      content = try partialName(content, at: location)
    default:
      try checkName(content, at: location)
    }
    tokens.append(.tag(Tag(kind: kind, content: content, location: location)))
  }

  private mutating func setDelimiters(
    from content: String, tag: String, at location: SourceLocation
  ) throws {
    let parts = content.split(whereSeparator: \.isWhitespace)
    guard parts.count == 2 else {
      throw MustacheError(.invalidSetDelimiters(tag), at: location)
    }
    openDelimiter = Array(parts[0].utf8)
    closeDelimiter = Array(parts[1].utf8)
  }

  /// Partial and parent names may be dynamic (`*name`, with optional space after `*`).
  private func partialName(_ content: String, at location: SourceLocation) throws -> String {
    guard content.hasPrefix("*") else {
      try checkName(content, at: location)
      return content
    }
    let rest = trimmed(String(content.dropFirst()))
    try checkName(rest, at: location)
    return "*" + rest
  }

  private func checkName(_ name: String, at location: SourceLocation) throws {
    if name.isEmpty { throw MustacheError(.emptyTagName, at: location) }
    if name.contains(where: \.isWhitespace) {
      throw MustacheError(.invalidTagName(name), at: location)
    }
  }

  private mutating func flushText(upTo end: Int) {
    guard textStart < end else { return }
    tokens.append(.text(string(bytes[textStart..<end])))
  }

  private func matches(_ delimiter: [UInt8], at offset: Int) -> Bool {
    guard offset + delimiter.count <= bytes.count else { return false }
    for (position, byte) in delimiter.enumerated() where bytes[offset + position] != byte {
      return false
    }
    return true
  }

  private func find(_ needle: [UInt8], from offset: Int, before limit: Int? = nil) -> Int? {
    let last = (limit ?? bytes.count) - needle.count
    guard offset <= last else { return nil }
    for candidate in offset...last where bytes[candidate] == needle[0] {
      if matches(needle, at: candidate) { return candidate }
    }
    return nil
  }

  private mutating func countLines(in range: Range<Int>) {
    for offset in range where bytes[offset] == UInt8(ascii: "\n") {
      startLine(at: offset + 1)
    }
  }

  private mutating func startLine(at offset: Int) {
    line += 1
    columnMark = (offset, 1)
  }

  /// The line and column of a byte offset on the current line. Columns count Unicode
  /// scalars, i.e. bytes that are not UTF-8 continuation bytes.
  private mutating func location(of offset: Int) -> SourceLocation {
    var column = columnMark.column
    for position in columnMark.offset..<offset where bytes[position] & 0xC0 != 0x80 {
      column += 1
    }
    columnMark = (offset, column)
    return SourceLocation(templateName: templateName, line: line, column: column)
  }

  private func string(_ slice: ArraySlice<UInt8>) -> String {
    String(decoding: slice, as: UTF8.self)
  }

  private func trimmed(_ text: String) -> String {
    var slice = Substring(text)
    while let first = slice.first, first.isWhitespace { slice.removeFirst() }
    while let last = slice.last, last.isWhitespace { slice.removeLast() }
    return String(slice)
  }
}
