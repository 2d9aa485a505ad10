import Foundation

/// A JSON value for writing the description's JSON Schema.
indirect enum JSONSchemaValue: Encodable, ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByIntegerLiteral
{
  case string(String)
  case bool(Bool)
  case int(Int)
  case array([JSONSchemaValue])
  case object([String: JSONSchemaValue])

  init(stringLiteral value: String) { self = .string(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(integerLiteral value: Int) { self = .int(value) }
  init(arrayLiteral elements: JSONSchemaValue...) { self = .array(elements) }
  init(dictionaryLiteral elements: (String, JSONSchemaValue)...) {
    self = .object(Dictionary(elements) { _, last in last })
  }

  func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .int(let value): try container.encode(value)
    case .array(let value): try container.encode(value)
    case .object(let value): try container.encode(value)
    }
  }

  /// Pretty, key-sorted JSON text, the same bytes on every run.
  func serialized() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
