import FileSupport
import Foundation

/// Where one rule pack is read from: a file in a folder, built in or on disk.
public struct PackSource: Sendable, Equatable {
  /// The folder holding the pack file (and its `tests/NAME/`).
  public var folder: ResourceFolder
  /// The file's name in the folder (`photos.yaml`).
  public var name: String

  /// The pack `name` in `folder`.
  public init(folder: ResourceFolder, name: String) {
    self.folder = folder
    self.name = name
  }

  /// The pack file at `path`, named in messages as given.
  public init(path: String) {
    self.init(
      folder: .disk((path as NSString).deletingLastPathComponent),
      name: (path as NSString).lastPathComponent)
  }

  /// The path that names the pack in messages (`Checklists/photos.yaml`).
  public var path: String { folder.path(of: name) }

  /// The packs in `folder`: every `*.yaml` file but the catalog, sorted.
  public static func packs(in folder: ResourceFolder) -> [PackSource] {
    folder.fileNames(endingIn: ".yaml").filter { $0 != BuiltInChecklists.catalogName }
      .map { PackSource(folder: folder, name: $0) }
  }
}
