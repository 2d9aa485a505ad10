import AppModel
import Catalog
import Diagnostics
import ProjectFiles
import RuleLanguage

/// The `project` variable: what the files a description points at
/// (`app.project`, `app.infoPlist`, `app.infoPlistStrings`,
/// `app.privacyManifest`) really hold, so that rules can cross-check the
/// description against them. With `app.project`, the Info.plist is the
/// target's merged with its build settings (read by `XcodeProjectReader`,
/// as `import --project` reads it), so keys from `INFOPLIST_KEY_*` are
/// checked too. Null when the description points at no file.
public enum ProjectBinding {
  /// The object types of `project`, declared beside the description's in
  /// `BindingSchema`.
  static let objectTypes: [ObjectType] = [
    ObjectType(
      "Project",
      fields: [
        "infoPlist": .object("ProjectInfoPlist"), "manifest": .object("ProjectManifest"),
        "locales": .list(.object("ProjectLocale")),
        "purposeStrings": .map(.object("ProjectPurpose")), "catalogSourceLanguage": .string,
        "issues": .list(.object("ProjectIssue")), "sdks": .list(.object("ProjectSDK")),
        "entitlements": .object("ProjectEntitlements"), "targets": .list(.object("ProjectTarget")),
      ], optional: ["infoPlist", "manifest", "catalogSourceLanguage", "entitlements"]),
    // What Xcode builds but is wrong or fragile (ProjectFileIssue): `kind` is
    // fileNameCase, duplicateKey, localizedVersion or settingReplacesText.
    ObjectType(
      "ProjectIssue",
      fields: [
        "kind": .string, "subject": .string, "detail": .string,
        "source": .object("ProjectSource"), "other": .object("ProjectSource"),
      ], optional: ["other"]),
    ObjectType(
      "ProjectInfoPlist",
      fields: [
        "file": .string, "source": .object("ProjectSource"),
        "keys": .map(.object("ProjectSource")), "usageKeys": .list(.object("ProjectUsageKey")),
        "arrays": .map(.list(.string)), "preprocessed": .bool, "name": .string, "bundleId": .string,
        "version": .string,
        "build": .string, "developmentRegion": .string,
      ], optional: ["name", "bundleId", "version", "build", "developmentRegion"]),
    ObjectType(
      "ProjectUsageKey",
      fields: ["key": .string, "describable": .bool, "source": .object("ProjectSource")]),
    ObjectType(
      "ProjectPurpose",
      fields: [
        "key": .string, "inInfoPlist": .bool, "describable": .bool, "infoPlistText": .string,
        "texts": .list(.object("ProjectText")), "source": .object("ProjectSource"),
        "localizedIn": .list(.string), "nearMiss": .string,
      ], optional: ["infoPlistText", "nearMiss"]),
    ObjectType(
      "ProjectText",
      fields: [
        "locale": .string, "text": .string, "state": .string, "origin": .string,
        "source": .object("ProjectSource"),
      ], optional: ["state"]),
    ObjectType("ProjectLocale", fields: ["locale": .string, "source": .object("ProjectSource")]),
    ObjectType(
      "ProjectManifest",
      fields: [
        "file": .string, "source": .object("ProjectSource"),
        "keys": .map(.object("ProjectSource")), "tracking": .bool,
        "trackingDomains": .list(.string), "domains": .list(.object("ManifestDomain")),
        "collected": .list(.object("ManifestData")),
        "accessedAPIs": .list(.object("ManifestAPI")),
      ]),
    ObjectType("ManifestDomain", fields: ["domain": .string, "source": .object("ProjectSource")]),
    ObjectType(
      "ManifestData",
      fields: [
        "type": .string, "dataType": .string, "linkedToUser": .bool, "usedForTracking": .bool,
        "purposes": .list(.string), "labelPurposes": .list(.string),
        "source": .object("ProjectSource"),
      ], optional: ["dataType"]),
    ObjectType(
      "ManifestAPI",
      fields: [
        "type": .string, "category": .string, "reasons": .list(.string),
        "reasonEntries": .list(.object("ManifestReason")), "source": .object("ProjectSource"),
        "typeSource": .object("ProjectSource"),
      ], optional: ["category"]),
    ObjectType("ManifestReason", fields: ["code": .string, "source": .object("ProjectSource")]),
    // `column` and `kind: code` are given for a line of the app's source code
    // (`code.evidence[].source`), absent for the project's files.
    ObjectType(
      "ProjectSource",
      fields: ["file": .string, "line": .int, "key": .string, "column": .int, "kind": .string],
      optional: ["column", "kind"]),
  ]

  /// The `project` value for a description.
  package static func value(
    _ project: AppProject?, developmentRegion: String, catalog: Catalog,
    code: ScannedCode? = nil, minimumOS: String? = nil
  ) -> Value {
    guard let project else { return .null }
    let describable = Set(UsageDescriptionKeys.all)
    let purposes = project.purposeStrings(developmentRegion: developmentRegion)
    let nearMisses = nearMisses(purposes, catalog: catalog)
    var purposeValues: [String: Value] = [:]
    for purpose in purposes {
      purposeValues[purpose.key] = object(
        "ProjectPurpose",
        [
          "key": .string(purpose.key), "inInfoPlist": .bool(purpose.infoPlistText != nil),
          "describable": .bool(describable.contains(purpose.key)),
          "infoPlistText": purpose.infoPlistText.map(Value.string) ?? .null,
          "texts": .list(
            purpose.texts.map { text in
              object(
                "ProjectText",
                [
                  "locale": .string(text.locale), "text": .string(text.text),
                  "state": text.state.map(Value.string) ?? .null,
                  "origin": .string(text.origin.rawValue),
                  "source": source(text.location, key: purpose.key),
                ])
            }),
          "source": source(purpose.location, key: purpose.key),
          "localizedIn": .list(localizedLocales(purpose).map(Value.string)),
          "nearMiss": nearMisses[purpose.key].map(Value.string) ?? .null,
        ])
    }
    return object(
      "Project",
      [
        "infoPlist": project.infoPlist.map { infoPlist($0, describable: describable) } ?? .null,
        "manifest": project.privacyManifest.map { manifest($0, catalog: catalog) } ?? .null,
        "locales": .list(
          project.locales.map {
            object(
              "ProjectLocale",
              ["locale": .string($0.locale), "source": source($0.location, key: $0.locale)])
          }),
        "purposeStrings": .map(purposeValues),
        "catalogSourceLanguage": project.strings?.catalog.map { .string($0.sourceLanguage) }
          ?? .null,
        "issues": .list(project.fileIssues.map(issue)),
        "entitlements": project.entitlements.map(TargetBinding.entitlements) ?? .null,
        "targets": TargetBinding.targets(
          project, code: code, minimumOS: minimumOS, catalog: catalog, describable: describable),
        "sdks": sdks(project.sdks, catalog: catalog),
      ])
  }

  /// The locales whose `InfoPlist.strings` or String Catalog translate the
  /// key (the Info.plist's own text left out), sorted.
  static func localizedLocales(_ purpose: AppProject.PurposeString) -> [String] {
    Set(purpose.texts.filter { $0.origin != .infoPlist }.map(\.locale)).sorted()
  }

  /// Near-miss pairs, both ways: a key only the localizations have (an iOS
  /// key of some resource) and a key of the same resource that the
  /// Info.plist declares and no localization translates — the translators'
  /// key and the Info.plist's are two names for one prompt (Element X
  /// translates NSPhotoLibraryUsageDescription and declares
  /// NSPhotoLibraryAddUsageDescription). Each key is in one pair at most,
  /// paired in key order.
  static func nearMisses(_ purposes: [AppProject.PurposeString], catalog: Catalog)
    -> [String: String]
  {
    func resource(_ key: String) -> String? {
      guard let entry = catalog.keys[key], entry.isIOSKey else { return nil }
      return entry.resource?.rawValue
    }
    let sorted = purposes.sorted { $0.key < $1.key }
    let translatedOnly = sorted.filter {
      $0.infoPlistText == nil && !localizedLocales($0).isEmpty && resource($0.key) != nil
    }
    var declaredOnly = sorted.filter {
      $0.infoPlistText != nil && localizedLocales($0).isEmpty && resource($0.key) != nil
    }
    var pairs: [String: String] = [:]
    for translated in translatedOnly {
      guard
        let index = declaredOnly.firstIndex(where: { resource($0.key) == resource(translated.key) })
      else { continue }
      let declared = declaredOnly.remove(at: index)
      pairs[translated.key] = declared.key
      pairs[declared.key] = translated.key
    }
    return pairs
  }

  static func infoPlist(_ plist: InfoPlist, describable: Set<String>) -> Value {
    var keys: [String: Value] = [:]
    for key in plist.entries.keys { keys[key] = source(plist.location(of: key), key: key) }
    let usage = plist.usageDescriptions.keys.sorted().map { key in
      object(
        "ProjectUsageKey",
        [
          "key": .string(key), "describable": .bool(describable.contains(key)),
          "source": source(plist.location(of: key), key: key),
        ])
    }
    func text(_ key: String) -> Value { plist.string(key).map(Value.string) ?? .null }
    var arrays: [String: Value] = [:]
    for (key, value) in plist.entries {
      guard let items = value.arrayValue else { continue }
      arrays[key] = .list(items.compactMap(\.stringValue).map(Value.string))
    }
    return object(
      "ProjectInfoPlist",
      [
        "file": .string(plist.file), "source": source(.file(plist.file), key: ""),
        "keys": .map(keys), "usageKeys": .list(usage), "arrays": .map(arrays),
        "preprocessed": .bool(plist.preprocessed),
        "name": plist.string("CFBundleDisplayName").map(Value.string) ?? text("CFBundleName"),
        "bundleId": text("CFBundleIdentifier"), "version": text("CFBundleShortVersionString"),
        "build": text("CFBundleVersion"), "developmentRegion": text("CFBundleDevelopmentRegion"),
      ])
  }

  static func manifest(_ manifest: PrivacyManifest, catalog: Catalog) -> Value {
    var keys: [String: Value] = [:]
    if case .dictionary(let root) = manifest.document.root {
      for key in root.keys { keys[key] = source(manifest.location(of: key), key: key) }
    }
    return object(
      "ProjectManifest",
      [
        "file": .string(manifest.file), "source": source(.file(manifest.file), key: ""),
        "keys": .map(keys), "tracking": .bool(manifest.tracking),
        "trackingDomains": .list(manifest.trackingDomains.map(Value.string)),
        "domains": .list(
          manifest.trackingDomains.enumerated().map { index, domain in
            let path = "NSPrivacyTrackingDomains[\(index)]"
            return object(
              "ManifestDomain",
              ["domain": .string(domain), "source": source(manifest.location(of: path), key: path)])
          }),
        "collected": .list(
          manifest.collectedDataTypes.map { entry in
            object(
              "ManifestData",
              [
                "type": .string(entry.type),
                "dataType": catalog.dataType(forManifestType: entry.type).map(Value.string)
                  ?? .null,
                "linkedToUser": .bool(entry.linked), "usedForTracking": .bool(entry.tracking),
                "purposes": .list(entry.purposes.map(Value.string)),
                "labelPurposes": .list(
                  entry.purposes.compactMap(catalog.purpose(forManifestReason:)).map(Value.string)),
                "source": source(manifest.location(of: entry.path), key: entry.path),
              ])
          }),
        "accessedAPIs": .list(
          manifest.accessedAPITypes.map { accessedAPI($0, in: manifest, catalog: catalog) }),
      ])
  }

  /// One `NSPrivacyAccessedAPITypes` entry: its category by the
  /// description's name (null for an identifier Apple doesn't define), and
  /// where its type and each reason are written.
  private static func accessedAPI(
    _ entry: PrivacyManifest.AccessedAPIType, in manifest: PrivacyManifest, catalog: Catalog
  ) -> Value {
    let typePath = "\(entry.path).NSPrivacyAccessedAPIType"
    return object(
      "ManifestAPI",
      [
        "type": .string(entry.type),
        "category": catalog.requiredReasons.category(forManifestType: entry.type).map(
          Value.string) ?? .null,
        "reasons": .list(entry.reasons.map(Value.string)),
        "reasonEntries": .list(
          entry.reasons.enumerated().map { index, code in
            let path = "\(entry.path).NSPrivacyAccessedAPITypeReasons[\(index)]"
            return object(
              "ManifestReason",
              ["code": .string(code), "source": source(manifest.location(of: path), key: path)])
          }),
        "source": source(manifest.location(of: entry.path), key: entry.path),
        "typeSource": source(manifest.location(of: typePath), key: typePath),
      ])
  }

  private static func issue(_ issue: ProjectFileIssue) -> Value {
    object(
      "ProjectIssue",
      [
        "kind": .string(issue.kind.rawValue), "subject": .string(issue.subject),
        "detail": .string(issue.detail), "source": source(issue.location, key: issue.subject),
        "other": issue.otherLocation.map { source($0, key: issue.subject) } ?? .null,
      ])
  }

  static func source(_ location: SourceLocation, key: String) -> Value {
    object(
      "ProjectSource",
      ["file": .string(location.file), "line": .int(location.line), "key": .string(key)])
  }

  private static func object(_ type: String, _ fields: KeyValuePairs<String, Value>) -> Value {
    BindingSchema.object(type, fields)
  }
}
