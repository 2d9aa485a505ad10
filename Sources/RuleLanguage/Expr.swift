/// A node of the syntax tree the parser builds, with the span of text it
/// came from.
public struct Expr: Sendable, Hashable {
  /// What the node is.
  public var kind: Kind
  /// The text the node covers, as UTF-8 offsets into the expression.
  public var range: SourceRange
  /// The height of the subtree: 1 for a leaf. The parser bounds it so that
  /// the checker and evaluator, which recurse, never run out of stack.
  public var height: Int

  /// Creates a node; its height is computed from its children.
  public init(_ kind: Kind, _ range: SourceRange) {
    self.kind = kind
    self.range = range
    self.height = 1 + (kind.children.map(\.height).max() ?? 0)
  }

  /// The kinds of syntax node.
  public indirect enum Kind: Sendable, Hashable {
    /// `1`, `2.5`, `'text'`, `true`, `null`.
    case literal(Literal)
    /// A variable name.
    case identifier(String)
    /// `operand.field`; `fieldRange` is where the field name is written.
    case select(Expr, field: String, fieldRange: SourceRange)
    /// `operand[index]`.
    case index(Expr, Expr)
    /// `name(arguments)` or, with a receiver, `receiver.name(arguments)`.
    /// Macros such as `has` and `exists` are calls at this stage.
    case call(receiver: Expr?, name: String, nameRange: SourceRange, arguments: [Expr])
    /// `[a, b, c]`.
    case list([Expr])
    /// `!x` or `-x`.
    case unary(UnaryOperator, Expr)
    /// `a op b`; `operatorRange` is where the operator is written.
    case binary(BinaryOperator, Expr, Expr, operatorRange: SourceRange)
    /// `a && b && c` or `a || b || c`, flattened.
    case logical(LogicalOperator, [Expr])
    /// `condition ? then : else`.
    case conditional(Expr, Expr, Expr)
    /// A place where the parser reported an error and went on.
    case invalid

    /// The direct children, in source order.
    public var children: [Expr] {
      switch self {
      case .literal, .identifier, .invalid: return []
      case .select(let operand, _, _): return [operand]
      case .index(let operand, let index): return [operand, index]
      case .call(let receiver, _, _, let arguments):
        return (receiver.map { [$0] } ?? []) + arguments
      case .list(let elements): return elements
      case .unary(_, let operand): return [operand]
      case .binary(_, let lhs, let rhs, _): return [lhs, rhs]
      case .logical(_, let operands): return operands
      case .conditional(let condition, let then, let otherwise):
        return [condition, then, otherwise]
      }
    }
  }

  /// A literal constant.
  public enum Literal: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// An integer.
    case int(Int)
    /// A floating-point number.
    case double(Double)
    /// A string, escapes resolved.
    case string(String)

    /// The literal as a run-time value.
    public var value: Value {
      switch self {
      case .null: return .null
      case .bool(let value): return .bool(value)
      case .int(let value): return .int(value)
      case .double(let value): return .double(value)
      case .string(let value): return .string(value)
      }
    }
  }
}
