import Foundation
import TestSupport
import Testing

/// Nested `.reviewready.yml` files as a team's repository holds them, run
/// with the built binary: the same findings whatever folder the command
/// runs from, folder audits that walk subfolders with `included` /
/// `excluded`, a pack named twice loaded once, and `rules test FILE`.
@Suite struct NestedConfigEndToEndTests {
  static let sample = "Samples/avatar-at-launch.reviewready.yaml"

  /// A repository with three apps: the root file turns the purpose rules
  /// off and leaves `apps/old` out; `apps/a` turns `purpose.vague` back on
  /// as a note and the wording pack off.
  static func repository() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("nested-config")
    try folder.write("", to: "repo/.git/HEAD")
    for app in ["a", "b", "old"] {
      try folder.copy(repositoryFile: sample, to: "repo/apps/\(app)/app.reviewready.yaml")
    }
    try folder.copy(repositoryFile: sample, to: "repo/node_modules/x/app.reviewready.yaml")
    try folder.write(
      """
      rules:
        'purpose.*': off
        permission.prompt-at-launch: note
      excluded: [apps/old]
      """, to: "repo/.reviewready.yml")
    try folder.write(
      "rules:\n  purpose.vague: note\npacks:\n  review: off\n", to: "repo/apps/a/.reviewready.yml")
    return folder
  }

  /// The lines of `output` about the description at `prefix` +
  /// `app.reviewready.yaml`, with `prefix` dropped.
  static func findings(_ output: String, prefix: String) -> [String] {
    output.split(separator: "\n").filter { $0.hasPrefix(prefix + "app.reviewready.yaml:") }
      .map { String($0.dropFirst(prefix.count)) }
  }

  @Test func theSameFindingsFromTheRootAndFromTheSubfolder() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    let repo = folder.url.appendingPathComponent("repo")
    let fromRoot = try ReviewReadyBinary.run(["audit", "apps/a/app.reviewready.yaml"], in: repo)
    let inside = try ReviewReadyBinary.run(
      ["audit", "app.reviewready.yaml"], in: repo.appendingPathComponent("apps/a"))
    let fromOutside = try ReviewReadyBinary.run(
      ["audit", "repo/apps/a/app.reviewready.yaml"], in: folder.url)
    #expect(fromRoot.status == inside.status && inside.status == fromOutside.status)
    let lines = Self.findings(inside.standardOutput, prefix: "")
    #expect(!lines.isEmpty)
    #expect(Self.findings(fromRoot.standardOutput, prefix: "apps/a/") == lines)
    #expect(Self.findings(fromOutside.standardOutput, prefix: "repo/apps/a/") == lines)
    // The nested file's settings: purpose.vague back on as a note, the
    // review pack off; the root's: the prompt at launch a note.
    #expect(lines.contains { $0.hasSuffix("[purpose.vague]") && $0.contains(": note: ") })
    #expect(!lines.contains { $0.contains("[review.") })
    #expect(
      lines.contains { $0.hasSuffix("[permission.prompt-at-launch]") && $0.contains(": note: ") })
    // JSON records both files, the nearest as `file`.
    let json = try ReviewReadyBinary.run(
      ["audit", "--format", "json", "app.reviewready.yaml"],
      in: repo.appendingPathComponent("apps/a"))
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let config = try #require(report["config"] as? [String: Any])
    #expect(config["file"] as? String == ".reviewready.yml")
    #expect((config["files"] as? [String])?.count == 2)
    #expect((config["rules"] as? [String: String])?["purpose.vague"] == "note")
  }

  @Test func aFolderAuditWalksSubfoldersWithItsOwnConfigurations() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    let repo = folder.url.appendingPathComponent("repo")
    let run = try ReviewReadyBinary.run(["audit", "."], in: repo)
    #expect(run.status == 1)
    let summaries = run.standardOutput.split(separator: "\n").filter { $0.contains(": not ready") }
    // apps/old is excluded, node_modules is never looked in.
    #expect(
      summaries.map { String($0.prefix { $0 != ":" }) } == [
        "apps/a/app.reviewready.yaml", "apps/b/app.reviewready.yaml",
      ])
    // Each description got its own configuration in one run.
    #expect(run.standardOutput.contains("apps/a/app.reviewready.yaml:106:3: note: "))
    #expect(!run.standardOutput.contains("apps/b/app.reviewready.yaml:106:3"))
    #expect(run.standardOutput.contains("apps/b/app.reviewready.yaml:17:3: warning: "))
    #expect(!run.standardOutput.contains("apps/a/app.reviewready.yaml:17:3"))
    #expect(run.standardError.isEmpty)
    // `included` narrows; a pattern matching nothing is a warning at its line.
    try folder.write(
      "rules:\n  'purpose.*': off\nincluded: [apps/b, apps/typo]\n", to: "repo/.reviewready.yml")
    let narrowed = try ReviewReadyBinary.run(["audit", "apps"], in: repo)
    #expect(narrowed.standardOutput.contains("apps/b/app.reviewready.yaml: not ready"))
    #expect(!narrowed.standardOutput.contains("apps/a/app.reviewready.yaml"))
    #expect(
      narrowed.standardError
        == ".reviewready.yml:3:20: warning: included: 'apps/typo' matches nothing under this file's folder\n"
    )
    // A named file is audited whatever `included` says.
    let named = try ReviewReadyBinary.run(["audit", "apps/old/app.reviewready.yaml"], in: repo)
    #expect(named.standardOutput.contains("apps/old/app.reviewready.yaml: not ready"))
    // A folder holding only excluded descriptions says so.
    let none = try ReviewReadyBinary.run(["audit", "apps/old"], in: repo)
    #expect(none.status == 2)
    #expect(
      none.standardError.contains(
        "apps/old: error: the folder and its subfolders hold no description"))
  }

  /// Shards whose descriptions have different nested files merge into
  /// what one run writes.
  @Test func shardsOfAFolderWithNestedFilesMerge() throws {
    let folder = try Self.repository()
    defer { folder.remove() }
    let repo = folder.url.appendingPathComponent("repo")
    for format in ["json", "sarif"] {
      for shard in 1...2 {
        let run = try ReviewReadyBinary.run(
          [
            "audit", "--shard", "\(shard)/2", "--format", format, "-o", "s\(shard).\(format)",
            "apps",
          ],
          in: repo)
        #expect(run.status == 1, "\(run.standardError)")
      }
      let whole = try ReviewReadyBinary.run(
        ["audit", "--format", format, "-o", "whole.\(format)", "apps"], in: repo)
      #expect(whole.status == 1)
      let merged = try ReviewReadyBinary.run(
        ["merge", "s1.\(format)", "s2.\(format)", "--output", "merged.\(format)"], in: repo)
      #expect(merged.status == 0, "\(format): \(merged.standardError)")
      let expected = try String(
        contentsOf: repo.appendingPathComponent("whole.\(format)"), encoding: .utf8)
      let actual = try? String(
        contentsOf: repo.appendingPathComponent("merged.\(format)"), encoding: .utf8)
      #expect(actual == expected, "\(format)")
    }
  }

  @Test func aPackNamedTwiceIsLoadedOnceAndTestedByItsFile() throws {
    let folder = try TemporaryFolder("nested-packs")
    defer { folder.remove() }
    try folder.write("", to: ".git/HEAD")
    try folder.copy(repositoryFile: Self.sample, to: "app.reviewready.yaml")
    try folder.write(
      """
      pack: team
      title: A team's rules
      rules:
        - id: team.always
          title: Raised on every app
          severity: error
          for: app
          fails: "true"
          message: Raised on every app.
      """, to: "packs/team.yaml")
    try folder.write("packs: [packs/]\nrules:\n  'team.*': note\n", to: ".reviewready.yml")
    let twice = try ReviewReadyBinary.run(
      ["audit", "--pack", "packs/team.yaml", "--pack", "./packs/", "app.reviewready.yaml"],
      in: folder.url)
    #expect(!twice.standardError.contains("duplicate"), "\(twice.standardError)")
    #expect(twice.status == 1)
    #expect(twice.standardOutput.contains(": note: ") && twice.standardOutput.contains("[team."))
    let list = try ReviewReadyBinary.run(["rules", "list"], in: folder.url)
    let team = list.standardOutput.split(separator: "\n").filter { $0.hasPrefix("team.") }
    #expect(!team.isEmpty)
    #expect(team.allSatisfy { $0.hasSuffix("(set by .reviewready.yml:3)") })
    // `rules test` takes the pack's file; its tests (none here) are looked for beside it.
    let tested = try ReviewReadyBinary.run(["rules", "test", "packs/team.yaml"], in: folder.url)
    #expect(
      tested.standardOutput.contains("team: "), "\(tested.standardOutput)\(tested.standardError)")
    #expect(!tested.standardOutput.contains("review: "))
  }
}
