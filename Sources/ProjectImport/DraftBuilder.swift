import AppModel
import Catalog
import ProjectFiles

/// Makes the draft of a project's files: what `reviewready import` writes,
/// decided without writing it. The same files give the same draft.
enum DraftBuilder {
  /// `notes` are comments for purpose-string keys, by key.
  static func draft(
    project: AppProject, catalog: Catalog, paths: DescriptionDraft.Paths,
    notes: [String: [String]] = [:]
  ) -> DescriptionDraft {
    let region = developmentRegion(project.infoPlist)
    let purposes = project.purposeStrings(developmentRegion: region.value)
    let describable = Set(UsageDescriptionKeys.all)
    let locales =
      [region.value]
      + Set(project.locales.map(\.locale)).subtracting([region.value]).sorted()
    let known = purposes.filter { describable.contains($0.key) }
    let unknown = purposes.filter { !describable.contains($0.key) }
    return DescriptionDraft(
      paths: paths,
      app: app(project.infoPlist, region: region, locales: locales),
      permissions: PermissionInference.permissions(
        declared: known.filter { $0.infoPlistText != nil }.map(\.key),
        localized: known.filter { $0.infoPlistText == nil }.map(\.key), catalog: catalog),
      purposeStrings: known.map {
        purposeString($0, key: $0.key, region: region.value, notes: notes[$0.key] ?? [])
      }
        + unknown.map {
          purposeString($0, key: "x-\($0.key)", region: region.value, notes: notes[$0.key] ?? [])
        }
        + project.temporaryLocationPurposes(developmentRegion: region.value).map {
          purposeString(
            $0, key: "x-\(AppProject.temporaryLocationPurposesKey).\($0.key)",
            region: region.value,
            notes: [
              "a purpose of \(AppProject.temporaryLocationPurposesKey), for "
                + "requestTemporaryFullAccuracyAuthorization(withPurposeKey: \"\($0.key)\"); "
                + "kept as an x- key, not yet judged by the audit"
            ])
        },
      privacyLabels: project.privacyManifest.map { LabelInference.labels($0, catalog: catalog) })
  }

  // MARK: - app

  static func developmentRegion(_ plist: InfoPlist?) -> DescriptionDraft.Field {
    guard let value = plist?.string("CFBundleDevelopmentRegion") else {
      return .init(
        "en", note: "TODO: the development language (the Info.plist doesn't say; en assumed)")
    }
    if ProjectValues.isLocale(value) {
      return .init(value, note: note(plist, "CFBundleDevelopmentRegion"))
    }
    return .init("en", note: "CFBundleDevelopmentRegion is \(value); en assumed, Xcode's default")
  }

  private static func app(
    _ plist: InfoPlist?, region: DescriptionDraft.Field, locales: [String]
  ) -> DescriptionDraft.App {
    let todo = DescriptionDraft.todo
    func field(_ key: String) -> DescriptionDraft.Field? {
      plist?.string(key).flatMap { $0.isEmpty ? nil : .init($0, note: note(plist, key)) }
    }
    let displayName = plist?.string("CFBundleDisplayName").flatMap { $0.isEmpty ? nil : $0 }
    let name = DescriptionDraft.Field(
      displayName ?? plist?.string("CFBundleName") ?? "\(todo): the app's name",
      note: note(plist, displayName != nil ? "CFBundleDisplayName" : "CFBundleName"))
    let minimumKey =
      plist?.string("MinimumOSVersion") != nil ? "MinimumOSVersion" : "LSMinimumSystemVersion"
    let minimum = plist?.string(minimumKey)
    let modes = plist?.entries["UIBackgroundModes"]?.arrayValue?.compactMap(\.stringValue) ?? []
    let known = Set(BackgroundMode.allCases.map(\.rawValue))
    var result = DescriptionDraft.App(
      name: name,
      bundleId: field("CFBundleIdentifier")
        ?? .init("\(todo): the bundle identifier", note: "CFBundleIdentifier"),
      version: field("CFBundleShortVersionString"), build: field("CFBundleVersion"),
      minimumOS: minimum.flatMap {
        ProjectValues.isVersion($0) ? .init($0, note: note(plist, minimumKey)) : nil
      },
      developmentRegion: region, locales: locales, preprocessed: plist?.preprocessed == true)
    var seen = Set<String>()
    let unique = modes.filter { seen.insert($0).inserted }
    result.backgroundModes = unique.filter(known.contains)
    result.otherBackgroundModes = unique.filter { !known.contains($0) }
    result.backgroundModesNote = note(plist, "UIBackgroundModes")
    result.usesNonExemptEncryption = plist?.entries["ITSAppUsesNonExemptEncryption"]?.boolValue
    if let ats = plist?.entries["NSAppTransportSecurity"]?.dictionaryValue {
      result.transportSecurity = .init(
        allowsArbitraryLoads: ats["NSAllowsArbitraryLoads"]?.boolValue,
        exceptionDomains: (ats["NSExceptionDomains"]?.dictionaryValue?.keys.sorted() ?? [])
          .filter { !$0.isEmpty })
    }
    return result
  }

  /// The key a fact came from, and the build setting that gave it when
  /// the project generated it (`CFBundleIdentifier from PRODUCT_BUNDLE_IDENTIFIER`).
  static func note(_ plist: InfoPlist?, _ key: String) -> String {
    guard let setting = plist?.keySources[key] else { return key }
    return setting == key ? key : "\(key) from \(setting)"
  }

  // MARK: - purpose strings

  private static func purposeString(
    _ purpose: AppProject.PurposeString, key: String, region: String, notes: [String]
  ) -> DraftPurposeString {
    // The development region first, then the other locales.
    let texts =
      purpose.texts.filter { $0.locale == region } + purpose.texts.filter { $0.locale != region }
    let regionText = purpose.texts.first { $0.locale == region }?.text
    return DraftPurposeString(
      key: key,
      texts: texts.map { .init(locale: $0.locale, text: $0.text, state: $0.state) },
      infoPlistText: purpose.infoPlistText.flatMap { $0 != regionText ? $0 : nil },
      baseText: purpose.baseText.flatMap { $0.text != regionText ? $0.text : nil },
      notes: notes)
  }
}
