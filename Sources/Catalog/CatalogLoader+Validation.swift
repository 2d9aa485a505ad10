import AppModel
import Diagnostics
import YAML
import YAMLDecoding

extension CatalogLoader {
  /// Checks the catalog against the description's vocabulary, so a rule can
  /// rely on `catalog.resources[r].levels[a]` for every valid permission.
  static func validate(_ catalog: Catalog, root: YAMLNode, context: DecodingContext) {
    let start = root.location
    for resource in Resource.allCases {
      guard let entry = catalog.resources[resource] else {
        context.report(
          .catalogLacks(resource.rawValue, kind: "entry for the resource"), at: start,
          path: "resources")
        continue
      }
      let path = "resources.\(resource)"
      let levels = entry.levels.map(\.name)
      if Set(levels) != Set(resource.accessLevels) {
        context.report(
          .vocabularyMismatch(
            field: "levels", found: levels, vocabulary: "access levels",
            resource: resource.rawValue, expected: resource.accessLevels),
          at: start, path: path)
      }
      if Set(entry.needs.keys) != Set(resource.needVerbs) {
        context.report(
          .vocabularyMismatch(
            field: "needs", found: entry.needs.keys.sorted(), vocabulary: "verbs",
            resource: resource.rawValue, expected: resource.needVerbs),
          at: start, path: path)
      }
      for (verb, need) in entry.needs {
        guard let access = need.access, !levels.contains(access) else { continue }
        context.report(
          .invalid("needs.\(verb).access '\(access)' is neither 'none' nor a level"),
          at: start, path: path)
      }
      for (name, level) in entry.levels {
        let levelPath = ["resources", resource.rawValue, "levels", name]
        for key in level.keys + level.legacyKeys.map(\.key) + level.optionalKeys {
          guard let declared = catalog.keys[key] else {
            context.report(
              .levelKey(level: name, key: key, problem: "which the catalog's keys don't declare"),
              at: location(levelPath, in: root), path: path)
            continue
          }
          if declared.resource != resource {
            context.report(
              .levelKey(
                level: name, key: key,
                problem: "whose resource is '\(declared.resourceName)', not '\(resource)'"),
              at: location(levelPath, in: root), path: path)
          }
        }
      }
    }
    validateKeys(catalog, root: root, context: context)
    validateVocabularies(catalog, at: start, context: context)
  }

  /// Every usage key of the description's vocabulary is in the catalog and
  /// the reverse; a key belongs to a resource (or `none`), and a key with a
  /// resource is named by one of that resource's levels, so that rules
  /// reading levels see every key the app may hold.
  private static func validateKeys(_ catalog: Catalog, root: YAMLNode, context: DecodingContext) {
    let vocabulary = Set(UsageDescriptionKeys.all)
    for key in UsageDescriptionKeys.all where catalog.keys[key] == nil {
      context.report(
        .catalogLacks(key, kind: "entry for the usage key"), at: root.location,
        path: "keys")
    }
    for (key, entry) in catalog.keys.sorted(by: { $0.key < $1.key }) {
      let at = location(["keys", key], in: root)
      if !vocabulary.contains(key) {
        context.report(
          .invalid("'\(key)' is not a usage key descriptions accept (UsageDescriptionKeys)"),
          at: at, path: "keys.\(key)")
      }
      let written = entry.resource.map(\.rawValue) ?? text(["keys", key, "resource"], in: root)
      guard written != Catalog.noneName else { continue }
      guard let owner = entry.resource, let resource = catalog.resources[owner] else {
        context.report(
          .notOneOf(
            written, kind: "a resource or 'none'",
            valid: Resource.names + [Catalog.noneName]),
          at: at, path: "keys.\(key).resource")
        continue
      }
      let named = resource.levels.contains { _, level in
        (level.keys + level.legacyKeys.map(\.key) + level.optionalKeys).contains(key)
      }
      if !named {
        context.report(
          .invalid(
            "'\(key)' belongs to \(owner), but no level of \(owner) names it; "
              + "list it under a level's keys, legacyKeys or optionalKeys, or set resource: none"),
          at: at, path: "keys.\(key).resource")
      }
    }
  }

  /// The text of the scalar at `path` (mapping keys from the root), or
  /// empty when there is none: what a field the decoder couldn't type said.
  private static func text(_ path: [String], in root: YAMLNode) -> String {
    var node = root
    for name in path {
      guard let pair = node.mapping?.first(where: { $0.key.scalar?.text == name }) else {
        return ""
      }
      node = pair.value
    }
    return node.scalar?.text ?? ""
  }

  /// Where the node at `path` (mapping keys from the root) was written, or
  /// the nearest enclosing node that exists.
  static func location(_ path: [String], in root: YAMLNode) -> SourceLocation {
    var node = root
    for name in path {
      guard let pair = node.mapping?.first(where: { $0.key.scalar?.text == name }) else { break }
      node = pair.value
    }
    return node.location
  }

  /// Every data type and purpose of the labels is in the catalog, every
  /// category of `app.requiredReasonAPIs` is in `requiredReasons`, and
  /// every category there is one of them.
  private static func validateVocabularies(
    _ catalog: Catalog, at start: SourceLocation, context: DecodingContext
  ) {
    for type in PrivacyDataType.allCases where catalog.dataTypes[type.rawValue] == nil {
      context.report(
        .catalogLacks(type.rawValue, kind: "data type"), at: start, path: "dataTypes")
    }
    for purpose in DataPurpose.allCases where catalog.purposes[purpose.rawValue] == nil {
      context.report(
        .catalogLacks(purpose.rawValue, kind: "purpose"), at: start, path: "purposes")
    }
    let categories = catalog.requiredReasons.categories
    for category in RequiredReasonAPI.allCases where categories[category.rawValue] == nil {
      context.report(
        .catalogLacks(category.rawValue, kind: "required-reason category"), at: start,
        path: "requiredReasons.categories")
    }
    for name in categories.keys.sorted() where RequiredReasonAPI(rawValue: name) == nil {
      context.report(
        .notOneOf(
          name, kind: "a required-reason category",
          valid: RequiredReasonAPI.allCases.map(\.rawValue)),
        at: start, path: "requiredReasons.categories.\(name)")
    }
  }
}
