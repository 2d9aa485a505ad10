import Audit
import Diagnostics
import Foundation
import TestSupport
import Testing

/// A pack with a typo, an unknown function or a type error fails to load
/// with a positioned message per problem; golden files in `Snapshots/`.
@Suite struct PackLoadingTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  @Test(arguments: ["misspelt-field", "unknown-function", "type-error", "malformed"])
  func brokenPackFailsWithPositions(_ name: String) throws {
    let path = "Tests/AuditTests/Fixtures/\(name).yaml"
    let previous = FileManager.default.currentDirectoryPath
    FileManager.default.changeCurrentDirectoryPath(TestPaths.repositoryRoot.path)
    defer { FileManager.default.changeCurrentDirectoryPath(previous) }
    do {
      _ = try PackLoader.load(paths: [path])
      Issue.record("\(name) loaded without problems")
    } catch {
      assertSnapshot(error.diagnostics.map { "\($0)\n" }.joined(), named: "\(name).txt")
      #expect(error.diagnostics.allSatisfy { $0.location.line > 0 })
    }
  }

  @Test func builtInPacksAndCatalogLoad() throws {
    let directory = try #require(BuiltInChecklists.directory())
    _ = try CatalogLoader.load(path: BuiltInChecklists.catalog(in: directory))
    let packs = try PackLoader.load(paths: BuiltInChecklists.packs(in: directory))
    let ids = Set(packs.flatMap(\.rules).map(\.id))
    // Every id of PRODUCT.md's table for the permission, photos and purpose packs.
    let required = [
      "permission.prompt-at-launch", "permission.without-feature", "permission.pressure",
      "permission.denied-unhandled", "photos.picker-would-suffice", "photos.add-only-would-suffice",
      "photos.requires-full-access", "photos.limited-unhandled", "photos.location-metadata-upload",
      "purpose.missing", "purpose.unneeded", "purpose.wrong-access", "purpose.vague",
      "purpose.placeholder", "purpose.mismatch-feature", "purpose.untranslated",
    ]
    for id in required { #expect(ids.contains(id), "missing rule \(id)") }
  }
}
