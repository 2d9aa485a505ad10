import Diagnostics
import ProjectFiles

/// The locales a target ships beyond its Info.plist localizations, as
/// Xcode sees them: the project's `knownRegions`, the `.lproj` folders of
/// the target's resources (`Localizable.strings`, storyboards) and the
/// languages of its String Catalogs (`Localizable.xcstrings`). `Base` is
/// the development language's storyboards, not a locale, and left out.
enum ProjectLocales {
  /// The most String Catalogs read for their languages.
  static let maximumCatalogs = 64

  /// The locales of `resources` and `knownRegions`, each at the first place
  /// that shows it; a catalog that can't be read is a warning, since its
  /// languages only add locales (one the disk lacks is skipped).
  static func locales(
    resources: [String], knownRegions: (regions: [String], location: SourceLocation),
    skipping infoPlistCatalog: String?, warnings: inout [Diagnostic]
  ) -> [AppProject.Locale] {
    var found: [String: SourceLocation] = [:]
    var order: [String] = []
    func add(_ locale: String, _ location: SourceLocation) {
      guard isLocale(locale), found[locale] == nil else { return }
      found[locale] = location
      order.append(locale)
    }
    var catalogs = 0
    for path in resources where ResourceNames.showsLocale(path) {
      let parts = path.split(separator: "/")
      if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
        add(String(parts[parts.count - 2].dropLast(".lproj".count)), .file(path))
      } else if path != infoPlistCatalog, catalogs < maximumCatalogs,
        ProjectFileSystem.exists(path)
      {
        catalogs += 1
        do {
          let catalog = try StringCatalogReader.read(path: path)
          for locale in catalog.locales { add(locale, .file(path)) }
        } catch {
          warnings += error.diagnostics.map {
            Diagnostic(
              .warning, at: $0.location,
              "\($0.message); its languages are left out of the app's locales")
          }
        }
      }
    }
    for region in knownRegions.regions { add(region, knownRegions.location) }
    return order.map { AppProject.Locale(locale: $0, location: found[$0] ?? .file("")) }
  }

  /// Whether `name` reads as a locale (`de`, `pt-BR`, `zh-Hans`, `zh_TW`),
  /// not `Base` or a folder named otherwise.
  static func isLocale(_ name: String) -> Bool {
    guard name != "Base", (2...16).contains(name.count), let first = name.first,
      first.isASCII, first.isLetter
    else { return false }
    return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
  }
}
