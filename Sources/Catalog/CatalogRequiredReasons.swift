import CodeScan

/// The required-reason API categories (`requiredReasons:` in
/// `catalog.yaml`): for each, the identifier a privacy manifest names it by,
/// the reason codes Apple approves for it, and the calls the code scan
/// matches. Where the list comes from and when it was last checked are data
/// too, so a rule can cite them.
public struct CatalogRequiredReasons: Sendable {
  /// The page the categories and reasons were copied from.
  public var source: String
  /// When they were last checked against it (`2026-12-05`).
  public var checked: String
  /// The categories by the description's name (`userDefaults`), the
  /// spelling of `app.requiredReasonAPIs`.
  public var categories: [String: CatalogReasonCategory]

  public init(source: String, checked: String, categories: [String: CatalogReasonCategory]) {
    self.source = source
    self.checked = checked
    self.categories = categories
  }

  /// None: a catalog that predates the section.
  public static let empty = CatalogRequiredReasons(source: "", checked: "", categories: [:])

  /// The description's name of the category a manifest calls `identifier`
  /// (`NSPrivacyAccessedAPICategoryUserDefaults` gives `userDefaults`), or
  /// nil for an identifier Apple doesn't define.
  public func category(forManifestType identifier: String) -> String? {
    categories.sorted { $0.key < $1.key }.first { $0.value.manifest == identifier }?.key
  }

  /// The categories whose reasons include `code`, by name.
  public func categories(withReason code: String) -> [String] {
    categories.filter { $0.value.reasons.contains { $0.code == code } }.keys.sorted()
  }
}

/// One required-reason API category.
public struct CatalogReasonCategory: Sendable {
  /// How reports name it (`User defaults`).
  public var name: String
  /// `NSPrivacyAccessedAPICategoryUserDefaults`.
  public var manifest: String
  /// The approved reasons, in Apple's order.
  public var reasons: [CatalogReason]
  /// The calls that use the category (kind `reason`), what the scan matches.
  public var code: [CodeAPI]

  public init(name: String, manifest: String, reasons: [CatalogReason], code: [CodeAPI]) {
    self.name = name
    self.manifest = manifest
    self.reasons = reasons
    self.code = code
  }
}

/// One approved reason of a category.
public struct CatalogReason: Sendable, Equatable {
  /// `CA92.1`.
  public var code: String
  /// What declaring it says, in a sentence.
  public var meaning: String
  /// Whether only a third-party SDK may declare it (`C56D.1`, `0A2A.1`).
  public var sdkOnly: Bool

  public init(code: String, meaning: String, sdkOnly: Bool) {
    self.code = code
    self.meaning = meaning
    self.sdkOnly = sdkOnly
  }
}
