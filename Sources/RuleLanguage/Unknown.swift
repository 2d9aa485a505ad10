/// What an `unknown` value stands for: the facts a description leaves
/// unanswered that the value depends on, each named by its key path
/// (`permissions[0].handles`). Like CEL's unknown sets in partial
/// evaluation: an expression that reads an unanswered fact is unknown
/// unless the rest of it decides the result (`unknown || true` is true).
public struct Unknown: Sendable, Hashable {
  /// The key paths of the unanswered facts.
  public var questions: Set<String>

  /// An unknown standing for the given facts.
  public init(_ questions: Set<String>) { self.questions = questions }

  /// An unknown standing for one fact.
  public init(_ question: String) { self.questions = [question] }

  /// The facts of both.
  public func merging(_ other: Unknown) -> Unknown { Unknown(questions.union(other.questions)) }

  /// The facts, sorted, for messages and reports.
  public var sorted: [String] { questions.sorted() }
}

extension Value {
  /// The unknown this value is, if it is one.
  public var unknownValue: Unknown? {
    if case .unknown(let unknown) = self { return unknown }
    return nil
  }

  /// The unknown a function argument carries: the value itself, or the
  /// unknown elements of a list (one level deep; objects are read by the
  /// function, field by field).
  var unknownArgument: Unknown? {
    switch self {
    case .unknown(let unknown): return unknown
    case .list(let elements):
      var found: Unknown?
      for case .unknown(let unknown) in elements { found = found?.merging(unknown) ?? unknown }
      return found
    default: return nil
    }
  }

  /// `self` with `value` at `path` (object fields, created when absent);
  /// unchanged when a step of the path is not an object. An empty path
  /// replaces the whole value.
  public func replacing(_ path: ArraySlice<String>, with value: Value) -> Value {
    guard let first = path.first else { return value }
    guard case .object(var object) = self else { return self }
    object[first] = (object[first] ?? .null).replacingInObject(path.dropFirst(), with: value)
    return .object(object)
  }

  private func replacingInObject(_ path: ArraySlice<String>, with value: Value) -> Value {
    path.isEmpty ? value : replacing(path, with: value)
  }
}

/// Accumulates the unknowns met while evaluating operands that may still
/// be decided by another one.
struct UnknownAccumulator {
  private(set) var found: Unknown?

  mutating func add(_ unknown: Unknown) { found = found?.merging(unknown) ?? unknown }
}
