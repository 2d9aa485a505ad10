import Foundation
import TestSupport
import Testing

/// A multi-file write killed with SIGKILL between two of its renames (the
/// test hook `REVIEWREADY_TEST_KILL_AFTER_RENAME=K` kills the run right
/// after its K-th rename): the journal it leaves lets the next write into
/// the folder complete the renames, so the reports end up all new, never a
/// mix of old and new.
@Suite struct KillBetweenRenamesTests {
  static let environment = ["SOURCE_DATE_EPOCH": "1780000000"]

  /// Two descriptions whose apps' names start with `name`, in `folder`.
  static func descriptions(named name: String, in folder: URL) throws -> [String] {
    try ["photo-journal", "voice-notes"].map { sample in
      let text = try String(
        contentsOf: TestPaths.samples.appendingPathComponent("\(sample).reviewready.yaml"),
        encoding: .utf8)
      let renamed = text.replacingOccurrences(
        of: "\n  name: ", with: "\n  name: \(name) ", options: [], range: nil)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let path = folder.appendingPathComponent("\(sample).reviewready.yaml")
      try renamed.write(to: path, atomically: true, encoding: .utf8)
      return path.path
    }
  }

  static func audit(_ paths: [String], into output: String, killAfter: Int? = nil) throws
    -> CommandResult
  {
    var environment = Self.environment
    if let killAfter { environment["REVIEWREADY_TEST_KILL_AFTER_RENAME"] = String(killAfter) }
    return try ReviewReadyBinary.run(
      [
        "audit", "--no-config", "--fail-on", "never", "--format", "json", "--format", "markdown",
        "-o", output + "/",
      ] + paths, environment: environment)
  }

  /// The files of `folder` and their bytes.
  static func contents(of folder: String) throws -> [String: Data] {
    var result: [String: Data] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
      result[name] = try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
    return result
  }

  @Test func aKillBetweenRenamesEndsAllNewAfterTheNextWrite() throws {
    let folder = try TemporaryFolder("kill-renames")
    defer { folder.remove() }
    let old = try Self.descriptions(named: "Old", in: folder.url.appendingPathComponent("old"))
    let new = try Self.descriptions(named: "New", in: folder.url.appendingPathComponent("new"))
    try #require(try Self.audit(new, into: folder.path("expected")).status == 0)
    let expected = try Self.contents(of: folder.path("expected"))
    try #require(expected.count >= 4)
    for killAfter in 1..<expected.count {
      let reports = folder.path("reports-\(killAfter)")
      try #require(try Self.audit(old, into: reports).status == 0)
      let killed = try Self.audit(new, into: reports, killAfter: killAfter)
      #expect(killed.status != 0, "the hook kills the run")
      let mixed = try Self.contents(of: reports)
      #expect(mixed.keys.contains { $0.hasPrefix(".reviewready-journal.") })
      // Any later write into the folder completes the killed run's renames.
      let next = try ReviewReadyBinary.run(
        [
          "audit", "--no-config", "--fail-on", "never", "--format", "json", "-o",
          reports + "/other.json", old[0],
        ], environment: Self.environment)
      #expect(next.status == 0, "\(next.standardError)")
      var after = try Self.contents(of: reports)
      after["other.json"] = nil
      #expect(after == expected, "killed after rename \(killAfter): \(after.keys.sorted())")
    }
  }

  /// Commands that name the folder of a killed write as where they write, each
  /// failing before it writes anything (its input is missing): each still
  /// completes the pending renames first, at its start.
  static func failingCommands(writingInto reports: String) -> [[String]] {
    [
      ["audit", "--no-config", "-o", reports + "/", "missing.reviewready.yaml"],
      ["audit", "--no-config", "--write-baseline", reports + "/base.json", "missing.yaml"],
      ["merge", "-o", reports + "/merged.json", "missing-shard.json"],
      ["scan", "-o", reports + "/scan.txt", "missing-folder"],
      ["notes", "-o", reports + "/notes.txt", "missing.reviewready.yaml"],
      ["import", "--info-plist", "missing.plist", "-o", reports + "/app.reviewready.yaml"],
      ["rules", "docs", "-o", reports + "/rules.md", "--pack", "missing.yaml"],
      [
        "checklist", reports + "/missing.reviewready.yaml", "mark", "x", "--status", "passed",
        "--by", "QA",
      ],
    ]
  }

  @Test func everyCommandCompletesAKilledWriteInItsOutputFolderAtItsStart() throws {
    let folder = try TemporaryFolder("kill-renames-start")
    defer { folder.remove() }
    let old = try Self.descriptions(named: "Old", in: folder.url.appendingPathComponent("old"))
    let new = try Self.descriptions(named: "New", in: folder.url.appendingPathComponent("new"))
    try #require(try Self.audit(new, into: folder.path("expected")).status == 0)
    let expected = try Self.contents(of: folder.path("expected"))
    let commands = Self.failingCommands(writingInto: "REPORTS")
    for (index, command) in commands.enumerated() {
      let reports = folder.path("reports-\(index)")
      try #require(try Self.audit(old, into: reports).status == 0)
      let killed = try Self.audit(new, into: reports, killAfter: 1 + index % (expected.count - 1))
      #expect(killed.status != 0, "the hook kills the run")
      #expect(
        try Self.contents(of: reports).keys.contains { $0.hasPrefix(".reviewready-journal.") })
      let arguments = command.map { $0.replacingOccurrences(of: "REPORTS", with: reports) }
      let result = try ReviewReadyBinary.run(
        arguments, in: folder.url, environment: Self.environment)
      #expect(result.status == 2, "\(arguments): \(result.standardError)")
      let after = try Self.contents(of: reports)
      #expect(after == expected, "\(arguments[0]) left \(after.keys.sorted())")
    }
  }

  /// A journal planted in an output folder (a checked-out repository can
  /// hold one) moves and removes nothing but what a run would have staged:
  /// renames of other files, a temporary file of another process, backups
  /// and "copies" naming other files are passed over, and it is removed.
  @Test func aForgedJournalMovesAndRemovesNothingElse() throws {
    let folder = try TemporaryFolder("forged-journal")
    defer { folder.remove() }
    for name in ["victim.txt", "important.txt", "reports/evil", "reports/index.md", "other.txt"] {
      try folder.write("\(name) as it was\n", to: name)
    }
    try folder.write("staged by another process\n", to: "reports/.index.md.12345.7.tmp")
    let journal = "reports/.reviewready-journal.2147483646.1"
    let document: [String: Any] = [
      "renames": [
        ["reports/evil", "victim.txt"], ["reports/.index.md.12345.7.tmp", "reports/index.md"],
        ["reports/evil", "reports/index.md"],
      ],
      "backups": ["important.txt", "reports/index.md"], "journals": ["other.txt", journal],
    ]
    try JSONSerialization.data(withJSONObject: document).write(
      to: folder.url.appendingPathComponent(journal))
    let result = try ReviewReadyBinary.run(
      ["audit", "--no-config", "-o", "reports/", "missing.reviewready.yaml"], in: folder.url)
    #expect(result.status == 2, "\(result.standardError)")
    for name in ["victim.txt", "important.txt", "reports/evil", "reports/index.md", "other.txt"] {
      #expect(
        try String(contentsOfFile: folder.path(name), encoding: .utf8) == "\(name) as it was\n",
        "\(name)")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path(journal)))
  }
}
