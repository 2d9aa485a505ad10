import Foundation
import TestSupport
import Testing

@testable import Audit
@testable import ReviewReadyKit

/// Where `.reviewready.yml` is looked for: the folder, then its parents up
/// to the repository root, or the filesystem's root outside one. Paths
/// are worked out by hand, as `URL.standardizedFileURL` did before.
@Suite struct TeamConfigFindTests {
  @Test(arguments: [
    "/", "/a", "/a/", "/a/b/..", "/a/./b", "//a//b//", "/..", "/a/../..", "/a/b/../../c",
    "relative", "relative/./x/..", ".", "..",
  ])
  func standardizesAsURLDoes(_ directory: String) {
    let expected = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL.path
    #expect(TeamConfigLoader.standardized(directory) == expected)
  }

  @Test func findsTheNearestFileUpToTheRepositoryRoot() throws {
    let folder = try TemporaryFolder("config-find")
    defer { folder.remove() }
    try folder.write("", to: "outside/.reviewready.yml")
    try folder.write("", to: "outside/repo/.git/HEAD")
    let root = try folder.write("failOn: note\n", to: "outside/repo/.reviewready.yaml")
    try folder.write("", to: "outside/repo/app/Sources/.keep")
    let nested = folder.path("outside/repo/app/Sources")
    #expect(found(nested) == root)
    #expect(found(nested + "/../..") == root)
    // The nearer file wins, and `.yml` before `.yaml` in one folder.
    let near = try folder.write("", to: "outside/repo/app/.reviewready.yml")
    #expect(found(nested) == near)
    try folder.write("", to: "outside/repo/.reviewready.yml")
    #expect(
      found(folder.path("outside/repo")) == String(root.dropLast(4)) + "yml")
    // A folder with the name is not a configuration.
    try folder.write("", to: "outside/repo/app/Sources/.reviewready.yml/x")
    #expect(found(nested) == near)
  }

  @Test func everyFileUpToTheRepositoryRootOutermostFirst() throws {
    let folder = try TemporaryFolder("config-chain")
    defer { folder.remove() }
    try folder.write("", to: "outside/.reviewready.yml")
    try folder.write("", to: "outside/repo/.git/HEAD")
    let root = try folder.write("", to: "outside/repo/.reviewready.yml")
    let app = try folder.write("", to: "outside/repo/app/.reviewready.yaml")
    try folder.write("", to: "outside/repo/app/Sources/.keep")
    #expect(chain(folder.path("outside/repo/app/Sources")) == [root, app])
    #expect(chain(folder.path("outside/repo")) == [root])
  }

  @Test func outsideARepositoryUpToTheFilesystemRoot() throws {
    let folder = try TemporaryFolder("config-find")
    defer { folder.remove() }
    let outer = try folder.write("", to: ".reviewready.yml")
    try folder.write("", to: "inner/.keep")
    #expect(chain(folder.path("inner")).last == outer)
    #expect(found(folder.path("")) == outer)
  }

  /// The file `find` names, as an absolute path: it names files from the
  /// working directory when they share a folder with it (a clone under
  /// /tmp shares /tmp with the temporary folders), absolute otherwise.
  private func found(_ folder: String) -> String? {
    TeamConfigLoader.find(from: folder).map(TeamConfigLoader.standardized)
  }

  /// The files `chain` names, as absolute paths.
  private func chain(_ folder: String) -> [String] {
    TeamConfigLoader.chain(from: folder).map(TeamConfigLoader.standardized)
  }
}
