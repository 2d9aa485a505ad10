import Diagnostics
import FileSupport
import Foundation
import TestSupport
import Testing

/// `OutputClash`: an output is the same file as an input when `stat` says
/// so, whatever path spells it.
@Suite struct OutputClashTests {
  static func folder() throws -> TemporaryFolder {
    let folder = try TemporaryFolder("output-clash")
    try folder.write("input\n", to: "input.yaml")
    return folder
  }

  static func clashes(_ output: String, _ inputs: [String], replacing: Set<String> = []) -> Bool {
    do {
      try OutputClash.check(outputs: [output], inputs: inputs, replacing: replacing)
      return false
    } catch {
      #expect(error.diagnostics.count == 1)
      #expect(!error.diagnostics[0].message.contains("\n"))
      return true
    }
  }

  @Test func theSameFileByAnyPath() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    let input = folder.path("input.yaml")
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("symbolic"), withDestinationPath: input)
    try FileManager.default.linkItem(atPath: input, toPath: folder.path("hard"))
    try FileManager.default.createDirectory(
      atPath: folder.path("sub"), withIntermediateDirectories: true)
    #expect(Self.clashes(input, [input]))
    #expect(Self.clashes(folder.path("symbolic"), [input]))
    #expect(Self.clashes(folder.path("hard"), [input]))
    #expect(Self.clashes(folder.path("sub/../input.yaml"), [input]))
    #expect(Self.clashes(input, [folder.path("symbolic")]))
  }

  @Test func otherFilesAndNewPathsAreFine() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    try folder.write("other\n", to: "other.yaml")
    #expect(!Self.clashes(folder.path("other.yaml"), [folder.path("input.yaml")]))
    #expect(!Self.clashes(folder.path("new.json"), [folder.path("input.yaml")]))
    #expect(!Self.clashes(folder.path("input.yaml"), [folder.path("gone.yaml")]))
  }

  /// A checklist file updated on purpose may replace itself, but not a
  /// file it is a link to.
  @Test func replacingAllowsOnlyThatPath() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    let input = folder.path("input.yaml")
    let link = folder.path("link.yaml")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: input)
    #expect(!Self.clashes(input, [input], replacing: [input]))
    #expect(Self.clashes(link, [link, input], replacing: [link]))
  }

  /// On a case-insensitive volume another spelling opens the same file, so
  /// `stat` gives the same inode; on a case-sensitive one it is another file.
  @Test func anotherSpellingClashesExactlyWhenTheVolumeFoldsCase() throws {
    let folder = try Self.folder()
    defer { folder.remove() }
    let foldsCase = FileManager.default.fileExists(atPath: folder.path("INPUT.yaml"))
    #expect(Self.clashes(folder.path("INPUT.yaml"), [folder.path("input.yaml")]) == foldsCase)
  }
}
