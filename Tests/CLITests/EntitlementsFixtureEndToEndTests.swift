import Foundation
import TestSupport
import Testing

/// The entitlements pack's two project fixtures (`Checklists/tests/entitlements`)
/// audited as a user audits them: every `entitlements.*` finding of the
/// `Missing` project, exactly, as `rule file:line` of the place it names (the
/// entitlement, or the Info.plist key for the rules about a key), and none for
/// the `Complete` project. The pack tests check that each rule is raised; this
/// checks that each points at the right line.
@Suite struct EntitlementsFixtureEndToEndTests {
  static let folder = "Checklists/tests/entitlements"

  /// `rule file:line` of each `entitlements.*` finding of a fixture's audit.
  static func findings(_ description: String) throws -> [String] {
    let result = try ReviewReadyBinary.run(
      ["audit", "--no-config", "--format", "json", "\(folder)/\(description)"])
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let findings = (json as? [String: Any])?["findings"] as? [[String: Any]] ?? []
    return findings.compactMap { finding in
      guard let rule = finding["rule"] as? String, rule.hasPrefix("entitlements.") else {
        return nil
      }
      let related = finding["related"] as? [String: Any]
      let file = (related?["file"] as? String ?? "").replacingOccurrences(
        of: "\(folder)/", with: "")
      return "\(rule) \(file):\(related?["line"] as? Int ?? 0)"
    }.sorted()
  }

  @Test func eachMissingKeyIsRaisedAtTheLineThatNeedsIt() throws {
    let app = "Missing/App"
    #expect(
      try Self.findings("missing-keys.reviewready.yaml")
        == [
          "entitlements.critical-sms-key-missing \(app)/Vitals.entitlements:21",
          "entitlements.clinical-types-invalid \(app)/Info.plist:11",
          "entitlements.clinical-types-key-missing \(app)/Info.plist:11",
          "entitlements.healthkit-key-missing \(app)/Vitals.entitlements:5",
          "entitlements.homekit-key-missing \(app)/Vitals.entitlements:13",
          "entitlements.nfc-key-missing \(app)/Vitals.entitlements:9",
          "entitlements.sensorkit-keys-missing \(app)/Vitals.entitlements:23",
          "entitlements.siri-key-missing \(app)/Vitals.entitlements:15",
          "entitlements.wifi-aware-not-entitled Missing/Widget/Info.plist:7",
          "entitlements.wifi-aware-services-missing \(app)/Vitals.entitlements:17",
        ].sorted())
  }

  @Test func theCompleteProjectRaisesNone() throws {
    #expect(try Self.findings("keys-given.reviewready.yaml") == [])
  }
}
