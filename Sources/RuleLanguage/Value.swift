/// A run-time value. Values are plain data, cheap to build from a host's
/// model (arrays and dictionaries are copy-on-write) and safe to share.
///
/// `==` on `Value` is structural (`int(1) != double(1)`); the language's own
/// equality, where `1 == 1.0`, is ``Value/languageEquals(_:)``.
public enum Value: Sendable, Hashable {
  /// The absence of a value.
  case null
  /// A bool.
  case bool(Bool)
  /// A 64-bit int.
  case int(Int)
  /// A double.
  case double(Double)
  /// A string.
  case string(String)
  /// A list.
  case list([Value])
  /// A map with string keys.
  case map([String: Value])
  /// An instance of a schema object type: its fields in the slots of a
  /// fixed layout. A field missing from the object reads as null, like a
  /// field holding null.
  case object(ObjectValue)
  /// A fact the description leaves unanswered, or a value computed from
  /// one: see ``Unknown``. It conforms to every type.
  case unknown(Unknown)

  /// The run-time type name used in evaluation errors: `string`, `list`,
  /// `null` or the object's type name.
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "bool"
    case .int: return "int"
    case .double: return "double"
    case .string: return "string"
    case .list: return "list"
    case .map: return "map"
    case .object(let object): return object.typeName
    case .unknown: return "unknown"
    }
  }

  /// An object of type `type` with the given fields, laid out by its own
  /// fields. Hosts whose objects checked expressions read often build them
  /// with the schema's layout instead (``Schema/layout(of:)``), so that
  /// fields are read by slot.
  public static func object(_ type: String, fields: [String: Value]) -> Value {
    .object(ObjectValue(typeName: type, fields: fields))
  }

  /// An object laid out by `layout`, with the given fields (null ones left
  /// out).
  public static func object(_ layout: ObjectLayout, _ fields: KeyValuePairs<String, Value>)
    -> Value
  {
    .object(ObjectValue(layout: layout, fields: fields.lazy.map { ($0.key, $0.value) }))
  }

  /// Whether the value is null.
  public var isNull: Bool { self == .null }

  /// The bool, if this is one.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The int, if this is one.
  public var intValue: Int? {
    if case .int(let value) = self { return value }
    return nil
  }

  /// The number as a double, if this is an int or a double.
  public var doubleValue: Double? {
    switch self {
    case .double(let value): return value
    case .int(let value): return Double(value)
    default: return nil
    }
  }

  /// The string, if this is one.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The elements, if this is a list.
  public var listValue: [Value]? {
    if case .list(let value) = self { return value }
    return nil
  }

  /// A field of an object or an entry of a map; nil when absent or when this
  /// is neither.
  public subscript(field name: String) -> Value? {
    switch self {
    case .object(let object): return object[name]
    case .map(let fields): return fields[name]
    default: return nil
    }
  }

  /// Whether the value has the given static type. With `deep`, list and map
  /// elements are checked too; otherwise only the outer kind is.
  func conforms(to type: RuleType, deep: Bool) -> Bool {
    switch (type, self) {
    case (.dyn, _), (_, .unknown): return true
    case (.bool, .bool), (.int, .int), (.double, .double), (.string, .string), (.null, .null):
      return true
    case (.list(let element), .list(let elements)):
      return !deep || elements.allSatisfy { $0.conforms(to: element, deep: true) }
    case (.map(let element), .map(let entries)):
      return !deep || entries.values.allSatisfy { $0.conforms(to: element, deep: true) }
    case (.object(let name), .object(let actual)): return name == actual.typeName
    default: return false
    }
  }
}

extension Value: ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  /// A bool value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An int value.
  public init(integerLiteral value: Int) { self = .int(value) }
  /// A double value.
  public init(floatLiteral value: Double) { self = .double(value) }
  /// A string value.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A list value.
  public init(arrayLiteral elements: Value...) { self = .list(elements) }
  /// A map value; a repeated key keeps its last value.
  public init(dictionaryLiteral elements: (String, Value)...) {
    self = .map(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
}

extension Value: CustomStringConvertible {
  /// The value written as an expression would write it: `"text"`, `[1, 2]`,
  /// `{"a": 1}`, `Permission{id: "p"}` (keys sorted).
  public var description: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return "\(value)"
    case .int(let value): return "\(value)"
    case .double(let value): return "\(value)"
    case .string(let value): return Expr(.literal(.string(value)), SourceRange(0, 0)).description
    case .list(let elements): return "[" + elements.map(\.description).joined(separator: ", ") + "]"
    case .map(let entries):
      let items = entries.sorted { $0.key < $1.key }.map { "\(Value.string($0.key)): \($0.value)" }
      return "{" + items.joined(separator: ", ") + "}"
    case .object(let object):
      let items = object.fields.map { "\($0.name): \($0.value)" }
      return object.typeName + "{" + items.joined(separator: ", ") + "}"
    case .unknown(let unknown): return "unknown(" + unknown.sorted.joined(separator: ", ") + ")"
    }
  }
}

extension Array where Element == Value {
  /// `count` nulls: what `Array(repeating: .null, count:)` gives, built by
  /// appending to reserved storage instead. The standard library's
  /// `repeating:` initializer allocates through its unspecialized code,
  /// which looks up the storage class's metadata at run time (about 350
  /// instructions, more than the rest of the allocation) on every call;
  /// evaluation frames and objects are made tens of thousands of times an
  /// audit.
  static func nulls(_ count: Int) -> [Value] {
    var values: [Value] = []
    values.reserveCapacity(count)
    for _ in 0..<count { values.append(.null) }
    return values
  }
}
