import Audit
import BinaryCoding
import Foundation
import RulePacks

/// Which slice of a sharded run (`audit --shard K/N`) the reports describe,
/// so that `reviewready merge` can put the shards' reports back in the
/// order of the whole run and tell when one is missing, given twice, or
/// from another run. The JSON report carries it as each report's `shard`,
/// SARIF as `runs[0].properties.shard`; `merge` drops it again.
public struct ReportShard: Sendable, Equatable {
  /// K, from 1.
  public var index: Int
  /// N, the number of shards.
  public var count: Int
  /// How many descriptions the whole run has (all shards together).
  public var descriptions: Int
  /// The position in the whole run (from 1) of each description of this
  /// shard, by its path.
  public var positions: [String: Int]
  /// A fingerprint of the rules the shard was audited with (their SARIF
  /// descriptors: ids, packs, severities, titles and texts), so shards
  /// audited with other packs or settings are not merged.
  public var rules: String

  /// The shard `index` of `count` of a run of `descriptions`, audited with `rules`.
  public init(
    index: Int, count: Int, descriptions: Int, positions: [String: Int], rules: [Rule]
  ) {
    self.index = index
    self.count = count
    self.descriptions = descriptions
    self.positions = positions
    self.rules = Self.fingerprint(rules)
  }

  /// The fingerprint of a rule set: FNV-1a (64 bits) of its SARIF
  /// descriptors as JSON, as 16 hex digits.
  public static func fingerprint(_ rules: [Rule]) -> String {
    fingerprint(text: JSONText.encode(rules.map(SARIFReport.ReportingDescriptor.init)))
  }

  static func fingerprint(text: String) -> String {
    let hex = String(FNV1a.hash(text.utf8), radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// The mark a JSON report of the description at `file` carries.
  func mark(for file: String) -> JSONReport.ShardMark {
    JSONReport.ShardMark(
      index: index, count: count, descriptions: descriptions, position: positions[file] ?? 0,
      rules: rules)
  }
}

extension JSONReport {
  /// A report's place in a sharded run (`"shard"` in the JSON report).
  struct ShardMark: Codable, Equatable {
    /// K of `--shard K/N`.
    var index: Int
    /// N.
    var count: Int
    /// The whole run's number of descriptions.
    var descriptions: Int
    /// This description's position in the whole run, from 1.
    var position: Int
    /// The rule set's fingerprint (`ReportShard.rules`).
    var rules: String
  }
}

extension SARIFReport {
  /// A SARIF log's place in a sharded run (`runs[0].properties.shard`):
  /// which descriptions its results belong to, in order.
  struct ShardMark: Codable, Equatable {
    /// One description of the shard: its question results come first
    /// among the run's questions, its findings among the findings, in
    /// the order of `parts`.
    struct Part: Codable, Equatable {
      var position: Int
      var description: String
      var questions: Int
      var findings: Int
    }
    var index: Int
    var count: Int
    var descriptions: Int
    var parts: [Part]
  }
}
