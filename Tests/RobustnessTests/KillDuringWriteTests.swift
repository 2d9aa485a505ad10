import Foundation
import SyntheticPortfolio
import TestSupport
import Testing

/// `audit --output FILE` killed at any moment leaves FILE as it was or
/// whole: reports are written to a temporary file and renamed into place.
@Suite struct KillDuringWriteTests {
  @Test func killedAuditNeverLeavesAPartialReport() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "reviewready-kill-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let paths = try SyntheticPortfolio(descriptions: 40, features: 40)
      .write(into: folder.appendingPathComponent("portfolio"))
    let output = folder.appendingPathComponent("report.json")
    let old = Data("{\"old\": true}\n".utf8)
    try old.write(to: output)
    let arguments =
      ["audit", "--format", "json", "--fail-on", "never", "--output", output.path]
      + paths

    // How long a whole run takes here, to spread the kills over it.
    let start = Date()
    let full = try ReviewReadyBinary.run(arguments)
    #expect(full.status == 0, "\(full.standardError)")
    let duration = Date().timeIntervalSince(start)
    let complete = try Data(contentsOf: output)
    try old.write(to: output)

    var outcomes: [String: Int] = [:]
    var generator = SystemRandomNumberGenerator()
    for round in 0..<20 {
      let process = try Self.start(arguments)
      // Late kills (near the end, when the file is written) matter most; a
      // busy machine runs slower than the timed run, so some land past it.
      let fraction =
        round < 4 ? Double(round) / 4 : Double.random(in: 0.6...1.6, using: &generator)
      Thread.sleep(forTimeInterval: duration * fraction)
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()

      let data = try Data(contentsOf: output)
      if data == old {
        outcomes["old", default: 0] += 1
      } else {
        #expect(data == complete, "round \(round): the report is neither the old one nor whole")
        let parsed = try? JSONSerialization.jsonObject(with: data) as? [Any]
        #expect(parsed?.count == paths.count, "round \(round): the report does not parse whole")
        outcomes["complete", default: 0] += 1
        try old.write(to: output)
      }
    }
    // Temporary files of killed runs may remain beside the report; they never carry its name,
    // and the next run that writes the report removes them.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names.filter { $0.hasPrefix("report") } == ["report.json"])
    let next = try ReviewReadyBinary.run(arguments)
    #expect(next.status == 0, "\(next.standardError)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
        "portfolio", "report.json",
      ])
    print("kill test: \(outcomes) over 20 kills in a \(Int(duration * 1000)) ms run")

    // SIGTERM and SIGINT, which a run can catch, sent while its temporary file exists: it
    // removes the file as it ends, and the report stays the old one.
    var caught = 0
    for round in 0..<6 {
      let process = try Self.start(arguments)
      let marker = ".report.json.\(process.processIdentifier)."
      while process.isRunning {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        if names.contains(where: { $0.hasPrefix(marker) }) {
          kill(process.processIdentifier, round.isMultiple(of: 2) ? SIGTERM : SIGINT)
          caught += 1
          break
        }
      }
      process.waitUntilExit()
      let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        .filter { $0.hasPrefix(marker) }
      #expect(left.isEmpty, "round \(round): the interrupted run left \(left)")
      let data = try Data(contentsOf: output)
      #expect(data == old || data == complete, "round \(round): the report is partial")
      try old.write(to: output)
    }
    #expect(caught > 0, "no signal arrived while a temporary file existed")
  }

  /// The binary started on `arguments`, its output discarded.
  private static func start(_ arguments: [String]) throws -> Process {
    let process = Process()
    process.executableURL = ReviewReadyBinary.url
    process.arguments = arguments
    process.currentDirectoryURL = TestPaths.repositoryRoot
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }
}
