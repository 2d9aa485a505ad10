/// Splits an expression's UTF-8 bytes into tokens, reporting what it cannot
/// read and carrying on. Everything outside string literals is ASCII, so the
/// lexer works on bytes and decodes only inside strings. The parser pulls
/// tokens as it needs them (``step()``), so an expression nested past the
/// depth limit stops being read where it passes the limit.
struct Lexer {
  let bytes: [UInt8]
  let map: SourceMap
  var index = 0
  var tokens: [Token] = []
  var errors: [ExpressionError] = []
  /// Whether the `.end` token is lexed.
  var finished = false

  init(map: SourceMap) {
    self.bytes = map.bytes
    self.map = map
  }

  /// Tokens for the whole text, ending with `.end`, and the lexical errors.
  static func tokenize(_ map: SourceMap) -> (tokens: [Token], errors: [ExpressionError]) {
    var lexer = Lexer(map: map)
    lexer.run()
    return (lexer.tokens, lexer.errors)
  }

  /// Lexes the rest of the text.
  mutating func run() {
    while !finished { step() }
  }

  /// Lexes the next token, or the `.end` token after the last one.
  mutating func step() {
    guard !finished else { return }
    skipWhitespaceAndComments()
    if index < bytes.count {
      lexToken()
    } else {
      tokens.append(Token(kind: .end, range: SourceRange(bytes.count, bytes.count)))
      finished = true
    }
  }

  func peek(_ ahead: Int = 0) -> UInt8? {
    index + ahead < bytes.count ? bytes[index + ahead] : nil
  }

  mutating func report(_ reason: ExpressionError.Reason, _ start: Int, _ end: Int) {
    guard errors.count < Parser.maxErrors else { return }
    errors.append(
      ExpressionError(reason, at: map.position(at: start), end: map.position(at: end)))
  }

  mutating func add(_ kind: TokenKind, from start: Int) {
    tokens.append(Token(kind: kind, range: SourceRange(start, index)))
  }

  mutating func skipWhitespaceAndComments() {
    while let byte = peek() {
      if byte == 0x20 || (0x09...0x0D).contains(byte) {
        index += 1
      } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") {
        while let next = peek(), next != UInt8(ascii: "\n") { index += 1 }
      } else {
        return
      }
    }
  }

  mutating func lexToken() {
    let start = index
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      lexNumber()
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      lexString(raw: false, start: start)
    case UInt8(ascii: "r"), UInt8(ascii: "R"):
      if let quote = peek(1), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        index += 1
        lexString(raw: true, start: start)
      } else {
        lexIdentifier()
      }
    case UInt8(ascii: "b"), UInt8(ascii: "B"):
      if let quote = peek(1), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
        index += 1
        lexString(raw: false, start: start)
        tokens.removeLast()
        report(.unsupported(.bytesLiteral), start, index)
        add(.invalid, from: start)
      } else {
        lexIdentifier()
      }
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "_"):
      lexIdentifier()
    default:
      lexPunctuation(byte, start: start)
    }
  }

  mutating func lexPunctuation(_ byte: UInt8, start: Int) {
    let next = peek(1)
    for (first, second, kind) in Self.pairs where byte == first && next == second {
      index += 2
      add(kind, from: start)
      return
    }
    if let kind = Self.singles[byte] {
      index += 1
      add(kind, from: start)
      return
    }
    // Anything else: skip one whole scalar and report it.
    index += 1
    while let continuation = peek(), continuation & 0xC0 == 0x80 { index += 1 }
    let text = map.text(SourceRange(start, index))
    let shown =
      text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0.value < 0x20 }
      ? "U+" + String(text.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true)
      : text
    report(.unexpectedCharacter(shown), start, index)
    add(.invalid, from: start)
  }

  mutating func lexIdentifier() {
    let start = index
    while let byte = peek(), byte.isIdentifierByte { index += 1 }
    let name = map.text(SourceRange(start, index))
    switch name {
    case "true": add(.true, from: start)
    case "false": add(.false, from: start)
    case "null": add(.null, from: start)
    case "in": add(.in, from: start)
    default: add(.identifier(name), from: start)
    }
  }

  mutating func lexNumber() {
    let start = index
    var isHex = false
    if peek() == UInt8(ascii: "0"), let x = peek(1),
      x == UInt8(ascii: "x") || x == UInt8(ascii: "X")
    {
      isHex = true
      index += 2
      while let byte = peek(), byte.isHexDigit { index += 1 }
    } else {
      while let byte = peek(), byte.isDigit { index += 1 }
    }
    var isDouble = false
    if !isHex, peek() == UInt8(ascii: "."), let digit = peek(1), digit.isDigit {
      isDouble = true
      index += 1
      while let byte = peek(), byte.isDigit { index += 1 }
    }
    if !isHex, let e = peek(), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
      isDouble = true
      index += 1
      if let sign = peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { index += 1 }
      while let byte = peek(), byte.isDigit { index += 1 }
    }
    let numberEnd = index
    // Letters glued to a number (`12abc`, `1u`) are part of the bad literal.
    while let byte = peek(), byte.isIdentifierByte { index += 1 }
    let text = map.text(SourceRange(start, index))
    let suffix = map.text(SourceRange(numberEnd, index))
    if suffix == "u" || suffix == "U", !isDouble {
      report(.unsupported(.unsignedInteger), start, index)
      add(.invalid, from: start)
    } else if !suffix.isEmpty {
      report(.invalidNumber(text), start, index)
      add(.invalid, from: start)
    } else if isDouble {
      if let value = Double(text), value.isFinite {
        add(.double(value), from: start)
      } else {
        report(.invalidNumber(text), start, index)
        add(.invalid, from: start)
      }
    } else {
      let digits = isHex ? String(text.dropFirst(2)) : text
      if let value = UInt64(digits, radix: isHex ? 16 : 10) {
        add(.integer(value), from: start)
      } else if digits.isEmpty {
        report(.invalidNumber(text), start, index)
        add(.invalid, from: start)
      } else {
        report(.integerOutOfRange(text), start, index)
        add(.invalid, from: start)
      }
    }
  }
}

extension Lexer {
  /// Two-character operators.
  static let pairs: [(UInt8, UInt8, TokenKind)] = [
    (UInt8(ascii: "="), UInt8(ascii: "="), .equal),
    (UInt8(ascii: "!"), UInt8(ascii: "="), .notEqual),
    (UInt8(ascii: "<"), UInt8(ascii: "="), .lessEqual),
    (UInt8(ascii: ">"), UInt8(ascii: "="), .greaterEqual),
    (UInt8(ascii: "&"), UInt8(ascii: "&"), .and), (UInt8(ascii: "|"), UInt8(ascii: "|"), .or),
  ]

  /// One-character punctuation and operators.
  static let singles: [UInt8: TokenKind] = [
    UInt8(ascii: "("): .leftParen, UInt8(ascii: ")"): .rightParen,
    UInt8(ascii: "["): .leftBracket, UInt8(ascii: "]"): .rightBracket,
    UInt8(ascii: "{"): .leftBrace, UInt8(ascii: "}"): .rightBrace,
    UInt8(ascii: "."): .dot, UInt8(ascii: ","): .comma, UInt8(ascii: "?"): .question,
    UInt8(ascii: ":"): .colon, UInt8(ascii: "!"): .bang, UInt8(ascii: "<"): .less,
    UInt8(ascii: ">"): .greater, UInt8(ascii: "+"): .plus, UInt8(ascii: "-"): .minus,
    UInt8(ascii: "*"): .star, UInt8(ascii: "/"): .slash, UInt8(ascii: "%"): .percent,
    UInt8(ascii: "="): .misspelled("="), UInt8(ascii: "&"): .misspelled("&"),
    UInt8(ascii: "|"): .misspelled("|"),
  ]
}

extension UInt8 {
  var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
  var isHexDigit: Bool {
    isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
  }
  var isIdentifierByte: Bool {
    isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
      || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z")) || self == UInt8(ascii: "_")
  }
}
