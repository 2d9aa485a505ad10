/// A problem found in an expression before it runs: a syntax error or a type
/// error, with where it is.
public struct ExpressionError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What is wrong.
  public var reason: Reason
  /// Where the problem starts.
  public var position: SourcePosition
  /// Where the offending text ends (equal to `position` for a missing token).
  public var end: SourcePosition

  /// Creates an error.
  public init(_ reason: Reason, at position: SourcePosition, end: SourcePosition? = nil) {
    self.reason = reason
    self.position = position
    self.end = end ?? position
  }

  /// The message in plain English, without the position.
  public var message: String { reason.description }

  /// `line:column: message`.
  public var description: String { "\(position): \(message)" }
}

/// Every problem found in one expression, in source order; thrown when an
/// expression does not parse or check.
public struct ExpressionErrors: Error, Sendable, Hashable, CustomStringConvertible {
  /// The errors, sorted by position; never empty.
  public var errors: [ExpressionError]

  /// Creates the list, sorting it by position.
  public init(_ errors: [ExpressionError]) {
    self.errors = errors.enumerated().sorted {
      ($0.element.position.offset, $0.offset) < ($1.element.position.offset, $1.offset)
    }.map(\.element)
  }

  /// One `line:column: message` per line.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}

/// CEL syntax this subset recognises but does not support.
public enum UnsupportedSyntax: Sendable, Hashable {
  /// `{'a': 1}`.
  case mapLiteral
  /// `b'abc'`.
  case bytesLiteral
  /// `1u`.
  case unsignedInteger
  /// `.name`, CEL's root-namespace qualifier.
  case leadingDot
  /// `(f)(x)`: only names can be called.
  case callOnExpression
}

/// Which argument of a call a type error is about.
public enum ArgumentPosition: Sendable, Hashable {
  /// The receiver of a method call: `x` in `x.contains(y)`.
  case receiver
  /// The only argument of a one-argument function.
  case only
  /// The argument at this 1-based index, not counting the receiver.
  case index(Int)
}

/// Where a bool was required.
public enum BoolContext: Sendable, Hashable {
  /// An operand of `&&` or `||`.
  case logical(LogicalOperator)
  /// The condition of `? :`.
  case conditional
  /// The predicate of a macro such as `exists`.
  case predicate(String)
}
