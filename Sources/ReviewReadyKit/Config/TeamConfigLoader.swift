import Catalog
import Diagnostics
import FileSupport
import Foundation
import YAML
import YAMLDecoding

/// Finds and reads a team's `.reviewready.yml`.
public enum TeamConfigLoader {
  /// The names a configuration file may have, in the order they are looked for.
  public static let fileNames = [".reviewready.yml", ".reviewready.yaml"]
  /// The values `failOn` takes.
  public static let failOnValues = ["error", "warning", "note", "never"]
  /// Files larger than this are refused before reading.
  static let maximumSize = 1 << 20

  /// The most folders looked in above a description's.
  static let maximumDepth = 256

  /// The configuration files that apply in `directory`, the outermost
  /// first: the first of `fileNames` in the folder and in each parent, up
  /// to and including the repository root (the folder holding `.git`), or
  /// the filesystem's root outside a repository. Nested files refine the
  /// ones above them (`ConfigChain`).
  public static func chain(from directory: String) -> [String] {
    // Plain path arithmetic and `stat`: `URL`'s standardizing and
    // `FileManager` cost a start more than the search itself.
    var folder = standardized(directory)
    var found: [String] = []
    for _ in 0..<maximumDepth {
      if let file = file(in: folder) { found.append(file) }
      guard FileStatus(joined(folder, ".git")) == nil, let parent = parent(of: folder) else {
        break
      }
      folder = parent
    }
    return found.reversed()
  }

  /// The nearest configuration file for `directory` (the last of `chain`).
  public static func find(from directory: String) -> String? {
    chain(from: directory).last
  }

  /// The configuration file in `folder` itself, as messages name it.
  static func file(in folder: String) -> String? {
    for name in fileNames {
      let path = joined(folder, name)
      if let file = FileStatus(path), file.kind != .directory {
        return display(path)
      }
    }
    return nil
  }

  /// How messages name the file at the absolute `path`: from the working
  /// directory, with `../` for the folders above it (absolute when only
  /// the root is shared), so a run names a file alike from any folder
  /// below it.
  static func display(_ path: String) -> String {
    let here = standardized(".").split(separator: "/")
    let there = path.split(separator: "/")
    var shared = 0
    while shared < min(here.count, there.count - 1), here[shared] == there[shared] { shared += 1 }
    guard shared > 0 else { return path }
    let up = Array(repeating: "..", count: here.count - shared)
    return (up + there[shared...].map(String.init)).joined(separator: "/")
  }

  /// `directory` as an absolute path without `.`, `..`, empty components
  /// or a trailing slash (`/` for the root), as `URL.standardizedFileURL`
  /// gives it; a relative path is taken from the current folder.
  static func standardized(_ directory: String) -> String {
    let absolute =
      directory.hasPrefix("/")
      ? directory : FileManager.default.currentDirectoryPath + "/" + directory
    var components: [Substring] = []
    for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
      switch component {
      case ".": continue
      case "..": _ = components.popLast()
      default: components.append(component)
      }
    }
    return "/" + components.joined(separator: "/")
  }

  static func parent(of folder: String) -> String? {
    guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
    return slash == folder.startIndex ? "/" : String(folder[..<slash])
  }

  static func joined(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// Reads the configuration at `path`. `formats` are the valid format
  /// names. Every problem is reported at its line and column.
  public static func load(path: String, formats: [String]) throws(DiagnosticsError) -> TeamConfig {
    if let size = FileStatus(path)?.size, size > maximumSize {
      throw DiagnosticsError([
        .error(at: .file(path), "the configuration is over 1 MB; it holds a few settings")
      ])
    }
    let root = try ResourceFileReader.loadYAML(
      (path as NSString).lastPathComponent, in: .disk((path as NSString).deletingLastPathComponent))
    let context = DecodingContext()
    let config = decode(root, file: path, formats: formats, context: context)
    guard let config, context.diagnostics.isEmpty else {
      throw DiagnosticsError(context.diagnostics)
    }
    return config
  }

  private static func decode(
    _ root: YAMLNode, file: String, formats: [String], context: DecodingContext
  ) -> TeamConfig? {
    let absoluteFolder = standardized((file as NSString).deletingLastPathComponent)
    // An empty file is an empty configuration.
    if root.isNull {
      var config = TeamConfig(file: file, rules: [], packs: [], failOn: nil, formats: nil)
      config.folder = absoluteFolder
      return config
    }
    guard let object = context.object(root, path: "") else { return nil }
    let rules = object.object("rules").map { decodeRules($0, context: context) } ?? []
    let folder = (file as NSString).deletingLastPathComponent
    var packs: [String] = []
    var switches: [TeamConfig.PackSwitch] = []
    if let node = object.value("packs") {
      if node.mapping != nil, let map = context.object(node, path: "packs") {
        switches = decodePackSwitches(map, folder: folder, context: context)
        packs = switches.compactMap(\.path)
      } else {
        packs = paths(
          context.sequence(node, path: "packs"), path: "packs", from: folder, context: context)
      }
    }
    let failOn = object.value("failOn").flatMap { node in
      context.string(node, path: "failOn").flatMap {
        context.choice(
          $0, from: failOnValues, kind: "a severity to fail on", at: node.location, path: "failOn")
      }
    }
    let formatList = object.value("formats").map { decodeFormats($0, formats, context: context) }
    let scan = object.object("scan").map { decodeScan($0, folder: folder, context: context) }
    var config = TeamConfig(
      file: file, rules: rules, packs: packs, failOn: failOn, formats: formatList,
      scan: scan ?? .init())
    config.folder = absoluteFolder
    config.packSwitches = switches
    config.checklistStaleOnNewBuild = object.object("checklist").flatMap {
      decodeChecklist($0, context: context)
    }
    config.included = pathGlobs(object.sequence("included"), path: "included", context: context)
    config.excluded = pathGlobs(object.sequence("excluded"), path: "excluded", context: context)
    object.finish()
    return config
  }

  /// `rules:`: each rule id or glob with its setting.
  private static func decodeRules(_ map: ObjectReader, context: DecodingContext)
    -> [TeamConfig.RuleEntry]
  {
    var rules: [TeamConfig.RuleEntry] = []
    var seen: [String: SourceLocation] = [:]
    for pair in map.remainingPairs() {
      guard let id = context.string(pair.key, path: "rules") else { continue }
      if let first = seen[id] {
        context.report(
          .duplicateID(kind: "rule", id: id, first: first), at: pair.key.location, path: "rules")
        continue
      }
      seen[id] = pair.key.location
      let glob: RuleGlob
      switch RuleGlob.parse(id) {
      case .success(let parsed): glob = parsed
      case .failure(let problem):
        context.report(
          .invalid("'\(id)': \(problem.message)"), at: pair.key.location, path: "rules")
        continue
      }
      guard
        let setting = context.oneOf(
          TeamConfig.RuleSetting.self, pair.value, kind: "a rule setting", path: "rules.\(id)")
      else { continue }
      rules.append(.init(glob: glob, setting: setting, location: pair.key.location))
    }
    return rules
  }

  /// The mapping form of `packs:`: a pack's name or a path (ending in
  /// `.yaml` / `.yml`, or holding a `/`) → `on`, `off` or a severity.
  private static func decodePackSwitches(
    _ map: ObjectReader, folder: String, context: DecodingContext
  ) -> [TeamConfig.PackSwitch] {
    map.remainingPairs().compactMap { pair in
      guard let key = context.string(pair.key, path: "packs"),
        let setting = context.oneOf(
          TeamConfig.RuleSetting.self, pair.value, kind: "a pack setting", path: "packs.\(key)")
      else { return nil }
      let isPath = key.contains("/") || key.hasSuffix(".yaml") || key.hasSuffix(".yml")
      let path =
        !isPath
        ? nil
        : key.hasPrefix("/") || folder.isEmpty
          ? key : (folder as NSString).appendingPathComponent(key)
      return TeamConfig.PackSwitch(
        key: key, path: path, realPath: path.flatMap(RealPath.of), setting: setting,
        location: pair.key.location)
    }
  }

  /// `formats:`, each a report format.
  private static func decodeFormats(_ node: YAMLNode, _ formats: [String], context: DecodingContext)
    -> [String]
  {
    context.sequence(node, path: "formats").enumerated().compactMap { index, item in
      context.string(item, path: "formats[\(index)]").flatMap {
        context.choice(
          $0, from: formats, kind: "a report format", at: item.location, path: "formats[\(index)]")
      }
    }
  }

  /// `included:` or `excluded:`, each a path pattern relative to the file's folder.
  private static func pathGlobs(_ nodes: [YAMLNode], path: String, context: DecodingContext)
    -> [TeamConfig.PathEntry]
  {
    nodes.enumerated().compactMap { index, node in
      guard let text = context.string(node, path: "\(path)[\(index)]") else { return nil }
      switch PathGlob.parse(text) {
      case .success(let glob): return TeamConfig.PathEntry(glob: glob, location: node.location)
      case .failure(let problem):
        context.report(
          .invalid("'\(text)': \(problem.message)"), at: node.location, path: "\(path)[\(index)]")
        return nil
      }
    }
  }

  /// `scan:`: `exclude` paths and the team's `apis`, each an entry in the
  /// catalog's `code` format with its `resource`.
  private static func decodeScan(_ object: ObjectReader, folder: String, context: DecodingContext)
    -> TeamConfig.ScanSettings
  {
    let exclude = paths(
      object.sequence("exclude"), path: object.path("exclude"), from: folder, context: context)
    let apis = object.sequence("apis").enumerated().compactMap { index, node -> CodeAPIEntry? in
      guard let entry = context.object(node, path: object.path("apis[\(index)]")) else {
        return nil
      }
      defer { entry.finish() }
      let resource = entry.string("resource", required: true)
      let api = CodeAPIReader.read(entry, resource: resource ?? "", context: context)
      return resource == nil ? nil : api
    }
    object.finish()
    return TeamConfig.ScanSettings(exclude: exclude, apis: apis)
  }

  /// `checklist:`: `staleOnNewBuild`, whether a new `app.build` makes the
  /// manual checks' results stale (nil when the section doesn't say).
  private static func decodeChecklist(_ object: ObjectReader, context: DecodingContext) -> Bool? {
    let staleOnNewBuild = object.bool("staleOnNewBuild")
    object.finish()
    return staleOnNewBuild
  }

  /// Each path of `nodes` as a path from the working directory: written
  /// relative to the configuration file's folder, or absolute.
  private static func paths(
    _ nodes: [YAMLNode], path: String, from folder: String, context: DecodingContext
  ) -> [String] {
    nodes.enumerated().compactMap { index, node in
      context.string(node, path: "\(path)[\(index)]").map { path in
        path.hasPrefix("/") || folder.isEmpty
          ? path : (folder as NSString).appendingPathComponent(path)
      }
    }
  }
}
