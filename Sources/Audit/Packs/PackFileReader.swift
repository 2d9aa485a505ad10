import Diagnostics
import Foundation
import YAML

/// Reads the YAML files ReviewReady ships or is given (packs, the catalog,
/// pack tests), turning read and syntax failures into diagnostics.
enum PackFileReader {
  /// The bytes of `path`, or a one-line diagnostic naming the file.
  static func read(path: String) throws(DiagnosticsError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
      throw DiagnosticsError([.error(at: .file(path), reason)])
    }
    return [UInt8](data)
  }

  /// The YAML tree of `path`.
  static func loadYAML(path: String) throws(DiagnosticsError) -> YAMLNode {
    let bytes = try read(path: path)
    do {
      return try YAMLLoader.load(bytes: bytes, file: path)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
  }
}
