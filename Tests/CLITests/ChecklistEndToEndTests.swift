import Foundation
import TestSupport
import Testing

/// `reviewready checklist` as a team uses it: marking through the built
/// binary, what status shows, the audit gate, many marks at once from
/// parallel processes, and two branches' marks merged by git.
@Suite struct ChecklistEndToEndTests {
  /// 2027-01-01T00:00:00Z.
  static let fixedDate = ["SOURCE_DATE_EPOCH": "1798761600"]

  /// A fresh folder holding the photo-journal sample as `app.reviewready.yaml`.
  static func workspace() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-checklist-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      at: TestPaths.samples.appendingPathComponent("photo-journal.reviewready.yaml"),
      to: directory.appendingPathComponent("app.reviewready.yaml"))
    return directory
  }

  static func run(_ arguments: [String], in directory: URL, date: String = "1798761600") throws
    -> CommandResult
  {
    try ReviewReadyBinary.run(
      arguments, in: directory, environment: ["SOURCE_DATE_EPOCH": date])
  }

  static func read(_ name: String, in directory: URL) throws -> String {
    try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
  }

  /// The ids of the checks that apply, from the JSON report.
  static func checkIDs(in directory: URL) throws -> [String] {
    let json = try run(["audit", "--format", "json", "app.reviewready.yaml"], in: directory)
    let report = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
    let checklist = (report as? [String: Any])?["checklist"] as? [[String: Any]] ?? []
    return checklist.compactMap { $0["id"] as? String }
  }

  /// What `checklist` shows for the sample, whose file was marked through
  /// the CLI: one result stale (its purpose strings changed since), one
  /// failed (on the build before: a new build alone stales nothing), one to do.
  @Test func theSampleChecklistStatus() throws {
    let result = try ReviewReadyBinary.run(
      ["checklist", "Samples/photo-journal.reviewready.yaml"], environment: Self.fixedDate)
    #expect(result.status == 0, "\(result.standardError)")
    assertSnapshot(result.standardOutput, named: "photo-journal.checklist.txt")
    let gate = try ReviewReadyBinary.run([
      "audit", "--require-checklist", "Samples/photo-journal.reviewready.yaml",
    ])
    #expect(gate.status == 1)
    #expect(gate.standardError.contains("purpose.check.prompts-in-every-locale (stale)"))
    #expect(gate.standardError.contains("photos.check.icloud-original-offline (failed)"))
    #expect(gate.standardError.contains("photos.check.access-changed-in-settings (todo)"))
  }

  @Test func markThenStatusThenTheAuditGate() throws {
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    let before = try Self.run(["checklist", "app.reviewready.yaml"], in: directory)
    #expect(before.status == 0, "\(before.standardError)")
    #expect(
      before.standardOutput.hasPrefix(
        "Lantern Journal 2.3 (build 412): 0 of 9 manual checks done (0%): 9 todo\n"))
    #expect(before.standardOutput.contains("No results recorded yet (app.checklist.yaml)"))
    #expect(
      !FileManager.default.fileExists(
        atPath: directory.appendingPathComponent("app.checklist.yaml").path))

    let mark = try Self.run(
      [
        "checklist", "app.reviewready.yaml", "mark", "photos.check.limited-two-photos",
        "--status", "passed", "--by", "Dana Reyes", "--note", "Two photos: both usable.",
      ], in: directory)
    #expect(mark.status == 0, "\(mark.standardError)")
    #expect(
      mark.standardOutput
        == "Recorded photos.check.limited-two-photos: passed by Dana Reyes on build 412, in app.checklist.yaml\n"
        + "Lantern Journal: 1 of 9 manual checks done (11%): 1 passed, 8 todo\n")
    let file = try Self.read("app.checklist.yaml", in: directory)
    #expect(
      file.contains(
        """
          photos.check.limited-two-photos:
            title: Grant access to two selected photos; both are usable without granting more
            status: passed
            by: Dana Reyes
            when: "2027-01-01T00:00:00Z"
            build: "412"
            note: "Two photos: both usable."
            fingerprints:
              permissions(photos): 
        """))
    // The first mark lists every applicable check, so later marks change
    // lines inside entries rather than add entries side by side.
    #expect(file.components(separatedBy: "    status: todo\n").count - 1 == 8)

    let status = try Self.run(["checklist", "app.reviewready.yaml", "status"], in: directory)
    #expect(status.standardOutput.contains("Results in app.checklist.yaml"))
    #expect(
      status.standardOutput.contains(
        """
          ✓ passed          photos.check.limited-two-photos
                            Grant access to two selected photos; both are usable without granting more
                            by Dana Reyes on 2027-01-01 00:00 UTC, build 412
                            note: Two photos: both usable.

        """))

    let gate = try Self.run(
      ["audit", "--require-checklist", "app.reviewready.yaml"], in: directory)
    #expect(gate.status == 1)
    #expect(gate.standardError.contains("app.reviewready.yaml: checklist not done: 1 of 9"))
    #expect(gate.standardError.contains("photos.check.icloud-original-offline (todo)"))
    #expect(try Self.run(["audit", "app.reviewready.yaml"], in: directory).status == 0)

    for id in try Self.checkIDs(in: directory) where id != "photos.check.limited-two-photos" {
      let status = id.hasPrefix("review.") ? ["notApplicable"] : ["passed"]
      let result = try Self.run(
        ["checklist", "app.reviewready.yaml", "mark", id, "--status"] + status + ["--by", "Sam"],
        in: directory)
      #expect(result.status == 0, "\(result.standardError)")
    }
    let passing = try Self.run(
      ["audit", "--require-checklist", "app.reviewready.yaml"], in: directory)
    #expect(passing.status == 0, "\(passing.standardError)")
    #expect(passing.standardError.isEmpty)

    // The next build alone stales nothing: a CI that bumps the build on
    // every run keeps its finished checklist.
    let description = directory.appendingPathComponent("app.reviewready.yaml")
    try (try Self.read("app.reviewready.yaml", in: directory))
      .replacingOccurrences(of: "build: \"412\"", with: "build: \"413\"")
      .write(to: description, atomically: true, encoding: .utf8)
    let bumped = try Self.run(
      ["audit", "--require-checklist", "app.reviewready.yaml"], in: directory)
    #expect(bumped.status == 0, "\(bumped.standardError)")
    // Where the team's configuration says so, it makes every result stale,
    // and the gate closes again.
    try "checklist:\n  staleOnNewBuild: true\n".write(
      to: directory.appendingPathComponent(".reviewready.yml"), atomically: true,
      encoding: .utf8)
    let stale = try Self.run(
      ["audit", "--require-checklist", "app.reviewready.yaml"], in: directory)
    #expect(stale.status == 1)
    #expect(stale.standardError.contains("0 of 9 manual checks done (0%): 9 stale"))
    let json = try Self.run(["audit", "--format", "json", "app.reviewready.yaml"], in: directory)
    let report = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
    let first = ((report as? [String: Any])?["checklist"] as? [[String: Any]])?.first ?? [:]
    #expect(first["status"] as? String == "stale")
    #expect(first["recordedStatus"] as? String == "passed")
    #expect(first["by"] as? String == "Sam")
    #expect(
      first["staleBecause"] as? [String] == ["recorded on build 412; the app is now build 413"])
    let text = try Self.run(["checklist", "app.reviewready.yaml"], in: directory).standardOutput
    #expect(text.contains("stale: recorded on build 412; the app is now build 413"))
  }

  @Test func mistakesExitTwoAndWriteNothing() throws {
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    let cases: [([String], String)] = [
      (
        ["mark", "photos.check.limited-two-foto", "--status", "passed", "--by", "Dana"],
        "app.reviewready.yaml: error: no check 'photos.check.limited-two-foto'; did you mean 'photos.check.limited-two-photos'?"
      ),
      (
        ["mark", "photos.check.picker-needs-no-prompt", "--status", "passed", "--by", "Dana"],
        "app.reviewready.yaml: error: check 'photos.check.picker-needs-no-prompt' does not apply to Lantern Journal"
      ),
      (
        ["mark", "review.check.demo-account-signs-in", "--status", "waived", "--by", "Dana"],
        "waiving review.check.demo-account-signs-in needs --note saying why it is acceptable"
      ),
      (
        ["mark", "review.check.demo-account-signs-in", "--status", "pased", "--by", "Dana"],
        "reviewready: error: The value 'pased' is invalid for '--status'. Did you mean 'passed'?"
      ),
      (
        ["mark", "review.check.demo-account-signs-in", "--status", "passed"],
        "reviewready: error: 'mark' needs '--by <name>'."
      ),
      (
        ["mark", "--status", "passed", "--by", "Dana"],
        "reviewready: error: Missing expected argument '<check-id>'."
      ),
      (["status", "--by", "Dana"], "reviewready: error: '--by' is for 'mark'"),
      (["mrak"], "reviewready: error: Unknown action 'mrak'. Did you mean 'mark'?"),
    ]
    for (arguments, expected) in cases {
      let result = try Self.run(["checklist", "app.reviewready.yaml"] + arguments, in: directory)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError.contains(expected), "\(result.standardError)")
      #expect(result.standardOutput.isEmpty)
    }
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: directory.path) == [
        "app.reviewready.yaml"
      ])
  }

  /// `status` and `mark` are subcommands: named first, as the command
  /// tree has them, or after the description, as earlier releases had them.
  @Test func theSubcommandMayComeFirstOrAfterTheDescription() throws {
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    let plain = try Self.run(["checklist", "app.reviewready.yaml"], in: directory)
    #expect(plain.status == 0, "\(plain.standardError)")
    for arguments in [
      ["checklist", "status", "app.reviewready.yaml"],
      ["checklist", "app.reviewready.yaml", "status"],
    ] {
      let result = try Self.run(arguments, in: directory)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput == plain.standardOutput, "\(arguments)")
    }
    let mark = try Self.run(
      [
        "checklist", "mark", "app.reviewready.yaml", "photos.check.limited-two-photos",
        "--status", "passed", "--by", "Dana Reyes",
      ], in: directory)
    #expect(mark.status == 0, "\(mark.standardError)")
    #expect(
      mark.standardOutput.hasPrefix(
        "Recorded photos.check.limited-two-photos: passed by Dana Reyes on build 412"))
    let help = try Self.run(["checklist", "--help"], in: directory)
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("\nSUBCOMMANDS:\n  status (default) "))
    #expect(help.standardOutput.contains("\n  mark                    Record one check's result"))
    let markHelp = try Self.run(
      ["checklist", "app.reviewready.yaml", "mark", "--help"], in: directory)
    #expect(
      markHelp.standardOutput.contains(
        "USAGE: reviewready checklist mark [--pack <path> ...] [--config <file>] [--no-config] "
          + "[--status <status>] [--by <name>] [--build <build>] [--note <text>] "
          + "[--color <when>] <description> <check-id>\n"))
    let cases: [([String], String)] = [
      (
        ["status", "app.reviewready.yaml", "--by", "Dana"],
        "reviewready: error: '--by' is for 'mark'"
      ),
      (
        ["mark", "app.reviewready.yaml", "photos.check.limited-two-photos", "--status", "passed"],
        "reviewready: error: 'mark' needs '--by <name>'."
      ),
      (
        ["mark", "app.reviewready.yaml"],
        "reviewready: error: Missing expected argument '<check-id>'."
      ),
      (
        ["app.reviewready.yaml", "--fromat", "json"],
        "reviewready: error: Unknown option '--fromat'."
      ),
    ]
    for (arguments, expected) in cases {
      let result = try Self.run(["checklist"] + arguments, in: directory)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.standardError.hasPrefix(expected), "\(result.standardError)")
      #expect(result.standardOutput.isEmpty)
    }
  }

  @Test func aBrokenChecklistFileStopsTheAuditWithItsPosition() throws {
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    try "schema: 1\nchecks:\n  photos.check.limited-two-photos:\n    status: done\n".write(
      to: directory.appendingPathComponent("app.checklist.yaml"), atomically: true,
      encoding: .utf8)
    let expected =
      "app.checklist.yaml:4:13: error: checks.photos.check.limited-two-photos.status: 'done' is not a checklist status"
    for arguments in [
      ["audit", "app.reviewready.yaml"], ["checklist", "app.reviewready.yaml"],
      [
        "checklist", "app.reviewready.yaml", "mark", "photos.check.limited-two-photos", "--status",
        "passed", "--by", "D",
      ],
    ] {
      let result = try Self.run(arguments, in: directory)
      #expect(result.status == 2)
      #expect(result.standardError.hasPrefix(expected), "\(result.standardError)")
      #expect(result.standardOutput.isEmpty)
    }
  }

  /// Many marks at once, each from its own process: the lock serializes
  /// them and each re-reads the file inside it, so none is lost.
  @Test func parallelMarksAllLand() throws {
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    let count = 24
    let ids = (1...count).map { String(format: "team.check.step-%02d", $0) }
    let pack =
      "pack: team\ntitle: Team checks\nchecks:\n"
      + ids.map {
        "  - id: \($0)\n    title: Step \($0.suffix(2))\n    applies: size(permissions) > 0\n    how: Do it.\n"
      }.joined()
    try pack.write(
      to: directory.appendingPathComponent("team.yaml"), atomically: true, encoding: .utf8)
    var processes: [Process] = []
    for (index, id) in ids.enumerated() {
      let process = Process()
      process.executableURL = ReviewReadyBinary.url
      process.arguments = [
        "checklist", "app.reviewready.yaml", "--pack", "team.yaml", "mark", id, "--status",
        "passed", "--by", "Tester \(index + 1)",
      ]
      process.currentDirectoryURL = directory
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      processes.append(process)
    }
    for process in processes { try process.run() }
    for process in processes { process.waitUntilExit() }
    #expect(processes.allSatisfy { $0.terminationStatus == 0 })
    let file = try Self.read("app.checklist.yaml", in: directory)
    for (index, id) in ids.enumerated() {
      #expect(
        file.contains(
          "  \(id):\n    title: Step \(id.suffix(2))\n    status: passed\n    by: Tester \(index + 1)\n"
        ), "\(id) lost")
    }
    let status = try Self.run(
      ["checklist", "app.reviewready.yaml", "--pack", "team.yaml"], in: directory)
    #expect(
      status.standardOutput.hasPrefix(
        "Lantern Journal 2.3 (build 412): 24 of 33 manual checks done"))
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(left == ["app.checklist.yaml", "app.reviewready.yaml", "team.yaml"])
  }

  /// Two teammates mark different checks on two branches; git merges the
  /// file without a conflict and keeps both results.
  @Test func marksOnTwoBranchesMergeCleanly() throws {
    let directory = try Self.workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    func git(_ arguments: String...) throws -> (Int32, String) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["git"] + arguments
      process.currentDirectoryURL = directory
      process.environment = [
        "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        "HOME": directory.path, "GIT_CONFIG_NOSYSTEM": "1",
        "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.com",
        "GIT_COMMITTER_NAME": "Test", "GIT_COMMITTER_EMAIL": "test@example.com",
      ]
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
    func mark(_ id: String, _ status: String, by name: String, date: String, note: String)
      throws
    {
      let result = try Self.run(
        [
          "checklist", "app.reviewready.yaml", "mark", id, "--status", status, "--by", name,
          "--note", note,
        ], in: directory, date: date)
      #expect(result.status == 0, "\(result.standardError)")
    }
    #expect(try git("init", "-q", "-b", "main").0 == 0)
    // The first mark creates the file with every check; the team commits it.
    try mark(
      "permission.check.prompts-on-device", "passed", by: "Dana", date: "1798761600",
      note: "Clean install.")
    #expect(try git("add", ".").0 == 0)
    #expect(try git("commit", "-q", "-m", "Checklist").0 == 0)
    // Two neighbouring entries, marked on two branches.
    #expect(try git("checkout", "-q", "-b", "ana").0 == 0)
    try mark(
      "photos.check.icloud-original-offline", "passed", by: "Ana", date: "1798848000",
      note: "Flight mode: placeholder with Retry.")
    #expect(try git("commit", "-q", "-am", "Ana's check").0 == 0)
    #expect(try git("checkout", "-q", "main").0 == 0)
    #expect(try git("checkout", "-q", "-b", "ben").0 == 0)
    try mark(
      "photos.check.limited-two-photos", "failed", by: "Ben", date: "1798934400",
      note: "Second photo shows a grey tile.\nFiled LJ-412.")
    try mark(
      "permission.check.prompts-on-device", "passed", by: "Ben", date: "1798934400",
      note: "Again on iOS 17.")
    #expect(try git("commit", "-q", "-am", "Ben's checks").0 == 0)
    let merge = try git("merge", "--no-edit", "ana")
    #expect(merge.0 == 0, "\(merge.1)")
    #expect(!merge.1.contains("CONFLICT"))
    let file = try Self.read("app.checklist.yaml", in: directory)
    #expect(
      file.contains(
        "  photos.check.icloud-original-offline:\n    title: Open a photo whose original is only in iCloud, in flight mode\n    status: passed\n    by: Ana\n"
      ))
    #expect(
      file.contains(
        "  photos.check.limited-two-photos:\n    title: Grant access to two selected photos; both are usable without granting more\n    status: failed\n    by: Ben\n"
      ))
    let status = try Self.run(["checklist", "app.reviewready.yaml"], in: directory)
    #expect(status.status == 0, "\(status.standardError)")
    #expect(
      status.standardOutput.contains("2 of 9 manual checks done (22%): 2 passed, 1 failed, 6 todo"))
    // The merged file is exactly what the tool would write.
    try mark(
      "photos.check.limited-two-photos", "failed", by: "Ben", date: "1798934400",
      note: "Second photo shows a grey tile.\nFiled LJ-412.")
    #expect(try Self.read("app.checklist.yaml", in: directory) == file)
  }
}
