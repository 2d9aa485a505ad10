import AppModel
import CodeScan
import Diagnostics

/// The catalog of protected resources (`Checklists/catalog.yaml`): for each
/// resource, its access levels and the Info.plist keys each needs, and the
/// least access that serves each `needs` verb; for each usage key, when it
/// exists and what a missing key does; the privacy-label vocabulary; and
/// the code that asks for or uses each resource (`code`, what `reviewready
/// scan` matches). Rules read it as the `catalog` variable.
public struct Catalog: Sendable {
  /// Usage-description keys by name.
  public var keys: [String: CatalogKey]
  /// Resources by the description's resource (`photos`).
  public var resources: [Resource: CatalogResource]
  /// Privacy-label data types by their description name (`photosOrVideos`).
  public var dataTypes: [String: CatalogDataType] {
    didSet { dataTypesByManifest = Self.byManifest(dataTypes, \.manifest) }
  }
  /// Privacy-label purposes by their description name.
  public var purposes: [String: CatalogLabel] {
    didSet { purposesByManifest = Self.byManifest(purposes, \.manifest) }
  }
  /// The required-reason API categories, their approved reasons and calls.
  public var requiredReasons: CatalogRequiredReasons
  /// Apple's list of SDKs that need a privacy manifest and a signature, and
  /// known tracking and analytics SDKs.
  public var sdks: CatalogSDKs = .empty
  /// Where the catalog was read from.
  public var file: String

  /// Every resource's `code` entries, by resource name and then in the
  /// file's order, then every required-reason category's, by name: the
  /// APIs the scanner looks for.
  public var codeAPIs: [CodeAPI] {
    resources.sorted { $0.key < $1.key }.flatMap(\.value.code)
      + requiredReasons.categories.sorted { $0.key < $1.key }.flatMap(\.value.code)
  }

  /// How the file (and the rule language) spells a key of no resource and
  /// a need a system UI serves: `none`.
  public static let noneName = "none"

  /// The access level `name` means, as the file spells it: nil for `none`.
  public static func level(_ name: String) -> String? { name == noneName ? nil : name }

  /// The resource a rule or the scanner names `name` (`photos`), or nil
  /// when the description has no such resource.
  public func resource(named name: String) -> CatalogResource? {
    Resource(rawValue: name).flatMap { resources[$0] }
  }

  /// Description names by privacy-manifest identifier, kept in step with
  /// `dataTypes` and `purposes`.
  private var dataTypesByManifest: [String: String]
  private var purposesByManifest: [String: String]

  public init(
    keys: [String: CatalogKey], resources: [Resource: CatalogResource],
    dataTypes: [String: CatalogDataType], purposes: [String: CatalogLabel],
    requiredReasons: CatalogRequiredReasons = .empty, file: String
  ) {
    self.keys = keys
    self.resources = resources
    self.dataTypes = dataTypes
    self.purposes = purposes
    self.requiredReasons = requiredReasons
    self.file = file
    dataTypesByManifest = Self.byManifest(dataTypes, \.manifest)
    purposesByManifest = Self.byManifest(purposes, \.manifest)
  }

  /// The description name of the data type a privacy manifest calls
  /// `identifier` (`NSPrivacyCollectedDataTypePhotosorVideos` gives
  /// `photosOrVideos`), or nil when the catalog has none.
  public func dataType(forManifestType identifier: String) -> String? {
    dataTypesByManifest[identifier]
  }

  /// The description name of the purpose a privacy manifest calls
  /// `identifier` (`NSPrivacyCollectedDataTypePurposeAnalytics` gives
  /// `analytics`), or nil when the catalog has none.
  public func purpose(forManifestReason identifier: String) -> String? {
    purposesByManifest[identifier]
  }

  /// Names by manifest identifier; of two names with one identifier, the
  /// first in name order wins, so the lookup is the same on every run.
  private static func byManifest<Entry>(
    _ entries: [String: Entry], _ manifest: KeyPath<Entry, String>
  ) -> [String: String] {
    Dictionary(
      entries.sorted { $0.key < $1.key }.map { ($0.value[keyPath: manifest], $0.key) },
      uniquingKeysWith: { first, _ in first })
  }
}

/// One Info.plist usage-description key.
public struct CatalogKey: Sendable {
  /// The resource it belongs to, or nil for a key of no resource
  /// (`resource: none` in the file).
  public var resource: Resource?
  /// The platforms whose current systems read the key (`iOS`, `macOS`,
  /// `watchOS`, `visionOS`, `tvOS`); `iOS` unless the catalog says
  /// otherwise. A key without `iOS` explains no prompt of an iOS app (an
  /// iOS legacy key such as `NSLocationUsageDescription` keeps its iOS
  /// history in `since` and `deprecatedIn`).
  public var platforms: [String]
  /// The version the key exists from: on iOS when iOS ever read it, else
  /// on the first of `platforms`.
  public var since: String
  /// The iOS version that replaced it, for legacy keys.
  public var deprecatedIn: String?
  /// The API or feature that needs it.
  public var trigger: String
  /// What happens without it: crash, ignored, error, unknown, or none
  /// (the key only offers a setting; nothing fails without it).
  public var missingKey: String
  public var note: String?

  /// The platform names `platforms` may hold.
  public static let knownPlatforms = ["iOS", "macOS", "watchOS", "tvOS", "visionOS"]

  /// The resource as the file and rules spell it: its name, or `none`.
  public var resourceName: String { resource?.rawValue ?? Catalog.noneName }

  /// Whether current iOS reads the key.
  public var isIOSKey: Bool { platforms.contains("iOS") }
}

/// One protected resource.
public struct CatalogResource: Sendable {
  public var name: String
  public var framework: String
  /// Whether the system can grant a subset (selected photos or contacts).
  public var limitedAccess: Bool
  /// The access levels, from least to most access.
  public var levels: [(name: String, level: CatalogLevel)]
  /// For each `needs` verb, the least access that serves it.
  public var needs: [String: CatalogNeed]
  /// The calls, selectors and types by which code asks for or uses the
  /// resource, in the file's order (`resources.R.code`).
  public var code: [CodeAPI] = []

  /// The level named `name`.
  public func level(_ name: String) -> CatalogLevel? { levels.first { $0.name == name }?.level }
}

/// What one access level requires.
public struct CatalogLevel: Sendable {
  /// Keys needed on current iOS.
  public var keys: [String]
  /// Keys also needed while the app supports iOS versions before `before`.
  public var legacyKeys: [(key: String, before: String)]
  /// Keys of the resource that an app at this level needs only for an
  /// optional part of it (clinical health records beside health data).
  public var optionalKeys: [String]
  /// The call that shows the prompt.
  public var api: String?
  /// The iOS version the level exists from, when later than the resource.
  public var since: String?
  /// Whether asking for this level shows a system prompt; false for
  /// provisional notifications, which are granted quietly.
  public var prompts: Bool = true
}

/// The least access that serves one `needs` verb.
public struct CatalogNeed: Sendable {
  /// An access level of the resource, or nil when a system UI serves it
  /// (`access: none` in the file).
  public var access: String?
  /// What to use.
  public var via: String?
  /// Whether a system UI serves the verb, with no access level at all.
  public var isSystemUI: Bool { access == nil }

  /// The iOS version `via` exists from.
  public var since: String?
  public var note: String?
}

/// A privacy-label data type.
public struct CatalogDataType: Sendable {
  public var category: String
  public var label: String
  /// The privacy-manifest identifier (`NSPrivacyCollectedDataTypePhotosorVideos`).
  public var manifest: String
  public var note: String?
}

/// A privacy-label purpose.
public struct CatalogLabel: Sendable {
  public var label: String
  /// The privacy-manifest identifier.
  public var manifest: String
}
