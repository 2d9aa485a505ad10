import Foundation
import TestSupport
import Testing

/// Runs the built `reviewready` binary as a user would, on the samples and
/// on broken inputs, checking output, exit status, time and memory.
@Suite struct ReviewReadyEndToEndTests {
  static let fixtures = TestPaths.repositoryRoot.appendingPathComponent(
    "Tests/AppModelTests/Fixtures")

  /// Each sample's findings, as the JSON report, against its golden file
  /// beside it (`Samples/NAME.expected.json`); samples that show good
  /// practice raise no error or warning and exit 0.
  @Test(arguments: TestPaths.sampleDescriptions().map(\.lastPathComponent))
  func everySampleMatchesItsExpectedFindings(_ name: String) throws {
    let result = try ReviewReadyBinary.run(
      ["audit", "--format", "json", "Samples/\(name)"],
      environment: ["SOURCE_DATE_EPOCH": "1798761600"])
    #expect(result.standardError.isEmpty, "\(result.standardError)")
    let golden = name.replacingOccurrences(of: ".reviewready.yaml", with: ".expected.json")
    assertSnapshot(result.standardOutput, named: golden, in: TestPaths.samples)
    let report =
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    let counts = report?["counts"] as? [String: Int] ?? [:]
    let clean = (counts["error"] ?? 0) == 0
    // Errors fail the run (1); open questions without errors leave it incomplete (3).
    let questions = (report?["questions"] as? [Any])?.isEmpty == false
    #expect(result.status == (clean ? (questions ? 3 : 0) : 1))
  }

  @Test func goodPracticeSamplesPassClean() throws {
    for name in ["concert-tickets", "photo-journal", "poster-maker", "profile-photo"] {
      let result = try ReviewReadyBinary.run(["audit", "Samples/\(name).reviewready.yaml"])
      #expect(result.status == 0)
      #expect(
        result.standardOutput
          == "Samples/\(name).reviewready.yaml: ready: 0 errors, 0 warnings, 0 notes\n")
    }
  }

  @Test func samplesExist() {
    #expect(TestPaths.sampleDescriptions().count >= 4)
  }

  /// Each broken input exits 2 with one positioned line per problem, and
  /// nothing on standard output.
  @Test(arguments: [
    ("misspelt-top-level-key", "did you mean 'purposeStrings'?"),
    ("misspelt-resource", "did you mean 'photos'?"),
    ("missing-screen", "did you mean 'entry-editor'?"),
    ("list-for-string", "expected a string, found a sequence"),
    ("duplicate-feature-id", "duplicate feature id 'attach-photo'"),
    ("unclosed-bracket", "the [ opened at line 5, column 12 is not closed"),
    ("empty", "the description is empty"),
  ])
  func brokenFixtureExitsTwo(_ name: String, _ expected: String) throws {
    let path = "Tests/AppModelTests/Fixtures/\(name).reviewready.yaml"
    let result = try ReviewReadyBinary.run(["audit", path])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.hasPrefix("\(path):") == true)
    #expect(result.standardError.contains(expected))
  }

  /// Hostile inputs generated on the fly: each fails fast with a positioned
  /// line, under a second and 100 MB (measured by the child's own rusage).
  @Test(arguments: ["random", "bomb", "nested"])
  func hostileInputFailsFast(_ kind: String) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("reviewready-e2e-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("\(kind).reviewready.yaml")
    try HostileInputs.bytes(kind).write(to: file)
    let started = Date()
    let result = try ReviewReadyBinary.runMeasuringMemory(["audit", file.path])
    let elapsed = Date().timeIntervalSince(started)
    #expect(result.status == 2)
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(Self.isPositioned(result.standardError, file: file.path))
    // Generous bounds on a shared machine: the point is "fails fast", not a benchmark.
    #expect(elapsed < 5)
    if let peak = result.peakMemoryKilobytes { #expect(peak < 100_000) }
  }

  /// `FILE:LINE:COLUMN: error: ` with positive numbers.
  static func isPositioned(_ line: Substring.SubSequence, file: String) -> Bool {
    guard line.hasPrefix("\(file):") else { return false }
    let parts = line.dropFirst(file.count + 1).split(separator: ":", maxSplits: 2)
    return parts.count == 3 && (Int(parts[0]) ?? 0) > 0 && (Int(parts[1]) ?? 0) > 0
      && parts[2].hasPrefix(" error: ")
  }

  static func isPositioned(_ text: String, file: String) -> Bool {
    isPositioned(text[...], file: file)
  }

  @Test func helpAndVersion() throws {
    let version = try ReviewReadyBinary.run(["--version"])
    #expect(version.status == 0)
    #expect(version.standardOutput.first?.isNumber == true)
    let help = try ReviewReadyBinary.run(["help", "audit"])
    #expect(help.status == 0)
    #expect(help.standardOutput.contains("USAGE: reviewready audit"))
    let flagHelp = try ReviewReadyBinary.run(["audit", "--help"])
    #expect(flagHelp.standardOutput == help.standardOutput)
  }

  @Test func unknownOptionGetsASuggestionAndUsage() throws {
    let result = try ReviewReadyBinary.run(["audti"])
    #expect(result.status == 2)
    #expect(
      result.standardError.hasPrefix(
        "reviewready: error: Unknown command 'audti'. Did you mean 'audit'?\nUsage: reviewready"))
    let option = try ReviewReadyBinary.run([
      "audit", "--verbose", "Samples/poster-maker.reviewready.yaml",
    ])
    #expect(option.status == 2)
    #expect(option.standardError.contains("Unknown option '--verbose'"))
    #expect(option.standardError.contains("See 'reviewready audit --help'"))
  }

  @Test func schemaIsJSON() throws {
    let result = try ReviewReadyBinary.run(["schema"])
    #expect(result.status == 0)
    let object =
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
    #expect(object?["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
  }
}

/// Inputs built to break a parser, generated instead of stored.
enum HostileInputs {
  static func bytes(_ kind: String) -> Data {
    switch kind {
    case "random":
      var generator = SystemRandomNumberGenerator()
      return Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
    case "bomb":
      var lines = ["a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
      let names = "abcdefghij".map(String.init)
      for index in 1..<names.count {
        let refs = Array(repeating: "*\(names[index - 1])", count: 9).joined(separator: ", ")
        lines.append("\(names[index]): &\(names[index]) [\(refs)]")
      }
      return Data((lines.joined(separator: "\n") + "\n").utf8)
    default:
      return Data(repeating: UInt8(ascii: "["), count: 100_000)
    }
  }
}
