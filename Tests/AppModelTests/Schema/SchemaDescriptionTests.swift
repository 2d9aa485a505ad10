import AppModel
import Foundation
import Testing

/// Every property of `DescriptionSchema` has a `description`, the hover text
/// editors show: at any depth, in `properties`, `patternProperties`, `items`,
/// `additionalProperties` objects, `definitions` and every subschema
/// (`oneOf`, `anyOf`, `allOf`, `if`/`then`).
@Suite struct SchemaDescriptionTests {
  /// The JSON pointers of schemas that need a description and have none.
  static func undescribed(_ schema: Any, at pointer: String, needsOne: Bool) -> [String] {
    guard let object = schema as? [String: Any] else { return [] }
    var missing: [String] = []
    let text = (object["description"] as? String)?.trimmingCharacters(in: .whitespaces) ?? ""
    if needsOne && text.isEmpty { missing.append(pointer) }
    for key in ["properties", "patternProperties", "definitions", "$defs"] {
      for (name, sub) in object[key] as? [String: Any] ?? [:] {
        missing += undescribed(sub, at: "\(pointer)/\(key)/\(name)", needsOne: true)
      }
    }
    for key in ["items", "additionalProperties"] {
      if let sub = object[key] {
        missing += undescribed(sub, at: "\(pointer)/\(key)", needsOne: !isReference(sub))
      }
    }
    for key in ["oneOf", "anyOf", "allOf"] {
      for (index, sub) in (object[key] as? [Any] ?? []).enumerated() {
        missing += undescribed(sub, at: "\(pointer)/\(key)/\(index)", needsOne: key != "allOf")
      }
    }
    for key in ["if", "then", "else", "not"] {
      if let sub = object[key] {
        missing += undescribed(sub, at: "\(pointer)/\(key)", needsOne: false)
      }
    }
    return missing
  }

  /// A bare `$ref` takes the description of the definition it names, which
  /// is itself checked.
  static func isReference(_ schema: Any) -> Bool {
    guard let object = schema as? [String: Any] else { return false }
    return object.keys.sorted() == ["$ref"]
  }

  static func schema() throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(DescriptionSchema.json.utf8)) as? [String: Any])
  }

  @Test func everyPropertyHasADescription() throws {
    let missing = Self.undescribed(try Self.schema(), at: "", needsOne: true)
    #expect(missing == [], "no description: \(missing.sorted().joined(separator: ", "))")
  }

  @Test func theCheckFindsAMissingDescriptionAtAnyDepth() {
    let schema: [String: Any] = [
      "description": "Root.",
      "properties": ["a": ["description": "A.", "items": ["type": "string"]]],
      "definitions": [
        "d": [
          "description": "D.",
          "properties": ["e": ["description": " "]],
          "additionalProperties": ["type": "string"],
        ]
      ],
      "allOf": [["then": ["properties": ["f": ["const": 1]]]]],
    ]
    let missing = Self.undescribed(schema, at: "", needsOne: true)
    #expect(
      Set(missing) == [
        "/properties/a/items", "/definitions/d/properties/e",
        "/definitions/d/additionalProperties", "/allOf/0/then/properties/f",
      ])
    #expect(Self.undescribed(["items": ["$ref": "#/definitions/d"]], at: "", needsOne: false) == [])
  }
}
