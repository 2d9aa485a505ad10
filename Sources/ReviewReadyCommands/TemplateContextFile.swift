import Diagnostics
import Foundation
import Mustache
import YAML

/// Reads the data a template is rendered with, from JSON or YAML.
enum TemplateContextFile {
  /// Why a context file could not be read, as diagnostic lines.
  struct Failure: Error {
    var lines: String
  }

  /// Loads `path`: JSON when it ends in `.json`, YAML otherwise (YAML
  /// problems come with their line and column).
  static func load(path: String) throws(Failure) -> MustacheValue {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(lines: "\(path): error: no such file\n")
    }
    if path.hasSuffix(".json") {
      do {
        return try MustacheValue(jsonData: data)
      } catch {
        throw Failure(lines: "\(path): error: not valid JSON\n")
      }
    }
    do {
      return MustacheValue(yaml: try YAMLLoader.load(bytes: [UInt8](data), file: path))
    } catch {
      throw Failure(lines: "\(error)\n")
    }
  }
}

extension MustacheValue {
  /// The data a YAML node stands for: scalars by their core-schema type,
  /// sequences as lists, mappings as objects keyed by the keys' text.
  init(yaml node: YAMLNode) {
    switch node.value {
    case .scalar(let scalar):
      switch scalar.resolved {
      case .null: self = .null
      case .bool(let value): self = .bool(value)
      case .int(let value): self = .int(value)
      case .float(let value): self = .double(value)
      case .string(let value): self = .string(value)
      }
    case .sequence(let items):
      self = .list(items.map(MustacheValue.init(yaml:)))
    case .mapping(let pairs):
      var fields: [String: MustacheValue] = [:]
      for pair in pairs { fields[pair.key.scalar?.text ?? ""] = MustacheValue(yaml: pair.value) }
      self = .object(fields)
    }
  }
}
