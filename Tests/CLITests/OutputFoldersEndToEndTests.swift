import Foundation
import TestSupport
import Testing

/// `-o PATH` in a folder that doesn't exist yet makes the folders (as
/// `mkdir -p` would), for every command that writes one file; a path through
/// a file, or one needing too many folders, is refused with the reason.
@Suite struct OutputFoldersEndToEndTests {
  static let sample = "Samples/trail-notes.reviewready.yaml"

  @Test(arguments: [
    ["audit", "--fail-on", "never", "--format", "markdown", sample, "-o"],
    ["notes", sample, "-o"],
    ["import", "--info-plist", "Samples/TrailNotes/Info.plist", "-o"],
  ])
  func missingFoldersAreMade(_ arguments: [String]) throws {
    let folder = try TemporaryFolder("output-folders")
    defer { folder.remove() }
    let output = folder.path("missing/dir/x.out")
    let run = try ReviewReadyBinary.run(arguments + [output])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(FileManager.default.fileExists(atPath: output))
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path("missing/dir"))
    #expect(left == ["x.out"], "no temporary file is left: \(left)")
  }

  @Test func aFileInTheWayIsNamed() throws {
    let folder = try TemporaryFolder("output-folders")
    defer { folder.remove() }
    let file = try folder.write("x", to: "plain")
    let output = folder.path("plain/sub/x.md")
    let run = try ReviewReadyBinary.run(["notes", Self.sample, "-o", output])
    #expect(run.status == 2)
    #expect(
      run.standardError
        == "\(output): error: '\(file)' is not a folder, so the file can't go in it\n")
  }

  @Test func tooManyFoldersAreRefused() throws {
    let folder = try TemporaryFolder("output-folders")
    defer { folder.remove() }
    let deep = (0..<40).map { "d\($0)" }.joined(separator: "/")
    let output = folder.path("\(deep)/x.md")
    let run = try ReviewReadyBinary.run(["notes", Self.sample, "-o", output])
    #expect(run.status == 2)
    #expect(run.standardError.contains("needs more than 32 new folders"), "\(run.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.path("d0")))
  }
}
