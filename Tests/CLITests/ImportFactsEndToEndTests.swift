import Foundation
import TestSupport
import Testing

/// `reviewready import` states only what the real apps' files say, and the
/// audit reports what Xcode builds but shouldn't be left so
/// (`../shared/testdata/real-apps` and `real-sources`, read in place;
/// skipped without them): Mastodon's lower-case `infoPlist.strings`, Pocket
/// Casts' manifest silent about collected data, Ice Cubes' 19 UI locales
/// with English-only purpose strings, Open Food Facts' localized version,
/// Damus' camera text given twice.
@Suite struct ImportFactsEndToEndTests {
  static let hasApps = TestPaths.hasSharedTestData("real-apps")
  static let appsAbsent = TestPaths.sharedTestDataAbsent("real-apps")
  static let hasSources = TestPaths.hasSharedTestData("real-sources")
  static let sourcesAbsent = TestPaths.sharedTestDataAbsent("real-sources")

  struct Imported {
    var status: Int32
    var warnings: [String]
    var text: String
    var findings: [[String: Any]]
    var questions: [String]

    func findings(_ rule: String) -> [String] {
      findings.filter { $0["rule"] as? String == rule }.compactMap { $0["message"] as? String }
    }
  }

  /// Imports with `arguments` and audits what was written.
  static func importAndAudit(_ arguments: [String]) throws -> Imported {
    let folder = try TemporaryFolder("facts")
    defer { folder.remove() }
    let output = folder.path("app.reviewready.yaml")
    let imported = try ReviewReadyBinary.run(arguments + ["--output", output])
    let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
    let audit = try ReviewReadyBinary.run(["audit", "--no-config", "--format", "json", output])
    let report =
      (try? JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8))) as? [String: Any]
      ?? [:]
    return Imported(
      status: imported.status,
      warnings: imported.standardError.split(separator: "\n").map(String.init),
      text: text, findings: report["findings"] as? [[String: Any]] ?? [],
      questions: (report["questions"] as? [[String: Any]] ?? []).compactMap {
        $0["path"] as? String
      })
  }

  static func files(_ app: String, manifest: Bool = false) throws -> [String] {
    let folder = try #require(TestPaths.sharedTestData("real-apps")).appendingPathComponent(app)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let plist = try #require(names.first { $0.hasSuffix("Info.plist") })
    return [
      "import", "--info-plist", folder.appendingPathComponent(plist).path, "--strings", folder.path,
    ]
      + (manifest
        ? ["--privacy-manifest", folder.appendingPathComponent("PrivacyInfo.xcprivacy").path] : [])
  }

  static func project(_ path: String) throws -> [String] {
    let root = try #require(TestPaths.sharedTestData("real-sources"))
    return ["import", "--no-scan", "--project", root.appendingPathComponent(path).path]
  }

  @Test(.enabled(if: hasApps, appsAbsent)) func mastodonsFileNamesAreAWarningAndAFinding() throws {
    let result = try Self.importAndAudit(Self.files("mastodon"))
    #expect(result.status == 0)
    #expect(result.warnings.count == 2)
    #expect(
      result.warnings.allSatisfy {
        $0.contains("warning: the file is named") && $0.contains("infoPlist.strings, not")
          && $0.contains("InfoPlist.strings")
      }, "\(result.warnings)")
    let finding = try #require(result.findings("project.file-name-case").first)
    #expect(
      finding.contains("de.lproj/infoPlist.strings (looked up as de.lproj/InfoPlist.strings)"))
    // The German text was read.
    #expect(result.text.contains("de: "))
  }

  @Test(.enabled(if: hasApps, appsAbsent)) func pocketCastsCollectedDataIsAQuestion() throws {
    let result = try Self.importAndAudit(Self.files("pocket-casts", manifest: true))
    #expect(result.status == 0)
    #expect(result.text.contains("collectsData: \"TODO: does any data leave the device"))
    #expect(!result.text.contains("collectsData: false"))
    #expect(result.questions.contains("privacyLabels.collectsData"))
    // Kiwix's manifest lists its data: a fact, no question.
    let kiwix = try Self.importAndAudit(Self.files("kiwix", manifest: true))
    #expect(kiwix.text.contains("collectsData: true"))
    #expect(!kiwix.questions.contains("privacyLabels.collectsData"))
  }

  @Test(.enabled(if: hasApps, appsAbsent)) func openFoodFactsLocalizedVersionIsAFinding() throws {
    let result = try Self.importAndAudit(Self.files("openfoodfacts"))
    #expect(result.warnings.filter { $0.contains("CFBundleShortVersionString") }.count == 2)
    let finding = try #require(result.findings("project.localized-version").first)
    #expect(finding.contains("de (“1.0”), fr (“1.0”)"))
  }

  @Test(.enabled(if: hasSources, sourcesAbsent)) func iceCubesShipsItsUILocales() throws {
    let result = try Self.importAndAudit(Self.project("ice-cubes/IceCubesApp.xcodeproj"))
    #expect(result.status == 0)
    let line = try #require(
      result.text.split(separator: "\n").first { $0.contains("  locales: [") })
    #expect(
      line.contains(
        "[en, be, ca, de, en-GB, es, eu, fr, it, ja, ko, nb, nl, pl, pt-BR, tr, uk, zh-Hans, zh-Hant]"
      ))
    #expect(!line.contains("Base"))
    // The three purpose strings are English only: each is untranslated.
    let untranslated = result.findings("purpose.untranslated")
    #expect(untranslated.count == 3)
    #expect(untranslated.allSatisfy { $0.contains("missing: be, ca, de") })
    #expect(result.findings("project.locale-not-listed").isEmpty)
  }

  @Test(.enabled(if: hasSources, sourcesAbsent)) func damusCameraTextGivenTwiceIsAFinding() throws {
    let result = try Self.importAndAudit(Self.project("damus/damus.xcodeproj"))
    #expect(result.status == 0)
    let finding = try #require(result.findings("project.setting-replaces-text").first)
    #expect(
      finding.contains("NSCameraUsageDescription (by INFOPLIST_KEY_NSCameraUsageDescription)"))
    #expect(finding.contains("Info.plist:77"))
  }

  /// Element X's `app.yml` isn't in the data set, so the settings it
  /// defines can't be known: questions, not `$(…)` written as values.
  @Test(.enabled(if: hasSources, sourcesAbsent)) func elementXsUnknowableNamesAreQuestions() throws
  {
    let result = try Self.importAndAudit(Self.project("element-x-ios/project.yml"))
    #expect(result.status == 0)
    #expect(result.text.contains("bundleId: \"TODO: the bundle identifier as built"))
    #expect(result.questions.contains("app.bundleId"))
    #expect(result.findings("project.unresolved-app-field").isEmpty)
    // target.yml sets MARKETING_VERSION: $(MARKETING_VERSION), a self-reference:
    // the project's value, as Xcode reads it.
    #expect(result.text.contains("version: \"26.07.5\""))
    #expect(result.text.contains("build: \"1\""))
  }
}
