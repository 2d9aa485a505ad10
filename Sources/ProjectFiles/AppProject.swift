import Diagnostics

/// The files an Xcode project really ships, read together: the Info.plist,
/// its localizations and the privacy manifest. Any of them may be absent.
public struct AppProject: Sendable {
  public var infoPlist: InfoPlist?
  public var strings: ProjectStrings?
  public var privacyManifest: PrivacyManifest?
  /// Issues the project reader found beyond the files themselves: an
  /// Info.plist text a build setting replaces, an Info.plist or manifest
  /// found under another letter case (see ``fileIssues``).
  public var readIssues: [ProjectFileIssue] = []
  /// Locales the project lists beyond its Info.plist localizations: an
  /// Xcode project's `knownRegions`, the `.lproj` folders and String
  /// Catalog languages among the target's resources. Part of ``locales``.
  public var otherLocales: [Locale] = []
  /// The app target's entitlements (`CODE_SIGN_ENTITLEMENTS`), when it has any.
  public var entitlements: Entitlements?
  /// The targets the app embeds (its extensions), each read on its own.
  public var extensions: [EmbeddedTarget] = []
  /// The source files the app target itself compiles, when read from a
  /// project (nil otherwise: every scanned file is then the app's).
  public var sources: SourceFiles?
  /// The app target's name and executable, when read from a project.
  public var targetName: String?
  public var executable: String?
  /// The app target's third-party SDKs (``SDKInventory``), read with an
  /// Xcode project or XcodeGen spec; nil without one.
  public var sdks: SDKInventory?

  public init(
    infoPlist: InfoPlist? = nil, strings: ProjectStrings? = nil,
    privacyManifest: PrivacyManifest? = nil
  ) {
    self.infoPlist = infoPlist
    self.strings = strings
    self.privacyManifest = privacyManifest
  }

  /// Reads the files at the given paths, reporting the problems of all of
  /// them at once.
  public static func load(infoPlist: String?, strings: String?, privacyManifest: String?)
    throws(DiagnosticsError) -> AppProject
  {
    var project = AppProject()
    var problems: [Diagnostic] = []
    if let infoPlist {
      do { project.infoPlist = try InfoPlistReader.read(path: infoPlist) } catch {
        problems += error.diagnostics
      }
    }
    if let strings {
      do { project.strings = try ProjectStringsReader.read(folder: strings) } catch {
        problems += error.diagnostics
      }
    }
    if let privacyManifest {
      do { project.privacyManifest = try PrivacyManifestReader.read(path: privacyManifest) } catch {
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return project
  }

  /// A locale the project ships a localization for, and where it shows.
  public struct Locale: Sendable, Equatable {
    public var locale: String
    public var location: SourceLocation

    public init(locale: String, location: SourceLocation) {
      self.locale = locale
      self.location = location
    }
  }

  /// Every locale with a `.lproj` folder or a String Catalog text, or
  /// that the project lists (``otherLocales``), except `Base`, sorted; a
  /// `.lproj` folder is named before the catalog, both before the list.
  public var locales: [Locale] {
    var found: [String: SourceLocation] = [:]
    if let catalog = strings?.catalog {
      for entry in catalog.entries.values.sorted(by: { $0.key < $1.key }) {
        for locale in entry.localizations.keys where found[locale] == nil {
          found[locale] = catalog.location(of: entry.key, locale: locale)
        }
      }
    }
    for localization in strings?.localizations ?? []
    where !ProjectStrings.isBase(localization.locale) {
      found[localization.locale] = .file(localization.folder)
    }
    for other in otherLocales
    where found[other.locale] == nil && !ProjectStrings.isBase(other.locale) {
      found[other.locale] = other.location
    }
    return found.sorted { $0.key < $1.key }.map { Locale(locale: $0.key, location: $0.value) }
  }

  /// Where one purpose-string text comes from.
  public enum Origin: String, Sendable {
    /// The Info.plist value (the development region's text when no
    /// localization gives one).
    case infoPlist
    /// A `LOCALE.lproj/InfoPlist.strings` file.
    case strings
    /// The String Catalog.
    case catalog
  }

  /// One locale's text of a purpose string.
  public struct Text: Sendable, Equatable {
    public var locale: String
    public var text: String
    /// The String Catalog's state (`translated`, `needs_review`, …); nil
    /// for `.strings` and Info.plist texts, which have none.
    public var state: String?
    public var origin: Origin
    public var location: SourceLocation
  }

  /// A usage description as the project ships it.
  public struct PurposeString: Sendable, Equatable {
    public var key: String
    /// The Info.plist value, when the Info.plist has the key as a text.
    public var infoPlistText: String?
    /// Where the key is: its Info.plist line, else its first localization.
    public var location: SourceLocation
    /// The text per locale, sorted by locale (`Base` left out).
    public var texts: [Text]
    /// The `Base.lproj` text, when there is one.
    public var baseText: Text?
  }

  /// Every usage description in the Info.plist or its localizations, by
  /// key, with its text in each locale: the locale's `.lproj` file first,
  /// then the String Catalog, and for `developmentRegion` the Info.plist
  /// value when no localization gives one (what a person with that language
  /// sees in the prompt).
  public func purposeStrings(developmentRegion: String) -> [PurposeString] {
    let plistTexts = infoPlist?.usageDescriptions ?? [:]
    let localizations = strings?.localizations ?? []
    let catalog = strings?.catalog
    var keys = Set(plistTexts.keys)
    for localization in localizations {
      keys.formUnion(
        (localization.strings?.entries.keys ?? [:].keys).filter(UsageKeys.isUsageDescription))
    }
    keys.formUnion((catalog?.entries.keys ?? [:].keys).filter(UsageKeys.isUsageDescription))
    return keys.sorted().map { key in
      purposeString(
        key, plistText: plistTexts[key], plistLocation: infoPlist?.location(of: key),
        developmentRegion: developmentRegion)
    }
  }

  /// The key of the dictionary of temporary full-accuracy location
  /// purposes (`requestTemporaryFullAccuracyAuthorization(withPurposeKey:)`).
  public static let temporaryLocationPurposesKey = "NSLocationTemporaryUsageDescriptionDictionary"

  /// Each purpose of `NSLocationTemporaryUsageDescriptionDictionary`, by its
  /// purpose key, with its text in each locale: the localizations translate
  /// it under the purpose key itself (`"ReasonKey" = "…";`), the Info.plist
  /// holds the development region's text inside the dictionary.
  public func temporaryLocationPurposes(developmentRegion: String) -> [PurposeString] {
    let key = Self.temporaryLocationPurposesKey
    guard let purposes = infoPlist?.entries[key]?.dictionaryValue else { return [] }
    return purposes.keys.sorted().map { purpose in
      purposeString(
        purpose, plistText: purposes[purpose]?.stringValue,
        plistLocation: infoPlist?.location(of: key), developmentRegion: developmentRegion)
    }
  }

  /// One key's texts: the localizations first, then the String Catalog,
  /// then (for the development region) the Info.plist's `plistText`.
  private func purposeString(
    _ key: String, plistText: String?, plistLocation: SourceLocation?,
    developmentRegion: String
  ) -> PurposeString {
    let localizations = strings?.localizations ?? []
    let catalog = strings?.catalog
    var texts: [String: Text] = [:]
    var base: Text?
    for localization in localizations {
      guard let file = localization.strings, let text = file.entries[key] else { continue }
      let entry = Text(
        locale: localization.locale, text: text, state: nil, origin: .strings,
        location: file.location(of: key))
      if ProjectStrings.isBase(localization.locale) {
        base = entry
      } else {
        texts[localization.locale] = entry
      }
    }
    if let catalog, let entry = catalog.entries[key] {
      for (locale, localization) in entry.localizations
      where texts[locale] == nil && !ProjectStrings.isBase(locale) {
        guard let value = localization.value else { continue }
        texts[locale] = Text(
          locale: locale, text: value, state: localization.state, origin: .catalog,
          location: catalog.location(of: key, locale: locale))
      }
    }
    if texts[developmentRegion] == nil, let plistText, let plistLocation {
      texts[developmentRegion] = Text(
        locale: developmentRegion, text: plistText, state: nil, origin: .infoPlist,
        location: plistLocation)
    }
    let sorted = texts.keys.sorted().compactMap { texts[$0] }
    let location =
      plistText != nil ? plistLocation : (texts[developmentRegion] ?? sorted.first)?.location
    return PurposeString(
      key: key, infoPlistText: plistText,
      location: location ?? base?.location ?? .file(infoPlist?.file ?? ""), texts: sorted,
      baseText: base)
  }
}
