import Catalog
import ProjectFiles
import RuleLanguage

/// `project.sdks`: the app target's third-party SDKs with what the catalog
/// knows of each (Apple's list, the first version with a manifest, the
/// tracking kind).
extension ProjectBinding {
  static let sdkObjectTypes: [ObjectType] = [
    ObjectType(
      "ProjectSDK",
      fields: [
        "name": .string, "version": .string, "requirement": .string, "source": .string,
        "linkage": .string, "ships": .bool, "products": .list(.string),
        "listedAs": .list(.string), "listed": .bool, "manifestSince": .string,
        "manifestSinceSource": .string, "belowManifestVersion": .bool, "checkedOut": .bool,
        "manifest": .string, "signed": .bool, "kind": .string, "at": .object("ProjectSource"),
        "place": .string,
      ],
      optional: [
        "version", "requirement", "manifestSince", "manifestSinceSource", "manifest", "signed",
        "kind",
      ])
  ]

  /// Every SDK of the inventory, in its order.
  static func sdks(_ inventory: SDKInventory?, catalog: Catalog) -> Value {
    .list((inventory?.dependencies ?? []).map { sdk($0, catalog: catalog) })
  }

  private static func sdk(_ sdk: SDKDependency, catalog: Catalog) -> Value {
    let known = catalog.sdks.matching(
      name: sdk.name, products: sdk.products, repository: sdk.repository)
    let listed = known.filter(\.listed)
    let since = listed.first { $0.manifestSince != nil }
    let below = since.flatMap { entry in
      sdk.version.flatMap { SemanticVersion.isBelow($0, entry.manifestSince ?? "") }
    }
    return BindingSchema.object(
      "ProjectSDK",
      [
        "name": .string(sdk.name), "version": sdk.version.map(Value.string) ?? .null,
        "requirement": sdk.requirement.map(Value.string) ?? .null,
        "source": .string(sdk.source.rawValue), "linkage": .string(sdk.linkage.rawValue),
        "ships": .bool(sdk.ships), "products": .list(sdk.products.map(Value.string)),
        "listedAs": .list(listed.map { .string($0.name) }), "listed": .bool(!listed.isEmpty),
        "manifestSince": since?.manifestSince.map(Value.string) ?? .null,
        "manifestSinceSource": since?.manifestSource.map(Value.string) ?? .null,
        "belowManifestVersion": .bool(below ?? false), "checkedOut": .bool(sdk.checkedOut),
        "manifest": sdk.manifest.map(Value.string) ?? .null,
        "signed": sdk.signed.map(Value.bool) ?? .null,
        "kind": known.compactMap(\.kind).first.map(Value.string) ?? .null,
        "place": .string(
          sdk.location.line > 0 ? "\(sdk.location.file):\(sdk.location.line)" : sdk.location.file),
        "at": BindingSchema.object(
          "ProjectSource",
          [
            "file": .string(sdk.location.file), "line": .int(sdk.location.line),
            "key": .string(sdk.name),
          ]),
      ])
  }
}

/// Dotted version numbers compared part by part (`7.9.1` is below
/// `7.10.0`); a pre-release or build suffix is ignored.
enum SemanticVersion {
  /// Whether `version` is below `minimum`; nil when either isn't a version.
  static func isBelow(_ version: String, _ minimum: String) -> Bool? {
    guard let left = parts(version), let right = parts(minimum) else { return nil }
    for index in 0..<max(left.count, right.count) {
      let a = index < left.count ? left[index] : 0
      let b = index < right.count ? right[index] : 0
      if a != b { return a < b }
    }
    return false
  }

  private static func parts(_ text: String) -> [Int]? {
    let core = text.drop { $0 == "v" }.prefix { $0 != "-" && $0 != "+" }
    let numbers = core.split(separator: ".").prefix(8).map { Int($0) }
    guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else { return nil }
    return numbers.compactMap { $0 }
  }
}
