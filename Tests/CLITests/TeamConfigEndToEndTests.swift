import Foundation
import TestSupport
import Testing

/// `.reviewready.yml` as a team would use it: found from the working
/// directory, applied to the audit, recorded in reports, and refused with a
/// position and a suggestion when it is wrong.
@Suite struct TeamConfigEndToEndTests {
  static let sample = "Samples/avatar-at-launch.reviewready.yaml"

  /// A folder holding the avatar sample as `app.reviewready.yaml` and the
  /// configuration `config`.
  static func project(config: String?) throws -> TemporaryFolder {
    let folder = try TemporaryFolder("config")
    try folder.copy(repositoryFile: sample, to: "app.reviewready.yaml")
    if let config { try folder.write(config, to: ".reviewready.yml") }
    return folder
  }

  static let teamSettings = """
    rules:
      purpose.vague: off
      permission.prompt-at-launch: error
    """

  @Test func rulesTurnedOffOrRaisedChangeTheAudit() throws {
    let folder = try Self.project(config: Self.teamSettings)
    defer { folder.remove() }
    let plain = try ReviewReadyBinary.run(
      ["audit", "--no-config", "app.reviewready.yaml"], in: folder.url)
    let configured = try ReviewReadyBinary.run(["audit", "app.reviewready.yaml"], in: folder.url)
    #expect(plain.standardOutput.contains("[purpose.vague]"))
    #expect(
      plain.standardOutput.contains(": warning: ")
        && plain.standardOutput.contains("[permission.prompt-at-launch]"))
    #expect(!configured.standardOutput.contains("[purpose.vague]"))
    let launch = configured.standardOutput.split(separator: "\n").filter {
      $0.hasSuffix("[permission.prompt-at-launch]")
    }
    #expect(!launch.isEmpty)
    #expect(launch.allSatisfy { $0.contains(": error: ") })
    #expect(plain.standardOutput.hasSuffix("not ready: 5 errors, 5 warnings, 0 notes\n"))
    // One warning fewer (purpose.vague), one warning turned into an error.
    #expect(configured.standardOutput.hasSuffix("not ready: 6 errors, 3 warnings, 0 notes\n"))
  }

  @Test func theFileIsFoundUpToTheRepositoryRoot() throws {
    let folder = try TemporaryFolder("config-root")
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.path("repo/.git"), withIntermediateDirectories: true)
    try folder.write(Self.teamSettings, to: "repo/.reviewready.yml")
    try folder.copy(repositoryFile: Self.sample, to: "repo/ios/app/app.reviewready.yaml")
    let inside = try ReviewReadyBinary.run(
      ["audit", "app.reviewready.yaml"], in: folder.url.appendingPathComponent("repo/ios/app"))
    #expect(!inside.standardOutput.contains("[purpose.vague]"))
    // Above the repository root nothing is looked for.
    try folder.write("rules:\n  purpose.vague: off\n", to: ".reviewready.yml")
    try FileManager.default.removeItem(atPath: folder.path("repo/.reviewready.yml"))
    let outside = try ReviewReadyBinary.run(
      ["audit", "app.reviewready.yaml"], in: folder.url.appendingPathComponent("repo/ios/app"))
    #expect(outside.standardOutput.contains("[purpose.vague]"))
  }

  @Test func mistakesExitTwoWithTheirPositionAndASuggestion() throws {
    let folder = try Self.project(
      config: """
        rules:
          purpose.vauge: off
          permission.prompt-at-launch: eror
          photos.check.limited-two-photos: off
        failon: warning
        formats: [json, htlm]
        """)
    defer { folder.remove() }
    let first = try ReviewReadyBinary.run(["audit", "app.reviewready.yaml"], in: folder.url)
    #expect(first.status == 2)
    #expect(first.standardOutput.isEmpty)
    #expect(
      first.standardError == """
        .reviewready.yml:3:32: error: rules.permission.prompt-at-launch: 'eror' is not a rule setting; did you mean 'error'?
        .reviewready.yml:5:1: error: unknown key 'failon'; did you mean 'failOn'?
        .reviewready.yml:6:17: error: formats[1]: 'htlm' is not a report format; did you mean 'html'?

        """)
    // Once the file reads, its rule ids are checked against the packs.
    try folder.write(
      "rules:\n  purpose.vauge: off\n  photos.check.limited-two-photos: off\n",
      to: ".reviewready.yml")
    let second = try ReviewReadyBinary.run(["rules", "list"], in: folder.url)
    #expect(second.status == 2)
    #expect(
      second.standardError == """
        .reviewready.yml:2:3: error: rules: no rule has id 'purpose.vauge'; did you mean 'purpose.vague'?
        .reviewready.yml:3:3: error: rules: 'photos.check.limited-two-photos' is a manual check, not a rule; checks are tracked with 'reviewready checklist' and cannot be turned off here

        """)
  }

  @Test func defaultsComeFromTheFileAndFlagsWin() throws {
    let folder = try Self.project(config: "failOn: never\nformats: [json]\n")
    defer { folder.remove() }
    let defaults = try ReviewReadyBinary.run(["audit", "app.reviewready.yaml"], in: folder.url)
    #expect(defaults.status == 0)
    #expect(defaults.standardOutput.hasPrefix("{"))
    let flags = try ReviewReadyBinary.run(
      ["audit", "--fail-on", "error", "--format", "text", "app.reviewready.yaml"], in: folder.url)
    #expect(flags.status == 1)
    #expect(flags.standardOutput.contains(": error: "))
  }

  @Test func packsAreRelativeToTheFile() throws {
    let folder = try TemporaryFolder("config-packs")
    defer { folder.remove() }
    try folder.copy(repositoryFile: Self.sample, to: "app/app.reviewready.yaml")
    try folder.copy(
      repositoryFile: "Tests/AuditTests/Fixtures/misspelt-field.yaml", to: "review-packs/team.yaml")
    try folder.write("packs: [review-packs/]\n", to: ".reviewready.yml")
    let result = try ReviewReadyBinary.run(["audit", "app/app.reviewready.yaml"], in: folder.url)
    // The team pack is loaded (and, being broken, reported at its own path).
    #expect(result.status == 2)
    #expect(result.standardError.contains("review-packs/team.yaml:16:15: error: rules[1].fails"))
  }

  @Test func givenAndIgnoredFiles() throws {
    let folder = try Self.project(config: "rules:\n  purpose.vague: off\n")
    defer { folder.remove() }
    try folder.write("rules:\n  purpose.vague: note\n", to: "strict.yml")
    let given = try ReviewReadyBinary.run(
      ["audit", "--config", "strict.yml", "app.reviewready.yaml"], in: folder.url)
    #expect(
      given.standardOutput.contains(": note: ") && given.standardOutput.contains("[purpose.vague]"))
    let missing = try ReviewReadyBinary.run(
      ["audit", "--config", "nowhere.yml", "app.reviewready.yaml"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.standardError == "nowhere.yml: error: no such configuration file\n")
    let both = try ReviewReadyBinary.run(
      ["audit", "--config", "strict.yml", "--no-config", "app.reviewready.yaml"], in: folder.url)
    #expect(both.status == 2)
  }

  @Test func rulesListShowsTheEffectiveSeverity() throws {
    let folder = try Self.project(config: Self.teamSettings)
    defer { folder.remove() }
    let list = try ReviewReadyBinary.run(["rules", "list"], in: folder.url)
    #expect(list.status == 0)
    let lines = list.standardOutput.split(separator: "\n")
    let vague = try #require(lines.first { $0.hasPrefix("purpose.vague ") })
    #expect(vague.contains(" off* "))
    let launch = try #require(lines.first { $0.hasPrefix("permission.prompt-at-launch ") })
    #expect(launch.contains(" error* "))
    let untouched = try #require(lines.first { $0.hasPrefix("photos.picker-would-suffice ") })
    #expect(untouched.contains(" error  ") && !untouched.contains("*"))
    #expect(lines.last == "* set by .reviewready.yml")
  }

  @Test func jsonAndSARIFRecordTheConfiguration() throws {
    let folder = try Self.project(config: Self.teamSettings)
    defer { folder.remove() }
    let result = try ReviewReadyBinary.run(
      ["audit", "--format", "json", "--format", "sarif", "-o", "out/", "app.reviewready.yaml"],
      in: folder.url)
    #expect(result.status == 1)
    let json =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.url.appendingPathComponent("out/app.json"))) as? [String: Any]
    let config = try #require(json?["config"] as? [String: Any])
    #expect(config["file"] as? String == ".reviewready.yml")
    #expect(
      config["rules"] as? [String: String]
        == ["purpose.vague": "off", "permission.prompt-at-launch": "error"])
    let sarif =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.url.appendingPathComponent("out/reviewready.sarif")))
      as? [String: Any]
    let run = try #require((sarif?["runs"] as? [[String: Any]])?.first)
    let properties = try #require(run["properties"] as? [String: Any])
    #expect((properties["config"] as? [String: Any])?["file"] as? String == ".reviewready.yml")
    // The rule turned off is not among the run's rules; the raised one is an error.
    let rules = try #require(
      ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(!rules.contains { $0["id"] as? String == "purpose.vague" })
    let launch = try #require(rules.first { $0["id"] as? String == "permission.prompt-at-launch" })
    #expect((launch["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
    // Without a configuration, the reports say nothing of one.
    let plain = try ReviewReadyBinary.run(
      ["audit", "--no-config", "--format", "json", "app.reviewready.yaml"], in: folder.url)
    #expect(!plain.standardOutput.contains("\"config\""))
  }
}
