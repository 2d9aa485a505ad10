import Diagnostics
import Foundation
import ProjectFiles
import TestSupport
import Testing

/// The issues of project files that Xcode builds but that are fragile or
/// wrong (``ProjectFileIssue``): on small fixtures, and on the real apps of
/// `../shared/testdata/real-apps` that show them (skipped without it).
@Suite struct FileIssueTests {
  // MARK: - fixtures

  @Test func aKeyDefinedTwiceIsListedAtEachLaterDefinition() throws {
    let text = """
      /* Camera */
      "NSCameraUsageDescription" = "Scan a code.";
      "NSMicrophoneUsageDescription" = "Record a memo.";
      "NSCameraUsageDescription" = "Take a photo.";
      NSCameraUsageDescription = "Take a photo for a note.";
      """
    let file = try StringsFileReader.read(
      bytes: Array(text.utf8), file: "de.lproj/InfoPlist.strings")
    #expect(file.entries["NSCameraUsageDescription"] == "Take a photo for a note.")
    #expect(
      file.duplicates == [
        .init(key: "NSCameraUsageDescription", firstLine: 2, line: 4),
        .init(key: "NSCameraUsageDescription", firstLine: 2, line: 5),
      ])
    let clean = try StringsFileReader.read(
      bytes: Array("\"A\" = \"1\";\n\"B\" = \"2\";\n".utf8), file: "x.strings")
    #expect(clean.duplicates.isEmpty)
  }

  @Test func theFolderReaderReportsEachIssue() throws {
    let folder = try TemporaryFolder("issues")
    defer { folder.remove() }
    _ = try folder.write(
      "\"NSCameraUsageDescription\" = \"Scan.\";\n\"NSCameraUsageDescription\" = \"Scan codes.\";\n",
      to: "de.lproj/infoPlist.strings")
    _ = try folder.write(
      "\"CFBundleShortVersionString\" = \"1.0\";\n\"NSCameraUsageDescription\" = \"Scanner.\";\n",
      to: "fr.lproj/InfoPlist.strings")
    let strings = try ProjectStringsReader.read(folder: folder.url.path)
    let project = AppProject(strings: strings)
    let issues = project.fileIssues
    #expect(issues.map(\.kind) == [.fileNameCase, .duplicateKey, .localizedVersion])
    #expect(issues[0].subject == "de.lproj/InfoPlist.strings")
    #expect(issues[0].detail == "de.lproj/infoPlist.strings")
    #expect(issues[1].subject == "NSCameraUsageDescription")
    #expect(issues[1].location.line == 2 && issues[1].otherLocation?.line == 1)
    #expect(issues[2].subject == "fr" && issues[2].detail == "1.0")
    #expect(issues[2].location.line == 1)
    // Each is a warning naming what to fix.
    #expect(issues[0].warning.message.contains("rename it to de.lproj/InfoPlist.strings"))
    #expect(issues[1].warning.message.contains("first at line 1"))
    #expect(issues[2].warning.message.contains("CFBundleShortVersionString"))
    #expect(issues.allSatisfy { $0.warning.severity == .warning })
  }

  @Test func aCaseVariantIsFoundOnlyWhenTheExactNameIsMissing() throws {
    let folder = try TemporaryFolder("case")
    defer { folder.remove() }
    let lower = try folder.write("x", to: "De.lproj/infoPlist.strings")
    _ = try folder.write("x", to: "en.lproj/InfoPlist.strings")
    let root = folder.url.path
    #expect(ProjectFileSystem.caseVariant(of: root + "/de.lproj/InfoPlist.strings") == lower)
    #expect(ProjectFileSystem.caseVariant(of: root + "/en.lproj/InfoPlist.strings") == nil)
    #expect(ProjectFileSystem.caseVariant(of: root + "/fr.lproj/InfoPlist.strings") == nil)
  }

  /// No `NSPrivacyCollectedDataTypes` says nothing; an empty one says
  /// the app collects nothing.
  @Test func aManifestSilentAboutCollectedDataIsToldApart() throws {
    func manifest(_ body: String) throws -> PrivacyManifest {
      try PrivacyManifestReader.read(
        bytes: Array(
          """
          <?xml version="1.0" encoding="UTF-8"?>
          <plist version="1.0"><dict>
          <key>NSPrivacyTracking</key><false/>
          \(body)
          </dict></plist>
          """.utf8), file: "PrivacyInfo.xcprivacy")
    }
    #expect(try manifest("").statesCollectedData == false)
    let empty = try manifest("<key>NSPrivacyCollectedDataTypes</key><array/>")
    #expect(empty.statesCollectedData && empty.collectedDataTypes.isEmpty)
  }

  // MARK: - the real apps

  static let hasData = TestPaths.hasSharedTestData("real-apps")
  static let absent = TestPaths.sharedTestDataAbsent("real-apps")

  static func folder(_ app: String) throws -> String {
    try #require(TestPaths.sharedTestData("real-apps")).appendingPathComponent(app).path
  }

  /// Mastodon's `Base.lproj` and `de.lproj` hold `infoPlist.strings`.
  @Test(.enabled(if: hasData, absent)) func mastodonsLowerCaseFilesAreIssues() throws {
    let strings = try ProjectStringsReader.read(folder: Self.folder("mastodon"))
    let issues = AppProject(strings: strings).fileIssues
    #expect(issues.map(\.kind) == [.fileNameCase, .fileNameCase])
    #expect(issues.map(\.detail) == ["Base.lproj/infoPlist.strings", "de.lproj/infoPlist.strings"])
    #expect(
      issues.map(\.subject) == ["Base.lproj/InfoPlist.strings", "de.lproj/InfoPlist.strings"])
    #expect(strings.localizations.first { $0.locale == "de" }?.strings != nil)
  }

  /// Open Food Facts' de and fr localize the version as "1.0".
  @Test(.enabled(if: hasData, absent)) func openFoodFactsLocalizesItsVersion() throws {
    let strings = try ProjectStringsReader.read(folder: Self.folder("openfoodfacts"))
    let issues = AppProject(strings: strings).fileIssues
    #expect(issues.map(\.kind) == [.localizedVersion, .localizedVersion])
    #expect(issues.map(\.subject) == ["de", "fr"])
    #expect(issues.allSatisfy { $0.detail == "1.0" && $0.location.line > 0 })
  }

  /// Pocket Casts' manifest has no NSPrivacyCollectedDataTypes; Kiwix's
  /// lists its data.
  @Test(.enabled(if: hasData, absent)) func pocketCastsManifestIsSilentAboutData() throws {
    let pocketCasts = try PrivacyManifestReader.read(
      path: Self.folder("pocket-casts") + "/PrivacyInfo.xcprivacy")
    #expect(!pocketCasts.statesCollectedData)
    let kiwix = try PrivacyManifestReader.read(
      path: Self.folder("kiwix") + "/PrivacyInfo.xcprivacy")
    #expect(kiwix.statesCollectedData)
  }

  /// No real file defines a key twice or has another issue but those above.
  @Test(.enabled(if: hasData, absent)) func theOtherAppsHaveNoStringsIssue() throws {
    for app in ["damus", "duckduckgo", "element-x-ios", "home-assistant", "nextcloud-talk"] {
      let strings = try ProjectStringsReader.read(folder: Self.folder(app))
      #expect(AppProject(strings: strings).fileIssues.isEmpty, "\(app)")
    }
  }
}
