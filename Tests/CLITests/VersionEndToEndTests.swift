import Foundation
import ReviewReadyKit
import TestSupport
import Testing

/// One version, read from `ReviewReadyVersion.version`: what the command
/// prints however it is asked, what the JSON report and the SARIF log
/// record, and what CHANGELOG.md has a section for (the release workflow
/// publishes that section's notes).
@Suite struct VersionEndToEndTests {
  @Test(arguments: [["--version"], ["-v"], ["version"]])
  func everySpellingPrintsTheVersion(_ arguments: [String]) throws {
    let result = try ReviewReadyBinary.run(arguments)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput == "\(ReviewReadyVersion.version)\n")
    #expect(result.standardError.isEmpty)
  }

  @Test func reportsRecordTheSameVersion() throws {
    let sample = "Samples/photo-journal.reviewready.yaml"
    let json = try ReviewReadyBinary.run([
      "audit", "--fail-on", "never", "--format", "json", sample,
    ])
    #expect(json.status == 0, "\(json.standardError)")
    let report = try object(json.standardOutput)
    let tool = report?["tool"] as? [String: Any]
    #expect(tool?["name"] as? String == "reviewready")
    #expect(tool?["version"] as? String == ReviewReadyVersion.version)

    let sarif = try ReviewReadyBinary.run([
      "audit", "--fail-on", "never", "--format", "sarif", sample,
    ])
    #expect(sarif.status == 0, "\(sarif.standardError)")
    let runs = try object(sarif.standardOutput)?["runs"] as? [[String: Any]]
    let driver = (runs?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
    #expect(driver?["version"] as? String == ReviewReadyVersion.version)
    #expect(driver?["semanticVersion"] as? String == ReviewReadyVersion.version)
  }

  @Test func theVersionIsSemanticAndInTheChangelog() throws {
    let parts = ReviewReadyVersion.version.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
    let changelog = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let heading = "## [\(ReviewReadyVersion.version)]"
    #expect(
      changelog.split(separator: "\n").contains { $0.hasPrefix(heading) },
      "CHANGELOG.md has no \(heading) section")
  }

  private func object(_ text: String) throws -> [String: Any]? {
    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
  }
}
