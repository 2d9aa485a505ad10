extension Lexer {
  /// Lexes a string literal whose opening quote is at `index`; `start` is
  /// where the literal began (before an `r` prefix). Single-quoted and
  /// double-quoted strings end at the line's end; tripled quotes span lines.
  mutating func lexString(raw: Bool, start: Int) {
    let quote = bytes[index]
    let isTriple = peek(1) == quote && peek(2) == quote
    index += isTriple ? 3 : 1
    var content: [UInt8] = []
    var valid = true
    while true {
      guard let byte = peek(), isTriple || byte != UInt8(ascii: "\n") else {
        report(.unterminatedString, start, index)
        add(.invalid, from: start)
        return
      }
      if byte == quote, !isTriple || (peek(1) == quote && peek(2) == quote) {
        index += isTriple ? 3 : 1
        break
      }
      if byte == UInt8(ascii: "\\"), !raw {
        if let scalar = lexEscape() {
          content.append(contentsOf: Array(String(scalar).utf8))
        } else {
          valid = false
        }
      } else {
        content.append(byte)
        index += 1
      }
    }
    add(valid ? .string(String(decoding: content, as: UTF8.self)) : .invalid, from: start)
  }

  /// Reads one escape sequence at `index` (a backslash), reporting a bad one.
  mutating func lexEscape() -> Unicode.Scalar? {
    let start = index
    index += 1
    guard let code = peek(), code != UInt8(ascii: "\n") else {
      report(.invalidEscape("\\"), start, index)
      return nil
    }
    index += 1
    if let scalar = Self.simpleEscapes[code] { return scalar }
    var digits = 0
    var radix = 16
    switch code {
    case UInt8(ascii: "u"): digits = 4
    case UInt8(ascii: "U"): digits = 8
    case UInt8(ascii: "x"), UInt8(ascii: "X"): digits = 2
    case UInt8(ascii: "0")...UInt8(ascii: "3"):
      // Three octal digits, the first of which is this one.
      (digits, radix) = (3, 8)
      index -= 1
    default:
      while let continuation = peek(), continuation & 0xC0 == 0x80 { index += 1 }
      report(.invalidEscape(map.text(SourceRange(start, index))), start, index)
      return nil
    }
    var value: UInt32 = 0
    for _ in 0..<digits {
      guard let byte = peek(), let digit = Self.digitValue(byte), digit < radix else {
        report(.invalidEscape(map.text(SourceRange(start, index))), start, index)
        return nil
      }
      value = value * UInt32(radix) + UInt32(digit)
      index += 1
    }
    guard let scalar = Unicode.Scalar(value) else {
      report(.invalidEscape(map.text(SourceRange(start, index))), start, index)
      return nil
    }
    return scalar
  }

  /// Escapes that stand for one fixed character.
  static let simpleEscapes: [UInt8: Unicode.Scalar] = [
    UInt8(ascii: "\\"): "\\", UInt8(ascii: "\""): "\"", UInt8(ascii: "'"): "'",
    UInt8(ascii: "`"): "`", UInt8(ascii: "?"): "?", UInt8(ascii: "n"): "\n",
    UInt8(ascii: "t"): "\t", UInt8(ascii: "r"): "\r", UInt8(ascii: "a"): "\u{07}",
    UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "v"): "\u{0B}",
  ]

  static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
    default: return nil
    }
  }
}
