/// A value that a template can look names up in and interpolate.
///
/// Build values with literals (`["name": "Joe", "tags": ["a", "b"]]`), from
/// `JSONSerialization` output with ``init(jsonObject:)``, or case by case.
public enum MustacheValue: Sendable, Equatable {
  /// No value. Interpolates as the empty string and is falsey.
  case null
  /// A boolean. `false` is falsey.
  case bool(Bool)
  /// An integer. `0` is falsey.
  case int(Int)
  /// A floating-point number. `0.0` and NaN are falsey.
  case double(Double)
  /// A string. The empty string is falsey.
  case string(String)
  /// A list. A section over a list renders once per element; an empty list is falsey.
  case list([MustacheValue])
  /// A mapping from names to values. Always truthy, even when empty.
  case object([String: MustacheValue])
}

extension MustacheValue {
  /// Whether a section over this value renders (and an inverted section does not).
  ///
  /// Follows JavaScript truthiness, as the spec's `!!data` wording suggests:
  /// `null`, `false`, `0`, `0.0`, NaN, `""` and `[]` are falsey; everything else,
  /// including every object, is truthy.
  public var isTruthy: Bool {
    switch self {
    case .null: return false
    case .bool(let value): return value
    case .int(let value): return value != 0
    case .double(let value): return value != 0 && !value.isNaN
    case .string(let value): return !value.isEmpty
    case .list(let items): return !items.isEmpty
    case .object: return true
    }
  }

  /// The text an interpolation tag writes for this value, before escaping.
  ///
  /// Integers print in decimal, doubles in Swift's shortest round-trip form
  /// (`1.21`, `1.0`, `1e+20`), booleans as `true`/`false`, and `null` as nothing.
  /// Lists and objects have no natural text: they print as nothing.
  public var interpolationText: String {
    switch self {
    case .null, .list, .object: return ""
    case .bool(let value): return value ? "true" : "false"
    case .int(let value): return String(value)
    case .double(let value): return value.description
    case .string(let value): return value
    }
  }

  /// Looks up `key` when this value is an object; `nil` for a missing key or any other value.
  public subscript(key: String) -> MustacheValue? {
    if case .object(let fields) = self { return fields[key] }
    return nil
  }
}

extension MustacheValue: ExpressibleByNilLiteral {
  /// Creates ``null``.
  public init(nilLiteral: ()) { self = .null }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
  /// Creates a ``bool(_:)`` value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
  /// Creates an ``int(_:)`` value.
  public init(integerLiteral value: Int) { self = .int(value) }
}

extension MustacheValue: ExpressibleByFloatLiteral {
  /// Creates a ``double(_:)`` value.
  public init(floatLiteral value: Double) { self = .double(value) }
}

extension MustacheValue: ExpressibleByStringLiteral {
  /// Creates a ``string(_:)`` value.
  public init(stringLiteral value: String) { self = .string(value) }
}

extension MustacheValue: ExpressibleByArrayLiteral {
  /// Creates a ``list(_:)`` value.
  public init(arrayLiteral elements: MustacheValue...) { self = .list(elements) }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
  /// Creates an ``object(_:)`` value. When a key repeats, the last value wins.
  public init(dictionaryLiteral elements: (String, MustacheValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
