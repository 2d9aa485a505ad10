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
      return MustacheValue(
        jsonObject: try YAMLLoader.load(bytes: [UInt8](data), file: path).foundationValue)
    } catch {
      throw Failure(lines: "\(error)\n")
    }
  }
}
