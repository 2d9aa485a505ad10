/// Identifiers, keywords, numbers and operators.
extension SourceLexer {
  mutating func lexIdentifier() {
    let start = position
    while position < bytes.count && Self.continuesIdentifier(bytes[position]) { position += 1 }
    emit(.identifier, from: start, to: position)
  }

  mutating func lexQuotedIdentifier() {
    let start = position + 1
    var end = start
    while end < bytes.count && Self.continuesIdentifier(bytes[end]) { end += 1 }
    if end < bytes.count && bytes[end] == UInt8(ascii: "`") && end > start {
      let column = Int32(position - lineStart + 1)
      if !isDisabled {
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        append(SourceToken(kind: .identifier, text: text, line: line, column: column))
      }
      position = end + 1
    } else {
      emit(.punctuation, from: position, to: position + 1)
      position += 1
    }
  }

  mutating func lexNumber() {
    let start = position
    while position < bytes.count {
      let byte = bytes[position]
      if Self.continuesIdentifier(byte) {
        position += 1
      } else if byte == UInt8(ascii: "."), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(peek(1))
      {
        position += 1
      } else {
        break
      }
    }
    emit(.number, from: start, to: position)
  }

  mutating func lexOperator() {
    let start = position
    while position < bytes.count && Self.isOperatorCharacter(bytes[position]) {
      if bytes[position] == UInt8(ascii: "/")
        && (peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")) && position > start
      {
        break
      }
      position += 1
    }
    emit(.operator, from: start, to: position)
  }

  static func startsIdentifier(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
  }

  static func continuesIdentifier(_ byte: UInt8) -> Bool {
    startsIdentifier(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// Characters that form operators; `.` and `?` stay punctuation, so
  /// member access and optional chaining are tokens of their own.
  static func isOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"),
      UInt8(ascii: "/"):
      return true
    default:
      return false
    }
  }
}
