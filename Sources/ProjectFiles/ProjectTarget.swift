import Diagnostics

/// The source files a target compiles, as the project lists them: files
/// (a sources build phase) and whole folders (an Xcode 16 synchronized
/// folder, an XcodeGen `sources` path). Paths are as the working directory
/// sees them, normalized (``SourceFiles/normalize(_:)``).
public struct SourceFiles: Sendable, Equatable {
  public var files: Set<String>
  public var folders: [String]
  /// Files under `folders` the target leaves out (a synchronized folder's
  /// membership exceptions).
  public var excluded: Set<String>

  public init(files: [String] = [], folders: [String] = [], excluded: [String] = []) {
    self.files = Set(files.map(Self.normalize))
    self.folders = folders.map(Self.normalize)
    self.excluded = Set(excluded.map(Self.normalize))
  }

  /// Whether the target compiles `path` (normalized first): it is one of
  /// its files or under one of its folders.
  public func contains(_ path: String) -> Bool {
    let path = Self.normalize(path)
    if files.contains(path) { return true }
    if excluded.contains(path) { return false }
    return folders.contains { folder in
      folder == "." ? !path.hasPrefix("/") && !path.hasPrefix("../") : path.hasPrefix(folder + "/")
    }
  }

  public var isEmpty: Bool { files.isEmpty && folders.isEmpty }

  /// `path` with `.` parts and doubled slashes removed and `..` resolved
  /// against the part before it where there is one: `./App/../Ext/A.swift`
  /// → `Ext/A.swift`. A pure text operation; links are not followed.
  public static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      if part == "." { continue }
      if part == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if part == ".." && absolute { continue }
      parts.append(part)
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }
}

/// A target the app embeds and ships in its bundle (an app extension:
/// widget, share, notification service, intents, file provider, action),
/// read with the app's configuration: its own Info.plist, privacy
/// manifest, entitlements and source files. Apple checks each bundle on
/// its own: an upload email names the extension's executable when its
/// code calls a required-reason API its manifest doesn't declare.
public struct EmbeddedTarget: Sendable {
  /// The target's name in the project.
  public var name: String
  /// The product type as the project writes it
  /// (`com.apple.product-type.app-extension`, XcodeGen's `app-extension`).
  public var productType: String
  /// The executable's name in the bundle (`EXECUTABLE_NAME`, else
  /// `PRODUCT_NAME`), as Apple's emails name it.
  public var executable: String
  /// Where the target is defined in the project file.
  public var location: SourceLocation
  /// Its Info.plist merged with its build settings, when it has one.
  public var infoPlist: InfoPlist?
  public var privacyManifest: PrivacyManifest?
  public var entitlements: Entitlements?
  /// The files it compiles.
  public var sources: SourceFiles

  public init(
    name: String, productType: String, executable: String, location: SourceLocation,
    sources: SourceFiles = SourceFiles()
  ) {
    self.name = name
    self.productType = productType
    self.executable = executable
    self.location = location
    self.sources = sources
  }

  /// The extension point from the Info.plist's `NSExtension`
  /// (`com.apple.widgetkit-extension`, `com.apple.share-services`), when
  /// given.
  public var extensionPoint: String? {
    infoPlist?.entries["NSExtension"]?.dictionaryValue?["NSExtensionPointIdentifier"]?.stringValue
  }
}
