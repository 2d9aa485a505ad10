import Audit
import Diagnostics
import FileSupport
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `AtomicFile` replaces every file of a write or none, keeps modes, and
/// leaves no temporary file behind.
@Suite struct AtomicFileTests {
  @Test func writesEveryFileOrNone() throws {
    let folder = try TemporaryFolder("atomic")
    defer { folder.remove() }
    let first = try folder.write("old first\n", to: "a.md")
    // The second target is a folder: nothing may be replaced.
    try FileManager.default.createDirectory(
      atPath: folder.path("b.md"), withIntermediateDirectories: true)
    let third = folder.path("c.md")
    do {
      try AtomicFile.write([
        .init(path: first, text: "new first\n"), .init(path: folder.path("b.md"), text: "b\n"),
        .init(path: third, text: "c\n"),
      ])
      Issue.record("a write over a folder succeeded")
    } catch {
      #expect(error.diagnostics.map(\.message) == ["is not a regular file; refusing to replace it"])
    }
    #expect(try String(contentsOfFile: first, encoding: .utf8) == "old first\n")
    #expect(!FileManager.default.fileExists(atPath: third))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [
        "a.md", "b.md",
      ])
  }

  @Test func replacesEveryFileAndKeepsTheirModes() throws {
    let folder = try TemporaryFolder("atomic")
    defer { folder.remove() }
    let first = try folder.write("old\n", to: "a.md")
    #expect(chmod(first, 0o600) == 0)
    try AtomicFile.write([
      .init(path: first, text: "new a\n"), .init(path: folder.path("b.md"), text: "new b\n"),
    ])
    #expect(try String(contentsOfFile: first, encoding: .utf8) == "new a\n")
    #expect(try String(contentsOfFile: folder.path("b.md"), encoding: .utf8) == "new b\n")
    let mode = try FileManager.default.attributesOfItem(atPath: first)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [
        "a.md", "b.md",
      ])
  }

  @Test func removesTemporaryFilesOfRunsThatAreGone() throws {
    let folder = try TemporaryFolder("atomic")
    defer { folder.remove() }
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let gone = finished.processIdentifier
    let abandoned = [".report.json.\(gone).17.tmp", ".report.json.\(gone).18.old"]
    let live = ".report.json.\(getpid()).19.tmp"
    let unrelated = [".report.json.notes", ".other.json.\(gone).20.tmp"]
    for name in abandoned + [live] + unrelated { try folder.write("x", to: name) }
    try AtomicFile.write("{}\n", to: folder.path("report.json"))
    let names = Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path))
    #expect(names == Set(["report.json", live] + unrelated))
  }
}
