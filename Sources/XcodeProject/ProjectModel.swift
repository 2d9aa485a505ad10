import Diagnostics
import ProjectFiles

/// A target as a project lists it, before its settings are resolved.
struct TargetInfo: Sendable {
  /// Its name (`$(TARGET_NAME)`).
  var name: String
  /// The product type as the project writes it, for messages
  /// (`com.apple.product-type.framework`, XcodeGen's `framework`).
  var type: String
  /// Whether the type is an application.
  var isApplication: Bool
  /// The platforms the project file names for it (XcodeGen), or nil when
  /// the settings (`SDKROOT`, `SUPPORTED_PLATFORMS`) decide.
  var platforms: [String]?
  /// Where the target is defined.
  var location: SourceLocation
  /// The pbxproj object id or the XcodeGen target name.
  var id: String
}

/// What a target is built from in one configuration: the settings levels
/// above Xcode's defaults, the Info.plist properties the project file
/// itself gives (XcodeGen `info.properties`), and the resource files that
/// matter here.
struct TargetBuild: Sendable {
  var levels: [SettingsLevel]
  /// XcodeGen `info.properties`, with where each key is written.
  var infoProperties: [String: PlistValue] = [:]
  var infoPropertyLocations: [String: SourceLocation] = [:]
  /// The target's resource files (and, for XcodeGen, its source folders'
  /// files) named `InfoPlist.strings`, `InfoPlist.xcstrings` or
  /// `PrivacyInfo.xcprivacy`, in any letter case, and those that show a
  /// locale (``ResourceNames/showsLocale(_:)``).
  var resources: [String] = []
  /// Where the configuration is defined, for messages about what it lacks.
  var location: SourceLocation
}

/// An Xcode project or an XcodeGen spec, read.
protocol ProjectModel: Sendable {
  /// The file messages name (`project.pbxproj`, `project.yml`).
  var file: String { get }
  /// `$(SRCROOT)`: the folder holding the `.xcodeproj` or `project.yml`.
  var sourceRoot: String { get }
  var projectName: String { get }
  /// The project's development region, when it gives one.
  var developmentRegion: String? { get }
  /// The project's `knownRegions` (the localizations Xcode lists for it),
  /// with where they are written; none for an XcodeGen spec, which
  /// derives them from the `.lproj` folders.
  var knownRegions: (regions: [String], location: SourceLocation) { get }
  /// Where the targets are listed, for messages about the choice.
  var targetsLocation: SourceLocation { get }
  var targets: [TargetInfo] { get }
  /// The target's configuration names, and the one Xcode uses by default.
  func configurations(of target: TargetInfo) -> (names: [String], defaultName: String?)
  /// The target's settings in `configuration`; problems that don't stop
  /// the build are added to `warnings`.
  func build(of target: TargetInfo, configuration: String, warnings: inout [Diagnostic])
    throws(DiagnosticsError) -> TargetBuild
}

/// The resource files import cares about, by name, found among paths.
enum ResourceNames {
  static func isStrings(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    guard parts.count >= 2, parts[parts.count - 1].lowercased() == "infoplist.strings" else {
      return false
    }
    return parts[parts.count - 2].hasSuffix(".lproj")
  }
  static func isCatalog(_ path: String) -> Bool {
    path.split(separator: "/").last?.lowercased() == "infoplist.xcstrings"
  }
  static func isManifest(_ path: String) -> Bool {
    path.split(separator: "/").last?.lowercased() == "privacyinfo.xcprivacy"
  }
  /// A file that shows a locale the app ships: any file in an `.lproj`
  /// folder, or a String Catalog of any name.
  static func showsLocale(_ path: String) -> Bool {
    let parts = path.split(separator: "/")
    guard let name = parts.last else { return false }
    return name.lowercased().hasSuffix(".xcstrings")
      || (parts.count >= 2 && parts[parts.count - 2].hasSuffix(".lproj"))
  }
  static func matters(_ path: String) -> Bool {
    isStrings(path) || isCatalog(path) || isManifest(path) || showsLocale(path)
  }

  /// The file a symbolic link stored as text points at: git writes a link
  /// as a small file holding the target's path where the file system
  /// can't hold links (kiwix's root `PrivacyInfo.xcprivacy`). Any other
  /// file is itself.
  static func followingStoredLink(_ path: String) -> String {
    guard let bytes = try? ProjectFileSystem.bytes(of: path), bytes.count < 1024,
      let text = ProjectText.decode(bytes), !text.contains("\n"), !text.hasPrefix("<"),
      !text.hasPrefix("bplist"), !text.hasPrefix("{"), !text.isEmpty
    else { return path }
    let target = ProjectFileSystem.join(ProjectFileSystem.directory(of: path), text)
    return ProjectFileSystem.exists(target) && !ProjectFileSystem.isDirectory(target)
      ? target : path
  }
}
