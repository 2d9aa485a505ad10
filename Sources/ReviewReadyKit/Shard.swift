import Audit
import Diagnostics
import Foundation
import Reports
import RulePacks

/// `audit --shard K/N`: the K-th of N deterministic slices of a run's
/// descriptions. The slice is round-robin by position in the run's list
/// (the order `audit` audits them in: as given, each folder's descriptions
/// sorted): position p (from 1) belongs to shard (p − 1) mod N + 1. It
/// depends only on the list and N, never on the machine or its cores, and
/// spreads descriptions that sort together (one client's variants, often
/// alike in size) over every shard, so the shards take about as long.
public struct Shard: Sendable, Equatable {
  /// K, from 1.
  public var index: Int
  /// N.
  public var count: Int

  /// Shard `index` of `count`.
  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// `K/N` as written on the command line, or a usage error that says
  /// what would be right.
  public static func parse(_ text: String) throws(DiagnosticsError) -> Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    let maximum = ShardLimits.maximumShards
    let usage =
      "--shard takes K/N, the K-th of N slices of the descriptions with 1 ≤ K ≤ N ≤ \(maximum) "
      + "(such as --shard 2/8)"
    guard parts.count == 2, let index = number(parts[0]), let count = number(parts[1]) else {
      throw DiagnosticsError.usage("\(Quoted.quote(text)) is not K/N: \(usage)")
    }
    guard (1...maximum).contains(count) else {
      throw DiagnosticsError.usage(
        "\(Quoted.quote(text)): N must be from 1 to \(maximum); \(usage)")
    }
    guard (1...count).contains(index) else {
      throw DiagnosticsError.usage(
        "\(Quoted.quote(text)): K must be from 1 to N (\(count)); \(usage)")
    }
    return Shard(index: index, count: count)
  }

  /// Whole numbers of at most 7 ASCII digits (no sign, no spaces).
  private static func number(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.count <= 7, text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
      return nil
    }
    return Int(text)
  }

  /// The descriptions of this shard, in the run's order.
  public func slice(_ paths: [String]) -> [String] {
    positions(in: paths.count).map { paths[$0 - 1] }
  }

  /// The positions (from 1) of this shard's descriptions in a run of `total`.
  public func positions(in total: Int) -> [Int] {
    Array(stride(from: index, through: total, by: count))
  }

  /// What the reports of this shard of the run of `paths` say about it.
  public func report(of paths: [String], rules: [Rule]) -> ReportShard {
    var positions: [String: Int] = [:]
    for position in self.positions(in: paths.count) where positions[paths[position - 1]] == nil {
      positions[paths[position - 1]] = position
    }
    return ReportShard(
      index: index, count: count, descriptions: paths.count, positions: positions, rules: rules)
  }

  /// `2/8`.
  public var text: String { "\(index)/\(count)" }
}

/// Reads the reports `reviewready merge` is given and merges them.
public enum ShardedReports {
  /// The largest report merge reads: 64 MB (a shard's JSON report of
  /// 1,000 descriptions of 60 features is about 19 MB). Checked with
  /// `stat` before anything is read, and the read stops at the limit.
  public static let sizeLimit = FileSizeLimit("a shard's report", maximumSize: 64 << 20)
  /// The most merge reads in all: 256 MB, checked before the first read.
  public static let totalLimit = 256 << 20

  /// The merged document of the reports at `paths` (see `ReportMerge`),
  /// or every problem: a file that can't be read or is too large, inputs
  /// too large together, and what `ReportMerge.merge` finds.
  public static func merge(paths: [String], format: ReportMerge.Format?)
    throws(DiagnosticsError) -> (format: ReportMerge.Format, text: String)
  {
    try checkSizes(paths)
    var inputs: [ReportMerge.Input] = []
    var problems: [Diagnostic] = []
    for path in paths {
      do {
        guard let bytes = try sizeLimit.contents(of: path) else {
          problems.append(.error(at: .file(path), "no such file"))
          continue
        }
        inputs.append(ReportMerge.Input(file: path, bytes: bytes))
      } catch {
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return try ReportMerge.merge(inputs, format: format)
  }

  /// Fails, before any input is read, when one is not a regular file or
  /// over ``sizeLimit``, or when they are over ``totalLimit`` together.
  static func checkSizes(_ paths: [String]) throws(DiagnosticsError) {
    var problems: [Diagnostic] = []
    var total = 0
    for path in paths {
      if let problem = sizeLimit.problem(path) {
        problems.append(.error(at: .file(path), problem))
      } else if let status = FileStatus(path) {
        total += status.size
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    guard total <= totalLimit else {
      throw DiagnosticsError([
        .error(
          at: .file(paths.first ?? ""),
          "the \(paths.count) reports hold \(total >> 20) MB together; merge reads at most "
            + "\(totalLimit >> 20) MB in all (is one of them the wrong file?)")
      ])
    }
  }
}
