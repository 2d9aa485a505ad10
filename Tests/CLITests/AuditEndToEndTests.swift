import Foundation
import TestSupport
import Testing

/// `audit` and `rules` run as a user would: formats, exit codes, team packs.
@Suite struct AuditEndToEndTests {
  static let avatar = "Samples/avatar-at-launch.reviewready.yaml"

  @Test func textFindingsAreXcodeStyleAndFailTheRun() throws {
    let result = try ReviewReadyBinary.run(["audit", Self.avatar])
    #expect(result.status == 1)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("\(Self.avatar):") && $0.hasSuffix("]") })
    #expect(
      result.standardOutput.contains(": error: ")
        && result.standardOutput.contains("[photos.picker-would-suffice]"))
    #expect(lines.last?.hasPrefix("\(Self.avatar): not ready: ") == true)
  }

  @Test func failOnDecidesTheExitStatus() throws {
    let never = try ReviewReadyBinary.run(["audit", "--fail-on", "never", Self.avatar])
    #expect(never.status == 0)
    // legacy-picker has errors; with --fail-on error it fails, and a clean
    // sample passes even with --fail-on note.
    #expect(
      try ReviewReadyBinary.run([
        "audit", "--fail-on=note", "Samples/poster-maker.reviewready.yaml",
      ]).status == 0)
    let bad = try ReviewReadyBinary.run(["audit", "--fail-on", "sometimes", Self.avatar])
    #expect(bad.status == 2)
    #expect(bad.standardError.contains("The value 'sometimes' is invalid for '--fail-on'"))
  }

  @Test func jsonHasTheDocumentedShape() throws {
    let result = try ReviewReadyBinary.run(["audit", "--format", "json", Self.avatar])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
    #expect((report["tool"] as? [String: Any])?["name"] as? String == "reviewready")
    #expect((report["app"] as? [String: Any])?["bundleId"] as? String != nil)
    #expect(report["verdict"] as? String == "notReady")
    let findings = try #require(report["findings"] as? [[String: Any]])
    let first = try #require(findings.first)
    for key in [
      "rule", "severity", "title", "message", "subject", "location", "fix", "waived", "fingerprint",
    ] {
      #expect(first[key] != nil, "finding lacks \(key)")
    }
    #expect(report["checklist"] is [Any])
    #expect(report["reviewNotes"] is String)
  }

  @Test func outputFileIsWrittenWhole() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rr-out-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("report.json").path
    let result = try ReviewReadyBinary.run(["audit", "--format", "json", "-o", output, Self.avatar])
    #expect(result.status == 1)
    // Only the one-line summary, since the report went to the file.
    #expect(
      result.standardOutput
        == "1 description: 0 ready, 1 not ready (5 errors, 5 warnings, 0 notes); report in \(output)\n"
    )
    let data = try Data(contentsOf: URL(fileURLWithPath: output))
    #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
    // An invalid description writes nothing.
    let missing = directory.appendingPathComponent("never.json").path
    let invalid = try ReviewReadyBinary.run(
      ["audit", "-o", missing, "Tests/AppModelTests/Fixtures/misspelt-resource.reviewready.yaml"])
    #expect(invalid.status == 2)
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test func brokenTeamPackFailsBeforeAuditing() throws {
    let result = try ReviewReadyBinary.run(
      ["audit", "--pack", "Tests/AuditTests/Fixtures/misspelt-field.yaml", Self.avatar])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains(
        "Tests/AuditTests/Fixtures/misspelt-field.yaml:16:15: error: rules[1].fails: unknown field 'neds' on Feature; did you mean 'needs'?"
      ))
  }

  @Test func waiversAcceptFindingsUntilTheyExpire() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rr-waive-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let original = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent(Self.avatar), encoding: .utf8)
    func audit(until: String) throws -> CommandResult {
      let file = directory.appendingPathComponent("app.reviewready.yaml")
      let waiver = """

        waivers:
          - rule: permission.prompt-at-launch
            subject: photo-library
            reason: Migration prompt for this release only
            by: dana
            until: \(until)

        """
      try (original.replacingOccurrences(of: "\nwaivers:", with: "\nx-old-waivers:") + waiver)
        .write(to: file, atomically: true, encoding: .utf8)
      return try ReviewReadyBinary.run(
        ["audit", file.path], environment: ["SOURCE_DATE_EPOCH": "1798761600"])  // 2027-01-01
    }
    let active = try audit(until: "2027-06-30")
    #expect(!active.standardOutput.contains("[permission.prompt-at-launch]"))
    #expect(active.standardOutput.contains("(1 waived)"))
    let expired = try audit(until: "2026-12-31")
    #expect(expired.standardOutput.contains("[permission.prompt-at-launch]"))
    #expect(expired.standardOutput.contains("[waiver.expired]"))
  }

  @Test func rulesListShowAndDocs() throws {
    let list = try ReviewReadyBinary.run(["rules", "list"])
    #expect(list.status == 0)
    #expect(list.standardOutput.contains("photos.picker-would-suffice"))
    let show = try ReviewReadyBinary.run(["rules", "show", "photos.picker-would-suffice"])
    #expect(show.standardOutput.contains("guideline: 5.1.1(iii)"))
    #expect(show.standardOutput.contains("\n  aspect: access\n"))
    let typo = try ReviewReadyBinary.run(["rules", "show", "photos.picker-would-sufice"])
    #expect(typo.status == 2)
    #expect(typo.standardError.contains("did you mean 'photos.picker-would-suffice'?"))
    let docs = try ReviewReadyBinary.run(["rules", "docs"])
    let committed = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Documentation/Rules.md"),
      encoding: .utf8)
    #expect(docs.standardOutput == committed)
  }
}
