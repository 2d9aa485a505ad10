import Foundation
import TestSupport
import Testing

/// No output replaces an input: each kind of file a command reads (a scanned
/// source file too), given (directly or through a link) as where to write,
/// is a one-line error
/// naming both, exit 2, with the input left as it was and nothing written.
@Suite struct OutputClashEndToEndTests {
  static let environment = ["SOURCE_DATE_EPOCH": "1780000000"]
  static let poster = "Samples/poster-maker.reviewready.yaml"

  /// A folder with a copy of the poster sample as `app.reviewready.yaml`.
  static func folder(_ name: String) throws -> TemporaryFolder {
    let folder = try TemporaryFolder("clash-\(name)")
    try folder.copy(repositoryFile: poster, to: "app.reviewready.yaml")
    return folder
  }

  /// Runs `arguments` in `folder`, expecting exit 2 with one line that names
  /// `output` and `input` (when they differ), and `input` unchanged.
  static func expectClash(
    _ arguments: [String], in folder: TemporaryFolder, output: String, input: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let inputPath = folder.path(input)
    let before = try Data(contentsOf: URL(fileURLWithPath: inputPath))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    let result = try ReviewReadyBinary.run(
      arguments, in: folder.url, environment: environment)
    #expect(result.status == 2, "\(result.standardError)", sourceLocation: sourceLocation)
    // Warnings about the inputs (a project's merged keys) may come first.
    let lines = result.standardError.split(separator: "\n").filter { !$0.contains(": warning: ") }
    #expect(lines.count == 1, "\(result.standardError)", sourceLocation: sourceLocation)
    let line = String(lines.first ?? "")
    #expect(
      line.hasPrefix("\(output): error: is an input of this run"), "\(line)",
      sourceLocation: sourceLocation)
    if output != input {
      #expect(line.contains("'\(input)'"), "\(line)", sourceLocation: sourceLocation)
    }
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: inputPath)) == before,
      sourceLocation: sourceLocation)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == names,
      "nothing written beside", sourceLocation: sourceLocation)
  }

  static let audit = ["audit", "--fail-on", "never"]

  @Test func theDescription() throws {
    let folder = try Self.folder("description")
    defer { folder.remove() }
    try Self.expectClash(
      Self.audit + ["--no-config", "-o", "app.reviewready.yaml", "app.reviewready.yaml"],
      in: folder, output: "app.reviewready.yaml", input: "app.reviewready.yaml")
    // Through a symbolic link, and another spelling of the same path.
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("link.json"), withDestinationPath: "app.reviewready.yaml")
    try Self.expectClash(
      Self.audit + ["--no-config", "--format", "json", "-o", "link.json", "app.reviewready.yaml"],
      in: folder, output: "link.json", input: "app.reviewready.yaml")
    try FileManager.default.createDirectory(
      atPath: folder.path("sub"), withIntermediateDirectories: true)
    try Self.expectClash(
      Self.audit + ["--no-config", "-o", "./sub/../app.reviewready.yaml", "app.reviewready.yaml"],
      in: folder, output: "./sub/../app.reviewready.yaml", input: "app.reviewready.yaml")
  }

  @Test func theTeamConfiguration() throws {
    let folder = try Self.folder("config")
    defer { folder.remove() }
    try folder.write("failOn: never\n", to: ".reviewready.yml")
    try Self.expectClash(
      Self.audit + ["-o", ".reviewready.yml", "app.reviewready.yaml"],
      in: folder, output: ".reviewready.yml", input: ".reviewready.yml")
  }

  @Test func aPack() throws {
    let folder = try Self.folder("pack")
    defer { folder.remove() }
    try folder.write(
      """
      pack: team
      title: Team
      guidelinesRevision: "2026-06-08"
      rules:
        - id: team.never
          title: Never
          severity: warning
          for: app
          aspect: app
          fails: "false"
          message: m
          fix: f

      """, to: "ats.yaml")
    try Self.expectClash(
      Self.audit + ["--no-config", "--pack", "ats.yaml", "-o", "ats.yaml", "app.reviewready.yaml"],
      in: folder, output: "ats.yaml", input: "ats.yaml")
  }

  @Test func aTemplate() throws {
    let folder = try Self.folder("template")
    defer { folder.remove() }
    try folder.write("{{app.name}}\n", to: "team.md.mustache")
    try Self.expectClash(
      Self.audit + [
        "--no-config", "--format", "markdown", "--template", "team.md.mustache", "-o",
        "team.md.mustache", "app.reviewready.yaml",
      ], in: folder, output: "team.md.mustache", input: "team.md.mustache")
  }

  @Test func aBaseline() throws {
    let folder = try Self.folder("baseline")
    defer { folder.remove() }
    let write = try ReviewReadyBinary.run(
      Self.audit + ["--no-config", "--write-baseline", "base.json", "app.reviewready.yaml"],
      in: folder.url, environment: Self.environment)
    #expect(write.status == 0, "\(write.standardError)")
    try Self.expectClash(
      Self.audit + [
        "--no-config", "--baseline", "base.json", "--write-baseline", "base.json",
        "app.reviewready.yaml",
      ], in: folder, output: "base.json", input: "base.json")
  }

  @Test func aMergeInput() throws {
    let folder = try Self.folder("merge")
    defer { folder.remove() }
    let shard = try ReviewReadyBinary.run(
      Self.audit + [
        "--no-config", "--shard", "1/1", "--format", "json", "-o", "1.json",
        "app.reviewready.yaml",
      ], in: folder.url, environment: Self.environment)
    #expect(shard.status == 0, "\(shard.standardError)")
    try Self.expectClash(
      ["merge", "-o", "1.json", "1.json"], in: folder, output: "1.json", input: "1.json")
  }

  @Test func theProjectsInfoPlistEvenWithForce() throws {
    let folder = try Self.folder("plist")
    defer { folder.remove() }
    let plist = try String(
      contentsOf: TestPaths.samples.appendingPathComponent("TrailNotes/Info.plist"),
      encoding: .utf8)
    try folder.write(plist, to: "Info.plist")
    try Self.expectClash(
      ["import", "--info-plist", "Info.plist", "--output", "Info.plist", "--force"],
      in: folder, output: "Info.plist", input: "Info.plist")
  }

  /// A scanned source file, for `scan`, `audit --scan` and `import --project`
  /// (which scans the project's folder): an output over it is refused like
  /// any other input, naming both paths when they are spelled differently.
  static let source =
    "import AVFoundation\nfunc record() { AVAudioApplication.requestRecordPermission { _ in } }\n"

  @Test func aScannedSourceFile() throws {
    let folder = try Self.folder("scan")
    defer { folder.remove() }
    try folder.write(Self.source, to: "src/Recorder.swift")
    try Self.expectClash(
      ["scan", "-o", "src/Recorder.swift", "src"], in: folder,
      output: "src/Recorder.swift", input: "src/Recorder.swift")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("scan.txt"), withDestinationPath: "src/Recorder.swift")
    try Self.expectClash(
      ["scan", "-o", "scan.txt", "src"], in: folder, output: "scan.txt",
      input: "src/Recorder.swift")
  }

  @Test func aSourceFileAuditScans() throws {
    let folder = try Self.folder("audit-scan")
    defer { folder.remove() }
    try folder.write(Self.source, to: "src/Recorder.swift")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("report.json"), withDestinationPath: "src/Recorder.swift")
    try Self.expectClash(
      Self.audit + [
        "--no-config", "--scan", "src", "--format", "json", "-o", "report.json",
        "app.reviewready.yaml",
      ], in: folder, output: "report.json", input: "src/Recorder.swift")
  }

  @Test func aSourceFileImportScans() throws {
    let folder = try TemporaryFolder("clash-import-scan")
    defer { folder.remove() }
    let fixture = TestPaths.repositoryRoot.appendingPathComponent(
      "Tests/ProjectImportTests/Fixtures/Settings")
    try FileManager.default.copyItem(at: fixture, to: folder.url.appendingPathComponent("Settings"))
    try folder.write(Self.source, to: "Settings/App/Recorder.swift")
    try Self.expectClash(
      [
        "import", "--project", "Settings/App.xcodeproj", "--output",
        "Settings/App/Recorder.swift", "--force",
      ], in: folder, output: "Settings/App/Recorder.swift", input: "Settings/App/Recorder.swift")
  }
}
