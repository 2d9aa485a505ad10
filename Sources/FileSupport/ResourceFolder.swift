import Diagnostics
import EmbeddedResources
import Foundation

/// A read-only folder of files ReviewReady reads packs, pack tests and
/// templates from: a built-in one compiled into the binary, or one on disk
/// (a team's `--pack` folder, or `REVIEWREADY_CHECKLISTS` /
/// `REVIEWREADY_TEMPLATES` for pack authors).
public struct ResourceFolder: Sendable, Equatable {
  private enum Storage: Sendable, Equatable {
    /// Compiled in, under this package path (`Checklists`).
    case embedded(String)
    /// On disk, at this path.
    case disk(String)
  }

  private let storage: Storage
  /// How messages name the folder: `Checklists`, or the path as given
  /// (empty for the working directory).
  public let displayPath: String

  /// The built-in folder `name` (`Checklists`, `Templates`).
  public static func builtIn(_ name: String) -> ResourceFolder {
    ResourceFolder(storage: .embedded(name), displayPath: name)
  }

  /// A folder on disk; `path` names it in messages as given.
  public static func disk(_ path: String) -> ResourceFolder {
    ResourceFolder(storage: .disk(path), displayPath: path)
  }

  /// Whether the folder is compiled into the binary.
  public var isBuiltIn: Bool {
    if case .embedded = storage { return true }
    return false
  }

  /// The path that names `relative` in messages (`Checklists/photos.yaml`).
  public func path(of relative: String) -> String {
    displayPath.isEmpty ? relative : "\(displayPath)/\(relative)"
  }

  /// The names of the files directly in `subfolder` (the folder itself when
  /// empty) that end in `suffix`, sorted.
  public func fileNames(in subfolder: String = "", endingIn suffix: String) -> [String] {
    let names: [String]
    switch storage {
    case .embedded(let root):
      let folder = subfolder.isEmpty ? root : "\(root)/\(subfolder)"
      // The name after the last slash (embedded paths never end in one),
      // without bridging each path to `NSString`.
      names = EmbeddedResources.paths(in: folder).map { path in
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
      }
    case .disk(let root):
      let folder = subfolder.isEmpty ? root : (root as NSString).appendingPathComponent(subfolder)
      names =
        (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder))
        ?? []
    }
    return names.filter { $0.hasSuffix(suffix) }.sorted()
  }

  /// The bytes of `relative`, or nil when there is no such file. On disk,
  /// a file over `limit` or not a regular file is refused unread.
  public func bytes(of relative: String, limit: FileSizeLimit = .pack) throws(DiagnosticsError)
    -> [UInt8]?
  {
    switch storage {
    case .embedded(let root):
      return EmbeddedResources.text(at: "\(root)/\(relative)").map { Array($0.utf8) }
    case .disk(let root):
      let path = root.isEmpty ? relative : (root as NSString).appendingPathComponent(relative)
      InputFiles.record(path)
      if let problem = limit.problem(path) {
        throw DiagnosticsError([.error(at: .file(self.path(of: relative)), problem)])
      }
      return FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
  }

  /// The text of `relative` (UTF-8), or nil when there is no such file; on
  /// disk, refused over `limit` as ``bytes(of:limit:)`` is.
  public func text(of relative: String, limit: FileSizeLimit = .pack) throws(DiagnosticsError)
    -> String?
  {
    switch storage {
    case .embedded(let root): return EmbeddedResources.text(at: "\(root)/\(relative)")
    case .disk:
      return try bytes(of: relative, limit: limit).map { String(decoding: $0, as: UTF8.self) }
    }
  }

  /// Whether `relative` exists in the folder.
  public func contains(_ relative: String) -> Bool {
    switch storage {
    case .embedded(let root): return EmbeddedResources.text(at: "\(root)/\(relative)") != nil
    case .disk(let root):
      var isDirectory: ObjCBool = false
      let path = root.isEmpty ? relative : (root as NSString).appendingPathComponent(relative)
      return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        && !isDirectory.boolValue
    }
  }
}
