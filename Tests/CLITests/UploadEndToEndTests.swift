import Foundation
import TestSupport
import Testing

/// What stops an upload, on a project run as a user runs it (`audit` of a
/// description naming its XcodeGen project and its sources;
/// `Tests/CLITests/Fixtures/Upload`): an app signed with HealthKit whose
/// Info.plist lacks NSHealthUpdateUsageDescription, a manifest giving
/// UserDefaults a reason of another category, a widget extension that
/// reads UserDefaults with no manifest of its own, and Kingfisher pinned in
/// the committed Package.resolved below its first version with a privacy
/// manifest. Each finding points at the description's line and its note at
/// the file and line that prove it; the summary says that all four stop the
/// upload itself.
@Suite struct UploadEndToEndTests {
  static let fixture = "Tests/CLITests/Fixtures/Upload"
  static let description = "\(fixture)/trail.reviewready.yaml"
  static let environment = ["NO_COLOR": "1", "SOURCE_DATE_EPOCH": "1798761600"]

  /// A finding the fixture raises: its rule, where it points in the
  /// description, the start of its message and its note's place.
  struct Expected: Sendable, CustomTestStringConvertible {
    var rule: String
    var itms: String
    var at: String
    var message: String
    var note: String
    var testDescription: String { rule }
  }

  static let expected: [Expected] = [
    Expected(
      rule: "entitlements.healthkit-key-missing", itms: "ITMS-90683", at: "18:12",
      message: "error: The Trail app is signed with the HealthKit entitlement "
        + "(\(fixture)/App/Trail.entitlements:5), but its Info.plist "
        + "(\(fixture)/App/Info.plist) has no NSHealthUpdateUsageDescription.",
      note: "\(fixture)/App/Trail.entitlements:5:1: note:"),
    Expected(
      rule: "manifest.reason-not-in-category", itms: "ITMS-91056", at: "10:3",
      message: "error: The privacy manifest gives NSPrivacyAccessedAPICategoryUserDefaults the "
        + "reason 35F9.1 (\(fixture)/App/PrivacyInfo.xcprivacy:16)",
      note: "\(fixture)/App/PrivacyInfo.xcprivacy:16:1: note:"),
    Expected(
      rule: "manifest.extension-reason-api-undeclared", itms: "ITMS-91053", at: "18:12",
      message: "error: The TrailWidget extension's code calls UserDefaults(suiteName:) "
        + "(\(fixture)/Widget/Sources/TodayProvider.swift:6, in TodayProvider.goal()), an API "
        + "of the User defaults category, but the extension ships no privacy manifest of its "
        + "own. App Store Connect checks each bundle and refuses the upload, naming the "
        + "executable \"TrailWidgetExtension\"",
      note: "\(fixture)/Widget/Sources/TodayProvider.swift:6:18: note:"),
    Expected(
      rule: "sdks.version-without-manifest", itms: "ITMS-91061", at: "18:12",
      message: "error: The app links kingfisher 7.9.1 (\(resolved):5; the manifest ships from "
        + "7.10.0)",
      note: "\(resolved):5:1: note:"),
  ]
  static let resolved =
    "\(fixture)/Trail.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"

  static func audit(_ arguments: [String] = []) throws -> CommandResult {
    try ReviewReadyBinary.run(
      ["audit", "--no-config"] + arguments + [description], environment: environment)
  }

  @Test(arguments: expected)
  func theFixtureRaisesTheRuleAtItsLines(_ expected: Expected) throws {
    let result = try Self.audit()
    #expect(result.status == 1, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let index = try #require(
      lines.firstIndex { $0.hasSuffix("[\(expected.rule)]") && !$0.contains(": note: ") },
      "\(result.standardOutput)")
    #expect(
      lines[index].hasPrefix("\(Self.description):\(expected.at): \(expected.message)"),
      "\(lines[index])")
    #expect(index + 1 < lines.count && lines[index + 1].hasPrefix(expected.note), "\(lines)")
  }

  @Test func theSummarySaysWhatStopsTheUpload() throws {
    let text = try Self.audit().standardOutput
    let refused = Self.expected.map { "\($0.itms) \($0.rule)" }
    let line = try #require(
      text.split(separator: "\n").first { $0.contains("stops the upload (App Store Connect)") })
    #expect(line.hasPrefix("\(Self.description): stops the upload (App Store Connect): 4 errors"))
    for entry in refused { #expect(line.contains(entry), "\(line)") }
    #expect(!line.contains("stops App Review"), "only the upload's errors are open")

    let markdown = try Self.audit(["--format", "markdown"]).standardOutput
    #expect(markdown.contains("🚫 **Stops the upload:** "))
    for expected in Self.expected {
      #expect(markdown.contains("\(expected.rule) (\(expected.itms))"))
    }
    let html = try Self.audit(["--format", "html"]).standardOutput
    #expect(html.contains("<strong>Stops the upload:</strong>"))
  }

  @Test func theJSONReportNamesEachRefusal() throws {
    let result = try Self.audit(["--format", "json"])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    let upload = try #require(json["upload"] as? [String: Any])
    #expect(upload["blocked"] as? Bool == true)
    let refused = (upload["refused"] as? [[String: String]] ?? []).map {
      "\($0["itms"] ?? "") \($0["rule"] ?? "")"
    }
    #expect(refused.sorted() == Self.expected.map { "\($0.itms) \($0.rule)" }.sorted())
    #expect(upload["review"] as? [String] == [])
    let findings = json["findings"] as? [[String: Any]] ?? []
    for expected in Self.expected {
      let finding = findings.first { $0["rule"] as? String == expected.rule }
      #expect(finding?["itms"] as? String == expected.itms, "\(expected.rule)")
    }
    // A warning stops neither.
    #expect(findings.contains { $0["severity"] as? String == "warning" && $0["itms"] == nil })
  }
}
