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
    var questions: [[String: Any]] = []

    /// The rules waiting on the question at `path` (`app.minimumOS`).
    func waiting(on path: String) -> [String] {
      questions.first { $0["path"] as? String == path }?["waitingRules"] as? [String] ?? []
    }

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
    return try audit(path: output)
  }

  /// The audit of `yaml`, written as `NAME.reviewready.yaml` into a folder
  /// like the one `importAndAudit` uses (so its relative paths still hold).
  static func audit(_ yaml: String, named app: String) throws -> Audited {
    let directory = try ImportEndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("\(app).reviewready.yaml").path
    try yaml.write(toFile: path, atomically: true, encoding: .utf8)
    return try audit(path: path)
  }

  private static func audit(path: String) throws -> Audited {
    let audit = try ReviewReadyBinary.run([
      "audit", "--format", "json", "--fail-on", "never", path,
    ])
    try #require(audit.status == 0, "\(audit.standardError)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8)) as? [String: Any])
    return Audited(
      yaml: try String(contentsOfFile: path, encoding: .utf8),
      findings: (report["findings"] as? [[String: Any]]) ?? [],
      questions: (report["questions"] as? [[String: Any]]) ?? [])
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
    // Export compliance and App Transport Security come from the Info.plist; why ATS is relaxed
    // is a question.
    #expect(
      audited.yaml.contains(
        "\n  usesNonExemptEncryption: false   # ITSAppUsesNonExemptEncryption\n"))
    #expect(
      audited.yaml.contains(
        "\n  transportSecurity:   # NSAppTransportSecurity\n    allowsArbitraryLoads: true\n"
          + "    justification: TODO"))
    #expect(
      audited.waiting(on: "app.transportSecurity.justification") == [
        "ats.arbitrary-loads-unjustified"
      ])
    // The temporary full-accuracy purpose is kept with its translations, which the
    // localizations give under the purpose key itself.
    #expect(
      audited.yaml.contains(
        "\n  x-NSLocationTemporaryUsageDescriptionDictionary.TemporaryFullAccuracyReasonManualUpdate:\n"
          + "    en: Grant full accuracy to use your current location for your device tracker.\n"
          + "    de: Erlaube genauen Zugriff auf deinen Standort, um Device Tracker zu verwenden.\n"
      ))
    // The Info.plist has no deployment target, so the import leaves app.minimumOS a question:
    // whether the legacy keys are still needed waits on it, with no finding yet.
    #expect(audited.subjects("purpose.legacy-key").isEmpty)
    #expect(audited.waiting(on: "app.minimumOS").contains("purpose.legacy-key"))
    // Answered, each legacy key is judged against it.
    let answered = try Self.audit(
      audited.yaml.replacingOccurrences(
        of: "\n  minimumOS: TODO", with: "\n  minimumOS: \"17.0\""), named: "home-assistant")
    #expect(
      answered.subjects("purpose.legacy-key") == [
        "NSLocationAlwaysUsageDescription", "NSRemindersUsageDescription",
      ])
    for finding in answered.findings("purpose.legacy-key") {
      let message = finding["message"] as? String ?? ""
      #expect(message.contains("requires iOS 17.0"), "\(message)")
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
