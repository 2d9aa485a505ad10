import Diagnostics
import Foundation
import ProjectFiles
import YAML

/// An XcodeGen spec (`project.yml`) as a ``ProjectModel``: its `include:`
/// files merged under it, `targets` with their `templates:` (from
/// `targetTemplates`) merged under each, `settings` (flat, or `base` /
/// `configs`), `configFiles`, `options.deploymentTarget`,
/// `deploymentTarget`, `info` (`path` and `properties`) and the files
/// under each target's `sources`. Read with the YAML module (libyaml);
/// paths are relative to the file that writes them.
struct XcodeGenModel: ProjectModel {
  static let maximumIncludes = 64

  var file: String
  var spec: YAMLNode
  var sourceRoot: String { ProjectFileSystem.directory(of: file) }
  var projectName: String { spec["name"]?.text ?? "Project" }
  var developmentRegion: String? { spec["options"]?["developmentLanguage"]?.text }
  var knownRegions: (regions: [String], location: SourceLocation) { ([], .file(file)) }
  var targetsLocation: SourceLocation {
    spec.pairs.first { $0.key == "targets" }?.location
      ?? SourceLocation(file: file, line: 1, column: 1)
  }

  init(path: String, warnings: inout [Diagnostic]) throws(DiagnosticsError) {
    file = path
    var included = 0
    spec = try Self.load(path: path, chain: [], included: &included, warnings: &warnings)
  }

  /// The spec at `path` with its includes merged under it.
  private static func load(
    path: String, chain: [String], included: inout Int, warnings: inout [Diagnostic]
  ) throws(DiagnosticsError) -> YAMLNode {
    let bytes = try ProjectFileSystem.bytes(of: path)
    let node: YAMLNode
    do {
      node = try YAMLLoader.load(bytes: bytes, file: path)
    } catch {
      throw DiagnosticsError([
        .error(at: error.location, "malformed XcodeGen spec: \(error.message)")
      ])
    }
    guard node.mapping != nil else {
      throw DiagnosticsError([
        .error(
          at: node.location,
          "an XcodeGen spec is a mapping (name:, targets:, …), but this file holds \(node.kindDescription)"
        )
      ])
    }
    var merged = YAMLNode(.mapping([]), location: node.location)
    let folder = ProjectFileSystem.directory(of: path)
    var problems: [Diagnostic] = []
    let includes = node["include"]?.sequence ?? node["include"].map({ [$0] }) ?? []
    for entry in includes {
      guard let name = entry.text ?? entry["path"]?.text else { continue }
      let target = ProjectFileSystem.join(folder, name)
      if target == path || chain.contains(target) {
        let cycle = (chain + [path, target]).map {
          $0.split(separator: "/").last.map(String.init) ?? $0
        }
        problems.append(
          .error(
            at: entry.location,
            "include loop: \(cycle.joined(separator: " → ")); remove one of these includes"))
        continue
      }
      included += 1
      guard included <= maximumIncludes, chain.count < 16 else {
        problems.append(.error(at: entry.location, "too many or too deeply nested includes"))
        continue
      }
      guard ProjectFileSystem.exists(target) else {
        warnings.append(
          Diagnostic(
            .warning, at: entry.location,
            "the included spec \(target) does not exist; what it would define is left out"))
        continue
      }
      do {
        merged = merged.merged(
          with: try load(
            path: target, chain: chain + [path], included: &included, warnings: &warnings))
      } catch { problems += error.diagnostics }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return merged.merged(with: node)
  }

  /// The target definitions, each with its templates merged under it.
  func definition(of name: String) -> YAMLNode? {
    guard let node = spec["targets"]?[name] else { return nil }
    var visited = Set<String>()
    return withTemplates(node, name: name, visited: &visited)
      .replacing("${target_name}", with: name)
      .replacing("$target_name", with: name)
  }

  private func withTemplates(_ node: YAMLNode, name: String, visited: inout Set<String>) -> YAMLNode
  {
    var base = YAMLNode(.mapping([]), location: node.location)
    for template in node["templates"]?.texts ?? [] where visited.insert(template).inserted {
      guard visited.count < 32, let definition = spec["targetTemplates"]?[template] else {
        continue
      }
      base = base.merged(
        with: withTemplates(definition, name: name, visited: &visited), appendingLists: true)
    }
    return base.merged(with: node, appendingLists: true)
  }

  var targets: [TargetInfo] {
    (spec["targets"]?.pairs ?? []).map { pair in
      let node = definition(of: pair.key) ?? pair.value
      let type = node["type"]?.text ?? ""
      var platforms = node["platform"]?.texts ?? []
      platforms += node["supportedDestinations"]?.texts ?? []
      return TargetInfo(
        name: pair.key, type: type, isApplication: type == "application",
        platforms: platforms, location: pair.location, id: pair.key)
    }
  }

  /// The configurations `configs:` declares, else XcodeGen's Debug and Release.
  private var configurationNames: [String] {
    let names = (spec["configs"]?.pairs ?? []).map(\.key)
    return names.isEmpty ? ["Debug", "Release"] : names
  }

  func configurations(of target: TargetInfo) -> (names: [String], defaultName: String?) {
    (
      configurationNames,
      configurationNames.contains("Release") ? "Release" : configurationNames.last
    )
  }

  func build(of target: TargetInfo, configuration: String, warnings: inout [Diagnostic])
    throws(DiagnosticsError) -> TargetBuild
  {
    guard let node = definition(of: target.name) else {
      return TargetBuild(levels: [], location: target.location)
    }
    var levels: [SettingsLevel] = []
    var problems: [Diagnostic] = []
    // The project: its deployment target, its xcconfig, its settings.
    var projectPresets: [BuildSetting] = []
    if let iOS = spec["options"]?["deploymentTarget"]?["iOS"], let text = iOS.settingText {
      projectPresets.append(
        BuildSetting(name: "IPHONEOS_DEPLOYMENT_TARGET", value: text, location: iOS.location))
    }
    levels.append(SettingsLevel(name: "XcodeGen options", settings: projectPresets))
    for (index, (owner, label)) in [(spec, "project"), (node, "target \(target.name)")].enumerated()
    {
      if owner["configFiles"] != nil {
        if let entry = matching(configuration, in: owner["configFiles"]), let name = entry.text {
          let path = ProjectFileSystem.join(
            ProjectFileSystem.directory(of: entry.location.file), name)
          do {
            if let level = try SettingsLevel.configurationFile(
              path, namedBy: "\(label)'s configuration", at: entry.location,
              warnings: &warnings)
            {
              levels.append(level)
            }
          } catch { problems += error.diagnostics }
        }
      }
      var settings: [BuildSetting] = []
      if index == 1 { settings += targetPresets(node) }
      settings += self.settings(owner["settings"], configuration: configuration)
      levels.append(SettingsLevel(name: label, settings: settings))
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    var build = TargetBuild(levels: levels, location: target.location)
    if let properties = node["info"]?["properties"] {
      for pair in properties.pairs {
        build.infoProperties[pair.key] = Self.plistValue(pair.value)
        build.infoPropertyLocations[pair.key] = pair.location
      }
    }
    build.resources = resources(of: node)
    return build
  }

  /// Settings XcodeGen derives from the target's own fields: `info.path`
  /// (INFOPLIST_FILE), `entitlements.path` (CODE_SIGN_ENTITLEMENTS) and
  /// `deploymentTarget`.
  private func targetPresets(_ node: YAMLNode) -> [BuildSetting] {
    var settings: [BuildSetting] = []
    for (field, setting) in [
      ("info", "INFOPLIST_FILE"), ("entitlements", "CODE_SIGN_ENTITLEMENTS"),
    ] {
      guard let path = node[field]?["path"], let text = path.text else { continue }
      let folder = ProjectFileSystem.directory(of: path.location.file)
      let full = ProjectFileSystem.join(folder, text)
      settings.append(
        BuildSetting(
          name: setting,
          value: ProjectFileSystem.relative(full, from: sourceRoot.isEmpty ? "." : sourceRoot),
          location: path.location))
    }
    let deployment = node["deploymentTarget"]
    if let value = deployment?.settingText ?? deployment?["iOS"]?.settingText, let deployment {
      settings.append(
        BuildSetting(
          name: "IPHONEOS_DEPLOYMENT_TARGET", value: value, location: deployment.location))
    }
    return settings
  }

  /// A `settings:` node for a configuration: flat, or `base` then the
  /// matching `configs` entry (and `groups` from `settingGroups`).
  private func settings(_ node: YAMLNode?, configuration: String, depth: Int = 0) -> [BuildSetting]
  {
    guard let node, depth < 8 else { return [] }
    let structured = node.pairs.contains { ["base", "configs", "groups"].contains($0.key) }
    guard structured else { return flat(node) }
    var settings: [BuildSetting] = []
    for group in node["groups"]?.texts ?? [] {
      settings += self.settings(
        spec["settingGroups"]?[group], configuration: configuration, depth: depth + 1)
    }
    settings += flat(node["base"])
    if let config = matching(configuration, in: node["configs"]) { settings += flat(config) }
    return settings
  }

  private func flat(_ node: YAMLNode?) -> [BuildSetting] {
    (node?.pairs ?? []).compactMap { pair in
      guard let text = pair.value.settingText else { return nil }
      let (name, conditions) = BuildSetting.split(pair.key)
      return BuildSetting(name: name, conditions: conditions, value: text, location: pair.location)
    }
  }

  /// The entry of a per-configuration mapping for `configuration`, its
  /// name compared without regard to case (XcodeGen's `configs: {release: …}`).
  private func matching(_ configuration: String, in node: YAMLNode?) -> YAMLNode? {
    node?.pairs.last { $0.key.lowercased() == configuration.lowercased() }?.value
  }

  /// The files import reads under the target's `sources` (each a path or
  /// `{path:}`; entries whose `destinationFilters` leave out iOS skipped).
  private func resources(of node: YAMLNode) -> [String] {
    var found: [String] = []
    for path in Self.iOSSourcePaths(of: node) {
      if ProjectFileSystem.isDirectory(path) {
        found += FolderScan.resources(under: path)
      } else if ProjectFileSystem.exists(path), ResourceNames.matters(path) {
        found.append(path)
      }
    }
    return found
  }

  /// The paths a target's `sources` names (each a path or `{path:}`,
  /// relative to the file that wrote it), but for entries whose
  /// `destinationFilters` leave out iOS.
  static func iOSSourcePaths(of node: YAMLNode) -> [String] {
    let entries = node["sources"]?.sequence ?? node["sources"].map({ [$0] }) ?? []
    return entries.compactMap { entry in
      guard let name = entry.text ?? entry["path"]?.text else { return nil }
      if let filters = entry["destinationFilters"]?.texts, !filters.isEmpty,
        !filters.contains(where: { $0.lowercased() == "ios" })
      {
        return nil
      }
      let source = entry.text != nil ? entry : (entry["path"] ?? entry)
      return ProjectFileSystem.join(ProjectFileSystem.directory(of: source.location.file), name)
    }
  }

  /// An `info.properties` value as the property list XcodeGen writes.
  static func plistValue(_ node: YAMLNode, depth: Int = 0) -> PlistValue {
    guard depth < 64 else { return .string("") }
    switch node.value {
    case .scalar(let scalar):
      switch scalar.resolved {
      case .bool(let flag): return .bool(flag)
      case .int(let number): return .integer(number)
      case .float(let number): return .real(number)
      case .null: return .string("")
      case .string(let text): return .string(text)
      }
    case .sequence(let items): return .array(items.map { plistValue($0, depth: depth + 1) })
    case .mapping:
      var entries: [String: PlistValue] = [:]
      for pair in node.pairs { entries[pair.key] = plistValue(pair.value, depth: depth + 1) }
      return .dictionary(entries)
    }
  }
}
