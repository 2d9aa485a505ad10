// The sharded portfolio: a large synthetic portfolio audited by the built
// `reviewready` binary in N shards (`audit --shard K/N`, separate processes,
// as the jobs of a CI matrix run) and merged (`reviewready merge`), beside
// one unsharded whole-process audit of the same files; the merged JSON
// must equal the unsharded JSON byte for byte.
import Dispatch
import Foundation
import SyntheticPortfolio

/// `--shard-portfolio N` (descriptions; 0 skips), `--shard-features N`,
/// `--shards N` and `--shard-jobs N` (how many shards run at once here).
struct ShardBenchmarkOptions {
  var descriptions = 5000
  var features = 10
  var shards = 8
  var jobs = 1

  static let usageText = """
      --shard-portfolio  descriptions audited in shards and merged (default 5000; 0 skips)
      --shard-features   features per description of that portfolio (default 10)
      --shards           how many shards (default 8)
      --shard-jobs       how many shards run at once on this machine (default 1: each job
                         of a CI matrix has a runner of its own)
    """

  /// Takes its options out of `arguments`, leaving the others.
  init(extracting arguments: inout [String]) {
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
      let name = arguments[index]
      let keys = ["--shard-portfolio", "--shard-features", "--shards", "--shard-jobs"]
      guard keys.contains(name) else {
        rest.append(name)
        index += 1
        continue
      }
      guard index + 1 < arguments.count, let number = Int(arguments[index + 1]), number >= 0
      else { usage("\(name) needs a count") }
      switch name {
      case "--shard-portfolio": descriptions = number
      case "--shard-features": features = max(1, number)
      case "--shards": shards = min(1000, max(1, number))
      default: jobs = max(1, number)
      }
      index += 2
    }
    arguments = rest
  }
}

enum ShardBenchmark {
  /// Runs the measurement and prints it; fails when the merged JSON
  /// differs from the unsharded one.
  static func run(_ options: ShardBenchmarkOptions, binary: String, scratch: URL) {
    guard options.descriptions > 0 else { return }
    print("")
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      print("sharded portfolio: skipped; build `reviewready` first (swift build -c release)")
      return
    }
    let folder = scratch.appendingPathComponent("sharded")
    let portfolio = SyntheticPortfolio(
      descriptions: options.descriptions, features: options.features)
    let start = now()
    guard (try? portfolio.write(into: folder.appendingPathComponent("apps"))) != nil else {
      fail("cannot write the sharded portfolio")
    }
    let generated = Double(now() - start) / 1e9
    let apps = folder.appendingPathComponent("apps").path
    let audit = ["audit", "--no-config", "--fail-on", "never", "--format", "json"]
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print(
      "sharded portfolio: \(options.descriptions) descriptions × \(options.features) features "
        + String(format: "(generated in %.1f s)", generated)
        + " in \(options.shards) shards, \(options.jobs) at a time on this \(cores)-core machine")

    let whole = folder.appendingPathComponent("whole.json").path
    let unsharded = timed(binary, audit + ["-o", whole, apps])
    var seconds = [Double](repeating: 0, count: options.shards)
    let shardFiles = (1...options.shards).map {
      folder.appendingPathComponent("shard-\($0).json").path
    }
    let allStart = now()
    for wave in stride(from: 0, to: options.shards, by: options.jobs) {
      let count = min(options.jobs, options.shards - wave)
      // Each iteration writes its own element only.
      nonisolated(unsafe) let times = UnsafeMutableBufferPointer<Double>.allocate(capacity: count)
      defer { times.deallocate() }
      DispatchQueue.concurrentPerform(iterations: count) { offset in
        let shard = wave + offset + 1
        times[offset] = timed(
          binary,
          audit + ["--shard", "\(shard)/\(options.shards)", "-o", shardFiles[shard - 1], apps])
      }
      for offset in 0..<count { seconds[wave + offset] = times[offset] }
    }
    let allShards = Double(now() - allStart) / 1e9
    let merged = folder.appendingPathComponent("merged.json").path
    let merge = timed(binary, ["merge", "-o", merged] + shardFiles.reversed())
    let same =
      FileManager.default.contents(atPath: merged) == FileManager.default.contents(atPath: whole)
    let size = (try? FileManager.default.attributesOfItem(atPath: whole)[.size] as? Int) ?? 0

    for (index, time) in seconds.enumerated() {
      print(String(format: "  shard %d/%d  %8.1f ms", index + 1, options.shards, time * 1000))
    }
    print(
      String(
        format: "  all %d shards, %d at a time: %.1f ms (the slowest %.1f ms, their sum %.1f ms)",
        options.shards, options.jobs, allShards * 1000, (seconds.max() ?? 0) * 1000,
        seconds.reduce(0, +) * 1000))
    print(
      String(
        format: "  merge of %d JSON reports (%.1f MB): %.1f ms", options.shards,
        Double(size) / 1_048_576, merge * 1000))
    print(
      String(
        format: "  unsharded whole `audit --format json --output`: %.1f ms; a matrix of %d "
          + "runners like this one: about %.1f ms (the slowest shard, then the merge)",
        unsharded * 1000, options.shards, ((seconds.max() ?? 0) + merge) * 1000))
    print("  merged JSON identical to the unsharded JSON: \(same ? "yes" : "NO")")
    if !same { fail("the merged JSON differs from the unsharded one (\(merged), \(whole))") }
  }

  /// The wall time of one run of `binary`, which must exit 0.
  private static func timed(_ binary: String, _ arguments: [String]) -> Double {
    let start = now()
    guard let status = spawnAndWait(binary, arguments) else { fail("cannot run \(binary)") }
    let seconds = Double(now() - start) / 1e9
    if status != 0 {
      fail("\(binary) \(arguments.prefix(8).joined(separator: " ")) exited with \(status)")
    }
    return seconds
  }
}
