import Diagnostics
import Foundation
import YAML

/// Reads the YAML files ReviewReady ships or is given (packs, the catalog,
/// pack tests), turning read and syntax failures into diagnostics.
package enum ResourceFileReader {
  /// The bytes of `path`, or a one-line diagnostic naming the file; a file
  /// over `limit` or not a regular file is refused before it is read.
  package static func read(
    path: String, limit: FileSizeLimit = .pack
  ) throws(DiagnosticsError) -> [UInt8] {
    InputFiles.record(path)
    try limit.check(path)
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason =
        FileManager.default.fileExists(atPath: path) ? "cannot read the file" : "no such file"
      throw DiagnosticsError([.error(at: .file(path), reason)])
    }
    return [UInt8](data)
  }

  /// The bytes of the file `name` in `folder`, or a one-line diagnostic
  /// naming it.
  package static func read(_ name: String, in folder: ResourceFolder) throws(DiagnosticsError)
    -> [UInt8]
  {
    guard folder.isBuiltIn else { return try read(path: folder.path(of: name)) }
    guard let bytes = try folder.bytes(of: name) else {
      throw DiagnosticsError([.error(at: .file(folder.path(of: name)), "no such built-in file")])
    }
    return bytes
  }

  /// The YAML tree of the file `name` in `folder`.
  package static func loadYAML(_ name: String, in folder: ResourceFolder) throws(DiagnosticsError)
    -> YAMLNode
  {
    let path = folder.path(of: name)
    let bytes = try read(name, in: folder)
    do {
      return try YAMLLoader.load(bytes: bytes, file: path)
    } catch {
      throw DiagnosticsError([error.diagnostic])
    }
  }
}
