/// Splits Swift or Objective-C source into the tokens that are code: it
/// understands both languages' comments (Swift's nest), string literals
/// (Swift's multi-line and raw ones, and interpolations, whose code is
/// lexed as code while the literal's text is dropped), Objective-C
/// preprocessor lines, and conditional blocks that can never be compiled
/// (`#if false`, `#if 0` and the branches after a `#if true`), whose tokens
/// are dropped too. One pass, linear in the file's size, never fails: text
/// it can't make sense of becomes punctuation.
struct SourceLexer {
  private let bytes: [UInt8]
  private let language: SourceLanguage
  private var position = 0
  private var line: Int32 = 1
  private var lineStart = 0
  private var tokens: [SourceToken] = []
  private var conditions: [ConditionalBranch] = []
  /// How many string literals deep the lexer is, inside interpolations.
  private var stringDepth = 0

  /// The deepest string-in-interpolation nesting lexed as code; deeper
  /// text is skipped as part of the string.
  static let maximumStringDepth = 16

  /// Where a `#if` group stands.
  private enum ConditionalBranch {
    /// A branch that may be compiled (its condition is unknown or true).
    case live
    /// A live branch of `#if true`: the branches after it are dead.
    case trueBranch
    /// A branch that can't be compiled; a later `#else` or `#elseif` may be.
    case deadBranch
    /// Every branch after a `#if true`, or any branch of a group inside a
    /// dead one.
    case deadGroup
  }

  init(bytes: [UInt8], language: SourceLanguage) {
    self.bytes = bytes
    self.language = language
  }

  /// The tokens of `bytes`, in order.
  static func tokens(of bytes: [UInt8], language: SourceLanguage) -> [SourceToken] {
    var lexer = SourceLexer(bytes: bytes, language: language)
    lexer.tokens.reserveCapacity(bytes.count / 5)
    lexer.lexCode(untilClosingParenthesis: false)
    return lexer.tokens
  }

  private var isDisabled: Bool {
    conditions.contains { $0 == .deadBranch || $0 == .deadGroup }
  }

  private func peek(_ offset: Int = 0) -> UInt8 {
    let index = position + offset
    return index < bytes.count ? bytes[index] : 0
  }

  // MARK: Code

  /// Lexes code until the end, or until the `)` that closes an
  /// interpolation when `untilClosingParenthesis`.
  private mutating func lexCode(untilClosingParenthesis: Bool) {
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
      }
    }
  }

  private mutating func newline() {
    position += 1
    line += 1
    lineStart = position
  }

  private func isAtLineStart() -> Bool {
    var index = position - 1
    while index >= lineStart {
      let byte = bytes[index]
      if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") { return false }
      index -= 1
    }
    return true
  }

  private mutating func emit(_ kind: SourceToken.Kind, from start: Int, to end: Int) {
    guard !isDisabled else { return }
    let text = String(decoding: bytes[start..<end], as: UTF8.self)
    let column = Int32(start - lineStart + 1)
    tokens.append(SourceToken(kind: kind, text: text, line: line, column: column))
  }

  /// Emits a token that began on an earlier line (a multi-line literal).
  private mutating func emitLiteral(line startLine: Int32, column: Int32) {
    guard !isDisabled else { return }
    tokens.append(SourceToken(kind: .literal, text: "", line: startLine, column: column))
  }

  // MARK: Comments

  private mutating func skipLineComment() {
    while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
  }

  private mutating func skipBlockComment() {
    position += 2
    var depth = 1
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "\n") {
        newline()
      } else if bytes[position] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
        position += 2
        depth -= 1
        if depth == 0 { return }
      } else if language == .swift && bytes[position] == UInt8(ascii: "/")
        && peek(1) == UInt8(ascii: "*")
      {
        position += 2
        depth += 1
      } else {
        position += 1
      }
    }
  }

  // MARK: Literals

  /// A string literal at `position` (its opening `"`), after `hashes`
  /// raw-string `#`s already consumed.
  private mutating func lexString(hashes: Int) {
    let startLine = line
    let column = Int32(position - hashes - lineStart + 1)
    let multiline =
      language == .swift && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
    position += multiline ? 3 : 1
    emitLiteral(line: startLine, column: column)
    stringDepth += 1
    defer { stringDepth -= 1 }
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") {
        if !multiline { return }
        newline()
      } else if byte == UInt8(ascii: "\\") && hashesFollow(hashes, at: position + 1) {
        position += 1 + hashes
        if language == .swift && peek() == UInt8(ascii: "(")
          && stringDepth < Self.maximumStringDepth
        {
          position += 1
          lexCode(untilClosingParenthesis: true)
        } else if position < bytes.count && bytes[position] != UInt8(ascii: "\n") {
          position += 1
        }
      } else if byte == UInt8(ascii: "\"") && closesString(multiline: multiline, hashes: hashes) {
        position += (multiline ? 3 : 1) + hashes
        return
      } else {
        position += 1
      }
    }
  }

  private func hashesFollow(_ count: Int, at index: Int) -> Bool {
    guard count > 0 else { return true }
    guard index + count <= bytes.count else { return false }
    return bytes[index..<(index + count)].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  private func closesString(multiline: Bool, hashes: Int) -> Bool {
    if multiline && !(peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")) {
      return false
    }
    return hashesFollow(hashes, at: position + (multiline ? 3 : 1))
  }

  private mutating func lexCharacterLiteral() {
    emit(.literal, from: position, to: position)
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\n") { return }
      position += byte == UInt8(ascii: "\\") ? 2 : 1
      if byte == UInt8(ascii: "'") { return }
    }
  }

  /// A Swift `#`: a raw string (`#"…"#`), an extended regular expression
  /// literal (`#/…/#`), a conditional-compilation line, or a directive
  /// such as `#available` or `#Preview`.
  private mutating func lexHash() {
    var hashes = 0
    while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
    if peek(hashes) == UInt8(ascii: "\"") {
      position += hashes
      lexString(hashes: hashes)
      return
    }
    if peek(hashes) == UInt8(ascii: "/") {
      skipRegexLiteral(hashes: hashes)
      return
    }
    let start = position
    position += 1
    while position < bytes.count && Self.continuesIdentifier(bytes[position]) { position += 1 }
    let name = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
    switch name {
    case "if", "elseif", "else", "endif":
      let condition = restOfLine()
      applyConditional(name, condition: condition)
    default:
      emit(position == start + 1 ? .punctuation : .directive, from: start, to: position)
    }
  }

  private mutating func skipRegexLiteral(hashes: Int) {
    let startLine = line
    let column = Int32(position - lineStart + 1)
    position += hashes + 1
    emitLiteral(line: startLine, column: column)
    while position < bytes.count {
      if bytes[position] == UInt8(ascii: "\n") {
        newline()
      } else if bytes[position] == UInt8(ascii: "\\") {
        position += 2
      } else if bytes[position] == UInt8(ascii: "/") && hashesFollow(hashes, at: position + 1) {
        position += 1 + hashes
        return
      } else {
        position += 1
      }
    }
  }

  /// The rest of the line after a directive, without its comment, trimmed;
  /// the position ends before the line break.
  private mutating func restOfLine() -> String {
    var text: [UInt8] = []
    while position < bytes.count && bytes[position] != UInt8(ascii: "\n") {
      if bytes[position] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
        skipLineComment()
        break
      }
      if bytes[position] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
        skipBlockComment()
        continue
      }
      if bytes[position] == UInt8(ascii: "\\") && peek(1) == UInt8(ascii: "\n")
        && language == .objectiveC
      {
        position += 1
        newline()
        continue
      }
      if text.count < 256 { text.append(bytes[position]) }
      position += 1
    }
    return String(decoding: text, as: UTF8.self).trimmingSpaces()
  }

  private mutating func applyConditional(_ directive: String, condition: String) {
    let isFalse = condition == "false" || condition == "0"
    let isTrue = condition == "true" || condition == "1"
    switch directive {
    case "if", "ifdef", "ifndef":
      if isDisabled {
        conditions.append(.deadGroup)
      } else if directive == "if" && isFalse {
        conditions.append(.deadBranch)
      } else if directive == "if" && isTrue {
        conditions.append(.trueBranch)
      } else {
        conditions.append(.live)
      }
    case "elseif", "elif", "else":
      guard let last = conditions.popLast() else { return }
      switch last {
      case .deadBranch:
        conditions.append(directive == "else" || !isFalse ? .live : .deadBranch)
      case .trueBranch, .deadGroup:
        conditions.append(.deadGroup)
      case .live:
        conditions.append(.live)
      }
    case "endif":
      _ = conditions.popLast()
    default:
      break
    }
  }

  // MARK: Objective-C

  /// A preprocessor line: conditionals are applied, everything else
  /// (`#import`, `#define`) is skipped.
  private mutating func lexPreprocessorLine() {
    position += 1
    while peek() == UInt8(ascii: " ") || peek() == UInt8(ascii: "\t") { position += 1 }
    let start = position
    while position < bytes.count && Self.continuesIdentifier(bytes[position]) { position += 1 }
    let name = String(decoding: bytes[start..<position], as: UTF8.self)
    let condition = restOfLine()
    applyConditional(name, condition: condition)
  }

  /// `@"…"` is a string; `@name` an attribute or Objective-C keyword
  /// (`@IBAction`, `@implementation`); any other `@` punctuation.
  private mutating func lexAt() {
    if peek(1) == UInt8(ascii: "\"") {
      position += 1
      lexString(hashes: 0)
      return
    }
    let start = position
    position += 1
    while position < bytes.count && Self.continuesIdentifier(bytes[position]) { position += 1 }
    emit(position == start + 1 ? .punctuation : .attribute, from: start, to: position)
  }

  // MARK: Names, numbers, operators

  private mutating func lexIdentifier() {
    let start = position
    while position < bytes.count && Self.continuesIdentifier(bytes[position]) { position += 1 }
    emit(.identifier, from: start, to: position)
  }

  private mutating func lexQuotedIdentifier() {
    let start = position + 1
    var end = start
    while end < bytes.count && Self.continuesIdentifier(bytes[end]) { end += 1 }
    if end < bytes.count && bytes[end] == UInt8(ascii: "`") && end > start {
      let column = Int32(position - lineStart + 1)
      if !isDisabled {
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        tokens.append(SourceToken(kind: .identifier, text: text, line: line, column: column))
      }
      position = end + 1
    } else {
      emit(.punctuation, from: position, to: position + 1)
      position += 1
    }
  }

  private mutating func lexNumber() {
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

  private mutating func lexOperator() {
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

extension String {
  fileprivate func trimmingSpaces() -> String {
    var scalars = Substring(self)
    while let first = scalars.first, first == " " || first == "\t" || first == "\r" {
      scalars.removeFirst()
    }
    while let last = scalars.last, last == " " || last == "\t" || last == "\r" {
      scalars.removeLast()
    }
    return String(scalars)
  }
}
