import ProjectFiles

/// The embedded extensions and source files of a `project.pbxproj` target.
extension PBXProjectModel: TargetGraph {
  /// The extensions a copy-files phase of `target` copies into its
  /// `PlugIns` folder (`dstSubfolderSpec = 13`, Xcode's "Embed App
  /// Extensions" / "Embed Foundation Extensions") or into `Extensions`
  /// (ExtensionKit), matched to targets by their `productReference`. An
  /// extension the app depends on but doesn't copy is not shipped, so it
  /// is left out.
  func embeddedTargets(of target: TargetInfo) -> [TargetInfo] {
    let all = targets
    var byProduct: [String: TargetInfo] = [:]
    for candidate in all {
      if let product = project.string(candidate.id, "productReference") {
        byProduct[product] = candidate
      }
    }
    var found: [TargetInfo] = []
    var seen = Set<String>()
    for phase in project.ids(target.id, "buildPhases")
    where project.isa(phase) == "PBXCopyFilesBuildPhase" && Self.copiesExtensions(phase, project) {
      for buildFile in project.ids(phase, "files") {
        guard let reference = project.string(buildFile, "fileRef"),
          let embedded = byProduct[reference], embedded.id != target.id,
          ExtensionTypes.isExtension(embedded.type), seen.insert(embedded.id).inserted
        else { continue }
        found.append(embedded)
      }
    }
    return found
  }

  private static func copiesExtensions(_ phase: String, _ project: PBXProjectFile) -> Bool {
    let spec = project.string(phase, "dstSubfolderSpec") ?? ""
    let path = project.string(phase, "dstPath") ?? ""
    return spec == "13" || path.contains("Extensions")
  }

  /// The files of `target`'s sources build phases and its synchronized
  /// folders.
  func sources(of target: TargetInfo) -> SourceFiles {
    var files: [String] = []
    for phase in project.ids(target.id, "buildPhases")
    where project.isa(phase) == "PBXSourcesBuildPhase" {
      for buildFile in project.ids(phase, "files") {
        guard let reference = project.string(buildFile, "fileRef") else { continue }
        let children = project.ids(reference, "children")
        for id in children.isEmpty ? [reference] : children {
          if let path = paths[id], ExtensionTypes.isSource(path) { files.append(path) }
        }
      }
    }
    var folders: [String] = []
    var excluded: [String] = []
    let parent = ProjectFileSystem.join(
      sourceRoot.isEmpty ? "." : sourceRoot,
      project.string(project.rootObject, "projectDirPath") ?? "")
    for group in project.ids(target.id, "fileSystemSynchronizedGroups") {
      if let folder = paths[group] ?? synchronizedPath(of: group, parent: parent) {
        folders.append(folder)
        excluded += exceptions(of: group, for: target).map { ProjectFileSystem.join(folder, $0) }
      }
    }
    files += memberExceptions(for: target, parent: parent)
    return SourceFiles(files: files, folders: folders, excluded: excluded)
  }

  /// The files of a synchronized folder that `target` doesn't compile
  /// (`membershipExceptions` of its exception set for the target), relative
  /// to the folder.
  private func exceptions(of group: String, for target: TargetInfo) -> [String] {
    project.ids(group, "exceptions").filter { project.string($0, "target") == target.id }
      .flatMap { exception in
        (project.object(exception)["membershipExceptions"]?.arrayValue ?? []).compactMap(
          \.stringValue)
      }
  }

  /// Files of other targets' synchronized folders that `target` compiles
  /// too: a folder's exception set for a target that doesn't own the folder
  /// adds its `membershipExceptions` to that target.
  private func memberExceptions(for target: TargetInfo, parent: String) -> [String] {
    let owned = Set(project.ids(target.id, "fileSystemSynchronizedGroups"))
    var files: [String] = []
    for (id, object) in project.objects
    where object["isa"]?.stringValue == "PBXFileSystemSynchronizedRootGroup" && !owned.contains(id)
    {
      let names = exceptions(of: id, for: target)
      guard !names.isEmpty,
        let folder = paths[id] ?? synchronizedPath(of: id, parent: parent)
      else { continue }
      files += names.map { ProjectFileSystem.join(folder, $0) }.filter(ExtensionTypes.isSource)
    }
    return files
  }

  /// A synchronized folder outside the main group: its path from the
  /// project's folder.
  private func synchronizedPath(of group: String, parent: String) -> String? {
    guard let own = project.string(group, "path") else { return nil }
    return ProjectFileSystem.join(parent, own)
  }
}
