import Foundation
import TestSupport
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// SARIF, JUnit, GitHub annotations and baselines, from the built binary.
@Suite struct CIFormatsEndToEndTests {
  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-ci-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test func sarifHasRulesResultsFingerprintsAndSuppressions() throws {
    let result = try ReviewReadyBinary.run(
      ["audit", "--format", "sarif", "Samples/avatar-at-launch.reviewready.yaml"])
    #expect(result.status == 1)
    let log = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let picker = try #require(rules.first { $0["id"] as? String == "photos.picker-would-suffice" })
    #expect((picker["properties"] as? [String: Any])?["guideline"] as? String == "5.1.1(iii)")
    #expect((picker["help"] as? [String: Any])?["text"] as? String != nil)
    #expect((picker["helpUri"] as? String)?.hasPrefix("https://developer.apple.com") == true)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(!results.isEmpty)
    for item in results {
      let location = try #require(
        (item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
      #expect(
        (location["artifactLocation"] as? [String: Any])?["uri"] as? String
          == "Samples/avatar-at-launch.reviewready.yaml")
      #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
      #expect((item["partialFingerprints"] as? [String: String])?["reviewready/v1"]?.count == 16)
    }
  }

  @Test func githubLinesFollowTheWorkflowCommandSyntax() throws {
    let result = try ReviewReadyBinary.run(
      ["audit", "--format", "github", "Samples/legacy-picker.reviewready.yaml"])
    let lines = result.standardOutput.split(separator: "\n")
    #expect(!lines.isEmpty)
    let pattern = try NSRegularExpression(
      pattern: #"^::(error|warning|notice) file=[^,:]+,line=\d+,col=\d+,title=[^,:]+::[^\r\n]+$"#)
    for line in lines {
      let text = String(line)
      #expect(
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil,
        "not a workflow command: \(text)")
    }
  }

  @Test func junitParsesWithTheExpectedCounts() throws {
    let result = try ReviewReadyBinary.run(
      [
        "audit", "--format", "junit", "--fail-on", "warning",
        "Samples/legacy-picker.reviewready.yaml",
      ])
    let document = try XMLDocument(data: Data(result.standardOutput.utf8))
    let suites = try document.nodes(forXPath: "/testsuites/testsuite")
    #expect(suites.count == 1)
    let failures = try document.nodes(forXPath: "//testcase[failure]")
    // legacy-picker: picker-would-suffice and placeholder (errors), limited-unhandled,
    // untranslated and wrong-access (warnings) fail at --fail-on warning.
    #expect(failures.count == 5)
    let suite = try #require(suites.first as? XMLElement)
    #expect(suite.attribute(forName: "failures")?.stringValue == "5")
    let cases = try document.nodes(forXPath: "//testcase")
    #expect(suite.attribute(forName: "tests")?.stringValue == "\(cases.count)")
  }

  /// Write a baseline, then reorder and reformat the description, add one
  /// problem and fix another: the next run reports exactly one new and one
  /// fixed, and fails only for the new one.
  @Test func baselineReportsOnlyWhatChanged() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = """
      schema: 1
      app: { name: Ledger, bundleId: com.example.ledger, locales: [en] }
      screens:
        - { id: home, name: Home }
      features:
        - { id: receipt, name: Attach a receipt, screen: home, control: Add Receipt, needs: { photos: pick } }
      permissions:
        - id: library
          resource: photos
          access: readWrite
          requestedAt: { screen: home, moment: feature, feature: receipt }
          handles: { limited: manageSelection, denied: fallback, restricted: explains }
      purposeStrings:
        NSPhotoLibraryUsageDescription: photos_access_description

      """
    let after = """
      schema: 1
      purposeStrings:
        NSPhotoLibraryUsageDescription:
          en: Choose a receipt photo to attach to an expense.
      permissions:
        - handles:
            restricted: explains
            denied: fallback
            limited: manageSelection
          requestedAt:
            feature: receipt
            moment: launch
            screen: home
          access: readWrite
          resource: photos
          id: library
      features:
        - id: receipt
          name: Attach a receipt
          screen: home
          control: Add Receipt
          needs:
            photos: pick
      screens: [{ id: home, name: Home }]
      app:
        locales: [en]
        bundleId: com.example.ledger
        name: Ledger

      """
    let file = directory.appendingPathComponent("ledger.reviewready.yaml")
    let baseline = directory.appendingPathComponent("baseline.json")
    try before.write(to: file, atomically: true, encoding: .utf8)
    let first = try ReviewReadyBinary.run(
      ["audit", "--write-baseline", baseline.path, "--format", "json", file.path])
    #expect(first.status == 1)
    #expect(FileManager.default.fileExists(atPath: baseline.path))

    try after.write(to: file, atomically: true, encoding: .utf8)
    let second = try ReviewReadyBinary.run(
      ["audit", "--baseline", baseline.path, "--format", "json", file.path])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(second.standardOutput.utf8)) as? [String: Any])
    let findings = report["findings"] as? [[String: Any]] ?? []
    let new = findings.filter { $0["baseline"] as? String == "new" }
    let fixed = report["fixed"] as? [[String: Any]] ?? []
    #expect(new.map { $0["rule"] as? String } == ["permission.prompt-at-launch"], "\(new)")
    #expect(fixed.map { $0["rule"] as? String } == ["purpose.placeholder"], "\(fixed)")
    #expect(findings.contains { $0["baseline"] as? String == "unchanged" })
    // The new finding is a warning and the old error is in the baseline.
    #expect(second.status == 0)

    let text = try ReviewReadyBinary.run(["audit", "--baseline", baseline.path, file.path])
    #expect(text.standardOutput.contains("since the baseline: 1 new, 1 fixed"))
    #expect(
      text.standardOutput.contains("fixed: ")
        && text.standardOutput.contains("[purpose.placeholder]"))
  }
}
