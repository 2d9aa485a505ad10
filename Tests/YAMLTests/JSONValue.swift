import Foundation
import YAML

/// Plain data, for comparing what the loader built with the YAML test
/// suite's expected JSON.
enum JSONValue: Equatable, Decodable, CustomStringConvertible {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  init(from decoder: Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSONValue].self) {
      self = .array(value)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }

  /// The data a YAML node stands for.
  init(_ node: YAMLNode) {
    switch node.value {
    case .scalar(let scalar):
      switch scalar.resolved {
      case .null: self = .null
      case .bool(let value): self = .bool(value)
      case .int(let value): self = .number(Double(value))
      case .float(let value): self = .number(value)
      case .string(let value): self = .string(value)
      }
    case .sequence(let items):
      self = .array(items.map(JSONValue.init))
    case .mapping(let pairs):
      var object: [String: JSONValue] = [:]
      for pair in pairs { object[pair.key.scalar?.text ?? "\(pair.key)"] = JSONValue(pair.value) }
      self = .object(object)
    }
  }

  var description: String {
    switch self {
    case .null: return "null"
    case .bool(let value): return "\(value)"
    case .number(let value): return "\(value)"
    case .string(let value): return "\"\(value)\""
    case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
    case .object(let members):
      return "{"
        + members.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }
        .joined(separator: ", ") + "}"
    }
  }

  /// Decodes a stream of JSON texts written one after another, as the test
  /// suite does for multi-document YAML.
  static func decodeStream(_ text: String) throws -> [JSONValue] {
    try splitStream(Array(text.utf8)).map {
      try JSONDecoder().decode(JSONValue.self, from: Data($0))
    }
  }

  private static func splitStream(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
    let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
    let openers: Set<UInt8> = [UInt8(ascii: "{"), UInt8(ascii: "[")]
    let closers: Set<UInt8> = [UInt8(ascii: "}"), UInt8(ascii: "]")]
    func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x0A, 0x0D, 0x09].contains(byte) }
    var texts: [ArraySlice<UInt8>] = []
    var index = 0
    while index < bytes.count {
      if isSpace(bytes[index]) {
        index += 1
        continue
      }
      let start = index
      if openers.contains(bytes[index]) {
        var depth = 0
        var inString = false
        while index < bytes.count {
          let byte = bytes[index]
          index += 1
          if inString {
            if byte == backslash { index += 1 } else if byte == quote { inString = false }
          } else if byte == quote {
            inString = true
          } else if openers.contains(byte) {
            depth += 1
          } else if closers.contains(byte) {
            depth -= 1
            if depth == 0 { break }
          }
        }
      } else if bytes[index] == quote {
        index += 1
        while index < bytes.count {
          let byte = bytes[index]
          index += 1
          if byte == backslash { index += 1 } else if byte == quote { break }
        }
      } else {
        while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
      }
      texts.append(bytes[start..<min(index, bytes.count)])
    }
    return texts
  }
}
