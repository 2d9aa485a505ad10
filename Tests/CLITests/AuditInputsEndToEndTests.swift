import Foundation
import TestSupport
import Testing

/// What a newcomer tries: a folder of descriptions, an output folder that
/// doesn't exist yet, two apps with the same file name, a template without
/// its format, a waiver for a rule that isn't there.
@Suite struct AuditInputsEndToEndTests {
  static let poster = "Samples/poster-maker.reviewready.yaml"
  static let avatar = "Samples/avatar-at-launch.reviewready.yaml"

  @Test func aFolderIsAuditedAsItsDescriptions() throws {
    let folder = try TemporaryFolder("folder")
    defer { folder.remove() }
    try folder.copy(repositoryFile: Self.poster, to: "apps/poster.reviewready.yaml")
    try folder.copy(repositoryFile: Self.avatar, to: "apps/avatar.reviewready.yaml")
    try folder.write("not a description\n", to: "apps/notes.txt")
    let result = try ReviewReadyBinary.run(["audit", "--quiet", "apps"], in: folder.url)
    #expect(result.status == 1)
    #expect(
      result.standardOutput.split(separator: "\n").map { $0.prefix { $0 != ":" } }
        == ["apps/avatar.reviewready.yaml", "apps/poster.reviewready.yaml"])
    try FileManager.default.createDirectory(
      atPath: folder.path("empty"), withIntermediateDirectories: true)
    let empty = try ReviewReadyBinary.run(["audit", "empty"], in: folder.url)
    #expect(empty.status == 2)
    #expect(
      empty.standardError
        == "empty: error: the folder and its subfolders hold no description (*.reviewready.yaml)\n")
  }

  @Test func anOutputNameEndingInSlashIsAFolder() throws {
    let folder = try TemporaryFolder("slash")
    defer { folder.remove() }
    let result = try ReviewReadyBinary.run(
      ["audit", "--format", "json", "-o", folder.path("new/reports") + "/", Self.poster])
    #expect(result.status == 0)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("new/reports"))
        == ["poster-maker.json"])
    // Without the slash, a name that doesn't exist is a file.
    _ = try ReviewReadyBinary.run([
      "audit", "--format", "json", "-o", folder.path("one"), Self.poster,
    ])
    var isDirectory: ObjCBool = true
    #expect(FileManager.default.fileExists(atPath: folder.path("one"), isDirectory: &isDirectory))
    #expect(!isDirectory.boolValue)
  }

  @Test func descriptionsWithOneNameGetReportsOfTheirOwn() throws {
    let folder = try TemporaryFolder("same-name")
    defer { folder.remove() }
    try folder.copy(repositoryFile: Self.poster, to: "ios/app.reviewready.yaml")
    try folder.copy(repositoryFile: Self.avatar, to: "mac/app.reviewready.yaml")
    try folder.copy(repositoryFile: Self.poster, to: "app.reviewready.yaml")
    let result = try ReviewReadyBinary.run(
      [
        "audit", "--format", "markdown", "-o", "out/", "ios/app.reviewready.yaml",
        "mac/app.reviewready.yaml", "app.reviewready.yaml",
      ], in: folder.url)
    #expect(result.status == 1)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path("out")).sorted()
        == ["app.md", "index.md", "ios-app.md", "mac-app.md"])
    let mac = try String(contentsOfFile: folder.path("out/mac-app.md"), encoding: .utf8)
    #expect(mac.contains("Huddle"))
    // The same file twice would overwrite its own report: refused, nothing written.
    let twice = try ReviewReadyBinary.run(
      [
        "audit", "--format", "markdown", "-o", "again/", "ios/app.reviewready.yaml",
        "./ios/app.reviewready.yaml",
      ], in: folder.url)
    #expect(twice.status == 2)
    #expect(twice.standardError.contains("its reports would have the name 'ios-app'"))
    #expect(!FileManager.default.fileExists(atPath: folder.path("again")))
  }

  @Test func aTemplateNeedsItsFormat() throws {
    let folder = try TemporaryFolder("template")
    defer { folder.remove() }
    let template = try folder.write("{{app.name}}\n", to: "team.md.mustache")
    let result = try ReviewReadyBinary.run(["audit", "--template", template, Self.poster])
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "\(template): error: this markdown template is unused: add --format markdown\n")
    let used = try ReviewReadyBinary.run(
      ["audit", "--template", template, "--format", "markdown", Self.poster])
    #expect(used.standardOutput == "Broadside Poster Maker\n")
  }

  @Test func aWaiverForNoRuleIsAnError() throws {
    let folder = try TemporaryFolder("waiver")
    defer { folder.remove() }
    let original = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent(Self.poster), encoding: .utf8)
    try folder.write(
      original + """

        waivers:
          - rule: photos.picker-would-sufice
            reason: Picked by hand
            by: dana
            until: 2099-01-01

        """, to: "app.reviewready.yaml")
    let result = try ReviewReadyBinary.run(["audit", "app.reviewready.yaml"], in: folder.url)
    #expect(result.status == 2)
    let lines = original.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect(
      result.standardError
        == "app.reviewready.yaml:\(lines + 2):11: error: waivers[0].rule: no rule has id "
        + "'photos.picker-would-sufice'; did you mean 'photos.picker-would-suffice'?\n")
  }
}
