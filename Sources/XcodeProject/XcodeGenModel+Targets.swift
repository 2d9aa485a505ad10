import ProjectFiles
import YAML

/// The embedded extensions and source folders of an XcodeGen target.
extension XcodeGenModel: TargetGraph {
  /// The targets of extension type that `target` lists under
  /// `dependencies` (`- target: Widget`), unless the entry says
  /// `embed: false`: XcodeGen embeds an application's extension
  /// dependencies by default.
  func embeddedTargets(of target: TargetInfo) -> [TargetInfo] {
    guard let node = definition(of: target.name) else { return [] }
    let all = targets
    var found: [TargetInfo] = []
    for entry in node["dependencies"]?.sequence ?? [] {
      guard let name = entry["target"]?.text,
        entry["embed"]?.text?.lowercased() != "false",
        let embedded = all.first(where: { $0.name == name }), embedded.name != target.name,
        ExtensionTypes.isExtension(embedded.type),
        !found.contains(where: { $0.name == name })
      else { continue }
      found.append(embedded)
    }
    return found
  }

  /// The target's `sources` (each a path or `{path:}`, relative to the
  /// file that writes it): folders and files; entries whose
  /// `destinationFilters` leave out iOS skipped, `excludes` of a folder
  /// entry not followed (the folder is taken whole).
  func sources(of target: TargetInfo) -> SourceFiles {
    guard let node = definition(of: target.name) else { return SourceFiles() }
    var files: [String] = []
    var folders: [String] = []
    for path in Self.iOSSourcePaths(of: node) {
      if ProjectFileSystem.isDirectory(path) {
        folders.append(path)
      } else if ExtensionTypes.isSource(path) {
        files.append(path)
      }
    }
    return SourceFiles(files: files, folders: folders)
  }
}
