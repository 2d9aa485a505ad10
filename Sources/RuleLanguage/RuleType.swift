/// The static type of an expression, a variable, a field or a function
/// parameter.
public indirect enum RuleType: Sendable, Hashable, CustomStringConvertible {
  /// `true` or `false`.
  case bool
  /// A 64-bit signed integer.
  case int
  /// A 64-bit floating-point number.
  case double
  /// A Unicode string.
  case string
  /// The type of the `null` literal. Any field may also hold null at run
  /// time; types do not track that, so comparing anything with `null` is
  /// allowed.
  case null
  /// A list whose elements have the given type.
  case list(RuleType)
  /// A map from string keys to values of the given type.
  case map(RuleType)
  /// An object type declared in the schema, by name.
  case object(String)
  /// Unknown until run time: accepted anywhere by the checker and checked
  /// when the expression is evaluated.
  case dyn

  /// The type as written in messages: `string`, `list(int)`, `Permission`.
  public var description: String {
    switch self {
    case .bool: return "bool"
    case .int: return "int"
    case .double: return "double"
    case .string: return "string"
    case .null: return "null"
    case .dyn: return "dyn"
    case .list(let element): return "list(\(element))"
    case .map(let value): return "map(\(value))"
    case .object(let name): return name
    }
  }

  /// The type in an "expects …" list: generic containers read as plain
  /// `list` and `map`.
  var expectationName: String {
    switch self {
    case .list(.dyn): return "list"
    case .map(.dyn): return "map"
    default: return description
    }
  }

  /// Whether the type involves `dyn` anywhere, so that values of it need a
  /// check at run time.
  var containsDyn: Bool {
    switch self {
    case .dyn: return true
    case .list(let element), .map(let element): return element.containsDyn
    default: return false
    }
  }

  var isNumeric: Bool { self == .int || self == .double }

  /// Whether a value of type `self` may be passed where `target` is expected,
  /// possibly needing a run-time check (when either side involves `dyn`).
  func isAssignable(to target: RuleType) -> Bool {
    switch (self, target) {
    case (.dyn, _), (_, .dyn): return true
    case (.list(let a), .list(let b)), (.map(let a), .map(let b)): return a.isAssignable(to: b)
    default: return self == target
    }
  }

  /// Whether values of the two types may be compared with `==`: the same
  /// type, numbers of either kind, or either side null or dyn.
  func isComparable(with other: RuleType) -> Bool {
    switch (self, other) {
    case (.dyn, _), (_, .dyn), (.null, _), (_, .null): return true
    case (.int, .double), (.double, .int): return true
    case (.list(let a), .list(let b)), (.map(let a), .map(let b)): return a.isComparable(with: b)
    default: return self == other
    }
  }

  /// The type of a value that is either of two types: the same type, the
  /// non-null one when the other is null, or dyn when they differ.
  func joined(with other: RuleType) -> RuleType {
    switch (self, other) {
    case _ where self == other: return self
    case (.null, _): return other
    case (_, .null): return self
    case (.list(let a), .list(let b)): return .list(a.joined(with: b))
    case (.map(let a), .map(let b)): return .map(a.joined(with: b))
    default: return .dyn
    }
  }
}

extension RuleType {
  /// "a string, list or map": the alternatives, deduplicated, with an article
  /// before the first.
  static func expectation(_ types: [RuleType]) -> String {
    var names: [String] = []
    for type in types where !names.contains(type.expectationName) {
      names.append(type.expectationName)
    }
    guard let first = names.first else { return "nothing" }
    let article = "aeiou".contains(first.lowercased().first ?? "x") ? "an" : "a"
    let listed =
      names.count == 1
      ? first : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    return "\(article) \(listed)"
  }
}
