import Foundation
import SyntheticPortfolio
import TestSupport
import Testing

/// `audit --shard K/N` and `reviewready merge`, from the built binary: the
/// shards' JSON reports and SARIF logs, merged in any order, are byte for
/// byte what the unsharded run writes; bad shard values and every kind of
/// bad merge input exit 2 with a message at the place, writing nothing.
@Suite struct ShardEndToEndTests {
  static let environment = ReportEndToEndTests.fixedDate

  /// Runs the binary in `folder` and expects `status`.
  @discardableResult
  static func run(
    _ arguments: [String], in folder: URL = TestPaths.repositoryRoot, status: Int32 = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> CommandResult {
    let result = try ReviewReadyBinary.run(arguments, in: folder, environment: environment)
    #expect(
      result.status == status, "\(arguments): \(result.standardError)",
      sourceLocation: sourceLocation)
    return result
  }

  static func bytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
  }

  /// The samples (one with open questions, one with a checklist file) in 3
  /// shards: JSON and SARIF, merged in a shuffled
  /// order, to a file and to standard output.
  @Test(arguments: ["json", "sarif"])
  func samplesInThreeShardsMergeToTheUnshardedReport(format: String) throws {
    let folder = try TemporaryFolder("shard-samples")
    defer { folder.remove() }
    let count = TestPaths.sampleDescriptions().count
    let common = ["audit", "--fail-on", "never", "--format", format]
    try Self.run(common + ["-o", folder.path("whole.\(format)"), "Samples/"])
    for shard in 1...3 {
      let result = try Self.run(
        common + ["--shard", "\(shard)/3", "-o", folder.path("\(shard).\(format)"), "Samples/"])
      #expect(result.standardOutput.hasPrefix("shard \(shard)/3 of \(count) descriptions: "))
    }
    let shards = [3, 1, 2].map { folder.path("\($0).\(format)") }
    try Self.run(["merge", "-o", folder.path("merged.\(format)")] + shards)
    let whole = try Self.bytes(folder.path("whole.\(format)"))
    #expect(try Self.bytes(folder.path("merged.\(format)")) == whole)
    let printed = try Self.run(["merge", "--format", format] + shards)
    #expect(Data(printed.standardOutput.utf8) == whole)
    // Each shard is a report of its own slice, round-robin: 1, 4, 7, …
    if format == "json" {
      let first = try #require(
        try JSONSerialization.jsonObject(with: Self.bytes(shards[1])) as? [[String: Any]])
      #expect(
        first.compactMap { ($0["shard"] as? [String: Any])?["position"] as? Int }
          == Array(stride(from: 1, through: count, by: 3)))
    }
  }

  /// A generated portfolio with a team configuration, audited in 4 shards
  /// into folders (per-description JSON files, SARIF, HTML with overviews):
  /// the per-description files of every folder merge into the unsharded
  /// JSON report, the folders' SARIF logs into its SARIF log; each report
  /// keeps the name the whole run gives it.
  @Test func aGeneratedPortfolioInFourShardFoldersMerges() throws {
    let folder = try TemporaryFolder("shard-portfolio")
    defer { folder.remove() }
    let paths = try SyntheticPortfolio(descriptions: 22, features: 4).write(
      into: folder.url.appendingPathComponent("apps"))
    try folder.write("rules:\n  purpose.vague: warning\n", to: ".reviewready.yml")
    let common = ["audit", "--fail-on", "never"]
    try Self.run(common + ["--format", "json", "-o", "whole.json", "apps"], in: folder.url)
    try Self.run(common + ["--format", "sarif", "-o", "whole.sarif", "apps"], in: folder.url)
    var jsonFiles: [String] = []
    for shard in 1...4 {
      let out = "shard-\(shard)/"
      try Self.run(
        common + [
          "--shard", "\(shard)/4", "--format", "json", "--format", "sarif", "--format", "html",
          "-o", out, "apps",
        ], in: folder.url)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path(out))
      #expect(names.contains("index.html"))
      // Shard K holds the K-th, K+4-th… description, named as the whole run names it.
      let expected = stride(from: shard - 1, to: paths.count, by: 4).map {
        SyntheticPortfolio(descriptions: 22, features: 4).fileName($0)
          .replacingOccurrences(of: ".reviewready.yaml", with: ".json")
      }
      #expect(names.filter { $0.hasSuffix(".json") }.sorted() == expected)
      jsonFiles += expected.map { out + $0 }
    }
    try Self.run(["merge", "-o", "merged.json"] + jsonFiles.reversed(), in: folder.url)
    #expect(try Self.bytes(folder.path("merged.json")) == Self.bytes(folder.path("whole.json")))
    try Self.run(
      ["merge", "-o", "merged.sarif"] + (1...4).map { "shard-\($0)/reviewready.sarif" },
      in: folder.url)
    let merged = try Self.bytes(folder.path("merged.sarif"))
    #expect(merged == (try Self.bytes(folder.path("whole.sarif"))))
    #expect(String(decoding: merged, as: UTF8.self).contains("\"purpose.vague\" : \"warning\""))
  }

  /// More shards than descriptions: the empty shards write valid empty
  /// reports, exit 0, and may be merged with the others or left out.
  @Test func aShardWithNoDescriptionWritesAnEmptyReport() throws {
    let folder = try TemporaryFolder("shard-empty")
    defer { folder.remove() }
    let sample = "Samples/photo-journal.reviewready.yaml"
    for format in ["json", "sarif"] {
      try Self.run(["audit", "--format", format, "-o", folder.path("whole.\(format)"), sample])
      for shard in 1...3 {
        try Self.run([
          "audit", "--shard", "\(shard)/3", "--format", format, "-o",
          folder.path("\(shard).\(format)"), sample,
        ])
      }
      let empty = try JSONSerialization.jsonObject(with: Self.bytes(folder.path("2.\(format)")))
      if format == "json" {
        #expect((empty as? [Any])?.isEmpty == true)
      } else {
        let runs = try #require((empty as? [String: Any])?["runs"] as? [[String: Any]])
        #expect((runs.first?["results"] as? [Any])?.isEmpty == true)
      }
      let whole = try Self.bytes(folder.path("whole.\(format)"))
      let all = try Self.run(["merge"] + (1...3).map { folder.path("\($0).\(format)") })
      #expect(Data(all.standardOutput.utf8) == whole)
      let one = try Self.run(["merge", folder.path("1.\(format)")])
      #expect(Data(one.standardOutput.utf8) == whole)
    }
    // Text, Markdown and HTML of an empty shard: nothing to say, exit 0.
    let text = try Self.run(["audit", "--shard", "3/3", sample])
    #expect(text.standardOutput.isEmpty)
    let html = try Self.run([
      "audit", "--shard", "2/3", "--format", "html", "--format", "markdown", "-o",
      folder.path("html") + "/", sample,
    ])
    #expect(html.standardOutput.hasPrefix("shard 2/3 of 1 description: 0 descriptions: "))
  }

  @Test(arguments: ["0/3", "4/3", "a/b", "3", "1/0", "2/1001", "-1/3", "1/3/5", " 1/3", ""])
  func aBadShardIsAUsageError(value: String) throws {
    let result = try Self.run(["audit", "--shard", value, "Samples/"], status: 2)
    #expect(result.standardError.hasPrefix("reviewready: error: "), "\(result.standardError)")
    #expect(result.standardError.contains("--shard takes K/N"))
    #expect(result.standardOutput.isEmpty)
  }

  @Test func aShardedRunNamesEachDescriptionOnce() throws {
    let sample = "Samples/photo-journal.reviewready.yaml"
    let result = try Self.run(["audit", "--shard", "1/2", sample, sample], status: 2)
    #expect(result.standardError.contains("\(sample): error: is given twice"))
  }

  /// The shards of the samples in JSON (3 shards, and 2), and in SARIF.
  static func shards(in folder: TemporaryFolder) throws {
    for (count, format) in [(3, "json"), (3, "sarif"), (2, "json")] {
      for shard in 1...count {
        try run([
          "audit", "--fail-on", "never", "--shard", "\(shard)/\(count)", "--format", format, "-o",
          folder.path("\(shard)of\(count).\(format)"), "Samples/",
        ])
      }
    }
    try run([
      "audit", "--fail-on", "never", "--format", "json", "-o", folder.path("whole.json"),
      "Samples/",
    ])
  }

  /// Each bad input: its message (at its place), exit 2, nothing written.
  @Test func badMergeInputsAreErrorsAtTheirPlace() throws {
    let folder = try TemporaryFolder("shard-merge-errors")
    defer { folder.remove() }
    try Self.shards(in: folder)
    func read(_ name: String) throws -> String {
      try String(contentsOfFile: folder.path(name), encoding: .utf8)
    }
    // The tool's version, edited in the second shard's first report.
    let tool = "\"name\" : \"reviewready\",\n      \"version\" : \""
    let edited = try read("2of3.json").replacingOccurrences(of: tool, with: tool + "9")
    try folder.write(edited, to: "version.json")
    let sarifVersion = try read("2of3.sarif").replacingOccurrences(
      of: "\"semanticVersion\" : \"", with: "\"semanticVersion\" : \"9")
    try folder.write(sarifVersion, to: "version.sarif")
    try folder.write("{\n  \"tool\" : [,\n}\n", to: "broken.json")
    try folder.write(String(try read("1of3.json").prefix(400)), to: "cut.json")
    try folder.write("", to: "empty.json")
    try folder.write("[1]\n", to: "numbers.json")
    let copy = try read("1of3.json")
    try folder.write(copy, to: "copy.json")

    let cases: [(inputs: [String], extra: [String], expected: String)] = [
      (["broken.json"], [], "broken.json:2:13: error: not valid JSON"),
      (["cut.json"], [], "cut.json:"),
      (["empty.json"], [], "empty.json: error: the file is empty"),
      (["numbers.json"], [], "numbers.json:1:1: error: 0: expected an object"),
      (["missing.json"], [], "missing.json: error: no such file"),
      (["whole.json"], [], "whole.json:2:3: error: this report has no 'shard'"),
      (["1of3.json", "1of3.sarif"], [], "1of3.sarif:1:1: error: this is a SARIF log"),
      (["1of3.json"], ["--format", "sarif"], "as --format sarif says"),
      (
        ["1of3.json", "2of3.json", "3of3.json", "1of3.json"], [], "1of3.json: error: is given twice"
      ),
      (["1of3.json", "copy.json", "2of3.json", "3of3.json"], [], "is also in "),
      (
        ["1of3.json", "3of3.json"], [],
        "give the report of every shard that audited a description (missing: 2/3)"
      ),
      (["1of3.json", "version.json", "3of3.json"], [], "written by ReviewReady '9"),
      (["1of3.json", "2of2.json"], [], "2of2.json:"),
      (["1of3.sarif", "version.sarif", "3of3.sarif"], [], "version.sarif:"),
      (["1of3.sarif", "3of3.sarif"], [], "(missing: 2/3)"),
      (["1of3.sarif", "1of3.sarif"], [], "is given twice"),
    ]
    for (inputs, extra, expected) in cases {
      let result = try Self.run(
        ["merge", "-o", folder.path("out.json")] + extra + inputs.map { folder.path($0) },
        status: 2)
      #expect(
        result.standardError.contains(expected),
        "\(inputs): \(result.standardError.prefix(600))")
      #expect(!FileManager.default.fileExists(atPath: folder.path("out.json")), "\(inputs)")
    }
    // Another number of shards is said once per file, at the report's shard.
    let other = try Self.run(
      ["merge", folder.path("1of3.json"), folder.path("2of2.json")], status: 2)
    #expect(other.standardError.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
    #expect(other.standardError.contains("these reports come from different runs"))
  }

  /// A file larger than merge reads is refused before it is read.
  @Test func aHugeReportIsRefusedUnread() throws {
    let folder = try TemporaryFolder("shard-huge")
    defer { folder.remove() }
    let path = folder.path("huge.json")
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 600 << 20)  // sparse: nothing is written
    try handle.close()
    let result = try Self.run(["merge", path], status: 2)
    #expect(result.standardError.contains("a shard's report may be at most 64 MB"))
  }

  @Test func helpAndCompletionNameMerge() throws {
    let root = try Self.run(["--help"])
    #expect(root.standardOutput.contains("  merge "))
    let merge = try Self.run(["merge", "--help"])
    #expect(merge.standardOutput.contains("USAGE: reviewready merge [--format <format>]"))
    let audit = try Self.run(["audit", "--help"])
    #expect(audit.standardOutput.contains("--shard <K/N>"))
    for shell in ["bash", "zsh", "fish"] {
      let script = try Self.run(["completion", shell])
      #expect(script.standardOutput.contains("merge"), "\(shell)")
    }
  }
}
