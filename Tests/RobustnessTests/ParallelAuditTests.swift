import AppModel
import Audit
import FileSupport
import Foundation
import SyntheticPortfolio
import TestSupport
import Testing

@testable import Reports

/// `audit` over many descriptions works on every core, but its output must
/// be exactly what a one-by-one run writes, in the order given.
@Suite struct ParallelAuditTests {
  /// The samples and a small synthetic portfolio, in a temporary folder.
  static func portfolio() throws -> (folder: URL, paths: [String]) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reviewready-parallel-\(UUID().uuidString)")
    let generated = try SyntheticPortfolio(descriptions: 24, features: 12)
      .write(into: folder.appendingPathComponent("synthetic"))
    let samples = TestPaths.sampleDescriptions().map(\.path)
    // Interleave, so that order is not simply alphabetical.
    return (folder, Array(zip(generated, samples + samples + samples).flatMap { [$0, $1] }))
  }

  /// The reports a sequential, in-process audit gives, encoded as one array.
  static func sequentialJSON(_ paths: [String]) throws -> String {
    let engine = try BuiltInChecklists.engine()
    let catalog = engine.catalog
    let results = try paths.map { path in
      try engine.audit(
        DescriptionLoader.load(path: path), today: "2026-01-01",
        checklist: ChecklistFile.path(forDescription: path))
    }
    let version = try ReviewReadyBinary.run(["--version"]).standardOutput
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return JSONText.encode(
      results.map { JSONReport.Report($0, catalog: catalog, toolVersion: version) })
  }

  @Test func jsonArrayIsWhatASequentialRunWrites() throws {
    let (folder, paths) = try Self.portfolio()
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = ["SOURCE_DATE_EPOCH": "1767225600"]  // 2026-01-01
    let expected = try Self.sequentialJSON(paths)
    for _ in 0..<3 {
      let run = try ReviewReadyBinary.run(
        ["audit", "--format", "json", "--fail-on", "never"] + paths, environment: environment)
      #expect(run.status == 0, "\(run.standardError)")
      #expect(
        run.standardOutput == expected,
        "\(lineDiff(expected: expected, actual: run.standardOutput))")
    }
  }

  @Test func problemsAreReportedWhateverTheScheduling() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reviewready-parallel-problems-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    for index in 0..<16 {
      let path = folder.appendingPathComponent("broken-\(index).reviewready.yaml").path
      try Data("schema: 1\napp: [\(index)\n".utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
      paths.append(TestPaths.sampleDescriptions()[index % 3].path)
    }
    let run = try ReviewReadyBinary.run(["audit", "--format", "json"] + paths)
    #expect(run.status == 2)
    #expect(run.standardOutput.isEmpty)
    // Diagnostics come sorted by file (as one by one), every broken file once.
    let files = run.standardError.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }
    #expect(files == paths.filter { $0.contains("broken-") }.sorted())
    #expect(
      try ReviewReadyBinary.run(["audit", "--format", "json"] + paths).standardError
        == run.standardError)
  }
}
