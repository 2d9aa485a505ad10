import Diagnostics

/// A privacy manifest (`PrivacyInfo.xcprivacy`): whether the app tracks,
/// the domains it tracks through, the data it collects and the
/// required-reason APIs it uses.
public struct PrivacyManifest: Sendable {
  public var document: PropertyListDocument
  /// `NSPrivacyTracking` (false when absent).
  public var tracking: Bool
  /// `NSPrivacyTrackingDomains`.
  public var trackingDomains: [String]
  /// `NSPrivacyCollectedDataTypes`.
  public var collectedDataTypes: [CollectedDataType]
  /// Whether the manifest has the `NSPrivacyCollectedDataTypes` key at all:
  /// an empty list says the app collects nothing, no key says nothing.
  public var statesCollectedData = true
  /// `NSPrivacyAccessedAPITypes`.
  public var accessedAPITypes: [AccessedAPIType]

  /// The file as the user named it.
  public var file: String { document.file }

  /// Where the value at a key path is (see ``PropertyListDocument/lines``).
  public func location(of path: String) -> SourceLocation { document.location(of: path) }

  /// One collected data type.
  public struct CollectedDataType: Sendable, Equatable {
    /// `NSPrivacyCollectedDataTypeEmailAddress`, …
    public var type: String
    public var linked: Bool
    public var tracking: Bool
    /// `NSPrivacyCollectedDataTypePurposeAppFunctionality`, …
    public var purposes: [String]
    /// Its key path in the file (`NSPrivacyCollectedDataTypes[2]`).
    public var path: String
  }

  /// One required-reason API category and the reasons given.
  public struct AccessedAPIType: Sendable, Equatable {
    /// `NSPrivacyAccessedAPICategoryUserDefaults`, …
    public var type: String
    /// `CA92.1`, … (empty when none are given).
    public var reasons: [String]
    public var path: String
  }
}

/// Reads privacy manifests with Foundation. Values of the wrong type are
/// errors at their key; missing optional values (reasons, purposes) are
/// left for the rules to judge.
public enum PrivacyManifestReader {
  public static func read(path: String) throws(DiagnosticsError) -> PrivacyManifest {
    try read(bytes: ProjectFileSystem.bytes(of: path), file: path)
  }

  public static func read(bytes: [UInt8], file: String) throws(DiagnosticsError)
    -> PrivacyManifest
  {
    let document = try PropertyListReader.read(bytes: bytes, file: file)
    var reader = Reader(document: document)
    guard case .dictionary(let root) = document.root else {
      throw DiagnosticsError([
        .error(
          at: document.location(of: ""),
          "the root of a privacy manifest must be a dictionary (<dict>), but this one is \(document.root.kindName)"
        )
      ])
    }
    let tracking = reader.bool(root, "NSPrivacyTracking", path: "") ?? false
    let domains = reader.strings(root, "NSPrivacyTrackingDomains", path: "")
    let collected = reader.dictionaries(root, "NSPrivacyCollectedDataTypes", path: "").compactMap {
      entry, path -> PrivacyManifest.CollectedDataType? in
      guard
        let type = reader.string(entry, "NSPrivacyCollectedDataType", path: path, required: true)
      else { return nil }
      return PrivacyManifest.CollectedDataType(
        type: type,
        linked: reader.bool(entry, "NSPrivacyCollectedDataTypeLinked", path: path) ?? false,
        tracking: reader.bool(entry, "NSPrivacyCollectedDataTypeTracking", path: path) ?? false,
        purposes: reader.strings(entry, "NSPrivacyCollectedDataTypePurposes", path: path),
        path: path)
    }
    let accessed = reader.dictionaries(root, "NSPrivacyAccessedAPITypes", path: "").compactMap {
      entry, path -> PrivacyManifest.AccessedAPIType? in
      guard let type = reader.string(entry, "NSPrivacyAccessedAPIType", path: path, required: true)
      else { return nil }
      return PrivacyManifest.AccessedAPIType(
        type: type, reasons: reader.strings(entry, "NSPrivacyAccessedAPITypeReasons", path: path),
        path: path)
    }
    guard reader.problems.isEmpty else { throw DiagnosticsError(reader.problems) }
    var manifest = PrivacyManifest(
      document: document, tracking: tracking, trackingDomains: domains,
      collectedDataTypes: collected, accessedAPITypes: accessed)
    manifest.statesCollectedData = root["NSPrivacyCollectedDataTypes"] != nil
    return manifest
  }

  /// Typed access to a dictionary's values, collecting what is wrong.
  private struct Reader {
    let document: PropertyListDocument
    var problems: [Diagnostic] = []

    init(document: PropertyListDocument) { self.document = document }

    private func child(_ path: String, _ key: String) -> String {
      path.isEmpty ? key : "\(path).\(key)"
    }

    private mutating func wrong(_ path: String, expected: String, found: PlistValue) {
      problems.append(
        .error(
          at: document.location(of: path),
          "\(path): expected \(expected), found \(found.kindName) (App Store Connect refuses "
            + "a manifest with a value of the wrong type: ITMS-91056)"))
    }

    mutating func bool(_ entries: [String: PlistValue], _ key: String, path: String) -> Bool? {
      guard let value = entries[key] else { return nil }
      guard case .bool(let flag) = value else {
        wrong(child(path, key), expected: "a Boolean (<true/> or <false/>)", found: value)
        return nil
      }
      return flag
    }

    mutating func string(
      _ entries: [String: PlistValue], _ key: String, path: String, required: Bool = false
    ) -> String? {
      guard let value = entries[key] else {
        if required {
          problems.append(.error(at: document.location(of: path), "\(path): \(key) is missing"))
        }
        return nil
      }
      guard case .string(let text) = value else {
        wrong(child(path, key), expected: "a string", found: value)
        return nil
      }
      return text
    }

    mutating func strings(_ entries: [String: PlistValue], _ key: String, path: String) -> [String]
    {
      guard let value = entries[key] else { return [] }
      guard case .array(let items) = value else {
        wrong(child(path, key), expected: "an array of strings", found: value)
        return []
      }
      return items.enumerated().compactMap { index, item in
        guard case .string(let text) = item else {
          wrong("\(child(path, key))[\(index)]", expected: "a string", found: item)
          return nil
        }
        return text
      }
    }

    mutating func dictionaries(_ entries: [String: PlistValue], _ key: String, path: String)
      -> [(entries: [String: PlistValue], path: String)]
    {
      guard let value = entries[key] else { return [] }
      guard case .array(let items) = value else {
        wrong(child(path, key), expected: "an array of dictionaries", found: value)
        return []
      }
      return items.enumerated().compactMap { index, item in
        let itemPath = "\(child(path, key))[\(index)]"
        guard case .dictionary(let fields) = item else {
          wrong(itemPath, expected: "a dictionary", found: item)
          return nil
        }
        return (fields, itemPath)
      }
    }
  }
}
