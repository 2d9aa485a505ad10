import Diagnostics
import ProjectFiles

/// A key the Info.plist file and a build setting both give, with different text.
public struct InfoPlistConflict: Sendable, Equatable {
  public var key: String
  /// The build setting that gives it (`INFOPLIST_KEY_NSCameraUsageDescription`).
  public var setting: String
  public var fileText: String
  public var fileLocation: SourceLocation
  public var settingText: String
  public var settingLocation: SourceLocation
}

/// Merges an Info.plist the way Xcode's Info.plist processor does (as
/// swift-build, Xcode's build system, does it): the file's keys first;
/// then, with `GENERATE_INFOPLIST_FILE = YES`, the keys generated from
/// build settings (`INFOPLIST_KEY_<key>`, and `PRODUCT_BUNDLE_IDENTIFIER`,
/// `MARKETING_VERSION`, `CURRENT_PROJECT_VERSION`, `PRODUCT_NAME`,
/// `DEVELOPMENT_LANGUAGE` for their keys) merged over them — a text or
/// number from a setting replaces the file's, a list is appended to, a
/// dictionary's entries replace the file's entries; then every `$(VAR)` /
/// `${VAR}` in the values is expanded (unless
/// `INFOPLIST_EXPAND_BUILD_SETTINGS = NO`).
enum InfoPlistMerge {
  /// The build settings that generate a key besides `INFOPLIST_KEY_*`.
  static let standardKeys: [(key: String, setting: String)] = [
    ("CFBundleIdentifier", "PRODUCT_BUNDLE_IDENTIFIER"),
    ("CFBundleShortVersionString", "MARKETING_VERSION"),
    ("CFBundleVersion", "CURRENT_PROJECT_VERSION"),
    ("CFBundleName", "PRODUCT_NAME"),
    ("CFBundleDevelopmentRegion", "DEVELOPMENT_LANGUAGE"),
  ]

  /// Generated keys that are Booleans (`YES` / `NO` in the setting).
  static let booleanKeys: Set<String> = [
    "ITSAppUsesNonExemptEncryption", "LSRequiresIPhoneOS", "LSSupportsOpeningDocumentsInPlace",
    "UIApplicationSupportsIndirectInputEvents", "UIRequiresFullScreen", "UIStatusBarHidden",
    "UISupportsDocumentBrowser", "NSSupportsLiveActivities",
    "NSSupportsLiveActivitiesFrequentUpdates", "UIFileSharingEnabled",
  ]

  struct Result {
    var entries: [String: PlistValue]
    var locations: [String: SourceLocation]
    /// The build setting each generated key came from.
    var sources: [String: String]
    var conflicts: [InfoPlistConflict]
    var warnings: [Diagnostic]
  }

  static func merge(
    file: InfoPlist?, properties: [String: PlistValue], propertyLocations: [String: SourceLocation],
    settings: ResolvedSettings, generate: Bool
  ) -> Result {
    var result = Result(
      entries: file?.entries ?? [:], locations: [:], sources: [:], conflicts: [], warnings: [])
    // XcodeGen writes info.properties into the file it generates.
    for (key, value) in properties {
      result.entries[key] = value
      result.locations[key] = propertyLocations[key]
    }
    if generate {
      mergeGenerated(from: settings, file: file, into: &result)
    }
    if settings.value("INFOPLIST_EXPAND_BUILD_SETTINGS")?.uppercased() != "NO" {
      expandVariables(in: &result, settings: settings, file: file)
    }
    return result
  }

  /// Merges the keys that `settings` generate over `result`'s entries,
  /// noting each one's setting and location, and a conflict where a setting
  /// gives a key of the file a different text.
  private static func mergeGenerated(
    from settings: ResolvedSettings, file: InfoPlist?, into result: inout Result
  ) {
    var generated: [(key: String, setting: String)] = settings.assignedNames
      .filter { $0.hasPrefix("INFOPLIST_KEY_") && !$0.hasSuffix("_Generation") }
      .sorted()
      .map { (String($0.dropFirst("INFOPLIST_KEY_".count)), $0) }
    generated += standardKeys.filter { settings.value($0.setting).map { !$0.isEmpty } ?? false }
    for (key, setting) in generated where !key.isEmpty {
      guard let raw = settings.value(setting) else { continue }
      let value = typed(raw, key: key)
      let location = settings.location(of: setting) ?? .file("")
      if let existing = result.entries[key] {
        if case .string(let old) = existing, case .string(let new) = value,
          settings.expand(old).text != new
        {
          result.conflicts.append(
            InfoPlistConflict(
              key: key, setting: setting, fileText: old,
              fileLocation: result.locations[key] ?? file?.location(of: key) ?? .file(""),
              settingText: new, settingLocation: location))
        }
        result.entries[key] = merged(existing, value)
      } else {
        result.entries[key] = value
      }
      result.locations[key] = location
      result.sources[key] = setting
    }
  }

  /// Expands the `$(VAR)` / `${VAR}` in every value of `result`, with a
  /// warning for each variable the project doesn't define, once, where a
  /// reported key uses it.
  private static func expandVariables(
    in result: inout Result, settings: ResolvedSettings, file: InfoPlist?
  ) {
    var reported = Set<String>()
    for key in result.entries.keys.sorted() {
      guard let value = result.entries[key] else { continue }
      var undefined: [String] = []
      result.entries[key] = expand(value, settings: settings, undefined: &undefined, depth: 0)
      // Only the keys a description reads are worth a word.
      guard Self.reported(key) else { continue }
      for name in undefined where reported.insert(name).inserted {
        result.warnings.append(
          Diagnostic(
            .warning, at: result.locations[key] ?? file?.location(of: key) ?? .file(""),
            settings.incomplete
              ? "$(\(name)) in \(key) is not a build setting the project's files define, and a"
                + " configuration file was left out; kept as written, since it may define it"
              : "$(\(name)) in \(key) is not a build setting the project defines; empty, as"
                + " Xcode makes it"))
      }
    }
  }

  /// Whether an undefined variable in `key` is reported: the identity keys
  /// and the usage descriptions import writes.
  static func reported(_ key: String) -> Bool {
    UsageKeys.isUsageDescription(key)
      || [
        "CFBundleDisplayName", "CFBundleName", "CFBundleIdentifier", "CFBundleShortVersionString",
        "CFBundleVersion", "CFBundleDevelopmentRegion", "MinimumOSVersion",
      ].contains(key)
  }

  /// A generated key's value: Booleans for the keys that are, lists for
  /// the keys that are (items separated by spaces), else the text.
  static func typed(_ text: String, key: String) -> PlistValue {
    if booleanKeys.contains(key) {
      switch text.uppercased() {
      case "YES", "TRUE", "1": return .bool(true)
      case "NO", "FALSE", "0": return .bool(false)
      default: return .string(text)
      }
    }
    if key.hasPrefix("UISupportedInterfaceOrientations") || key == "UIRequiredDeviceCapabilities"
      || key == "UIBackgroundModes"
    {
      return .array(text.split(separator: " ").map { .string(String($0)) })
    }
    return .string(text)
  }

  /// `overlay` merged onto `base` as Xcode merges generated content.
  static func merged(_ base: PlistValue, _ overlay: PlistValue) -> PlistValue {
    switch (base, overlay) {
    case (.array(let old), .array(let new)): return .array(old + new.filter { !old.contains($0) })
    case (.dictionary(var old), .dictionary(let new)):
      old.merge(new) { _, replacement in replacement }
      return .dictionary(old)
    default: return overlay
    }
  }

  private static func expand(
    _ value: PlistValue, settings: ResolvedSettings, undefined: inout [String], depth: Int
  ) -> PlistValue {
    guard depth < 64 else { return value }
    switch value {
    case .string(let text):
      let (expanded, missing) = settings.expand(text)
      undefined += missing
      return .string(expanded)
    case .array(let items):
      return .array(
        items.map { expand($0, settings: settings, undefined: &undefined, depth: depth + 1) })
    case .dictionary(let entries):
      return .dictionary(
        entries.mapValues {
          expand($0, settings: settings, undefined: &undefined, depth: depth + 1)
        })
    default: return value
    }
  }
}
