import Foundation

extension YAMLNode {
  /// The data the node stands for as Foundation values — `NSNull`, `Bool`,
  /// `Int`, `Double`, `String`, `[Any]` and `[String: Any]` (keys by their
  /// text) — the shapes `JSONSerialization` reads and writes, for code that
  /// hands YAML data to a JSON-based consumer.
  public var foundationValue: Any {
    switch value {
    case .scalar(let scalar):
      switch scalar.resolved {
      case .null: return NSNull()
      case .bool(let flag): return flag
      case .int(let number): return number
      case .float(let number): return number
      case .string(let text): return text
      }
    case .sequence(let items):
      return items.map(\.foundationValue)
    case .mapping(let pairs):
      var object: [String: Any] = [:]
      for pair in pairs { object[pair.key.scalar?.text ?? ""] = pair.value.foundationValue }
      return object
    }
  }
}
