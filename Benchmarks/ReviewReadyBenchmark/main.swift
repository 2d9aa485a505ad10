// reviewready-benchmark: times ReviewReady on a synthetic portfolio against
// the cost of merely parsing the same YAML with libyaml.
//
//   swift build -c release --product reviewready      (for the cold-process runs)
//   swift run -c release reviewready-benchmark [--descriptions 500] [--features 60]
//       [--runs 3] [--cold-runs 20] [--keep DIR] [--scan DIR] [--binary PATH]
//       [--shard-portfolio 5000] [--shard-features 10] [--shards 8] [--shard-jobs 1]
//   swift run -c release reviewready-benchmark --floor-only FILE...
//
// Every stage runs `--runs` times and the fastest run is printed (the
// machine may be shared; the fastest run is the least disturbed one).
import AppModel
import Audit
import CYAML
import CodeScan
import Diagnostics
import Dispatch
import FileSupport
import Foundation
import Parallelism
import Reports
import ReviewReadyKit
import SyntheticPortfolio

// MARK: - Options

struct Options {
  var descriptions = 500
  var features = 60
  var runs = 3
  var coldRuns = 20
  var keep: String?
  var perRule = false
  /// The source folder the scan is timed on (default: the largest real
  /// app of ../shared/testdata, when present).
  var scan = "../shared/testdata/real-sources/element-x-ios"
  /// The `reviewready` the whole-process and cold runs time (default: the
  /// one built beside the benchmark); `make` builds the installed kind,
  /// with the Swift runtime linked in.
  var binary: String?
  /// Files to run the floor alone over, then exit (`--floor-only`).
  var floorOnly: [String]?

  init(_ arguments: [String]) {
    var index = 0
    func value() -> String {
      index += 1
      guard index < arguments.count else { usage("\(arguments[index - 1]) needs a value") }
      return arguments[index]
    }
    func number() -> Int {
      let text = value()
      guard let number = Int(text), number >= 0 else { usage("'\(text)' is not a count") }
      return number
    }
    while index < arguments.count {
      switch arguments[index] {
      case "--descriptions": descriptions = max(1, number())
      case "--features": features = max(1, number())
      case "--runs": runs = max(1, number())
      case "--cold-runs": coldRuns = number()
      case "--keep": keep = value()
      case "--per-rule": perRule = true
      case "--scan": scan = value()
      case "--binary": binary = value()
      case "--floor-only":
        guard index + 1 < arguments.count else { usage("--floor-only needs files") }
        floorOnly = Array(arguments[(index + 1)...])
        index = arguments.count
      case "--help", "-h": usage(nil)
      default: usage("unknown argument '\(arguments[index])'")
      }
      index += 1
    }
  }
}

func usage(_ problem: String?) -> Never {
  if let problem { FileHandle.standardError.write(Data("error: \(problem)\n".utf8)) }
  print(
    """
    usage: reviewready-benchmark [--descriptions N] [--features N] [--runs N] [--cold-runs N] [--keep DIR] [--scan DIR] [--binary PATH]
      --descriptions  descriptions in the synthetic portfolio (default 500)
      --features      features per description (default 60)
      --runs          runs of each stage; the fastest is printed (default 3)
      --cold-runs     cold-process audits of Samples/photo-journal (default 20; 0 skips)
      --keep          write the portfolio here and keep it (default: a temporary folder)
      --per-rule      also time each rule on its own (the ten slowest are printed)
      --scan          the source folder `reviewready scan` is timed on
                      (default ../shared/testdata/real-sources/element-x-ios; skipped when absent)
      --binary        the reviewready the whole-process and cold runs time (default: the one
                      built beside this benchmark; `make` builds the installed, static kind)
      --floor-only FILE...
                      only the floor: libyaml's events of these files, counted, then exit; run
                      under `valgrind --tool=callgrind` beside `reviewready audit` over the same
                      files, it compares the two in instructions, which a shared machine's load
                      does not move
    \(ShardBenchmarkOptions.usageText)
    """)
  exit(problem == nil ? 0 : 2)
}

// MARK: - Measuring

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

/// The fastest of `runs` runs of `body`, in seconds, and its last result.
func time<T>(_ runs: Int, _ body: () throws -> T) rethrows -> (seconds: Double, result: T) {
  var start = now()
  var result = try body()
  var best = Double(now() - start) / 1e9
  for _ in 1..<max(runs, 1) {
    start = now()
    result = try body()
    best = min(best, Double(now() - start) / 1e9)
  }
  return (best, result)
}

/// The process's peak resident memory so far, in MB (getrusage).
func peakMemoryMB() -> Double {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return Double(usage.ru_maxrss) / 1024  // kilobytes on Linux
}

/// `items.map(transform)` over every core, in order.
/// `transform` over `items` on every core, in order: the library's own.
func parallelMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
  Parallel.map(items, transform)
}

func fail(_ message: String) -> Never {
  FileHandle.standardError.write(Data("error: \(message)\n".utf8))
  exit(1)
}

// MARK: - The floor: libyaml's bare event parse

/// Parses `bytes` with libyaml, discarding every event; returns the count.
func libyamlEvents(_ bytes: [UInt8]) -> Int {
  var parser = yaml_parser_t()
  guard yaml_parser_initialize(&parser) != 0 else { fail("libyaml could not start") }
  defer { yaml_parser_delete(&parser) }
  var count = 0
  bytes.withUnsafeBufferPointer { buffer in
    yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
    var event = yaml_event_t()
    while true {
      guard yaml_parser_parse(&parser, &event) != 0 else { fail("libyaml failed to parse") }
      count += 1
      let done = event.type == YAML_STREAM_END_EVENT
      yaml_event_delete(&event)
      if done { break }
    }
  }
  return count
}

func readBytes(_ path: String) -> [UInt8] {
  guard let data = FileManager.default.contents(atPath: path) else { fail("cannot read \(path)") }
  return [UInt8](data)
}

// MARK: - Run

var arguments = Array(CommandLine.arguments.dropFirst())
let shardOptions = ShardBenchmarkOptions(extracting: &arguments)
let options = Options(arguments)
let cores = ProcessInfo.processInfo.activeProcessorCount
if let files = options.floorOnly {
  print("\(files.reduce(0) { $0 + libyamlEvents(readBytes($1)) }) events in \(files.count) files")
  exit(0)
}
let portfolio = SyntheticPortfolio(descriptions: options.descriptions, features: options.features)
let folder =
  options.keep.map { URL(fileURLWithPath: $0) }
  ?? FileManager.default.temporaryDirectory.appendingPathComponent(
    "reviewready-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
defer { if options.keep == nil { try? FileManager.default.removeItem(at: folder) } }

let generated = time(1) { () -> [String] in
  do { return try portfolio.write(into: folder) } catch {
    fail("cannot write the portfolio: \(error)")
  }
}
let paths = generated.result
let totalBytes = paths.reduce(0) {
  $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0)
}
print(
  "ReviewReady benchmark: \(paths.count) descriptions × \(options.features) features, "
    + String(format: "%.1f MB of YAML", Double(totalBytes) / 1_048_576)
    + " (generated in \(String(format: "%.2f", generated.seconds)) s); "
    + "\(cores) cores; fastest of \(options.runs) runs")

struct Row {
  var stage: String
  var seconds: Double
  var note: String = ""
  /// The floor measured by turns with this stage, when it was: its ratio
  /// is to that one.
  var floor: Double? = nil
}
var rows: [Row] = []
var floor = 0.0

// The floor: read each file and walk libyaml's events, one core.
let floorRun = time(options.runs) { paths.reduce(0) { $0 + libyamlEvents(readBytes($1)) } }
floor = floorRun.seconds
rows.append(
  Row(
    stage: "libyaml event parse (floor, 1 core)", seconds: floor, note: "\(floorRun.result) events")
)
let floorAll = time(options.runs) {
  parallelMap(paths) { libyamlEvents(readBytes($0)) }.reduce(0, +)
}
rows.append(Row(stage: "libyaml event parse (all cores)", seconds: floorAll.seconds))

// Packs, catalog and templates: once per run, as `audit` loads them.
let reporters: [any Reporter] = [JSONReport(), MarkdownReport(), HTMLReport()]
let setup = time(options.runs) { () -> Auditor in
  do {
    return try Auditor(
      .init(
        configuration: Auditor.ConfigurationSource.none, reporters: reporters,
        clock: RunClock(environment: ["SOURCE_DATE_EPOCH": "1767225600"])))
  } catch {
    fail("cannot load the packs or templates: \(error)")
  }
}
let auditor = setup.result
let engine = auditor.engine
rows.append(
  Row(
    stage: "load catalog, \(engine.packs.count) packs, 2 templates (once)",
    seconds: setup.seconds, note: "\(engine.rules.count) rules"))

// Loading and validating, on every core as `audit` does.
let loadRun = time(options.runs) { () -> [AppDescription] in
  parallelMap(paths) { path in
    do throws(DiagnosticsError) { return try DescriptionLoader.load(path: path) } catch {
      fail("a generated description is invalid: \(error.diagnostics.prefix(3))")
    }
  }
}
let descriptions = loadRun.result
rows.append(Row(stage: "load + validate descriptions", seconds: loadRun.seconds))

// The audit with every built-in pack.
let today = auditor.today
let auditRun = time(options.runs) { parallelMap(descriptions) { engine.audit($0, today: today) } }
let results = auditRun.result
let findings = results.reduce(0) { $0 + $1.findings.count }
rows.append(
  Row(stage: "audit, every built-in pack", seconds: auditRun.seconds, note: "\(findings) findings"))

if options.perRule {
  // What an audit costs with no rule at all (building each description's
  // values, the checklist), so each rule's own cost is what it adds to that.
  let empty = AuditEngine(packs: [], catalog: engine.catalog)
  let baseline = time(options.runs) { parallelMap(descriptions) { empty.audit($0, today: today) } }
  var timings: [(rule: String, seconds: Double)] = []
  for pack in engine.packs {
    for rule in pack.rules {
      var single = pack
      single.rules = [rule]
      single.checks = []
      let one = AuditEngine(packs: [single], catalog: engine.catalog)
      let run = time(options.runs) { parallelMap(descriptions) { one.audit($0, today: today) } }
      timings.append((rule.id, run.seconds - baseline.seconds))
    }
  }
  print(
    String(
      format:
        "slowest rules (each alone, all descriptions, less the %.1f ms of an audit with none):",
      baseline.seconds * 1000))
  for (rule, seconds) in timings.sorted(by: { $0.seconds > $1.seconds }).prefix(10) {
    print(String(format: "  %8.1f ms  %@", seconds * 1000, rule))
  }
}

// The reports, each format on every core.
let context = auditor.context(failOn: .never)
for reporter in reporters {
  let run = time(options.runs) {
    parallelMap(results) { result in (try? reporter.render(result, in: context)) ?? "" }
  }
  rows.append(
    Row(
      stage: "\(reporter.id) reports", seconds: run.seconds,
      note: String(
        format: "%.1f MB", Double(run.result.reduce(0) { $0 + $1.utf8.count }) / 1_048_576)))
}

// The whole run through the library, as `reviewready audit --output` does it:
// load, audit with checklist files, render and write every file.
let outputs = folder.appendingPathComponent("out")
try? FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
for (label, formats) in [
  ("whole audit, JSON to one file", [reporters[0]]),
  ("whole audit, JSON + Markdown + HTML files", reporters),
] {
  let intoFolder = Auditor.needsFolder(formats, descriptions: paths.count)
  let output = outputs.appendingPathComponent(intoFolder ? "all" : "report.json").path
  let run = time(options.runs) { () -> Bool in
    do throws(DiagnosticsError) {
      let results = try auditor.audit(paths: paths)
      let files = try auditor.reports(
        results, as: formats, intoFolder: intoFolder, context: context)
      try ReportFiles.write(files, to: output, asDirectory: intoFolder)
      return true
    } catch {
      return false
    }
  }
  guard run.result else { fail("\(label) failed") }
  rows.append(Row(stage: label, seconds: run.seconds))
}

// The same JSON audit as a whole `reviewready` process, as CI runs it:
// start-up, loading the built-in packs, every description, the report file.
let binary =
  options.binary.map { URL(fileURLWithPath: $0) }
  ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().appendingPathComponent("reviewready")
let binaryIsBuilt = FileManager.default.isExecutableFile(atPath: binary.path)
// The processes share one compiled-pack cache in the scratch folder (see
// PackCache), filled by a first run that is not timed: what a machine that
// has run ReviewReady once does. The cold runs below also time it off.
let packCache = folder.appendingPathComponent("pack-cache").path
setenv("REVIEWREADY_CACHE", packCache, 1)
if binaryIsBuilt {
  let output = outputs.appendingPathComponent("process.json").path
  _ = spawnAndWait(
    binary.path,
    ["audit", "--no-config", "--fail-on", "never", "Samples/photo-journal.reviewready.yaml"])
  // The same process with every rule turned off: reading the descriptions,
  // building their values, the checklist and the JSON, with no rule run. No
  // change to the rules can bring the whole process below this.
  let rulesOff = folder.appendingPathComponent("rules-off.yml")
  let offSettings = engine.rules.map { "  \($0.id): off\n" }.joined()
  do {
    try ("rules:\n" + offSettings).write(to: rulesOff, atomically: true, encoding: .utf8)
  } catch {
    fail("cannot write \(rulesOff.path): \(error)")
  }
  for (label, settings) in [
    ("whole `reviewready audit --format json` process", ["--no-config"]),
    ("the same process, every rule off", ["--config", rulesOff.path]),
  ] {
    let timing = timeProcessByTurnsWithFloor(
      binary.path, settings + ["--fail-on", "never", "--format", "json", "-o", output] + paths)
    rows.append(
      Row(
        stage: label, seconds: timing.process,
        note: String(format: "floor by turns with it %.1f ms", timing.floor * 1000)
          + (options.binary == nil ? "" : "; \(binary.path)"),
        floor: timing.floor))
  }
} else {
  rows.append(
    Row(
      stage: "whole process: skipped", seconds: 0,
      note: "build it first with `swift build -c release --product reviewready`"))
}

print("")
let width = rows.map(\.stage.count).max() ?? 0
print("\("stage".padding(toLength: width, withPad: " ", startingAt: 0))        time   × floor")
for row in rows {
  let stage = row.stage.padding(toLength: width, withPad: " ", startingAt: 0)
  let ms = String(format: "%8.1f ms", row.seconds * 1000)
  let multiple = String(format: "%6.2f×", row.seconds / (row.floor ?? floor))
  print("\(stage) \(ms) \(multiple)  \(row.note)")
}
print(String(format: "peak memory (max RSS): %.0f MB", peakMemoryMB()))

// MARK: - Code scan: files per second, against reading the same files

if FileManager.default.fileExists(atPath: options.scan) {
  let apis = APIIndexing((try? BuiltInChecklists.loadCatalog().codeAPIs) ?? [])
  let scanner = SourceScanner(apis: apis)
  guard let first = try? scanner.scan(options.scan) else { fail("cannot scan \(options.scan)") }
  // The floor: walking and reading the very files the scan read, on every core.
  let sourcePaths = scanner.sourceFiles(options.scan)
  let readRun = time(options.runs) { () -> Int in
    parallelMap(sourcePaths) { path in (FileManager.default.contents(atPath: path)?.count ?? 0) }
      .reduce(0, +)
  }
  let scanRun = time(options.runs) { () -> Int in
    (try? scanner.scan(options.scan))?.files ?? 0
  }
  let megabytes = Double(readRun.result) / 1_048_576
  print("")
  print(
    String(
      format:
        "scan of %@: %d files read (%.1f MB), %d pieces of evidence: %.0f ms, %.0f files/s, %.1f MB/s; reading the same files alone %.0f ms (scan = %.1f× reading)",
      options.scan, scanRun.result, megabytes, first.evidence.count, scanRun.seconds * 1000,
      Double(scanRun.result) / scanRun.seconds, megabytes / scanRun.seconds,
      readRun.seconds * 1000, scanRun.seconds / readRun.seconds))
} else {
  print("")
  print("scan: skipped; \(options.scan) is absent (--scan DIR names another folder)")
}

// MARK: - Cold process: one sample, a fresh `reviewready` each time

if options.coldRuns > 0 {
  let sample = "Samples/photo-journal.reviewready.yaml"
  if !binaryIsBuilt {
    print(
      "cold process: skipped; build it first with `swift build -c release --product reviewready`")
  } else if !FileManager.default.fileExists(atPath: sample) {
    print("cold process: skipped; run from the package folder (needs \(sample))")
  } else {
    // Alternately with the pack cache and without, so that both see the
    // same load on the machine.
    var times: [String: [Double]] = [:]
    for _ in 0..<options.coldRuns {
      for cache in [packCache, "off"] {
        setenv("REVIEWREADY_CACHE", cache, 1)
        // posix_spawn and waitpid: Foundation's Process polls for the child's
        // exit every 50 ms or so, which would swamp what is measured here.
        let start = now()
        guard let status = spawnAndWait(binary.path, ["audit", "--fail-on", "never", sample])
        else {
          fail("cannot run \(binary.path)")
        }
        times[cache, default: []].append(Double(now() - start) / 1e6)
        if status != 0 { fail("\(binary.path) audit \(sample) exited with \(status)") }
      }
    }
    setenv("REVIEWREADY_CACHE", packCache, 1)
    for (cache, label) in [
      (packCache, "packs from the cache"), ("off", "packs compiled from YAML"),
    ] {
      let sorted = (times[cache] ?? []).sorted()
      print(
        String(
          format:
            "cold process, `reviewready audit %@`, %@ (%d runs): fastest %.1f ms, median %.1f ms%@",
          sample, label, sorted.count, sorted[0], sorted[sorted.count / 2],
          options.binary == nil ? "" : " (\(binary.path))"))
    }
  }
}

/// `reviewready audit ARGUMENTS` timed by turns with the floor, each the
/// fastest of its runs: on a shared machine the floor measured first and
/// the process half a minute later can see different loads, and the ratio
/// is the figure that counts.
func timeProcessByTurnsWithFloor(_ binary: String, _ arguments: [String]) -> (
  process: Double, floor: Double
) {
  var processSeconds = Double.infinity
  var floorBeside = Double.infinity
  for _ in 0..<max(options.runs, 1) {
    floorBeside = min(
      floorBeside, time(1) { paths.reduce(0) { $0 + libyamlEvents(readBytes($1)) } }.seconds)
    let run = time(1) { spawnAndWait(binary, ["audit"] + arguments) }
    guard run.result == 0 else { fail("\(binary) audit exited with \(run.result ?? -1)") }
    processSeconds = min(processSeconds, run.seconds)
  }
  return (processSeconds, floorBeside)
}

/// Runs `path` with `arguments`, its output thrown away, and waits for it;
/// its exit status, or nil when it could not start.
func spawnAndWait(_ path: String, _ arguments: [String]) -> Int32? {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let argv = ([path] + arguments).map { strdup($0) } + [nil]
  defer { argv.forEach { free($0) } }
  var pid: pid_t = 0
  guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return nil }
  var status: Int32 = 0
  while waitpid(pid, &status, 0) == -1 {
    guard errno == EINTR else { return nil }
  }
  return (status >> 8) & 0xff
}

// MARK: - A portfolio in shards and their merge (ShardBenchmark.swift)

ShardBenchmark.run(
  shardOptions,
  binary: URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    .deletingLastPathComponent().appendingPathComponent("reviewready").path, scratch: folder)
