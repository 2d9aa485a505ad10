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
      guard let entry = catalog.resources[resource.rawValue] else {
        context.report(
          .invalid("the catalog has no entry for the resource '\(resource.rawValue)'"), at: start,
          path: "resources")
        continue
      }
      let path = "resources.\(resource.rawValue)"
      let levels = entry.levels.map(\.name)
      if Set(levels) != Set(resource.accessLevels) {
        context.report(
          .invalid(
            "levels are \(levels.joined(separator: ", ")); the description's access levels for "
              + "\(resource.rawValue) are \(resource.accessLevels.joined(separator: ", "))"),
          at: start, path: path)
      }
      if Set(entry.needs.keys) != Set(resource.needVerbs) {
        context.report(
          .invalid(
            "needs are \(entry.needs.keys.sorted().joined(separator: ", ")); the description's "
              + "verbs for \(resource.rawValue) are \(resource.needVerbs.joined(separator: ", "))"),
          at: start, path: path)
      }
      for (verb, need) in entry.needs where need.access != "none" && !levels.contains(need.access) {
        context.report(
          .invalid("needs.\(verb).access '\(need.access)' is neither 'none' nor a level"),
          at: start, path: path)
      }
      for (name, level) in entry.levels {
        for key in level.keys + level.legacyKeys.map(\.key) where catalog.keys[key] == nil {
          context.report(
            .invalid("levels.\(name) names '\(key)', which the catalog's keys don't declare"),
            at: start, path: path)
        }
      }
    }
    for type in PrivacyDataType.allCases where catalog.dataTypes[type.rawValue] == nil {
      context.report(
        .invalid("the catalog has no data type '\(type.rawValue)'"), at: start, path: "dataTypes")
    }
    for purpose in DataPurpose.allCases where catalog.purposes[purpose.rawValue] == nil {
      context.report(
        .invalid("the catalog has no purpose '\(purpose.rawValue)'"), at: start, path: "purposes")
    }
  }
}
