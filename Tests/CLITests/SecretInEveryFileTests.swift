import Foundation
import TestSupport
import Testing

/// The demo password a description holds is kept out of every output, even
/// where the same text sits in the other files the run reads: the
/// description's file name, its checklist file's notes, the project's
/// Info.plist, `.strings` and `.xcstrings`, a baseline's messages and a
/// team template. Every format, the notes and the checklist's status are
/// checked, on both streams and in every file written.
@Suite struct SecretInEveryFileTests {
  static let secret = "Hunter2-Secret-\(UUID().uuidString.prefix(6))"

  /// A copy of the `trail-notes` sample with the secret planted in every
  /// file it reads; returns the description's file name.
  static func plant(in folder: TemporaryFolder) throws -> String {
    let root = TestPaths.repositoryRoot.appendingPathComponent("Samples")
    try FileManager.default.copyItem(
      at: root.appendingPathComponent("TrailNotes"),
      to: folder.url.appendingPathComponent("TrailNotes"))
    func edit(_ relative: String, _ old: String, _ new: String) throws {
      let path = folder.path(relative)
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains(old), "\(relative) has no \(old)")
      try text.replacingOccurrences(of: old, with: new).write(
        toFile: path, atomically: true, encoding: .utf8)
    }
    let place = "log where you are."
    try edit("TrailNotes/Info.plist", place, "log where you are (\(secret)).")
    try edit("TrailNotes/en.lproj/InfoPlist.strings", place, "log where you are [\(secret)].")
    try edit("TrailNotes/de.lproj/InfoPlist.strings", "\";", " \(secret)\";")
    try edit("TrailNotes/InfoPlist.xcstrings", "noter où vous êtes.", "noter \(secret).")
    var yaml = try String(
      contentsOf: root.appendingPathComponent("trail-notes.reviewready.yaml"), encoding: .utf8)
    yaml += """

      review:
        demoAccount: { username: reviewer@example.com, password: \(secret) }

      """
    let name = "\(secret).reviewready.yaml"
    try folder.write(yaml, to: name)
    try folder.write(
      """
      schema: 1
      checks:
        permission.check.deny-everything:
          status: failed
          by: Sam
          when: "2026-12-15T16:05:00Z"
          note: "Typed \(secret) and it failed"

      """, to: "\(secret).checklist.yaml")
    try folder.write(
      "# {{app.name}} \(secret)\n{{#findings}}- {{{message}}}\n{{/findings}}\n",
      to: "team/report.md.mustache")
    return name
  }

  /// A JSON report of the description with the secret in each message.
  static func baseline(for name: String, in folder: TemporaryFolder) throws -> String {
    let run = try ReviewReadyBinary.run(
      ["audit", "--no-config", "--fail-on", "never", "--format", "json", name], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    let planted = run.standardOutput.replacingOccurrences(
      of: "\"message\" : \"", with: "\"message\" : \"\(secret) ")
    return try folder.write(planted, to: "baseline.json")
  }

  @Test(.timeLimit(.minutes(2))) func noOutputHoldsTheSecret() throws {
    let folder = try TemporaryFolder("secret-files")
    defer { folder.remove() }
    let name = try Self.plant(in: folder)
    let baseline = try Self.baseline(for: name, in: folder)
    let formats = [
      "text", "json", "markdown", "markdown-summary", "html", "sarif", "junit", "github",
      "report-context",
    ]
    var runs: [[String]] = formats.map {
      [
        "audit", "--no-config", "--fail-on", "never", "--baseline", baseline, "--format", $0,
        "--output", "out-\($0)/", name,
      ]
    }
    runs += formats.map { ["audit", "--no-config", "--fail-on", "never", "--format", $0, name] }
    runs += [
      [
        "audit", "--no-config", "--fail-on", "never", "--template", "team/report.md.mustache",
        "--format", "markdown", name,
      ],
      ["notes", "--no-config", name], ["checklist", "--no-config", name, "status"],
      [
        "checklist", "--no-config", name, "mark", "permission.check.deny-everything",
        "--status", "passed", "--by", "Sam", "--note", "ok",
      ],
    ]
    for arguments in runs {
      let run = try ReviewReadyBinary.run(arguments, in: folder.url)
      #expect(!run.standardOutput.isEmpty || !run.standardError.isEmpty, "\(arguments)")
      #expect(!run.standardOutput.contains(Self.secret), "\(arguments): standard output")
      #expect(!run.standardError.contains(Self.secret), "\(arguments): standard error")
    }
    let written = try FileManager.default.subpathsOfDirectory(atPath: folder.path("."))
      .filter { $0.hasPrefix("out-") }
    #expect(written.count >= formats.count * 2)
    for file in written {
      #expect(!file.contains(Self.secret), "a report is named after the secret: \(file)")
      guard let text = try? String(contentsOfFile: folder.path(file), encoding: .utf8) else {
        continue
      }
      #expect(!text.contains(Self.secret), "\(file)")
    }
  }

  /// Problems found before the description is loaded (and so before its
  /// password is known by reading it) still hide it: a `--baseline`, a pack
  /// or a team configuration named after it, a configuration quoting it, for
  /// `audit`, `notes` and `checklist`. Each run fails with
  /// exit 2 and its one message shows the marker where the password was.
  @Test(.timeLimit(.minutes(2))) func problemsBeforeTheDescriptionLoadsHideTheSecret() throws {
    let folder = try TemporaryFolder("secret-early")
    defer { folder.remove() }
    let name = try Self.plant(in: folder)
    try folder.write("failOn: \(Self.secret)\n", to: "team.yml")
    let audit = ["audit", "--fail-on", "never"]
    let runs: [[String]] = [
      audit + ["--no-config", "--baseline", "\(Self.secret).json", name],
      audit + ["--no-config", "--pack", "\(Self.secret).yaml", name],
      audit + ["--config", "team.yml", name],
      audit + ["--config", "\(Self.secret).yml", name],
      ["notes", "--config", "\(Self.secret).yml", name],
      ["checklist", "--config", "\(Self.secret).yml", name, "status"],
    ]
    for arguments in runs {
      let run = try ReviewReadyBinary.run(arguments, in: folder.url)
      #expect(run.status == 2, "\(arguments): \(run.standardError)")
      #expect(
        run.standardError.contains("\u{2039}redacted\u{203A}"), "\(arguments): \(run.standardError)"
      )
      #expect(!run.standardError.contains(Self.secret), "\(arguments): \(run.standardError)")
      #expect(!run.standardOutput.contains(Self.secret), "\(arguments): standard output")
    }
  }
}
