import Diagnostics
import Foundation
import ProjectFiles
import ProjectImport
import Testing
import XcodeProject

/// What a project import states about files Xcode builds but that are
/// fragile or wrong, and the locales it finds beyond the Info.plist's
/// localizations, on the fixtures changed to show each case.
@Suite struct ProjectFileIssueTests {
  static let pbxproj = "App.xcodeproj/project.pbxproj"

  static func read(_ path: String) throws -> ImportedProject {
    try XcodeProjectReader.read(ProjectSelection(path: path))
  }

  /// The project names `de.lproj/InfoPlist.strings`, the disk has
  /// `infoPlist.strings` (Mastodon's case): read, with a warning and an
  /// issue naming both spellings, instead of "no such file".
  @Test func aFileNamedInAnotherCaseIsReadWithAWarning() throws {
    let copy = try XcodeFixtures.copy("Settings")
    defer { copy.remove() }
    try FileManager.default.moveItem(
      atPath: copy.path("Settings/App/de.lproj/InfoPlist.strings"),
      toPath: copy.path("Settings/App/de.lproj/infoPlist.strings"))
    let imported = try Self.read(copy.path("Settings/App.xcodeproj"))
    #expect(imported.project.strings?.localizations.map(\.locale) == ["de", "en"])
    #expect(imported.project.strings?.localizations.first?.strings?.entries.isEmpty == false)
    let issues = imported.project.fileIssues.filter { $0.kind == .fileNameCase }
    #expect(issues.map(\.subject) == ["de.lproj/InfoPlist.strings"])
    #expect(issues.map(\.detail) == ["de.lproj/infoPlist.strings"])
    #expect(issues.first?.location.file.hasSuffix("App/de.lproj/infoPlist.strings") == true)
    let warning = try #require(
      imported.warnings.first { $0.message.contains("de.lproj/infoPlist.strings") })
    #expect(warning.severity == .warning)
    #expect(warning.message.contains("not de.lproj/InfoPlist.strings"))
    #expect(warning.message.contains("case-sensitive"))
  }

  /// A folder the project names as a whole (XcodeGen sources) bundles the
  /// file under its own name, `infoplist.strings`, which iOS doesn't look up.
  @Test func aScannedFileInAnotherCaseIsAnIssue() throws {
    let imported = try Self.read(XcodeFixtures.xcodeGen)
    let issues = imported.project.fileIssues.filter { $0.kind == .fileNameCase }
    #expect(issues.map(\.detail) == ["de.lproj/infoplist.strings"])
    #expect(imported.warnings.contains { $0.message.contains("de.lproj/infoplist.strings") })
  }

  /// The fixture's INFOPLIST_KEY_ text replaces the Info.plist's: an issue
  /// at the Info.plist key, the setting named, its place the other one.
  @Test func aBuildSettingReplacingTheInfoPlistTextIsAnIssue() throws {
    let imported = try Self.read(XcodeFixtures.settings)
    let issue = try #require(
      imported.project.fileIssues.first { $0.kind == .settingReplacesText })
    let conflict = try #require(imported.conflicts.first)
    #expect(issue.subject == conflict.key)
    #expect(issue.detail == "INFOPLIST_KEY_\(conflict.key)")
    #expect(issue.location == conflict.fileLocation)
    #expect(issue.otherLocation == conflict.settingLocation)
  }

  /// `knownRegions`, the `.lproj` folders of other resources and the
  /// languages of a String Catalog are locales the app ships; `Base` is not.
  @Test func localesComeFromKnownRegionsFoldersAndCatalogs() throws {
    let copy = try XcodeFixtures.copy(
      "XcodeGen", replacing: [])
    defer { copy.remove() }
    _ = try copy.write(
      "\"Hello\" = \"Bonjour\";\n", to: "XcodeGen/App/Resources/fr.lproj/Localizable.strings")
    _ = try copy.write(
      "\"Hello\" = \"Hello\";\n", to: "XcodeGen/App/Resources/Base.lproj/Main.strings")
    _ = try copy.write(
      """
      {"sourceLanguage": "en", "version": "1.0", "strings": {"Hello": {"localizations": {
        "ja": {"stringUnit": {"state": "translated", "value": "こんにちは"}},
        "pt-BR": {"stringUnit": {"state": "translated", "value": "Olá"}}}}}}
      """, to: "XcodeGen/App/Resources/Localizable.xcstrings")
    let imported = try Self.read(copy.path("XcodeGen/project.yml"))
    let locales = imported.project.locales.map(\.locale)
    #expect(locales == ["de", "en", "fr", "ja", "pt-BR"])
    let japanese = imported.project.locales.first { $0.locale == "ja" }
    #expect(japanese?.location.file.hasSuffix("Localizable.xcstrings") == true)

    let settings = try XcodeFixtures.copy(
      "Settings",
      replacing: [
        (
          Self.pbxproj, "developmentRegion = en;",
          "developmentRegion = en;\n\t\t\tknownRegions = (en, it, \"zh-Hans\", Base);"
        )
      ])
    defer { settings.remove() }
    let known = try Self.read(settings.path("Settings/App.xcodeproj"))
    #expect(known.project.locales.map(\.locale) == ["de", "en", "it", "zh-Hans"])
    let italian = known.project.locales.first { $0.locale == "it" }
    #expect(italian?.location.file.hasSuffix("project.pbxproj") == true)
    #expect((italian?.location.line ?? 0) > 0)
    // The draft lists them: the development region first.
    let draft = try ProjectImporter.draft(
      project: ProjectSelection(path: settings.path("Settings/App.xcodeproj")), output: nil,
      catalog: ProjectFixture.catalog
    ).draft
    #expect(draft.app.locales == ["en", "de", "it", "zh-Hans"])
  }

  /// A missing configuration file leaves the settings incomplete: a name
  /// nothing read defines keeps its reference, and the draft asks.
  @Test func anUnknowableValueIsAQuestion() throws {
    let copy = try XcodeFixtures.copy(
      "Settings", replacing: [(Self.pbxproj, "path = Base.xcconfig;", "path = Gone.xcconfig;")])
    defer { copy.remove() }
    let imported = try Self.read(copy.path("Settings/App.xcodeproj"))
    #expect(imported.settings.incomplete)
    // BUNDLE_PREFIX was in the missing file.
    #expect(imported.project.infoPlist?.string("CFBundleIdentifier") == "$(BUNDLE_PREFIX).App-App")
    let draft = try ProjectImporter.draft(
      project: ProjectSelection(path: copy.path("Settings/App.xcodeproj")), output: nil,
      catalog: ProjectFixture.catalog
    ).draft
    #expect(draft.app.bundleId.isPlaceholder)
    #expect(draft.app.bundleId.value.contains("$(BUNDLE_PREFIX).App-App"))
    #expect(draft.placeholders.contains("app.bundleId"))
    // With every file there, nothing is unknown: the name is resolved.
    let complete = try Self.read(XcodeFixtures.settings)
    #expect(!complete.settings.incomplete)
    let resolved = try ProjectImporter.draft(
      project: ProjectSelection(path: XcodeFixtures.settings), output: nil,
      catalog: ProjectFixture.catalog
    ).draft
    #expect(resolved.app.bundleId.value == "com.example.App-App")
  }
}
