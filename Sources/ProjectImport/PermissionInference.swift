import AppModel
import Audit

/// Which permissions a project's purpose-string keys imply, by the catalog.
enum PermissionInference {
  /// One per resource (in `Resource` order) that some of `keys` belong to;
  /// keys of no resource, or unknown to the catalog, imply nothing.
  static func permissions(keys: [String], catalog: Catalog) -> [InferredPermission] {
    var byResource: [String: [String]] = [:]
    for key in keys {
      guard let resource = catalog.keys[key]?.resource, resource != "none" else { continue }
      byResource[resource, default: []].append(key)
    }
    return Resource.allCases.compactMap { resource in
      guard let keys = byResource[resource.rawValue],
        let entry = catalog.resources[resource.rawValue]
      else { return nil }
      let level = access(for: Set(keys), resource: resource, entry: entry)
      let verbs = resource.needVerbs
      let verb =
        verbs.first { $0 == level && entry.needs[$0]?.access == level }
        ?? verbs.first { entry.needs[$0]?.access == level } ?? verbs.first ?? ""
      return InferredPermission(
        resource: resource, name: entry.name, access: level, levels: resource.accessLevels,
        verb: verb, keys: keys.sorted())
    }
  }

  /// The highest level whose keys are all present, else the highest level
  /// any present key (or legacy key) belongs to, else the highest level.
  private static func access(
    for present: Set<String>, resource: Resource, entry: CatalogResource
  ) -> String {
    let complete = entry.levels.reversed().first { level in
      !level.level.keys.isEmpty && level.level.keys.allSatisfy(present.contains)
    }
    let partial = entry.levels.reversed().first { level in
      level.level.keys.contains(where: present.contains)
        || level.level.legacyKeys.contains { present.contains($0.key) }
    }
    let level = (complete ?? partial)?.name ?? resource.accessLevels.last ?? ""
    return resource.accessLevels.contains(level) ? level : resource.accessLevels.last ?? level
  }
}
