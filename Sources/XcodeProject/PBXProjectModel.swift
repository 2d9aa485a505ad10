import Diagnostics
import ProjectFiles

/// A `project.pbxproj` as a ``ProjectModel``: its native targets, their
/// configuration lists, `baseConfigurationReference` xcconfig files and
/// resources build phases, with file paths resolved through the groups.
struct PBXProjectModel: ProjectModel {
  var project: PBXProjectFile
  /// Every group and file's path, by object id (nil: outside the source
  /// tree, such as an SDK framework).
  var paths: [String: String]

  var file: String { project.file }
  var sourceRoot: String { project.sourceRoot }
  var projectName: String { project.projectName }
  var developmentRegion: String? { project.string(project.rootObject, "developmentRegion") }
  var knownRegions: (regions: [String], location: SourceLocation) {
    let regions =
      project.object(project.rootObject)["knownRegions"]?.arrayValue?
      .compactMap(\.stringValue) ?? []
    return (regions, project.location(of: project.rootObject, key: "knownRegions"))
  }
  var targetsLocation: SourceLocation { project.location(of: project.rootObject, key: "targets") }

  init(path: String) throws(DiagnosticsError) {
    project = try PBXProjectFile.read(path: path)
    paths = [:]
    let root = project.rootObject
    let base = ProjectFileSystem.join(
      project.sourceRoot.isEmpty ? "." : project.sourceRoot,
      project.string(root, "projectDirPath") ?? "")
    if let main = project.string(root, "mainGroup") {
      var visited = Set<String>()
      resolve(main, parent: base, depth: 0, visited: &visited)
    }
  }

  /// Records the path of `id` and its children; `<group>` paths are
  /// relative to the parent group, `SOURCE_ROOT` ones to the project's folder.
  private mutating func resolve(
    _ id: String, parent: String, depth: Int, visited: inout Set<String>
  ) {
    guard depth < 64, visited.insert(id).inserted else { return }
    let path = self.path(of: id, parent: parent)
    paths[id] = path
    for child in project.ids(id, "children") {
      resolve(child, parent: path ?? parent, depth: depth + 1, visited: &visited)
    }
  }

  private func path(of id: String, parent: String) -> String? {
    let own = project.string(id, "path")
    switch project.string(id, "sourceTree") ?? "<group>" {
    case "<group>": return own.map { ProjectFileSystem.join(parent, $0) } ?? parent
    case "SOURCE_ROOT":
      return ProjectFileSystem.join(sourceRoot.isEmpty ? "." : sourceRoot, own ?? "")
    case "<absolute>": return own
    default: return nil
    }
  }

  var targets: [TargetInfo] {
    project.ids(project.rootObject, "targets").map { id in
      let type = project.string(id, "productType") ?? project.isa(id)
      return TargetInfo(
        name: project.string(id, "name") ?? id, type: type,
        isApplication: type == "com.apple.product-type.application", platforms: nil,
        location: project.location(of: id), id: id)
    }
  }

  func configurations(of target: TargetInfo) -> (names: [String], defaultName: String?) {
    let list = project.string(target.id, "buildConfigurationList") ?? ""
    return (
      project.ids(list, "buildConfigurations").compactMap { project.string($0, "name") },
      project.string(list, "defaultConfigurationName")
    )
  }

  /// The configuration object named `name` in the list `list`.
  private func configuration(_ name: String, inList list: String) -> String? {
    project.ids(list, "buildConfigurations").first { project.string($0, "name") == name }
  }

  func build(of target: TargetInfo, configuration name: String, warnings: inout [Diagnostic])
    throws(DiagnosticsError) -> TargetBuild
  {
    let projectList = project.string(project.rootObject, "buildConfigurationList") ?? ""
    let targetList = project.string(target.id, "buildConfigurationList") ?? ""
    var levels: [SettingsLevel] = []
    var problems: [Diagnostic] = []
    for (list, label) in [(projectList, "project"), (targetList, "target \(target.name)")] {
      guard let id = configuration(name, inList: list) else { continue }
      if let reference = project.string(id, "baseConfigurationReference") {
        let location = project.location(of: id, key: "baseConfigurationReference")
        if let path = paths[reference] {
          do {
            if let level = try SettingsLevel.configurationFile(
              path, namedBy: "\(label)'s base configuration", at: location, warnings: &warnings)
            {
              levels.append(level)
            }
          } catch { problems += error.diagnostics }
        } else {
          warnings.append(
            Diagnostic(
              .warning, at: location,
              "the \(label)'s base configuration file is outside the project's folders; left out"))
        }
      }
      levels.append(SettingsLevel(name: label, settings: settings(of: id)))
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    let configurationID = configuration(name, inList: targetList) ?? target.id
    return TargetBuild(
      levels: levels, resources: resources(of: target.id),
      location: project.location(of: configurationID))
  }

  /// The `buildSettings` of a configuration object, each at its line.
  private func settings(of configuration: String) -> [BuildSetting] {
    guard case .dictionary(let values)? = project.object(configuration)["buildSettings"] else {
      return []
    }
    return values.keys.sorted().compactMap { key in
      guard let value = values[key] else { return nil }
      let text: String
      switch value {
      case .string(let string): text = string
      case .array(let items):
        text = items.compactMap(\.stringValue).map(Self.quotedIfNeeded).joined(separator: " ")
      default: return nil
      }
      let (name, conditions) = BuildSetting.split(key)
      return BuildSetting(
        name: name, conditions: conditions, value: text,
        location: project.location(of: configuration, key: key))
    }
  }

  private static func quotedIfNeeded(_ item: String) -> String {
    item.contains(" ") ? "\"\(item)\"" : item
  }

  /// The files of the target's resources build phases (variant groups
  /// give each localization) and of its synchronized folders that import
  /// reads.
  private func resources(of target: String) -> [String] {
    var found: [String] = []
    for phase in project.ids(target, "buildPhases")
    where project.isa(phase) == "PBXResourcesBuildPhase" {
      for buildFile in project.ids(phase, "files") {
        guard let reference = project.string(buildFile, "fileRef") else { continue }
        let children = project.ids(reference, "children")
        for id in children.isEmpty ? [reference] : children {
          if let path = paths[id], ResourceNames.matters(path) { found.append(path) }
        }
      }
    }
    for group in project.ids(target, "fileSystemSynchronizedGroups") {
      let parent = ProjectFileSystem.join(
        sourceRoot.isEmpty ? "." : sourceRoot,
        project.string(project.rootObject, "projectDirPath") ?? "")
      guard let folder = paths[group] ?? path(of: group, parent: parent) else { continue }
      found += FolderScan.resources(under: folder)
    }
    return found
  }
}
