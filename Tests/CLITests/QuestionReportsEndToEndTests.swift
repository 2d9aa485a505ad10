import Foundation
import TestSupport
import Testing

/// A description with open questions, in every format the built binary
/// writes: golden files of `Samples/half-answered` (re-record with
/// `RECORD_SNAPSHOTS=1 swift test`), and the exit status each `--fail-on`
/// gives an incomplete description.
@Suite struct QuestionReportsEndToEndTests {
  static let sample = "Samples/half-answered.reviewready.yaml"

  @Test func everyFormatListsTheQuestions() throws {
    let directory = try ReportEndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let formats = ["text", "json", "markdown", "html", "sarif", "junit", "github"]
    let result = try ReviewReadyBinary.run(
      ["audit"] + formats.flatMap { ["--format", $0] } + ["-o", directory.path, Self.sample],
      environment: ReportEndToEndTests.fixedDate)
    #expect(result.status == 3, "\(result.standardError)")
    #expect(result.standardOutput.contains("1 incomplete (3 questions, 0 errors, 1 warning"))
    let files = [
      "half-answered.txt", "half-answered.json", "half-answered.md", "half-answered.html",
      "reviewready.sarif", "reviewready.junit.xml", "reviewready.github.txt",
    ]
    for file in files {
      let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
      #expect(text.contains("what the Scan button does"), "\(file) lacks the question")
      assertSnapshot(text, named: "questions.\(file)")
    }
  }

  /// Incomplete fails the run with status 3 unless `--fail-on never`; a
  /// finding at or above `--fail-on` is status 1 whether or not questions
  /// are open.
  @Test(arguments: [("error", 3), ("warning", 1), ("never", 0)])
  func exitStatusWithFindings(_ failOn: String, _ status: Int32) throws {
    let result = try ReviewReadyBinary.run(["audit", "--fail-on", failOn, Self.sample])
    #expect(result.status == status, "\(result.standardOutput)")
  }

  @Test func anIncompleteDescriptionWithoutFailingFindingsExitsThree() throws {
    let directory = try ReportEndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let text = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent(Self.sample), encoding: .utf8
    ).replacingOccurrences(
      of: "uses the camera to improve your experience.",
      with: "opens the camera when you tap Scan, to read the receipt into an expense.")
    let path = directory.appendingPathComponent("a.reviewready.yaml").path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let incomplete = try ReviewReadyBinary.run(["audit", path])
    #expect(incomplete.status == 3, "\(incomplete.standardOutput)")
    #expect(
      incomplete.standardOutput.hasSuffix(
        ": incomplete: 3 questions; 0 errors, 0 warnings, 0 notes\n"))
    let passing = try ReviewReadyBinary.run(["audit", "--fail-on", "never", path])
    #expect(passing.status == 0)
    let quiet = try ReviewReadyBinary.run(["audit", "--quiet", path])
    #expect(quiet.standardOutput.split(separator: "\n").count == 1)
  }
}
