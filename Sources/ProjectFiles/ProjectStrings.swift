import Diagnostics
import Foundation

/// The localized Info.plist texts of a project folder: each
/// `LOCALE.lproj/InfoPlist.strings` and the String Catalog
/// `InfoPlist.xcstrings`, read from one folder (not its subfolders).
public struct ProjectStrings: Sendable {
  /// The folder as the user named it.
  public var folder: String
  /// Every `*.lproj` folder in it, sorted by locale (`Base` included).
  public var localizations: [Localization]
  /// `InfoPlist.xcstrings`, when there is one.
  public var catalog: StringCatalog?
  /// Files read under another letter case than the name looked up
  /// (`infoPlist.strings` for `InfoPlist.strings`), as
  /// ``ProjectFileIssue/Kind/fileNameCase`` issues.
  public var nameMismatches: [ProjectFileIssue] = []

  /// One `LOCALE.lproj` folder.
  public struct Localization: Sendable {
    /// `de`, `pt-BR`, `Base`, …
    public var locale: String
    /// The folder's path.
    public var folder: String
    /// Its `InfoPlist.strings`, when it has one.
    public var strings: StringsFile?

    public init(locale: String, folder: String, strings: StringsFile?) {
      self.locale = locale
      self.folder = folder
      self.strings = strings
    }
  }

  public init(folder: String, localizations: [Localization], catalog: StringCatalog?) {
    self.folder = folder
    self.localizations = localizations
    self.catalog = catalog
  }

  /// Whether `locale` is Xcode's `Base` localization, which is no language.
  public static func isBase(_ locale: String) -> Bool { locale == "Base" }
}

/// Finds and reads a folder's localized Info.plist files.
public enum ProjectStringsReader {
  /// Reads every `*.lproj/InfoPlist.strings` and `InfoPlist.xcstrings` in
  /// `folder`, reporting the problems of all of them together. The file
  /// names are matched without regard to case (`infoPlist.strings` exists in
  /// real projects); an exact `InfoPlist.strings` wins over another spelling.
  public static func read(folder: String) throws(DiagnosticsError) -> ProjectStrings {
    guard ProjectFileSystem.isDirectory(folder) else {
      let exists = FileManager.default.fileExists(atPath: folder)
      throw DiagnosticsError([
        .error(at: .file(folder), exists ? "is a file; expected a folder" : "no such folder")
      ])
    }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    var problems: [Diagnostic] = []
    var mismatches: [ProjectFileIssue] = []
    var localizations: [ProjectStrings.Localization] = []
    for name in names where name.hasSuffix(".lproj") {
      let path = ProjectFileSystem.join(folder, name)
      guard ProjectFileSystem.isDirectory(path) else { continue }
      let locale = String(name.dropLast(".lproj".count))
      var strings: StringsFile?
      if let file = match("InfoPlist.strings", in: path) {
        if file != "InfoPlist.strings" {
          mismatches.append(
            ProjectFileIssue.fileNameCase(ProjectFileSystem.join(path, "InfoPlist.strings"), file))
        }
        do {
          strings = try StringsFileReader.read(path: ProjectFileSystem.join(path, file))
        } catch {
          problems += error.diagnostics
        }
      }
      localizations.append(.init(locale: locale, folder: path, strings: strings))
    }
    var catalog: StringCatalog?
    if let file = match("InfoPlist.xcstrings", in: folder) {
      if file != "InfoPlist.xcstrings" {
        mismatches.append(
          ProjectFileIssue.fileNameCase(ProjectFileSystem.join(folder, "InfoPlist.xcstrings"), file)
        )
      }
      do {
        catalog = try StringCatalogReader.read(path: ProjectFileSystem.join(folder, file))
      } catch {
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    var strings = ProjectStrings(folder: folder, localizations: localizations, catalog: catalog)
    strings.nameMismatches = mismatches
    return strings
  }

  /// Reads the given localized files, as an Xcode project lists them: each
  /// `LOCALE.lproj/InfoPlist.strings` (the locale is its folder's name; the
  /// first file of a locale counts) and the String Catalog, if any. `folder`
  /// names the set in messages.
  public static func read(
    folder: String, stringsFiles: [String], catalog catalogPath: String?
  ) throws(DiagnosticsError) -> ProjectStrings {
    var problems: [Diagnostic] = []
    var mismatches: [ProjectFileIssue] = []
    var byLocale: [String: ProjectStrings.Localization] = [:]
    for listed in stringsFiles {
      let path = ProjectFileIssue.resolvingCase(
        listed, named: "InfoPlist.strings", into: &mismatches)
      let lproj = ProjectFileSystem.directory(of: path)
      let name = lproj.split(separator: "/").last.map(String.init) ?? lproj
      guard name.hasSuffix(".lproj") else { continue }
      let locale = String(name.dropLast(".lproj".count))
      guard byLocale[locale] == nil else { continue }
      do {
        byLocale[locale] = .init(
          locale: locale, folder: lproj, strings: try StringsFileReader.read(path: path))
      } catch {
        problems += error.diagnostics
      }
    }
    var catalog: StringCatalog?
    if let listed = catalogPath {
      let catalogPath = ProjectFileIssue.resolvingCase(
        listed, named: "InfoPlist.xcstrings", into: &mismatches)
      do { catalog = try StringCatalogReader.read(path: catalogPath) } catch {
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    var strings = ProjectStrings(
      folder: folder, localizations: byLocale.keys.sorted().compactMap { byLocale[$0] },
      catalog: catalog)
    strings.nameMismatches = mismatches
    return strings
  }

  /// The file in `folder` named `name`, exactly or else in another case.
  private static func match(_ name: String, in folder: String) -> String? {
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    if names.contains(name) { return name }
    return names.first { $0.lowercased() == name.lowercased() }
  }
}
