import Foundation
import TestSupport
import Testing

/// The entitlements rules on the six real apps' sources
/// (`../shared/testdata/real-sources`, read in place; skipped without it):
/// every finding, exactly, as `rule file:line` of the entitlement it names.
/// None of the six is signed with HealthKit, NFC or HomeKit; each finding
/// was checked by reading the app's files.
@Suite struct RealSourcesEntitlementsEndToEndTests {
  static let hasData = TestPaths.hasSharedTestData("real-sources")
  static let absent = TestPaths.sharedTestDataAbsent("real-sources")

  struct App: CustomTestStringConvertible, Sendable {
    var name: String
    var project: String
    var findings: [String]
    var testDescription: String { name }
  }

  static let apps: [App] = [
    // podcasts/podcasts.entitlements (Release's CODE_SIGN_ENTITLEMENTS) grants
    // com.apple.developer.siri at line 29; no Info.plist, INFOPLIST_KEY_ setting
    // or strings file of the project has NSSiriUsageDescription.
    App(
      name: "pocket-casts", project: "podcasts.xcodeproj",
      findings: ["entitlements.siri-key-missing podcasts/podcasts.entitlements:29"]),
    App(name: "owncloud", project: "ownCloud.xcodeproj", findings: []),
    App(name: "ice-cubes", project: "IceCubesApp.xcodeproj", findings: []),
    App(name: "element-x-ios", project: "project.yml", findings: []),
    App(name: "damus", project: "damus.xcodeproj", findings: []),
    App(name: "kiwix", project: "project.yml", findings: []),
  ]

  @Test(
    "the entitlements rules raise exactly what reading the apps' files confirms",
    .enabled(if: hasData, absent), arguments: apps)
  func entitlementsFindings(_ app: App) throws {
    let run = try RealSourcesAudit(app: app.name, project: app.project)
    let prefix = run.root.path + "/"
    let found = run.findings.compactMap { finding -> String? in
      guard let rule = finding["rule"] as? String, rule.hasPrefix("entitlements.") else {
        return nil
      }
      let related = finding["related"] as? [String: Any]
      let file = (related?["file"] as? String ?? "").replacingOccurrences(of: prefix, with: "")
      return "\(rule) \(file):\(related?["line"] as? Int ?? 0)"
    }
    #expect(found.sorted() == app.findings.sorted(), "\(app.name)")
  }
}
