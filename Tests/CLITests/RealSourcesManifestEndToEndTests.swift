import Foundation
import TestSupport
import Testing

/// `import --project` then `audit --scan` on the six real apps' sources
/// (`../shared/testdata/real-sources`, read in place; skipped without it):
/// every finding of the manifest rules (validity, required-reason APIs in
/// code) and of project.tracking-domains-without-tracking, exactly. Each
/// was checked by reading the app's files; why each is true is beside it.
@Suite struct RealSourcesManifestEndToEndTests {
  static let hasData = TestPaths.hasSharedTestData("real-sources")
  static let absent = TestPaths.sharedTestDataAbsent("real-sources")

  /// One app: its project, and its findings as `rule file:line`, the line
  /// being the manifest's (or the code's) that the finding names.
  struct App: CustomTestStringConvertible, Sendable {
    var name: String
    var project: String
    var findings: [String]
    var testDescription: String { name }
  }

  static let apps: [App] = [
    // Declares FileTimestamp and DiskSpace; its own code (Swift and the four
    // Objective-C files, tests left out) calls no stat, modification-date key,
    // volume-capacity key or file-system size: only UserDefaults (436 calls).
    App(
      name: "pocket-casts", project: "podcasts.xcodeproj",
      findings: ["manifest.reason-api-unused podcasts/PrivacyInfo.xcprivacy:16"]),
    // Code calls UserDefaults.standard, FileAttributeKey.systemFreeSize
    // (Tools/FileManager+Extension.swift), .contentModificationDateKey
    // (DisplayViewController) and ProcessInfo.systemUptime (AppLockManager):
    // the four categories its manifest declares, each with a reason of its own.
    App(name: "owncloud", project: "ownCloud.xcodeproj", findings: []),
    // No privacy manifest at this commit (project.privacy-manifest-missing,
    // not a rule of these, says so): nothing to compare its UserDefaults with.
    App(name: "ice-cubes", project: "IceCubesApp.xcodeproj", findings: []),
    // Declares DiskSpace (7D9E.1) and SystemBootTime (8FFB.1); the code uses
    // only UserDefaults(suiteName:) and .contentModificationDateKey (Tracing).
    // The ShareExtension target (ShareExtension/SupportingFiles/target.yml)
    // compiles ElementX/Sources/Other/Logging, whose Tracing.swift:70 asks for
    // .contentModificationDateKey, and ships no PrivacyInfo.xcprivacy of its
    // own (only the app's and NSE's exist; NSE's declares FileTimestamp).
    App(
      name: "element-x-ios", project: "project.yml",
      findings: [
        "manifest.reason-api-unused ElementX/SupportingFiles/PrivacyInfo.xcprivacy:162",
        "manifest.extension-reason-api-undeclared ElementX/Sources/Other/Logging/Tracing.swift:70",
      ]),
    // Declares SystemBootTime (35F9.1); no systemUptime or mach_absolute_time
    // in its code (UserDefaults and file timestamps are declared and used).
    // Its ShareExtension target compiles most of the app's files
    // (damus/Core/Storage/DatabaseSnapshotManager.swift among them, whose line
    // 282 asks for .contentModificationDateKey), and its Resources phase holds
    // no PrivacyInfo.xcprivacy: only the app's and DamusNotificationService's
    // phases list one (project.pbxproj, the two "PrivacyInfo.xcprivacy in
    // Resources" build files).
    App(
      name: "damus", project: "damus.xcodeproj",
      findings: [
        "manifest.reason-api-unused PrivacyInfo.xcprivacy:56",
        "manifest.extension-reason-api-undeclared damus/Core/Storage/DatabaseSnapshotManager.swift:282",
      ]),
    // Calls UserDefaults, the volume-capacity keys (URL.swift) and FilePath's
    // stat() (in a macOS branch the scan keeps); declares those three.
    App(name: "kiwix", project: "project.yml", findings: []),
  ]

  /// The rules this test pins on the real apps.
  static func pinned(_ rule: String) -> Bool {
    rule.hasPrefix("manifest.") || rule == "project.tracking-domains-without-tracking"
  }

  @Test(
    "the manifest rules raise exactly what reading the apps' files confirms",
    .enabled(if: hasData, absent), arguments: apps)
  func manifestFindings(_ app: App) throws {
    let run = try RealSourcesAudit(app: app.name, project: app.project)
    let root = run.root
    let findings = run.findings
    let prefix = root.path + "/"
    let found = findings.compactMap { finding -> String? in
      guard let rule = finding["rule"] as? String, Self.pinned(rule) else { return nil }
      let related = finding["related"] as? [String: Any]
      let file = (related?["file"] as? String ?? "").replacingOccurrences(of: prefix, with: "")
      return "\(rule) \(file):\(related?["line"] as? Int ?? 0)"
    }
    #expect(found.sorted() == app.findings.sorted(), "\(app.name)")
  }
}
