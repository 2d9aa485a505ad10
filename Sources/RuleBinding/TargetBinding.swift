import Catalog
import CodeScan
import Diagnostics
import ProjectFiles
import RuleLanguage

/// The parts of `project` about the bundles an app ships: its entitlements
/// (`project.entitlements`) and every target in the bundle
/// (`project.targets`: the app, then each embedded extension, with its own
/// Info.plist, privacy manifest, entitlements and the required-reason APIs
/// its own files call). Apple checks each bundle against its own files, so
/// rules compare each target with itself.
public enum TargetBinding {
  static let objectTypes: [ObjectType] = [
    // `granted`: the keys whose value grants something (true, a non-empty
    // list or text); `keys`: every key → its line.
    ObjectType(
      "ProjectEntitlements",
      fields: [
        "file": .string, "source": .object("ProjectSource"),
        "keys": .map(.object("ProjectSource")), "granted": .list(.string),
      ]),
    // `kind` is `app` or `extension`; `declared` the required-reason
    // categories its manifest declares ([] without one); `requiredReasons`
    // the calls its own files make (empty without a scan, or when the
    // project doesn't say which files it compiles: `attributed` false).
    ObjectType(
      "ProjectTarget",
      fields: [
        "name": .string, "kind": .string, "productType": .string, "extensionPoint": .string,
        "executable": .string, "source": .object("ProjectSource"),
        "infoPlist": .object("ProjectInfoPlist"), "manifest": .object("ProjectManifest"),
        "entitlements": .object("ProjectEntitlements"), "declared": .list(.string),
        "requiredReasons": .map(.object("CodeReason")), "attributed": .bool,
      ], optional: ["extensionPoint", "infoPlist", "manifest", "entitlements"]),
  ]

  /// The `project.entitlements` value of an entitlements file.
  static func entitlements(_ entitlements: Entitlements) -> Value {
    var keys: [String: Value] = [:]
    for key in entitlements.entries.keys {
      keys[key] = ProjectBinding.source(entitlements.location(of: key), key: key)
    }
    return BindingSchema.object(
      "ProjectEntitlements",
      [
        "file": .string(entitlements.file),
        "source": ProjectBinding.source(.file(entitlements.file), key: ""), "keys": .map(keys),
        "granted": .list(entitlements.granted.map(Value.string)),
      ])
  }

  /// `project.targets`: the app, then its extensions. Without a project
  /// file (an Info.plist named alone) the app is the only target.
  static func targets(
    _ project: AppProject, code: ScannedCode?, minimumOS: String?, catalog: Catalog,
    describable: Set<String>
  ) -> Value {
    let minimum = minimumOS.flatMap(CodeBinding.knownVersion)
    var app = Bundle(
      name: project.targetName ?? "app", kind: "app", productType: "application",
      executable: project.executable ?? project.targetName ?? "app",
      location: .file(project.infoPlist?.file ?? project.privacyManifest?.file ?? ""))
    app.infoPlist = project.infoPlist
    app.manifest = project.privacyManifest
    app.entitlements = project.entitlements
    if let code {
      app.reasons = CodeBinding.requiredReasons(code, minimumOS: minimum) {
        isApp(file: $0, in: project)
      }
    }
    var values = [app.value(catalog: catalog, describable: describable)]
    for embedded in project.extensions {
      var bundle = Bundle(
        name: embedded.name, kind: "extension", productType: embedded.productType,
        executable: embedded.executable, location: embedded.location)
      bundle.extensionPoint = embedded.extensionPoint
      bundle.infoPlist = embedded.infoPlist
      bundle.manifest = embedded.privacyManifest
      bundle.entitlements = embedded.entitlements
      if let code, !embedded.sources.isEmpty {
        bundle.reasons = CodeBinding.requiredReasons(code, minimumOS: minimum) {
          embedded.sources.contains($0)
        }
      }
      values.append(bundle.value(catalog: catalog, describable: describable))
    }
    return .list(values)
  }

  /// Whether a scanned file (as the working directory sees it) is the app
  /// target's: it is among the app's sources, or among no extension's
  /// (a file of a local package or folder the app links).
  public static func isApp(file: String, in project: AppProject) -> Bool {
    if project.sources?.contains(file) == true { return true }
    return !project.extensions.contains { $0.sources.contains(file) }
  }

  /// One target's parts, before they are bound.
  private struct Bundle {
    var name: String
    var kind: String
    var productType: String
    var executable: String
    var location: SourceLocation
    var extensionPoint: String?
    var infoPlist: InfoPlist?
    var manifest: PrivacyManifest?
    var entitlements: Entitlements?
    /// The calls of its own files, by category; nil when unknown.
    var reasons: [String: Value]?

    func value(catalog: Catalog, describable: Set<String>) -> Value {
      let declared = (manifest?.accessedAPITypes ?? []).compactMap {
        catalog.requiredReasons.category(forManifestType: $0.type)
      }
      let plistValue: Value =
        infoPlist.map { ProjectBinding.infoPlist($0, describable: describable) } ?? .null
      let manifestValue: Value =
        manifest.map { ProjectBinding.manifest($0, catalog: catalog) } ?? .null
      let entitlementsValue: Value = entitlements.map(TargetBinding.entitlements) ?? .null
      return BindingSchema.object(
        "ProjectTarget",
        [
          "name": .string(name), "kind": .string(kind), "productType": .string(productType),
          "extensionPoint": extensionPoint.map(Value.string) ?? .null,
          "executable": .string(executable), "source": ProjectBinding.source(location, key: name),
          "infoPlist": plistValue, "manifest": manifestValue, "entitlements": entitlementsValue,
          "declared": .list(Set(declared).sorted().map(Value.string)),
          "requiredReasons": .map(reasons ?? [:]), "attributed": .bool(reasons != nil),
        ])
    }
  }
}
