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

  /// The configuration file that applies in `directory`: the first of
  /// `fileNames` there or in a parent folder, up to and including the
  /// repository root (the folder holding `.git`). Outside a repository only
  /// `directory` itself is looked in, so a stray file higher up never
  /// applies by surprise.
  public static func find(from directory: String) -> String? {
    // Plain path arithmetic and `stat`: `URL`'s standardizing and
    // `FileManager` cost a start more than the search itself.
    var folder = standardized(directory)
    var visited: [String] = []
    while true {
      visited.append(folder)
      if FileStatus(joined(folder, ".git")) != nil { break }
      guard let parent = parent(of: folder) else {
        visited = [visited[0]]
        break
      }
      folder = parent
    }
    for folder in visited {
      for name in fileNames {
        let path = joined(folder, name)
        if let file = FileStatus(path), file.kind != .directory {
          return BuiltInChecklists.relative(path)
        }
      }
    }
    return nil
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

  private static func parent(of folder: String) -> String? {
    guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
    return slash == folder.startIndex ? "/" : String(folder[..<slash])
  }

  private static func joined(_ folder: String, _ name: String) -> String {
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
    // An empty file is an empty configuration.
    if root.isNull {
      return TeamConfig(file: file, rules: [], packs: [], failOn: nil, formats: nil)
    }
    guard let object = context.object(root, path: "") else { return nil }
    var rules: [TeamConfig.RuleEntry] = []
    var seen: [String: SourceLocation] = [:]
    if let map = object.object("rules") {
      for pair in map.remainingPairs() {
        guard let id = context.string(pair.key, path: "rules") else { continue }
        if let first = seen[id] {
          context.report(
            .duplicateID(kind: "rule", id: id, first: first), at: pair.key.location, path: "rules")
          continue
        }
        seen[id] = pair.key.location
        guard
          let setting = context.oneOf(
            TeamConfig.RuleSetting.self, pair.value, kind: "a rule setting",
            path: "rules.\(id)")
        else { continue }
        rules.append(.init(id: id, setting: setting, location: pair.key.location))
      }
    }
    let folder = (file as NSString).deletingLastPathComponent
    let packs = paths(object.sequence("packs"), path: "packs", from: folder, context: context)
    let failOn = object.value("failOn").flatMap { node in
      context.string(node, path: "failOn").flatMap {
        context.choice(
          $0, from: failOnValues, kind: "a severity to fail on", at: node.location, path: "failOn")
      }
    }
    let formatList = object.value("formats").map { node in
      context.sequence(node, path: "formats").enumerated().compactMap { index, item in
        context.string(item, path: "formats[\(index)]").flatMap {
          context.choice(
            $0, from: formats, kind: "a report format", at: item.location,
            path: "formats[\(index)]")
        }
      }
    }
    let scan = object.object("scan").map { decodeScan($0, folder: folder, context: context) }
    object.finish()
    return TeamConfig(
      file: file, rules: rules, packs: packs, failOn: failOn, formats: formatList,
      scan: scan ?? .init())
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
