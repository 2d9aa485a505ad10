/// Code: the main loop's tokens, and conditional compilation (`#if false`,
/// `#if 0`) dropping dead branches.
extension SourceLexer {
  /// Lexes code until the end, or until the `)` that closes an
  /// interpolation when `untilClosingParenthesis`.
  mutating func lexCode(untilClosingParenthesis: Bool) {
    var parentheses = 0
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\n"):
        newline()
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
        position += 1
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
        skipLineComment()
      case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        lexString(hashes: 0)
      case UInt8(ascii: "'") where language == .objectiveC:
        lexCharacterLiteral()
      case UInt8(ascii: "#") where language == .objectiveC && isAtLineStart():
        lexPreprocessorLine()
      case UInt8(ascii: "#"):
        lexHash()
      case UInt8(ascii: "@"):
        lexAt()
      case UInt8(ascii: "`"):
        lexQuotedIdentifier()
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        lexNumber()
      case _ where Self.startsIdentifier(byte):
        lexIdentifier()
      case _ where Self.isOperatorCharacter(byte):
        lexOperator()
      default:
        if untilClosingParenthesis {
          if byte == UInt8(ascii: "(") {
            parentheses += 1
          } else if byte == UInt8(ascii: ")") {
            if parentheses == 0 {
              position += 1
              return
            }
            parentheses -= 1
          }
        }
        emit(.punctuation, from: position, to: position + 1)
        position += 1
        if !isDisabled { nest(byte) }
      }
    }
  }

  mutating func newline() {
    position += 1
    line += 1
    lineStart = position
  }

  func isAtLineStart() -> Bool {
    var index = position - 1
    while index >= lineStart {
      let byte = bytes[index]
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { return false }
      index -= 1
    }
    return true
  }

  mutating func emit(_ kind: SourceToken.Kind, from start: Int, to end: Int) {
    guard !isDisabled else { return }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    let column = Int32(start - lineStart + 1)
    append(SourceToken(kind: kind, text: text, line: line, column: column))
  }

  /// Adds `token`; past `maximumTokens`, stops the lexer at its line, as
  /// nesting too deep does: each token is about 32 bytes and the outline
  /// keeps more per token, so a file of one-character tokens (`){}` over
  /// and over) would otherwise hold a hundred times its size.
  mutating func append(_ token: SourceToken) {
    guard tokens.count < maximumTokens else {
      tooManyTokensLine = Int(token.line)
      position = bytes.count
      return
    }
    tokens.append(token)
  }

  /// Emits a token that began on an earlier line (a multi-line literal).
  mutating func emitLiteral(line startLine: Int32, column: Int32) {
    guard !isDisabled else { return }
    append(SourceToken(kind: .literal, text: "", line: startLine, column: column))
  }
}
