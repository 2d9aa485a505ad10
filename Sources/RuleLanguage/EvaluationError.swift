/// A failure while evaluating an expression, with where in the expression it
/// happened. Evaluation errors are values: they never crash the host.
public struct EvaluationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What went wrong.
  public var reason: Reason
  /// Where the failing part of the expression starts.
  public var position: SourcePosition

  /// Creates an error.
  public init(_ reason: Reason, at position: SourcePosition) {
    self.reason = reason
    self.position = position
  }

  /// The message in plain English, without the position.
  public var message: String { reason.description }

  /// `line:column: message`.
  public var description: String { "\(position): \(message)" }

  /// Every run-time problem; function implementations throw these too, and
  /// the evaluator adds the position of the call. The wording of all of them
  /// is in `description`.
  public enum Reason: Error, Sendable, Hashable, CustomStringConvertible {
    case divisionByZero
    case moduloByZero
    case overflow(String)
    case operandTypes(String, String, String)
    case operandType(String, String)
    case notBool(String, found: String)
    case cannotSelect(String, on: String)
    case noSuchKey(String)
    case cannotIndex(String, with: String)
    case indexOutOfRange(Int, count: Int)
    case noMatchingOverload(String, found: [String])
    case unboundVariable(String)
    case notIterable(String, found: String)
    case resultType(expected: RuleType, found: String)
    case conversion(String, to: String)
    case invalidRegex(String, message: String)
    case missingContext(expected: String)
    /// A host function's own failure, worded by the host.
    case custom(String)

    /// The message in plain English.
    public var description: String {
      switch self {
      case .divisionByZero: return "division by zero"
      case .moduloByZero: return "modulus by zero"
      case .overflow(let op): return "integer overflow in '\(op)'"
      case .operandTypes(let op, let lhs, let rhs):
        return "'\(op)' cannot be applied to \(lhs) and \(rhs)"
      case .operandType(let op, let type): return "'\(op)' cannot be applied to \(type)"
      case .notBool(let context, let found): return "\(context) expects a bool, found \(found)"
      case .cannotSelect(let field, let type): return "cannot select field '\(field)' on \(type)"
      case .noSuchKey(let key): return "no such key '\(key)' in the map"
      case .cannotIndex(let container, let index):
        return "cannot index \(container) with \(index)"
      case .indexOutOfRange(let index, let count):
        return "index \(index) is out of range for a list of \(count) element\(count == 1 ? "" : "s")"
      case .noMatchingOverload(let name, let found):
        return "\(name)() cannot be applied to (\(found.joined(separator: ", ")))"
      case .unboundVariable(let name): return "no value was given for variable '\(name)'"
      case .notIterable(let macro, let found): return "\(macro)() cannot iterate over \(found)"
      case .resultType(let expected, let found):
        return "the expression produced \(found), expected \(expected)"
      case .conversion(let value, let type): return "cannot convert \(value) to \(type)"
      case .invalidRegex(let pattern, let message):
        return "invalid regular expression '\(pattern)': \(message)"
      case .missingContext(let expected): return "the host context is not a \(expected)"
      case .custom(let message): return message
      }
    }
  }
}
