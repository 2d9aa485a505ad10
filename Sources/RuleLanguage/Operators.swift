/// A binary operator other than `&&` and `||` (which short-circuit and are
/// kept apart as ``LogicalOperator``).
public enum BinaryOperator: String, Sendable, Hashable, CaseIterable {
  /// Equality.
  case equal = "=="
  /// Inequality.
  case notEqual = "!="
  /// Less than.
  case less = "<"
  /// Less than or equal.
  case lessEqual = "<="
  /// Greater than.
  case greater = ">"
  /// Greater than or equal.
  case greaterEqual = ">="
  /// Membership in a list, or a key in a map.
  case `in` = "in"
  /// Addition, string concatenation or list concatenation.
  case add = "+"
  /// Subtraction.
  case subtract = "-"
  /// Multiplication.
  case multiply = "*"
  /// Division (truncating for ints).
  case divide = "/"
  /// Remainder of int division.
  case remainder = "%"

  /// Whether the operator compares for equality (`==`, `!=`).
  var isEquality: Bool { self == .equal || self == .notEqual }

  /// Whether the operator orders its operands (`<`, `<=`, `>`, `>=`).
  var isOrdering: Bool {
    self == .less || self == .lessEqual || self == .greater || self == .greaterEqual
  }
}

/// `&&` or `||`.
public enum LogicalOperator: String, Sendable, Hashable {
  /// Logical and.
  case and = "&&"
  /// Logical or.
  case or = "||"
}

/// A prefix operator.
public enum UnaryOperator: String, Sendable, Hashable {
  /// `!`, logical not.
  case not = "!"
  /// `-`, arithmetic negation.
  case negate = "-"
}

/// What an infix token does in the Pratt parser.
enum InfixOperator: Sendable, Equatable {
  case logical(LogicalOperator)
  case binary(BinaryOperator)
}

/// CEL's operator precedence, lowest first. `?:` sits below all of these and
/// is parsed on its own; unary operators and member access bind tighter than
/// any infix operator. Every infix operator is left-associative.
enum OperatorTable {
  /// The binding power of `? :`; anything lower ends an expression.
  static let conditional = 1

  /// The infix operators: token, operator and binding power.
  static let infix: [(token: TokenKind, operator: InfixOperator, power: Int)] = [
    (.or, .logical(.or), 2),
    (.and, .logical(.and), 3),
    (.equal, .binary(.equal), 4),
    (.notEqual, .binary(.notEqual), 4),
    (.less, .binary(.less), 4),
    (.lessEqual, .binary(.lessEqual), 4),
    (.greater, .binary(.greater), 4),
    (.greaterEqual, .binary(.greaterEqual), 4),
    (.in, .binary(.in), 4),
    (.plus, .binary(.add), 5),
    (.minus, .binary(.subtract), 5),
    (.star, .binary(.multiply), 6),
    (.slash, .binary(.divide), 6),
    (.percent, .binary(.remainder), 6),
  ]

  /// The binding power of prefix `!` and `-`: above every infix operator.
  static let prefix = 7

  /// The infix entry for a token, if it is an infix operator. A misspelt
  /// `=`, `&` or `|` maps to the operator it was probably meant to be, so
  /// parsing can go on after reporting it.
  static func infix(for token: TokenKind) -> (operator: InfixOperator, power: Int)? {
    if case .misspelled(let text) = token {
      switch text {
      case "=": return (.binary(.equal), 4)
      case "&": return (.logical(.and), 3)
      default: return (.logical(.or), 2)
      }
    }
    guard let entry = infix.first(where: { $0.token == token }) else { return nil }
    return (entry.operator, entry.power)
  }
}
