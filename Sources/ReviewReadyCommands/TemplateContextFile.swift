import Diagnostics
import Foundation
import Mustache
import YAML

/// Reads the data a template is rendered with, from JSON or YAML.
enum TemplateContextFile {
  /// Loads `path`: JSON when it ends in `.json`, YAML otherwise (YAML
  /// problems come with their line and column).
  static func load(path: String) throws(DiagnosticsError) -> MustacheValue {
    InputFiles.record(path)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DiagnosticsError([.error(at: .file(path), "no such file")])
    }
    if path.hasSuffix(".json") {
      do {
        return try MustacheValue(jsonData: data)
      } catch {
        throw DiagnosticsError([.error(at: .file(path), "not valid JSON")])
      }
    }
    do {
      return MustacheValue(
        jsonObject: try YAMLLoader.load(bytes: [UInt8](data), file: path).foundationValue)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
  }
}
