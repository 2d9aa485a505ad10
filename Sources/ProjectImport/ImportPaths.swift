import Foundation
import ProjectFiles

/// How the imported description names the files: as its own folder sees
/// them, keeping relative paths relative.
enum ImportPaths {
  static func paths(of sources: ProjectImporter.Sources) -> DescriptionDraft.Paths {
    let base = sources.output.map(ProjectFileSystem.directory) ?? ""
    let plistFolder = ProjectFileSystem.directory(of: sources.infoPlist)
    let sameFolder =
      sources.strings.map {
        ProjectFileSystem.normalize(absolute($0))
          == ProjectFileSystem.normalize(absolute(plistFolder))
      } ?? true
    return DescriptionDraft.Paths(
      infoPlist: relative(sources.infoPlist, from: base),
      strings: sameFolder ? nil : sources.strings.map { relative($0, from: base) },
      privacyManifest: sources.privacyManifest.map { relative($0, from: base) })
  }

  /// `path` as seen from the folder `base` (both as the user named them).
  static func relative(_ path: String, from base: String) -> String {
    if path.hasPrefix("/") == base.hasPrefix("/") || base.isEmpty {
      return ProjectFileSystem.relative(path, from: base.isEmpty ? "." : base)
    }
    return ProjectFileSystem.relative(absolute(path), from: absolute(base))
  }

  private static func absolute(_ path: String) -> String {
    path.hasPrefix("/")
      ? path
      : ProjectFileSystem.join(
        FileManager.default.currentDirectoryPath, path.isEmpty ? "." : path)
  }
}
