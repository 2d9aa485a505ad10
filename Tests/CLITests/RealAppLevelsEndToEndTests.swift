import Foundation
import TestSupport
import Testing

/// What import and audit make of the real apps' permission levels, usage
/// keys and localizations (`../shared/testdata/real-apps`, read in place;
/// skipped without it): the apps that declare add-only next to read/write
/// photo access get two permissions and no `purpose.wrong-access`; Element
/// X and Pocket Casts, whose translators translate another key than the
/// Info.plist declares, get one near-miss finding each, naming both keys;
/// Mastodon's keys that only its localizations have are their own findings;
/// legacy and macOS keys are judged as such, and an app without a privacy
/// manifest is told to add one.
@Suite struct RealAppLevelsEndToEndTests {
  static let hasData = ImportEndToEndTests.hasData
  static let absent = ImportEndToEndTests.absent

  /// One imported and audited app: the description's text and the JSON
  /// report's findings.
  struct Audited {
    var yaml: String
    var findings: [[String: Any]]

    func findings(_ rule: String) -> [[String: Any]] {
      findings.filter { $0["rule"] as? String == rule }
    }

    func subjects(_ rule: String) -> [String] {
      findings(rule).compactMap { ($0["subject"] as? [String: Any])?["id"] as? String }.sorted()
    }
  }

  static func importAndAudit(_ app: String) throws -> Audited {
    let directory = try ImportEndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("\(app).reviewready.yaml").path
    let imported = try ReviewReadyBinary.run(
      ImportEndToEndTests.importArguments(app) + ["--output", output])
    try #require(imported.status == 0, "\(imported.standardError)")
    let audit = try ReviewReadyBinary.run([
      "audit", "--format", "json", "--fail-on", "never", output,
    ])
    try #require(audit.status == 0, "\(audit.standardError)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8)) as? [String: Any])
    return Audited(
      yaml: try String(contentsOfFile: output, encoding: .utf8),
      findings: (report["findings"] as? [[String: Any]]) ?? [])
  }

  /// The four apps whose Info.plist declares both photo keys.
  static let bothPhotoLevels = ["home-assistant", "inaturalist", "owncloud", "pocket-casts"]

  @Test(.enabled(if: hasData, absent), arguments: bothPhotoLevels)
  func addOnlyBesideReadWriteIsTwoPromptsNotAWrongKey(_ app: String) throws {
    let audited = try Self.importAndAudit(app)
    #expect(
      audited.findings("purpose.wrong-access").isEmpty,
      "\(audited.subjects("purpose.wrong-access"))")
    #expect(
      audited.yaml.contains("  - id: photos-add-only\n    resource: photos\n    access: addOnly"))
    #expect(audited.yaml.contains("  - id: photos\n    resource: photos\n    access: readWrite"))
    // Each prompt has its own screen and feature to describe.
    #expect(audited.yaml.contains("  - id: photos-add-only-feature\n"))
    #expect(audited.yaml.contains("    feature: photos-add-only-feature\n"))
  }

  /// The near-miss pairs the data set's README describes.
  static let nearMisses: [(app: String, translated: String, declared: String)] = [
    ("element-x-ios", "NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription"),
    ("pocket-casts", "NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription"),
  ]

  @Test(.enabled(if: hasData, absent), arguments: [0, 1])
  func aNearMissIsOneFindingNamingBothKeys(_ index: Int) throws {
    let pair = Self.nearMisses[index]
    let audited = try Self.importAndAudit(pair.app)
    let nearMiss = audited.findings("project.localized-key-near-miss")
    try #require(nearMiss.count == 1, "\(pair.app): \(nearMiss.count) near-miss findings")
    let message = try #require(nearMiss[0]["message"] as? String)
    #expect(message.contains(pair.translated) && message.contains(pair.declared), "\(message)")
    // Neither key is reported again on its own.
    for rule in [
      "purpose.untranslated", "purpose.wrong-access", "purpose.legacy-key",
      "project.key-only-in-localizations", "project.key-not-in-info-plist",
    ] {
      let subjects = audited.subjects(rule)
      #expect(
        !subjects.contains(pair.translated) && !subjects.contains(pair.declared),
        "\(pair.app): \(rule) on \(subjects)")
    }
    // The translated key adds no permission level of its own: Element X asks
    // for add-only photo access, nothing more.
    if pair.app == "element-x-ios" {
      #expect(audited.yaml.contains("  - id: photos\n    resource: photos\n    access: addOnly"))
      #expect(!audited.yaml.contains("access: readWrite"))
    }
  }

  @Test(.enabled(if: hasData, absent)) func keysOnlyTheLocalizationsHaveAreTheirOwnFindings() throws
  {
    let audited = try Self.importAndAudit("mastodon")
    #expect(
      audited.subjects("project.key-only-in-localizations") == [
        "NSCameraUsageDescription", "NSPhotoLibraryAddUsageDescription",
      ])
    #expect(audited.findings("project.localized-key-near-miss").isEmpty)
    #expect(audited.findings("project.key-not-in-info-plist").isEmpty)
  }

  @Test(.enabled(if: hasData, absent)) func legacyAndMacOSKeysAreJudgedAsSuch() throws {
    let audited = try Self.importAndAudit("home-assistant")
    // Known keys now, not x- extensions.
    #expect(audited.yaml.contains("\n  NSCrossWebsiteTrackingUsageDescription:"))
    #expect(audited.yaml.contains("\n  NSLocationUsageDescription:"))
    #expect(
      audited.subjects("purpose.legacy-key") == [
        "NSLocationAlwaysUsageDescription", "NSRemindersUsageDescription",
      ])
    // No deployment target in the Info.plist: the finding says what it depends on.
    for finding in audited.findings("purpose.legacy-key") {
      let message = finding["message"] as? String ?? ""
      #expect(message.contains("depends on its deployment target"), "\(message)")
    }
    #expect(audited.subjects("purpose.other-platform-key") == ["NSLocationUsageDescription"])
    for rule in ["purpose.untranslated", "purpose.wrong-access", "purpose.unneeded"] {
      #expect(!audited.subjects(rule).contains("NSLocationUsageDescription"), "\(rule)")
    }
    #expect(audited.subjects("purpose.wrong-access").isEmpty)
  }

  @Test(.enabled(if: hasData, absent), arguments: ImportEndToEndTests.apps)
  func anAppWithoutAPrivacyManifestIsToldToAddOne(_ app: String) throws {
    let folder = try #require(ImportEndToEndTests.root).appendingPathComponent(app).path
    let hasManifest = FileManager.default.fileExists(atPath: "\(folder)/PrivacyInfo.xcprivacy")
    let audited = try Self.importAndAudit(app)
    let missing = audited.findings("project.privacy-manifest-missing")
    #expect(missing.count == (hasManifest ? 0 : 1), "\(app)")
    for finding in missing {
      #expect(finding["severity"] as? String == "error")
      #expect((finding["message"] as? String ?? "").contains("UserDefaults"))
    }
  }
}
