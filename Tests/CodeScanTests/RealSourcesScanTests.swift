import CodeScan
import Foundation
import TestSupport
import Testing

@Suite("Scanning real apps' sources")
struct RealSourcesScanTests {
  @Test(
    "dev: prints evidence", .enabled(if: TestPaths.hasSharedTestData("real-sources")),
    arguments: ["element-x-ios", "ice-cubes", "pocket-casts", "owncloud", "kiwix", "damus"])
  func prints(_ app: String) throws {
    let root = TestPaths.sharedTestData("real-sources")!.appendingPathComponent(app).path
    let start = Date()
    let result = try SourceScanner(apis: TestAPIs.indexing).scan(root)
    let seconds = Date().timeIntervalSince(start)
    print("== \(app): \(result.files) files in \(seconds) s")
    print(result.text())
    for s in result.skipped { print("  skipped \(s.path): \(s.reason)") }
  }
}
