import Audit
import Diagnostics
import Foundation
import Parallelism

/// `reviewready merge`: the JSON reports (or SARIF logs) of the shards of
/// one run (`audit --shard K/N`) combined into the document the unsharded
/// run writes, byte for byte. Each input is decoded into the reporters' own
/// types, checked, put back in the whole run's order and encoded by the
/// same encoder as `audit`'s; nothing is spliced as text.
public enum ReportMerge {
  /// What merge reads and writes.
  public enum Format: String, Sendable, CaseIterable {
    case json, sarif
  }

  /// One report file's path and bytes.
  public struct Input: Sendable {
    public var file: String
    public var bytes: [UInt8]

    public init(file: String, bytes: [UInt8]) {
      self.file = file
      self.bytes = bytes
    }
  }

  /// The merged document and its format: `format`, or when nil the one
  /// every input is in. Throws, placed in the files, every problem: input
  /// that is not a report, inputs in two formats, reports of another run,
  /// tool version, rule set or configuration, a description given twice,
  /// a shard missing.
  public static func merge(_ inputs: [Input], format: Format? = nil) throws(DiagnosticsError)
    -> (format: Format, text: String)
  {
    guard !inputs.isEmpty else { throw DiagnosticsError.usage("merge needs at least one report") }
    var given: Set<String> = []
    let isRepeat = inputs.map { !given.insert(($0.file as NSString).standardizingPath).inserted }
    // Each file decoded on its own core (decoding is half a merge's work);
    // problems are still said in the order of the files.
    let documents = Parallel.map(Array(inputs.indices)) {
      index -> Result<MergeInput.Document, DiagnosticsError>? in
      guard !isRepeat[index] else { return nil }
      do throws(DiagnosticsError) {
        return .success(
          try MergeInput.document(file: inputs[index].file, bytes: inputs[index].bytes))
      } catch {
        return .failure(error)
      }
    }
    var decoded: [MergeInput] = []
    var problems: [Diagnostic] = []
    for (input, document) in zip(inputs, documents) {
      switch document {
      case nil:
        problems.append(.error(at: .file(input.file), "is given twice; give each report once"))
      case .success(let document)?:
        decoded.append(MergeInput(file: input.file, bytes: input.bytes, document: document))
      case .failure(let error)?:
        problems += error.diagnostics
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(MergeProblems.bounded(problems)) }
    let chosen = format ?? decoded[0].format
    for input in decoded where input.format != chosen {
      let expected =
        format == nil ? "as \(decoded[0].file) is" : "as --format \(chosen.rawValue) says"
      problems.append(
        .error(
          at: input.location([]),
          "this is a \(input.format == .json ? "JSON report" : "SARIF log"), but the merge is of "
            + "\(chosen == .json ? "JSON reports" : "SARIF logs") (\(expected)); merge each format "
            + "on its own"))
    }
    guard problems.isEmpty else { throw DiagnosticsError(MergeProblems.bounded(problems)) }
    switch chosen {
    case .json: return (.json, try JSONReportMerge.merge(decoded))
    case .sarif: return (.sarif, try SARIFMerge.merge(decoded))
    }
  }
}

/// The shards' places, gathered from every input: each description once,
/// every position of the run covered, all from one run.
struct ShardPlaces<Item> {
  /// The run's shape, from the first shard seen.
  struct Run {
    var count: Int
    var descriptions: Int
    var file: String
  }

  private(set) var run: Run?
  /// Each description placed: its item, and where its mark is (found
  /// only when a message needs it: that reads the whole file).
  private(set) var byPosition:
    [Int: (item: Item, description: String, place: () -> SourceLocation)] =
      [:]
  private var positionOf: [String: Int] = [:]
  var problems: [Diagnostic] = []

  /// Checks a shard's shape (`index` of `count`, `descriptions` in all) against the run's.
  mutating func shard(
    index: Int, count: Int, descriptions: Int, in file: String,
    at location: @autoclosure () -> SourceLocation
  ) -> Bool {
    guard (1...ShardLimits.maximumShards).contains(count), (1...count).contains(index),
      descriptions >= 0
    else {
      problems.append(
        .error(
          at: location(),
          "shard \(index)/\(count) of \(descriptions) descriptions is impossible: K/N needs "
            + "1 ≤ K ≤ N ≤ \(ShardLimits.maximumShards)"))
      return false
    }
    guard let run else {
      self.run = Run(count: count, descriptions: descriptions, file: file)
      return true
    }
    guard run.count == count, run.descriptions == descriptions else {
      problems.append(
        .error(
          at: location(),
          "this is shard \(index)/\(count) of a run of \(descriptions) descriptions, but "
            + "\(run.file) is of a run in \(run.count) shards of \(run.descriptions): these "
            + "reports come from different runs"))
      return false
    }
    return true
  }

  /// Places one description of shard `index`.
  mutating func place(
    _ item: Item, position: Int, description: String, index: Int,
    at location: @escaping () -> SourceLocation
  ) {
    guard let run else { return }
    guard (1...max(1, run.descriptions)).contains(position), run.descriptions > 0,
      (position - 1) % run.count + 1 == index
    else {
      problems.append(
        .error(
          at: location(),
          "position \(position) is not one of shard \(index)/\(run.count)'s (of "
            + "\(run.descriptions) descriptions, the K-th shard holds positions K, K+N, K+2N, …)"))
      return
    }
    if let earlier = byPosition[position] {
      problems.append(
        .error(
          at: location(),
          "the description at position \(position) (\(Quoted.quote(description))) is also in "
            + "\(earlier.place()): give each shard's report once"))
      return
    }
    if let other = positionOf[description], let earlier = byPosition[other] {
      problems.append(
        .error(
          at: location(),
          "\(Quoted.quote(description)) is also at position \(other), in \(earlier.place()): "
            + "a description may be in one shard only"))
      return
    }
    byPosition[position] = (item, description, location)
    positionOf[description] = position
  }

  /// The items in the run's order, or an error naming the shards whose
  /// reports are missing.
  mutating func ordered() -> [Item] {
    guard let run else { return [] }
    let missingCount = run.descriptions - byPosition.count
    guard missingCount <= 0 else {
      // The first missing positions lie within the first byPosition.count + 5.
      var missing: [Int] = []
      var position = 1
      while missing.count < 5, position <= run.descriptions {
        if byPosition[position] == nil { missing.append(position) }
        position += 1
      }
      var shards: [Int] = []
      for position in missing {
        let shard = (position - 1) % run.count + 1
        if !shards.contains(shard) { shards.append(shard) }
      }
      problems.append(
        .error(
          at: .file(""),
          "\(missingCount) of the run's \(run.descriptions) descriptions "
            + (missingCount == 1 ? "is" : "are") + " in none of the "
            + "reports given (positions \(missing.map(String.init).joined(separator: ", "))"
            + "\(missingCount > missing.count ? ", …" : "")); give the report of every shard "
            + "that audited a description (missing: "
            + shards.sorted().map { "\($0)/\(run.count)" }.joined(separator: ", ")
            + (missingCount > missing.count ? ", …" : "") + ")"))
      return []
    }
    return (1...max(1, run.descriptions)).compactMap { byPosition[$0]?.item }
  }
}

/// The bounds of `--shard K/N`.
public enum ShardLimits {
  /// The largest N.
  public static let maximumShards = 1000
}
