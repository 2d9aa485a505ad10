import Foundation
import TestSupport
import Testing

/// Every output sample in README.md is what the binary prints.
///
/// A checked block is a fenced block right after a marker line (the syntax
/// is described in Documentation/Development.md, "README samples"):
///
///     <!-- output of: reviewready ARGUMENTS [; exit N] [; stderr] [; scratch] -->
///     <!-- contents of: PATH -->
///
/// The block's lines must equal the output's (or the file's) lines exactly;
/// a line that is only `…` stands for one or more lines left out.
@Suite struct ReadmeSamplesTests {
  static let readme = TestPaths.repositoryRoot.appendingPathComponent("README.md")
  static let fixedDate = ["SOURCE_DATE_EPOCH": "1798761600", "NO_COLOR": "1"]  // 2027-01-01

  /// One fenced block of README.md, with the marker before it, if any.
  struct Block: CustomTestStringConvertible, Sendable {
    var line: Int
    var info: String
    var lines: [String]
    var marker: String?
    var testDescription: String { "README.md:\(line): \(marker ?? "(no marker)")" }
  }

  /// What a marker asks for.
  struct Check: Equatable {
    enum Source: Equatable {
      case command([String])
      case file(String)
    }
    var source: Source
    var exitStatus: Int32 = 0
    var standardError = false
    var scratch = false
  }

  struct MarkerError: Error, CustomStringConvertible {
    var description: String
  }

  static let markerPrefix = "<!-- "
  static let markerSuffix = " -->"

  /// The fenced blocks of `text`, each with the marker on the line before it.
  static func blocks(of text: String) -> [Block] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [Block] = []
    var index = 0
    while index < lines.count {
      let line = lines[index]
      guard line.hasPrefix("```") else {
        index += 1
        continue
      }
      let fence = String(line.prefix { $0 == "`" })
      let info = line.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
      var body: [String] = []
      var end = index + 1
      while end < lines.count, !lines[end].hasPrefix(fence) {
        body.append(lines[end])
        end += 1
      }
      let previous = index > 0 ? lines[index - 1] : ""
      let marker = isMarker(previous) ? previous : nil
      blocks.append(Block(line: index + 1, info: info, lines: body, marker: marker))
      index = end + 1
    }
    return blocks
  }

  static func isMarker(_ line: String) -> Bool {
    line.hasPrefix(markerPrefix + "output of:") || line.hasPrefix(markerPrefix + "contents of:")
  }

  /// Parses a marker line.
  static func check(_ marker: String) throws -> Check {
    guard marker.hasPrefix(markerPrefix), marker.hasSuffix(markerSuffix) else {
      throw MarkerError(description: "not a marker: \(marker)")
    }
    let inner = marker.dropFirst(markerPrefix.count).dropLast(markerSuffix.count)
    var parts = inner.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
    let head = parts.removeFirst()
    var check: Check
    if head.hasPrefix("contents of:") {
      let path = head.dropFirst("contents of:".count).trimmingCharacters(in: .whitespaces)
      check = Check(source: .file(path))
    } else {
      let command = head.dropFirst("output of:".count).trimmingCharacters(in: .whitespaces)
      var words = try splitWords(command)
      guard words.first == "reviewready" else {
        throw MarkerError(description: "the command must start with 'reviewready': \(marker)")
      }
      words.removeFirst()
      check = Check(source: .command(words))
    }
    for option in parts {
      if option.hasPrefix("exit "), let status = Int32(option.dropFirst("exit ".count)) {
        check.exitStatus = status
      } else if option == "stderr" {
        check.standardError = true
      } else if option == "scratch" {
        check.scratch = true
      } else {
        throw MarkerError(description: "unknown marker option '\(option)' in \(marker)")
      }
    }
    return check
  }

  /// Splits on spaces; "double quotes" keep spaces in one word.
  static func splitWords(_ text: String) throws -> [String] {
    var words: [String] = []
    var word = ""
    var inWord = false
    var quoted = false
    for character in text {
      if character == "\"" {
        quoted.toggle()
        inWord = true
      } else if character == " ", !quoted {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    if quoted { throw MarkerError(description: "unclosed quote in: \(text)") }
    if inWord { words.append(word) }
    return words
  }

  /// Whether `actual` reads as `expected`, where a line of `expected` that
  /// is only `…` stands for one or more lines of `actual`.
  static func matches(_ expected: [String], _ actual: [String]) -> Bool {
    guard let gap = expected.firstIndex(of: "…") else { return expected == actual }
    let head = Array(expected[..<gap])
    let rest = Array(expected[(gap + 1)...])
    guard actual.count > head.count, Array(actual[..<head.count]) == head else { return false }
    // The gap takes at least one line; try every length, shortest first.
    for start in (head.count + 1)...actual.count
    where matches(rest, Array(actual[start...])) {
      return true
    }
    return false
  }

  /// Whether a block looks like something reviewready printed, so that it
  /// needs a marker: a plain or `text` fence, or any block holding a
  /// diagnostic (`file:line:column: error:`) or a verdict line.
  static func looksLikeOutput(_ block: Block) -> Bool {
    if block.info.isEmpty || block.info == "text" { return true }
    return block.lines.contains { line in
      line.range(of: #"^\S+:\d+:\d+: (error|warning|note): "#, options: .regularExpression) != nil
        || line.range(of: #": (not )?ready: \d+ errors?, "#, options: .regularExpression) != nil
    }
  }

  static func readmeBlocks() -> [Block] {
    let text = (try? String(contentsOf: readme, encoding: .utf8)) ?? ""
    return blocks(of: text)
  }

  static let checkedBlocks = readmeBlocks().filter { $0.marker != nil }

  @Test func readmeHasCheckedSamples() {
    #expect(Self.checkedBlocks.count >= 10, "README.md lost its checked samples")
  }

  @Test func everyOutputBlockHasAMarker() {
    for block in Self.readmeBlocks() where block.marker == nil && Self.looksLikeOutput(block) {
      let message =
        "README.md:\(block.line): a block that looks like reviewready output has no marker "
        + "(see Documentation/Development.md, \"README samples\")"
      Issue.record(Comment(rawValue: message))
    }
  }

  @Test func everyMarkerIsFollowedByABlock() throws {
    let text = try String(contentsOf: Self.readme, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for (index, line) in lines.enumerated() where Self.isMarker(line) {
      let next = index + 1 < lines.count ? lines[index + 1] : ""
      #expect(
        next.hasPrefix("```"), "README.md:\(index + 1): a marker must come right before a fence")
    }
  }

  @Test(arguments: checkedBlocks)
  func sampleIsWhatTheBinaryPrints(_ block: Block) throws {
    let check = try Self.check(try #require(block.marker))
    let actual: String
    switch check.source {
    case .file(let path):
      actual = try String(
        contentsOf: TestPaths.repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    case .command(let arguments):
      let directory = check.scratch ? try Self.scratchFolder() : TestPaths.repositoryRoot
      defer { if check.scratch { try? FileManager.default.removeItem(at: directory) } }
      let result = try ReviewReadyBinary.run(
        arguments, in: directory, environment: Self.fixedDate)
      #expect(
        result.status == check.exitStatus,
        "exit status \(result.status), expected \(check.exitStatus); stderr: \(result.standardError)"
      )
      actual = check.standardError ? result.standardError : result.standardOutput
    }
    var actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
    if actualLines.last == "" { actualLines.removeLast() }
    let diff = lineDiff(
      expected: block.lines.joined(separator: "\n"), actual: actualLines.joined(separator: "\n"))
    #expect(
      Self.matches(block.lines, actualLines),
      Comment(rawValue: "README.md:\(block.line) differs from the output:\n" + diff))
  }

  /// A fresh folder holding a link to each of the repository's top-level
  /// entries, for commands that write files (`--output reports/`).
  static func scratchFolder() throws -> URL {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory.appendingPathComponent(
      "readme-sample-\(UUID().uuidString)")
    try manager.createDirectory(at: folder, withIntermediateDirectories: true)
    let root = TestPaths.repositoryRoot
    for name in try manager.contentsOfDirectory(atPath: root.path) where !name.hasPrefix(".") {
      try manager.createSymbolicLink(
        at: folder.appendingPathComponent(name),
        withDestinationURL: root.appendingPathComponent(name))
    }
    return folder
  }

  // The checker itself.

  @Test func markersParse() throws {
    #expect(
      try Self.check("<!-- output of: reviewready audit a.yaml --note \"two words\"; exit 1 -->")
        == Check(source: .command(["audit", "a.yaml", "--note", "two words"]), exitStatus: 1))
    #expect(
      try Self.check("<!-- output of: reviewready audit x; exit 2; stderr; scratch -->")
        == Check(
          source: .command(["audit", "x"]), exitStatus: 2, standardError: true, scratch: true))
    #expect(
      try Self.check("<!-- contents of: Samples/a.yaml -->")
        == Check(source: .file("Samples/a.yaml")))
    #expect(throws: MarkerError.self) { try Self.check("<!-- output of: audit x -->") }
    #expect(throws: MarkerError.self) {
      try Self.check("<!-- output of: reviewready audit x; exit one -->")
    }
  }

  @Test func elisionStandsForOneOrMoreLines() {
    #expect(Self.matches(["a", "b"], ["a", "b"]))
    #expect(!Self.matches(["a", "b"], ["a", "b", "c"]))
    #expect(Self.matches(["a", "…", "d"], ["a", "b", "c", "d"]))
    #expect(!Self.matches(["a", "…", "b"], ["a", "b"]))
    #expect(Self.matches(["…", "c"], ["a", "b", "c"]))
    #expect(Self.matches(["a", "…"], ["a", "b"]))
    #expect(!Self.matches(["a", "…", "x"], ["a", "b", "c"]))
    #expect(Self.matches(["a", "…", "c", "…", "e"], ["a", "b", "c", "d", "c", "x", "e"]))
  }

  @Test func outputBlocksAreRecognised() {
    let text = """
      <!-- output of: reviewready help -->
      ```
      x
      ```

      ```sh
      reviewready audit
      ```

      ```yaml
      a.yaml:1:2: error: bad
      ```

      ```
      unmarked
      ```
      """
    let blocks = Self.blocks(of: text)
    #expect(blocks.map(\.marker) == ["<!-- output of: reviewready help -->", nil, nil, nil])
    #expect(blocks.map(Self.looksLikeOutput) == [true, false, true, true])
    #expect(
      blocks.map(\.lines) == [
        ["x"], ["reviewready audit"], ["a.yaml:1:2: error: bad"], ["unmarked"],
      ])
  }
}
