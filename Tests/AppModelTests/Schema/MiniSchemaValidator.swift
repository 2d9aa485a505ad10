import Foundation
import YAML

/// A small JSON Schema (draft-07) validator supporting exactly the keywords
/// `DescriptionSchema` uses: `type`, `enum`, `const`, `pattern`, `properties`,
/// `required`, `additionalProperties`, `patternProperties`, `items`, local
/// `$ref`, `oneOf`, `anyOf`, `allOf` and `if`/`then`. Any other keyword is ignored.
///
/// Not `Sendable`: it caches compiled patterns, so each test makes its own.
final class MiniSchemaValidator {
  /// A JSON-like value, as the validator sees a YAML tree.
  enum Instance: Equatable, CustomStringConvertible {
    case null, bool(Bool), int(Int), float(Double), string(String)
    case array([Instance])
    /// Members in document order.
    case object([Member])

    /// The value a YAML node stands for: scalars by their resolved value,
    /// mapping keys by their text.
    init(_ node: YAMLNode) {
      switch node.value {
      case .scalar(let scalar):
        switch scalar.resolved {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .int(value)
        case .float(let value): self = .float(value)
        case .string(let value): self = .string(value)
        }
      case .sequence(let items): self = .array(items.map(Instance.init))
      case .mapping(let pairs):
        self = .object(
          pairs.map { Member(key: $0.key.scalar?.text ?? "", value: Instance($0.value)) })
      }
    }

    /// Short, for messages: scalars as written, collections by kind.
    var description: String {
      switch self {
      case .null: "null"
      case .bool(let value): "\(value)"
      case .int(let value): "\(value)"
      case .float(let value): "\(value)"
      case .string(let value): "'\(value)'"
      case .array: "an array"
      case .object: "an object"
      }
    }
  }

  /// One member of an object.
  struct Member: Equatable {
    var key: String
    var value: Instance
  }

  private let root: [String: Any]
  private var regexes: [String: NSRegularExpression] = [:]

  /// Reads the schema from its JSON text.
  init(schemaText: String) throws {
    let json = try JSONSerialization.jsonObject(with: Data(schemaText.utf8))
    guard let root = json as? [String: Any] else { throw CocoaError(.propertyListReadCorrupt) }
    self.root = root
  }

  /// Every failure, each prefixed with the JSON pointer of the failing value;
  /// empty when `instance` is valid.
  func validate(_ instance: Instance) -> [String] {
    var errors: [String] = []
    check(instance, against: root, at: "", into: &errors)
    return errors
  }

  private func check(
    _ value: Instance, against schema: [String: Any], at pointer: String,
    into errors: inout [String]
  ) {
    func fail(_ message: String) { errors.append("\(pointer.isEmpty ? "/" : pointer): \(message)") }
    func passes(_ sub: Any?) -> Bool {
      var none: [String] = []
      check(value, against: sub as? [String: Any] ?? [:], at: pointer, into: &none)
      return none.isEmpty
    }
    if let ref = schema["$ref"] as? String {
      let name = String(ref.dropFirst("#/definitions/".count))
      guard ref.hasPrefix("#/definitions/"),
        let target = (root["definitions"] as? [String: Any])?[name] as? [String: Any]
      else { return fail("unresolvable $ref \(ref)") }
      return check(value, against: target, at: pointer, into: &errors)
    }
    if let type = schema["type"] {
      let types = type as? [String] ?? [type as? String ?? ""]
      guard types.contains(where: { Self.has(value, type: $0) }) else {
        return fail("expected \(types.joined(separator: " or ")), found \(value)")
      }
    }
    if let options = schema["enum"] as? [Any], !options.contains(where: { Self.equal(value, $0) }) {
      fail("\(value) is not one of the enum values")
    }
    if let constant = schema["const"], !Self.equal(value, constant) {
      fail("\(value) is not the constant \(constant)")
    }
    if let pattern = schema["pattern"] as? String, case .string(let text) = value,
      !matches(text, pattern)
    {
      fail("'\(text)' does not match /\(pattern)/")
    }
    if case .object(let members) = value { checkObject(members, schema, pointer, &errors) }
    if case .array(let items) = value, let itemSchema = schema["items"] as? [String: Any] {
      for (index, item) in items.enumerated() {
        check(item, against: itemSchema, at: "\(pointer)/\(index)", into: &errors)
      }
    }
    if case .array(let items) = value, let wanted = schema["contains"] as? [String: Any],
      !items.contains(where: { item in
        var none: [String] = []
        check(item, against: wanted, at: pointer, into: &none)
        return none.isEmpty
      })
    {
      fail("no item matches the contains schema")
    }
    if let options = schema["oneOf"] as? [Any] {
      let count = options.filter(passes).count
      if count != 1 { fail("matches \(count) of the oneOf schemas, not exactly one") }
    }
    if let options = schema["anyOf"] as? [Any], !options.contains(where: passes) {
      fail("matches none of the anyOf schemas")
    }
    for sub in schema["allOf"] as? [Any] ?? [] {
      check(value, against: sub as? [String: Any] ?? [:], at: pointer, into: &errors)
    }
    if let condition = schema["if"], passes(condition) {
      check(value, against: schema["then"] as? [String: Any] ?? [:], at: pointer, into: &errors)
    }
  }

  private func checkObject(
    _ members: [Member], _ schema: [String: Any], _ pointer: String,
    _ errors: inout [String]
  ) {
    let properties = schema["properties"] as? [String: Any] ?? [:]
    let patterns = schema["patternProperties"] as? [String: Any] ?? [:]
    let keys = Set(members.map(\.key))
    for name in schema["required"] as? [String] ?? [] where !keys.contains(name) {
      errors.append("\(pointer.isEmpty ? "/" : pointer): missing required property '\(name)'")
    }
    for member in members {
      let path =
        pointer + "/"
        + member.key.replacingOccurrences(of: "~", with: "~0")
        .replacingOccurrences(of: "/", with: "~1")
      var matched = false
      if let sub = properties[member.key] as? [String: Any] {
        matched = true
        check(member.value, against: sub, at: path, into: &errors)
      }
      for (pattern, sub) in patterns where matches(member.key, pattern) {
        matched = true
        check(member.value, against: sub as? [String: Any] ?? [:], at: path, into: &errors)
      }
      guard !matched, let additional = schema["additionalProperties"] else { continue }
      if let sub = additional as? [String: Any] {
        check(member.value, against: sub, at: path, into: &errors)
      } else if (additional as? NSNumber)?.boolValue == false {
        errors.append("\(path): additional property '\(member.key)' is not allowed")
      }
    }
  }

  /// An unanchored search, as JSON Schema specifies for `pattern`.
  private func matches(_ text: String, _ pattern: String) -> Bool {
    let regex: NSRegularExpression
    if let cached = regexes[pattern] {
      regex = cached
    } else {
      guard let compiled = try? NSRegularExpression(pattern: pattern) else { return false }
      regexes[pattern] = compiled
      regex = compiled
    }
    let range = NSRange(text.startIndex..., in: text)
    return regex.firstMatch(in: text, range: range) != nil
  }

  private static func has(_ value: Instance, type: String) -> Bool {
    switch (type, value) {
    case ("null", .null), ("boolean", .bool), ("string", .string), ("array", .array),
      ("object", .object), ("integer", .int), ("number", .int), ("number", .float):
      return true
    case ("integer", .float(let number)): return number.rounded() == number
    default: return false
    }
  }

  /// JSON equality of an instance and a value from the schema text.
  private static func equal(_ value: Instance, _ json: Any) -> Bool {
    let number = json as? NSNumber
    let isBool = number.map { String(cString: $0.objCType) == "c" } ?? false
    switch value {
    case .null: return json is NSNull
    case .bool(let flag): return isBool && number?.boolValue == flag
    case .int(let integer): return !isBool && number?.doubleValue == Double(integer)
    case .float(let float): return !isBool && number?.doubleValue == float
    case .string(let text): return (json as? String) == text
    case .array, .object: return false  // DescriptionSchema has no structured enum or const.
    }
  }
}
