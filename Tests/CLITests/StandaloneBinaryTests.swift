import Foundation
import TestSupport
import Testing

/// The built binary copied alone into an empty folder is a complete
/// install: it audits, lists rules and renders every format from any
/// working directory, with no checkout beside it.
@Suite struct StandaloneBinaryTests {
  @Test func aCopiedBinaryWorksAnywhere() throws {
    let folder = try TemporaryFolder("standalone")
    defer { folder.remove() }
    let binary = folder.url.appendingPathComponent("bin/reviewready")
    try FileManager.default.createDirectory(
      at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.copyItem(at: ReviewReadyBinary.url, to: binary)
    let work = folder.url.appendingPathComponent("elsewhere")
    try folder.copy(
      repositoryFile: "Samples/photo-journal.reviewready.yaml",
      to: "elsewhere/photo-journal.reviewready.yaml")
    try folder.copy(
      repositoryFile: "Samples/photo-journal.checklist.yaml",
      to: "elsewhere/photo-journal.checklist.yaml")
    // Neither the checkout nor an override may help it.
    var environment = ProcessInfo.processInfo.environment
    environment["REVIEWREADY_CHECKLISTS"] = nil
    environment["REVIEWREADY_TEMPLATES"] = nil
    func run(_ arguments: [String]) throws -> CommandResult {
      try ChildProcess.run(binary, arguments, in: work, environment: environment)
    }
    let formats = [
      "text", "json", "markdown", "html", "sarif", "junit", "github", "report-context",
    ]
    let audit = try run(
      ["audit", "--fail-on", "never", "-o", "reports/"] + formats.flatMap { ["--format", $0] }
        + ["photo-journal.reviewready.yaml"])
    #expect(audit.status == 0, "\(audit.standardError)")
    let written = try FileManager.default.contentsOfDirectory(
      atPath: work.appendingPathComponent("reports").path)
    #expect(
      Set(written) == [
        "photo-journal.txt", "photo-journal.json", "photo-journal.md", "photo-journal.html",
        "photo-journal.context.json", "reviewready.sarif", "reviewready.junit.xml",
        "reviewready.github.txt",
      ])
    let html = try String(
      contentsOf: work.appendingPathComponent("reports/photo-journal.html"), encoding: .utf8)
    #expect(html.contains("<!DOCTYPE html>") || html.contains("<!doctype html>"))
    // The same report as from the checkout, byte for byte.
    let fromCheckout = try ReviewReadyBinary.run(
      ["audit", "--format", "json", "Samples/photo-journal.reviewready.yaml"])
    let json = try String(
      contentsOf: work.appendingPathComponent("reports/photo-journal.json"), encoding: .utf8)
    #expect(
      json
        == fromCheckout.standardOutput.replacingOccurrences(
          of: "Samples/photo-journal.reviewready.yaml", with: "photo-journal.reviewready.yaml"))
    let rules = try run(["rules", "list"])
    #expect(rules.status == 0)
    #expect(rules.standardOutput.contains("photos.picker-would-suffice"))
    let show = try run(["rules", "show", "photos.picker-would-suffice"])
    // Messages about built-in packs still name their source file.
    #expect(show.standardOutput.contains("(Checklists/photos.yaml:"))
    let notes = try run(["notes", "photo-journal.reviewready.yaml"])
    #expect(notes.status == 0 && !notes.standardOutput.isEmpty)
  }

  @Test func overridesReadPacksAndTemplatesFromDisk() throws {
    let folder = try TemporaryFolder("override")
    defer { folder.remove() }
    // A copy of the built-in packs with one title changed, as a pack author
    // editing them without rebuilding would have.
    let checklists = TestPaths.repositoryRoot.appendingPathComponent("Checklists")
    for name in try FileManager.default.contentsOfDirectory(atPath: checklists.path)
    where name.hasSuffix(".yaml") {
      let text = try String(contentsOf: checklists.appendingPathComponent(name), encoding: .utf8)
      try folder.write(
        text.replacingOccurrences(
          of: "title: Full library access where the system picker would do",
          with: "title: Edited without rebuilding"), to: "packs/\(name)")
    }
    try folder.write("custom {{app.name}}\n", to: "templates/report.md.mustache")
    let environment = [
      "REVIEWREADY_CHECKLISTS": folder.path("packs"),
      "REVIEWREADY_TEMPLATES": folder.path("templates"),
    ]
    let list = try ReviewReadyBinary.run(["rules", "list"], environment: environment)
    #expect(list.standardOutput.contains("Edited without rebuilding"))
    let markdown = try ReviewReadyBinary.run(
      ["audit", "--format", "markdown", "Samples/photo-journal.reviewready.yaml"],
      environment: environment)
    #expect(markdown.standardOutput.hasPrefix("custom "))
    let missing = try ReviewReadyBinary.run(
      ["rules", "list"], environment: ["REVIEWREADY_CHECKLISTS": folder.path("nowhere")])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("nowhere/catalog.yaml: error: no such file"))
  }
}
