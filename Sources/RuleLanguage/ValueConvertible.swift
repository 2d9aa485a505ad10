/// A host type that can be turned into a ``Value``: conform model types to
/// build values with `Value(model)`.
public protocol ValueConvertible {
  /// The value that stands for `self` in expressions.
  var ruleValue: Value { get }
}

extension Value: ValueConvertible {
  /// The value itself.
  public var ruleValue: Value { self }

  /// The value for a convertible host value.
  public init(_ convertible: some ValueConvertible) { self = convertible.ruleValue }
}

extension Bool: ValueConvertible {
  /// `.bool(self)`.
  public var ruleValue: Value { .bool(self) }
}

extension Int: ValueConvertible {
  /// `.int(self)`.
  public var ruleValue: Value { .int(self) }
}

extension Double: ValueConvertible {
  /// `.double(self)`.
  public var ruleValue: Value { .double(self) }
}

extension String: ValueConvertible {
  /// `.string(self)`.
  public var ruleValue: Value { .string(self) }
}

extension Optional: ValueConvertible where Wrapped: ValueConvertible {
  /// The wrapped value's value, or `.null`.
  public var ruleValue: Value { self?.ruleValue ?? .null }
}

extension Array: ValueConvertible where Element: ValueConvertible {
  /// A list of the elements' values.
  public var ruleValue: Value { .list(map(\.ruleValue)) }
}

extension Dictionary: ValueConvertible where Key == String, Value: ValueConvertible {
  /// A map of the values' values.
  public var ruleValue: RuleLanguage.Value { .map(mapValues(\.ruleValue)) }
}
