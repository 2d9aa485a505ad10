import AppModel
import Catalog
import RuleLanguage

extension Catalog {
  /// The catalog as the `catalog` variable of rule expressions. Optional
  /// lists are present and empty, so rules can iterate them directly.
  package var value: Value {
    func text(_ value: String?) -> Value { value.map(Value.string) ?? .null }
    func object(_ type: String, _ fields: KeyValuePairs<String, Value>) -> Value {
      BindingSchema.object(type, fields)
    }
    return object(
      "Catalog",
      [
        "keys": .map(
          keys.mapValues { key in
            object(
              "CatalogKey",
              [
                "resource": .string(key.resourceName),
                "platforms": .list(key.platforms.map(Value.string)), "since": .string(key.since),
                "deprecatedIn": text(key.deprecatedIn), "trigger": .string(key.trigger),
                "missingKey": .string(key.missingKey), "note": text(key.note),
              ])
          }),
        "resources": .map(
          byName(resources).mapValues { resource in
            object(
              "CatalogResource",
              [
                "name": .string(resource.name), "framework": .string(resource.framework),
                "limitedAccess": .bool(resource.limitedAccess),
                "levelOrder": .list(resource.levels.map { .string($0.name) }),
                "levels": .map(
                  Dictionary(
                    uniqueKeysWithValues: resource.levels.map { name, level in
                      (
                        name,
                        object(
                          "CatalogLevel",
                          [
                            "keys": .list(level.keys.map(Value.string)),
                            "legacyKeys": .list(
                              level.legacyKeys.map {
                                object(
                                  "LegacyKey",
                                  ["key": .string($0.key), "before": .string($0.before)])
                              }),
                            "optionalKeys": .list(level.optionalKeys.map(Value.string)),
                            "api": text(level.api), "since": text(level.since),
                            "prompts": .bool(level.prompts),
                          ])
                      )
                    })),
                "needs": .map(
                  resource.needs.mapValues { need in
                    object(
                      "CatalogNeed",
                      [
                        "access": .string(need.access ?? Catalog.noneName), "via": text(need.via),
                        "since": text(need.since), "note": text(need.note),
                      ])
                  }),
              ])
          }),
        "dataTypes": .map(
          dataTypes.mapValues { type in
            object(
              "CatalogDataType",
              [
                "category": .string(type.category), "label": .string(type.label),
                "manifest": .string(type.manifest), "note": text(type.note),
              ])
          }),
        "purposes": .map(
          purposes.mapValues {
            object("CatalogLabel", ["label": .string($0.label), "manifest": .string($0.manifest)])
          }),
        "requiredReasons": requiredReasonsValue,
      ])
  }

  /// `catalog.requiredReasons`: the source, the date it was checked, and
  /// each category with its reasons (`reasonCodes` for `in` tests).
  private var requiredReasonsValue: Value {
    BindingSchema.object(
      "CatalogRequiredReasons",
      [
        "source": .string(requiredReasons.source), "checked": .string(requiredReasons.checked),
        "categories": .map(
          requiredReasons.categories.mapValues { category in
            BindingSchema.object(
              "CatalogReasonCategory",
              [
                "name": .string(category.name), "manifest": .string(category.manifest),
                "reasons": .list(
                  category.reasons.map { reason in
                    BindingSchema.object(
                      "CatalogReason",
                      [
                        "code": .string(reason.code), "meaning": .string(reason.meaning),
                        "sdkOnly": .bool(reason.sdkOnly),
                      ])
                  }),
                "reasonCodes": .list(category.reasons.map { .string($0.code) }),
                "apis": .list(category.code.map { .string($0.name) }),
              ])
          }),
      ])
  }

  /// The resources by name, as rules index them (`catalog.resources.photos`).
  private func byName(_ resources: [Resource: CatalogResource]) -> [String: CatalogResource] {
    Dictionary(uniqueKeysWithValues: resources.map { ($0.key.rawValue, $0.value) })
  }
}
