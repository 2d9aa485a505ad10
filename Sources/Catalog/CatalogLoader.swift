import AppModel
import CodeScan
import Diagnostics
import FileSupport
import Foundation
import YAML
import YAMLDecoding

/// Reads `catalog.yaml` and checks it against the description vocabulary:
/// every resource, level and verb of the model is there, every key a level
/// names is declared, every `needs` access is a level or `none`, and every
/// `code` entry has a form the scanner matches and names the resource's
/// levels (or `none`).
public enum CatalogLoader {
  /// Reads the catalog at `path`.
  public static func load(path: String) throws(DiagnosticsError) -> Catalog {
    try load(
      (path as NSString).lastPathComponent,
      in: .disk((path as NSString).deletingLastPathComponent))
  }

  /// Reads the catalog file `name` (`catalog.yaml`) in `folder`.
  public static func load(_ name: String, in folder: ResourceFolder) throws(DiagnosticsError)
    -> Catalog
  {
    let path = folder.path(of: name)
    let root = try ResourceFileReader.loadYAML(name, in: folder)
    let context = DecodingContext()
    let catalog = decode(root, file: path, context: context)
    if let catalog { validate(catalog, root: root, context: context) }
    guard let catalog, context.diagnostics.isEmpty else {
      throw DiagnosticsError(context.diagnostics)
    }
    return catalog
  }

  private static func decode(_ root: YAMLNode, file: String, context: DecodingContext) -> Catalog? {
    guard let object = context.object(root, path: "") else { return nil }
    if let version = object.value("catalog", required: true), version.scalar?.resolved != .int(1) {
      context.report(
        .unsupportedVersion(found: "catalog version", reads: "'catalog: 1'"),
        at: version.location, path: "catalog")
    }
    let keys = entries(object.object("keys", required: true), context: context) { key in
      CatalogKey(
        resource: key.string("resource", required: true).flatMap(Resource.init(rawValue:)),
        platforms: key.value("platforms").map { node in
          context.strings(node, path: key.path("platforms")).compactMap {
            context.choice(
              $0, from: CatalogKey.knownPlatforms, kind: "a platform",
              at: key.locations["platforms"], path: key.path("platforms"))
          }
        } ?? ["iOS"],
        since: key.string("since", required: true) ?? "",
        deprecatedIn: key.string("deprecatedIn"),
        trigger: key.string("trigger", required: true) ?? "",
        missingKey: key.value("missingKey", required: true).flatMap {
          context.string($0, path: key.path("missingKey")).flatMap {
            context.choice(
              $0, from: ["crash", "ignored", "error", "unknown", "none"],
              kind: "a missing-key behaviour",
              at: key.locations["missingKey"], path: key.path("missingKey"))
          }
        } ?? "unknown",
        note: key.string("note"))
    }
    let resources = entries(object.object("resources", required: true), context: context) {
      (location: $0.node.location, resource: decodeResource($0, context: context))
    }
    let dataTypes = entries(object.object("dataTypes", required: true), context: context) { type in
      CatalogDataType(
        category: type.string("category", required: true) ?? "",
        label: type.string("label", required: true) ?? "",
        manifest: type.string("manifest", required: true) ?? "", note: type.string("note"))
    }
    let purposes = entries(object.object("purposes", required: true), context: context) { purpose in
      CatalogLabel(
        label: purpose.string("label", required: true) ?? "",
        manifest: purpose.string("manifest", required: true) ?? "")
    }
    let requiredReasons = decodeRequiredReasons(
      object.object("requiredReasons", required: true), context: context)
    let sdks = decodeSDKs(object.object("thirdPartySDKs", required: true), context: context)
    object.finish()
    var catalog = Catalog(
      keys: keys.dictionary, resources: byResource(resources.ordered, context: context),
      dataTypes: dataTypes.dictionary,
      purposes: purposes.dictionary, requiredReasons: requiredReasons, file: file)
    catalog.sdks = sdks
    return catalog
  }

  private static func decodeResource(_ object: ObjectReader, context: DecodingContext)
    -> CatalogResource
  {
    let name = object.string("name", required: true) ?? ""
    let framework = object.string("framework", required: true) ?? ""
    let limited = object.bool("limitedAccess", required: true) ?? false
    let levels = entries(object.object("levels", required: true), context: context) { level in
      let legacy = level.sequence("legacyKeys").enumerated().compactMap {
        index, node -> (String, String)? in
        guard let entry = context.object(node, path: level.path("legacyKeys[\(index)]")) else {
          return nil
        }
        defer { entry.finish() }
        guard let key = entry.string("key", required: true),
          let before = entry.string("before", required: true)
        else { return nil }
        return (key, before)
      }
      return CatalogLevel(
        keys: level.value("keys").map { context.strings($0, path: level.path("keys")) } ?? [],
        legacyKeys: legacy.map { (key: $0.0, before: $0.1) },
        optionalKeys: level.value("optionalKeys").map {
          context.strings($0, path: level.path("optionalKeys"))
        } ?? [],
        api: level.string("api"),
        since: level.string("since"), prompts: level.bool("prompts") ?? true)
    }
    let needs = entries(object.object("needs", required: true), context: context) { need in
      CatalogNeed(
        access: Catalog.level(need.string("access", required: true) ?? ""), via: need.string("via"),
        since: need.string("since"), note: need.string("note"))
    }
    var resource = CatalogResource(
      name: name, framework: framework, limitedAccess: limited,
      levels: levels.ordered.map { (name: $0.0, level: $0.1) }, needs: needs.dictionary)
    resource.code = decodeCode(object, resource: resource, context: context)
    return resource
  }

  /// The resource's `code:` list, each entry checked against its levels.
  private static func decodeCode(
    _ object: ObjectReader, resource: CatalogResource, context: DecodingContext
  ) -> [CodeAPI] {
    let resourceName = object.path.split(separator: ".").last.map(String.init) ?? ""
    return object.sequence("code").enumerated().compactMap { index, node in
      guard let reader = context.object(node, path: object.path("code[\(index)]")) else {
        return nil
      }
      let entry = CodeAPIReader.read(reader, resource: resourceName, context: context)
      reader.finish()
      guard let entry else { return nil }
      let problems = entry.levelProblems(in: resource)
      for problem in problems {
        context.report(problem.problem, at: problem.location, path: problem.path)
      }
      return problems.isEmpty ? entry.api : nil
    }
  }

  /// The decoded resources by the description's resource; a name that is
  /// none of them is reported (the first of a repeated name wins).
  private static func byResource(
    _ entries: [(String, (location: SourceLocation, resource: CatalogResource))],
    context: DecodingContext
  ) -> [Resource: CatalogResource] {
    var resources: [Resource: CatalogResource] = [:]
    for (name, entry) in entries {
      guard let resource = Resource(rawValue: name) else {
        context.report(
          .notOneOf(name, kind: "a resource", valid: Resource.names),
          at: entry.location, path: "resources.\(name)")
        continue
      }
      if resources[resource] == nil { resources[resource] = entry.resource }
    }
    return resources
  }

  /// Decodes each entry of a mapping whose keys are names (data, not
  /// fields), finishing each entry's reader so unknown fields are reported.
  private static func entries<T>(
    _ object: ObjectReader?, context: DecodingContext, _ decode: (ObjectReader) -> T
  ) -> (ordered: [(String, T)], dictionary: [String: T]) {
    guard let object else { return ([], [:]) }
    var ordered: [(String, T)] = []
    for pair in object.remainingPairs() {
      guard let name = pair.key.scalar?.text,
        let entry = context.object(pair.value, path: object.path(name))
      else { continue }
      ordered.append((name, decode(entry)))
      entry.finish()
    }
    return (ordered, Dictionary(ordered) { first, _ in first })
  }
}
