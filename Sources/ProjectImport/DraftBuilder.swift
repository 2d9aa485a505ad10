import AppModel
import Catalog
import ProjectFiles

/// Makes the draft of a project's files: what `reviewready import` writes,
/// decided without writing it. The same files give the same draft.
enum DraftBuilder {
  /// `notes` are comments for purpose-string keys, by key; `resolved`
  /// says the Info.plist's build-setting references were expanded against
  /// the project's settings, so that one still there can't be known from
  /// the files (a configuration file is missing): a question.
  static func draft(
    project: AppProject, catalog: Catalog, paths: DescriptionDraft.Paths,
    notes: [String: [String]] = [:], resolved: Bool = false
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
      app: app(project.infoPlist, region: region, locales: locales, resolved: resolved),
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
    _ plist: InfoPlist?, region: DescriptionDraft.Field, locales: [String], resolved: Bool
  ) -> DescriptionDraft.App {
    let todo = DescriptionDraft.todo
    func known(_ field: DescriptionDraft.Field, _ what: String) -> DescriptionDraft.Field {
      resolved ? unknowable(field, what) : field
    }
    func field(_ key: String, _ what: String) -> DescriptionDraft.Field? {
      plist?.string(key).flatMap {
        $0.isEmpty ? nil : known(.init($0, note: note(plist, key)), what)
      }
    }
    let displayName = plist?.string("CFBundleDisplayName").flatMap { $0.isEmpty ? nil : $0 }
    let name = known(
      DescriptionDraft.Field(
        displayName ?? plist?.string("CFBundleName") ?? "\(todo): the app's name",
        note: note(plist, displayName != nil ? "CFBundleDisplayName" : "CFBundleName")),
      "the app's name")
    let minimumKey =
      plist?.string("MinimumOSVersion") != nil ? "MinimumOSVersion" : "LSMinimumSystemVersion"
    let minimum = plist?.string(minimumKey)
    let modes = plist?.entries["UIBackgroundModes"]?.arrayValue?.compactMap(\.stringValue) ?? []
    let known = Set(BackgroundMode.allCases.map(\.rawValue))
    var result = DescriptionDraft.App(
      name: name,
      bundleId: field("CFBundleIdentifier", "the bundle identifier")
        ?? .init("\(todo): the bundle identifier", note: "CFBundleIdentifier"),
      version: field("CFBundleShortVersionString", "the version"),
      build: field("CFBundleVersion", "the build number"),
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

  /// `field` as a question when its value still holds a build-setting
  /// reference after the project's settings were resolved: a setting
  /// defined only in a file that is missing, or settings that reference
  /// each other, whose value nothing read can tell.
  static func unknowable(_ field: DescriptionDraft.Field, _ what: String) -> DescriptionDraft.Field
  {
    guard !field.isPlaceholder, field.value.contains("$(") || field.value.contains("${") else {
      return field
    }
    return .init(
      "\(DescriptionDraft.todo): \(what) as built (the project gives \(field.value), which no"
        + " file read defines)", note: field.note)
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
