import Audit
import Foundation
import Reports
import ReviewReadyKit
import TestSupport
import Testing

/// The built-in packs' own tests (`Checklists/tests/PACK/`), run as
/// `reviewready rules test` runs them, and the generated rule catalogue.
@Suite struct BuiltInPackTests {
  static let engine = RandomDescriptionTests.engine

  static let packNames: [String] = engine?.packs.map(\.name) ?? []

  @Test(arguments: packNames)
  func packTestsPass(_ name: String) throws {
    let engine = try #require(Self.engine)
    let pack = try #require(engine.packs.first { $0.name == name })
    let report = PackTestRunner.run(pack, engine: engine)
    #expect(report.files > 0, "no tests in \(PackTestRunner.testDirectory(for: pack))")
    for failure in report.failures { Issue.record(Comment(rawValue: failure.description)) }
  }

  /// `Documentation/Rules.md` is `reviewready rules docs` output; re-record
  /// with `RECORD_SNAPSHOTS=1 swift test` after changing a pack.
  @Test func ruleCatalogueIsUpToDate() throws {
    let engine = try #require(Self.engine)
    assertSnapshot(
      RuleCatalogDocument.render(engine.packs), named: "Rules.md",
      in: TestPaths.repositoryRoot.appendingPathComponent("Documentation"))
  }
}
