/// The kinds of token the lexer produces.
enum TokenKind: Sendable, Equatable {
  /// A decimal or hexadecimal integer, as its magnitude; the parser decides
  /// whether it fits (`-9223372036854775808` only fits when negated).
  case integer(UInt64)
  case double(Double)
  case string(String)
  case identifier(String)
  case `true`, `false`, null, `in`
  case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
  case dot, comma, question, colon
  case bang, equal, notEqual, less, lessEqual, greater, greaterEqual
  case and, or, plus, minus, star, slash, percent
  /// A lone `=`, `&` or `|`: not an operator, kept so that the parser can
  /// suggest the right one.
  case misspelled(String)
  /// Text the lexer already reported as an error.
  case invalid
  case end

  /// Whether the token can begin an expression.
  var startsExpression: Bool {
    switch self {
    case .integer, .double, .string, .identifier, .true, .false, .null, .leftParen,
      .leftBracket, .leftBrace, .bang, .minus:
      return true
    default:
      return false
    }
  }

  /// The closing token for an opening delimiter.
  var closing: TokenKind? {
    switch self {
    case .leftParen: return .rightParen
    case .leftBracket: return .rightBracket
    case .leftBrace: return .rightBrace
    default: return nil
    }
  }

  /// Whether this closes a bracket of some kind.
  var isClosing: Bool { self == .rightParen || self == .rightBracket || self == .rightBrace }
}

/// One token and where it is.
struct Token: Sendable, Equatable {
  var kind: TokenKind
  var range: SourceRange
}

/// Words CEL reserves for future use; they cannot name variables or fields.
let reservedWords: Set<String> = [
  "as", "break", "const", "continue", "else", "for", "function", "if", "import", "let", "loop",
  "package", "namespace", "return", "var", "void", "while",
]
