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

  /// A schema written as a literal, so that a method such as ``described(_:)``
  /// can follow it.
  init(_ value: JSONSchemaValue) { self = value }
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

  /// The same schema with a `description` (the hover text editors show);
  /// a value that is not an object is returned as it is.
  func described(_ text: String) -> JSONSchemaValue {
    guard case .object(var members) = self else { return self }
    members["description"] = .string(text)
    // A value that may also be unanswered (`DescriptionSchema.orUnanswered`):
    // the answer's schema is described too, for editors that show it.
    if case .array(var options)? = members["anyOf"], let answer = options.first,
      case .object(let inner) = answer, inner["description"] == nil
    {
      options[0] = answer.described(text)
      members["anyOf"] = .array(options)
    }
    return .object(members)
  }

  /// Pretty, key-sorted JSON text, the same bytes on every run.
  func serialized() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(self) else { return "{}" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
