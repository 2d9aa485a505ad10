import Diagnostics

/// An app's `Info.plist`: its keys and values, as written (build-setting
/// references such as `$(PRODUCT_NAME)` stay as they are).
public struct InfoPlist: Sendable {
  public var document: PropertyListDocument
  /// The top-level keys and their values.
  public var entries: [String: PlistValue]
  /// Whether the file holds C preprocessor conditionals (`#ifdef …`,
  /// for `INFOPLIST_PREPROCESS`), which were read with no macro defined.
  public var preprocessed = false
  /// Where keys that don't come from `document` are written: a key an
  /// Xcode project adds from a build setting (`INFOPLIST_KEY_…`, an
  /// XcodeGen `info.properties` entry) is at that line.
  public var keyLocations: [String: SourceLocation] = [:]
  /// The build setting each key Xcode generates came from
  /// (`INFOPLIST_KEY_NSCameraUsageDescription`, `PRODUCT_BUNDLE_IDENTIFIER`).
  public var keySources: [String: String] = [:]

  /// An Info.plist from an already-read document; `entries` may differ
  /// from the document's root when a project merges other keys in.
  public init(
    document: PropertyListDocument, entries: [String: PlistValue], preprocessed: Bool = false,
    keyLocations: [String: SourceLocation] = [:]
  ) {
    self.document = document
    self.entries = entries
    self.preprocessed = preprocessed
    self.keyLocations = keyLocations
  }

  /// The file as the user named it.
  public var file: String { document.file }

  /// The text under `key`, if it is a string.
  public func string(_ key: String) -> String? { entries[key]?.stringValue }

  /// Every usage description (`NS…UsageDescription` and the like) whose
  /// value is a text, by key.
  public var usageDescriptions: [String: String] {
    entries.compactMapValues(\.stringValue).filter { UsageKeys.isUsageDescription($0.key) }
  }

  /// Where `key` is written (its line in an XML file, else the file).
  public func location(of key: String) -> SourceLocation {
    keyLocations[key] ?? document.location(of: key)
  }
}

/// Names of privacy usage-description keys.
public enum UsageKeys {
  /// Whether `key` names a usage description: `NSCameraUsageDescription`,
  /// `NFCReaderUsageDescription`, … (not the `…Dictionary` variants).
  public static func isUsageDescription(_ key: String) -> Bool {
    key.hasSuffix("UsageDescription")
  }
}

/// Reads Info.plist files (XML or binary) with Foundation.
public enum InfoPlistReader {
  public static func read(path: String) throws(DiagnosticsError) -> InfoPlist {
    try read(bytes: ProjectFileSystem.bytes(of: path), file: path)
  }

  public static func read(bytes: [UInt8], file: String) throws(DiagnosticsError) -> InfoPlist {
    let document: PropertyListDocument
    var preprocessed = false
    // Limits first: a list past them isn't one the preprocessor could mend.
    try PropertyListReader.checkLimits(bytes, file: file)
    do {
      document = try PropertyListReader.decode(bytes: bytes, file: file)
    } catch {
      // A preprocessed Info.plist: read it as the build would, or report
      // the first error if that doesn't help either.
      guard PropertyListReader.detectFormat(bytes) == .xml,
        case .success(let decoded) = TextDecoding.decode(bytes),
        let text = InfoPlistPreprocessor.apply(decoded.text),
        // Blanking lines leaves fewer objects: the limits still hold.
        let retried = try? PropertyListReader.decode(bytes: Array(text.utf8), file: file)
      else { throw error }
      document = retried
      preprocessed = true
    }
    guard case .dictionary(let entries) = document.root else {
      throw DiagnosticsError([
        .error(
          at: document.location(of: ""),
          "the root of an Info.plist must be a dictionary (<dict>), but this one is \(document.root.kindName)"
        )
      ])
    }
    return InfoPlist(document: document, entries: entries, preprocessed: preprocessed)
  }
}
