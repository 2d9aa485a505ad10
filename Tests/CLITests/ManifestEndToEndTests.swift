import Foundation
import TestSupport
import Testing

/// The manifest rules on a project, run as a user would (`audit --scan`):
/// the fixture's privacy manifest gives file timestamps a reason of
/// another category, and its code reads UserDefaults, which the manifest
/// doesn't declare (`Tests/CLITests/Fixtures/Manifest`). Each finding
/// points at the description's `privacyManifest` line, and its note at the
/// manifest's or the code's line.
@Suite struct ManifestEndToEndTests {
  static let fixture = "Tests/CLITests/Fixtures/Manifest"
  static let description = "\(fixture)/recipes.reviewready.yaml"
  static let environment = ["NO_COLOR": "1", "SOURCE_DATE_EPOCH": "1798761600"]

  /// A finding the fixture raises: its rule, the start of its message, and
  /// the place its note names.
  struct Expected: Sendable, CustomTestStringConvertible {
    var rule: String
    var message: String
    var note: String
    var testDescription: String { rule }
  }

  static let expected: [Expected] = [
    Expected(
      rule: "manifest.reason-not-in-category",
      message: "error: The privacy manifest gives NSPrivacyAccessedAPICategoryFileTimestamp the "
        + "reason CA92.1 (\(fixture)/App/PrivacyInfo.xcprivacy:18)",
      note: "\(fixture)/App/PrivacyInfo.xcprivacy:18:1: note:"),
    Expected(
      rule: "manifest.reason-api-undeclared",
      message: "error: The code calls UserDefaults(suiteName:) "
        + "(\(fixture)/App/Sources/RecipeStore.swift:6, in RecipeStore)",
      note: "\(fixture)/App/Sources/RecipeStore.swift:6:24: note:"),
  ]

  static func audit(_ arguments: [String]) throws -> CommandResult {
    try ReviewReadyBinary.run(
      ["audit", "--no-config"] + arguments + [description], environment: environment)
  }

  @Test(arguments: expected)
  func theFixtureRaisesTheRuleAtItsLines(_ expected: Expected) throws {
    let result = try Self.audit(["--scan", "\(Self.fixture)/App"])
    #expect(result.status == 1, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let index = try #require(
      lines.firstIndex { $0.hasSuffix("[\(expected.rule)]") && !$0.contains(": note: ") },
      "\(result.standardOutput)")
    #expect(lines[index].hasPrefix("\(Self.description):15:20: \(expected.message)"))
    #expect(index + 1 < lines.count && lines[index + 1].hasPrefix(expected.note), "\(lines)")
  }

  @Test func theValidAlternativesAreInTheFix() throws {
    let result = try Self.audit(["--scan", "\(Self.fixture)/App", "--format", "json"])
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let findings = (json as? [String: Any])?["findings"] as? [[String: Any]] ?? []
    func fix(_ rule: String) -> String {
      findings.first { $0["rule"] as? String == rule }?["fix"] as? String ?? ""
    }
    for code in ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"] {
      #expect(fix("manifest.reason-not-in-category").contains(code))
    }
    // An app's own manifest is offered the reasons an app may declare, not C56D.1.
    for code in ["CA92.1", "1C8F.1", "AC6B.1"] {
      #expect(fix("manifest.reason-api-undeclared").contains(code))
    }
    #expect(!fix("manifest.reason-api-undeclared").contains("C56D.1"))
  }

  @Test func withoutAScanOnlyTheManifestIsJudged() throws {
    let result = try Self.audit([])
    #expect(result.standardOutput.contains("[manifest.reason-not-in-category]"))
    #expect(!result.standardOutput.contains("[manifest.reason-api-undeclared]"))
  }
}
