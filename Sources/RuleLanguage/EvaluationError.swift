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
    /// Integer division by zero.
    case divisionByZero
    /// Integer remainder by zero.
    case moduloByZero
    /// An int result outside the 64-bit range, with the operator.
    case overflow(String)
    /// An operator applied to values it does not accept: operator, left and right type names.
    case operandTypes(String, String, String)
    /// A prefix operator applied to a value it does not accept.
    case operandType(String, String)
    /// A non-bool where the named construct needs a bool.
    case notBool(String, found: String)
    /// A field selected on a value that has no fields.
    case cannotSelect(String, on: String)
    /// A map key that is not present.
    case noSuchKey(String)
    /// Indexing that does not apply to these value types.
    case cannotIndex(String, with: String)
    /// A list index outside the list.
    case indexOutOfRange(Int, count: Int)
    /// No overload of the function accepts these values (often a null).
    case noMatchingOverload(String, found: [String])
    /// The host gave no value for a variable the expression reads.
    case unboundVariable(String)
    /// A macro applied to something that is neither a list nor a map.
    case notIterable(String, found: String)
    /// The result does not have the type the expression was checked for.
    case resultType(expected: RuleType, found: String)
    /// A conversion such as `int('abc')` that cannot be done.
    case conversion(String, to: String)
    /// A pattern that does not compile.
    case invalidRegex(String, message: String)
    /// The host context is not of the type a function needs.
    case missingContext(expected: String)
    /// A host function's own failure, worded by the host.
    case custom(String)
    /// The evaluation took more steps than its budget allows, with the limit.
    case stepLimit(Int)
    /// The evaluation built a string (in UTF-8 bytes) or a list or map larger
    /// than its budget allows: its type name, its size and the limit.
    case valueTooLarge(String, size: Int, limit: Int)
    /// The expression's compiled program, read from a cache, does not
    /// read back (the cache was written by another hand); the message
    /// says where.
    case unreadableProgram(String)

    /// Whether this is a budget running out: `||`, `&&`, `exists` and `all`
    /// never absorb these, since the evaluation cannot go on.
    public var isBudgetExhausted: Bool {
      switch self {
      case .stepLimit, .valueTooLarge: return true
      default: return false
      }
    }

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
        return
          "index \(index) is out of range for a list of \(count) element\(count == 1 ? "" : "s")"
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
      case .unreadableProgram(let problem):
        return "the compiled program of this expression does not read (\(problem)); "
          + "delete the pack cache to compile the packs again"
      case .stepLimit(let limit):
        return
          "the evaluation needs more than \(limit) steps, the limit for one rule and subject; simplify the expression or nest fewer macros"
      case .valueTooLarge(let type, let size, let limit):
        let unit = type == "string" ? "bytes" : "elements"
        return
          "the evaluation built a \(type) of \(size) \(unit), more than the limit of \(limit) \(unit) on any value it builds; build smaller values"
      }
    }
  }
}
