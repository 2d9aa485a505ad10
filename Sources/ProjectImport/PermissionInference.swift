import AppModel
import Catalog

/// Which permissions a project's purpose-string keys imply, by the catalog.
///
/// A resource gives one permission per prompt its keys show. Two levels
/// whose keys are all declared are two prompts when neither level's keys
/// contain the other's: add-only and read/write photo access
/// (`NSPhotoLibraryAddUsageDescription`, `NSPhotoLibraryUsageDescription`)
/// are asked and granted apart, and so are write-only and full calendar
/// access. When one level's keys contain the other's, the higher level
/// upgrades the lower and is one permission: "always" location needs the
/// when-in-use key too (DOMAIN.md §2), health read/write asks for both in
/// one sheet.
enum PermissionInference {
  /// The permissions, in `Resource` order and, within a resource, least
  /// access first. `declared` are the keys the Info.plist has; `localized`
  /// the keys only its localizations have, which count only for a resource
  /// the Info.plist names no key of (a translated key beside a declared key
  /// of the same resource is a near miss, not a second level). Keys of no
  /// resource, keys current iOS doesn't read (macOS, visionOS and watchOS
  /// keys) and keys unknown to the catalog imply nothing.
  static func permissions(declared: [String], localized: [String] = [], catalog: Catalog)
    -> [InferredPermission]
  {
    var byResource: [Resource: [String]] = [:]
    for key in declared {
      guard let resource = resource(key, catalog) else { continue }
      byResource[resource, default: []].append(key)
    }
    let declaredResources = Set(byResource.keys)
    for key in localized {
      guard let resource = resource(key, catalog), !declaredResources.contains(resource) else {
        continue
      }
      byResource[resource, default: []].append(key)
    }
    return Resource.allCases.flatMap { resource -> [InferredPermission] in
      guard let keys = byResource[resource], let entry = catalog.resources[resource]
      else { return [] }
      let present = Set(keys)
      let levels = prompts(for: present, resource: resource, entry: entry)
      return levels.map { level in
        let verbs = resource.needVerbs
        let verb =
          verbs.first { $0 == level && entry.needs[$0]?.access == level }
          ?? verbs.first { entry.needs[$0]?.access == level } ?? verbs.first ?? ""
        // Each key goes to the permission whose level it is a current key of,
        // else to every one (a legacy or optional key of several levels).
        let own = keys.filter { key in
          levels.count == 1 || entry.level(level)?.keys.contains(key) == true
            || !levels.contains { entry.level($0)?.keys.contains(key) == true }
        }
        let highest = level == levels.last
        return InferredPermission(
          id: highest ? resource.rawValue : "\(resource)-\(kebab(level))",
          resource: resource, name: entry.name, access: level, levels: resource.accessLevels,
          verb: verb, keys: own.sorted())
      }
    }
  }

  /// The resource of an iOS key, nil for other keys.
  private static func resource(_ key: String, _ catalog: Catalog) -> Resource? {
    guard let entry = catalog.keys[key], entry.isIOSKey else { return nil }
    return entry.resource
  }

  /// The levels to ask for, least first: every level whose keys are all
  /// present and not contained in another such level's keys; with no
  /// complete level, the highest level any present key (or legacy key)
  /// belongs to, else the highest level.
  private static func prompts(
    for present: Set<String>, resource: Resource, entry: CatalogResource
  ) -> [String] {
    let complete = entry.levels.filter { level in
      !level.level.keys.isEmpty && level.level.keys.allSatisfy(present.contains)
        && resource.accessLevels.contains(level.name)
    }
    let separate = complete.filter { level in
      let keys = Set(level.level.keys)
      return !complete.contains { other in
        other.name != level.name && keys.isStrictSubset(of: Set(other.level.keys))
      }
    }
    if !separate.isEmpty { return separate.map(\.name) }
    let partial = entry.levels.reversed().first { level in
      level.level.keys.contains(where: present.contains)
        || level.level.legacyKeys.contains { present.contains($0.key) }
        || level.level.optionalKeys.contains(where: present.contains)
    }
    let level = partial?.name ?? resource.accessLevels.last ?? ""
    return [resource.accessLevels.contains(level) ? level : resource.accessLevels.last ?? level]
  }

  /// `addOnly` → `add-only`, for permission ids.
  private static func kebab(_ name: String) -> String {
    var out = ""
    for character in name {
      if character.isUppercase, !out.isEmpty { out.append("-") }
      out.append(contentsOf: character.lowercased())
    }
    return out
  }
}
