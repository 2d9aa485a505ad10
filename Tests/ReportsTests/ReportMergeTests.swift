import Audit
import Diagnostics
import Foundation
import Reports
import ReviewReadyKit
import Testing

/// `ReportMerge` in process, on the synthetic audit whose texts every
/// format must escape (ESC, quotes, markup, non-ASCII, a waiver, a place in
/// the Info.plist): the shards' JSON and SARIF, decoded and re-encoded,
/// are the unsharded documents byte for byte.
@Suite struct ReportMergeTests {
  static let files = (1...5).map { "Fixtures/app-\($0).reviewready.yaml" }

  static func results() throws -> [AuditResult] {
    try files.map { try SyntheticAudit.result(file: $0) }
  }

  /// The documents of each shard of `count`, rendered by `render`.
  static func shards(
    _ results: [AuditResult], count: Int,
    _ render: (ArraySlice<AuditResult>, ReportContext) -> String
  ) -> [ReportMerge.Input] {
    let context = SyntheticAudit.auditor.context()
    return (1...count).map { index in
      let shard = Shard(index: index, count: count)
      var sharded = context
      sharded.shard = shard.report(of: results.map(\.description.file), rules: context.rules)
      let slice = shard.positions(in: results.count).map { results[$0 - 1] }
      return ReportMerge.Input(
        file: "shard-\(index).out", bytes: Array(render(ArraySlice(slice), sharded).utf8))
    }
  }

  @Test(arguments: [1, 2, 3, 5, 8])
  func jsonShardsMergeToTheUnshardedReport(count: Int) throws {
    let results = try Self.results()
    let context = SyntheticAudit.auditor.context()
    let whole = JSONReport().render(all: results, in: context)
    let inputs = Self.shards(results, count: count) { slice, context in
      JSONReport().render(all: Array(slice), in: context)
    }
    let merged = try ReportMerge.merge(inputs.reversed())
    #expect(merged.format == .json)
    #expect(merged.text == whole)
  }

  @Test(arguments: [1, 2, 3, 5, 8])
  func sarifShardsMergeToTheUnshardedLog(count: Int) throws {
    let results = try Self.results()
    let context = SyntheticAudit.auditor.context()
    let whole = SARIFReport().render(all: results, in: context)
    let inputs = Self.shards(results, count: count) { slice, context in
      SARIFReport().render(all: Array(slice), in: context)
    }
    let merged = try ReportMerge.merge(inputs.reversed(), format: .sarif)
    #expect(merged.text == whole)
  }

  @Test func oneDescriptionMergesToAnObject() throws {
    let results = try Array(Self.results().prefix(1))
    let context = SyntheticAudit.auditor.context()
    let inputs = Self.shards(results, count: 3) { slice, context in
      JSONReport().render(all: Array(slice), in: context)
    }
    #expect(try ReportMerge.merge(inputs).text == JSONReport().render(all: results, in: context))
  }

  /// Hostile marks: impossible shard shapes and counts are errors, never a
  /// trap or a long loop.
  @Test(arguments: [
    ("\"count\" : 3", "\"count\" : 0"),
    ("\"count\" : 3", "\"count\" : 9223372036854775807"),
    ("\"descriptions\" : 5", "\"descriptions\" : 9223372036854775807"),
    ("\"position\" : 1,", "\"position\" : -9223372036854775808,"),
    ("\"index\" : 1", "\"index\" : 4"),
  ])
  func impossibleMarksAreErrors(edit: (String, String)) throws {
    let results = try Self.results()
    var inputs = Self.shards(results, count: 3) { slice, context in
      JSONReport().render(all: Array(slice), in: context)
    }
    let text = String(decoding: inputs[0].bytes, as: UTF8.self)
    #expect(text.contains(edit.0))
    inputs[0].bytes = Array(text.replacingOccurrences(of: edit.0, with: edit.1).utf8)
    #expect(throws: DiagnosticsError.self) { try ReportMerge.merge(inputs) }
  }

  @Test func sarifCountsThatDoNotAddUpAreErrors() throws {
    let results = try Self.results()
    var inputs = Self.shards(results, count: 2) { slice, context in
      SARIFReport().render(all: Array(slice), in: context)
    }
    let text = String(decoding: inputs[0].bytes, as: UTF8.self)
    inputs[0].bytes = Array(
      text.replacingOccurrences(of: "\"findings\" : ", with: "\"findings\" : 1").utf8)
    do {
      _ = try ReportMerge.merge(inputs)
      Issue.record("merged")
    } catch {
      #expect(error.diagnostics.contains { $0.message.contains("are not the") })
    }
  }
}
