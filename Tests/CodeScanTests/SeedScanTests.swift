import CodeScan
import Foundation
import TestSupport
import Testing

/// The code of a seed article: its lines from the first `import` up to
/// the first line of prose (eight words or more without code punctuation).
private func seedCode(_ name: String) throws -> String {
  let url = TestPaths.repositoryRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/seeds/\(name)")
  let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
  guard let start = lines.firstIndex(where: { $0.contains("import ") }) else { return "" }
  var code: [String] = []
  for line in lines[start...] {
    let isProse =
      line.split(separator: " ").count >= 8 && !line.contains { "(){}=".contains($0) }
    if isProse { break }
    code.append(line)
  }
  return code.joined(separator: "\n")
}

private let seedsPresent = FileManager.default.fileExists(
  atPath: TestPaths.repositoryRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/seeds").path)

@Suite("Scanning the seed articles' code")
struct SeedScanTests {
  @Test(
    "seed 001 asks for read/write as the view loads and handles limited, denied and restricted",
    .enabled(if: seedsPresent, "../shared/seeds is absent beside this checkout"))
  func seed001() throws {
    let found = TestAPIs.evidence(try seedCode("001_7949d266e9532c99.txt"))
    let request = try #require(found.first)
    #expect(found.count == 1)
    #expect(request.resource == "photos" && request.level == "readWrite")
    #expect(request.kind == .request && request.trigger == .appear)
    #expect(request.handles == ["denied", "limited", "restricted"])
  }

  @Test(
    "seed 003 asks only when the person taps, after checking the status",
    .enabled(if: seedsPresent, "../shared/seeds is absent beside this checkout"))
  func seed003() throws {
    let found = TestAPIs.evidence(try seedCode("003_9e2acd6eb0fca505.txt"))
    #expect(
      found.map { "\($0.level) \($0.kind) \($0.trigger)" } == [
        "readWrite request action", "none picker action",
      ])
  }
}
