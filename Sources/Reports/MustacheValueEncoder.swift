import Mustache

/// Encodes an `Encodable` value straight into template data, giving what
/// encoding it as JSON and reading that back gives (absent optionals are
/// missing keys; integers are `int`, booleans `bool`), without the text in
/// between: for a portfolio's reports that round trip had cost more than
/// rendering them.
///
/// Floating-point values become `double` even when whole (JSON would read
/// `1.0` back as an integer); report models hold none.
enum MustacheValueEncoder {
  static func encode<Value: Encodable>(_ value: Value) throws -> MustacheValue {
    try EncodedTree(value).root.mustacheValue
  }
}

extension EncodedNode {
  fileprivate var mustacheValue: MustacheValue {
    switch encoded {
    case .scalar(.string(let text)): return .string(text)
    case .scalar(.bool(let flag)): return .bool(flag)
    case .scalar(.int(let number)): return .int(number)
    case .scalar(.double(let number)): return .double(number)
    case .scalar(.null): return .null
    case .object(let fields):
      // In the order encoded, so a key encoded twice keeps its last value.
      var members: [String: MustacheValue] = [:]
      members.reserveCapacity(fields.count)
      for (key, node) in fields { members[key] = node.mustacheValue }
      return .object(members)
    case .list(let items): return .list(items.map(\.mustacheValue))
    }
  }
}
