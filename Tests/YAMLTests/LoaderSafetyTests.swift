import Foundation
import Testing
import YAML

/// Hostile and broken inputs end in one positioned error, fast.
@Suite struct LoaderSafetyTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    var expected: String
    var testDescription: String { name }
  }

  static let billionLaughs: String = {
    var lines = ["a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]"]
    let names = Array("abcdefghij").map(String.init)
    for index in 1..<names.count {
      let refs = Array(repeating: "*\(names[index - 1])", count: 9).joined(separator: ",")
      lines.append("\(names[index]): &\(names[index]) [\(refs)]")
    }
    return lines.joined(separator: "\n") + "\n"
  }()

  static let cases: [Case] = [
    Case(
      name: "duplicate key",
      bytes: Array("name: A\nbuild: '1'\nname: B\n".utf8),
      expected: "t.yaml:3:1: error: duplicate key 'name'; first defined at line 1, column 1"),
    Case(
      name: "duplicate key by value",
      bytes: Array("1: a\n01: b\n".utf8),
      expected: "t.yaml:2:1: error: duplicate key '01'; first defined at line 1, column 1"),
    Case(
      name: "duplicate key after tag resolution",
      bytes: Array("name: A\n!!str name: B\n".utf8),
      expected: "t.yaml:2:1: error: duplicate key 'name'; first defined at line 1, column 1"),
    Case(
      name: "duplicate key spelt as a tagged string first",
      bytes: Array("!!str bundleId: a\n\"bundleId\": b\n".utf8),
      expected: "t.yaml:2:1: error: duplicate key 'bundleId'; first defined at line 1, column 1"),
    // Past `TreeBuilder.keysScannedInPlace` pairs the keys are indexed: a
    // duplicate of a key from before the index and one from after it.
    Case(
      name: "duplicate key in a large mapping, first seen before it was indexed",
      bytes: Array(((0..<20).map { "k\($0): v\n" }.joined() + "!!str k3: again\n").utf8),
      expected: "t.yaml:21:1: error: duplicate key 'k3'; first defined at line 4, column 1"),
    Case(
      name: "duplicate key in a large mapping, first seen after it was indexed",
      bytes: Array(((0..<20).map { "k\($0): v\n" }.joined() + "k18: again\n").utf8),
      expected: "t.yaml:21:1: error: duplicate key 'k18'; first defined at line 19, column 1"),
    Case(
      name: "billion laughs",
      bytes: Array(billionLaughs.utf8),
      expected:
        "t.yaml:6:8: error: aliases expand to more than 100000 nodes; refusing to expand '*e' (is this an alias bomb?)"
    ),
    Case(
      name: "100,000 nested brackets",
      bytes: Array(repeating: UInt8(ascii: "["), count: 100_000),
      expected: "t.yaml:1:129: error: nesting is deeper than 128 levels; flatten the structure"),
    Case(
      name: "invalid UTF-8",
      bytes: Array("app:\n  name: Caf".utf8) + [0xE9, 0x0A],
      expected:
        "t.yaml:2:12: error: the file is not valid UTF-8 (byte 0xE9 at offset 16); save it as UTF-8"
    ),
    Case(
      name: "unclosed bracket",
      bytes: Array("locales: [en, de\nname: x\n".utf8),
      expected:
        "t.yaml:2:5: error: the [ opened at line 1, column 10 is not closed: expected , before the "
        + "next item or ] to end the list here"
    ),
    Case(
      name: "second document",
      bytes: Array("a: 1\n---\nb: 2\n".utf8),
      expected:
        "t.yaml:2:1: error: a second YAML document starts here; this file must hold exactly one"),
    Case(
      name: "unknown alias",
      bytes: Array("a: *nowhere\n".utf8),
      expected: "t.yaml:1:4: error: unknown alias '*nowhere'; no anchor '&nowhere' comes before it"),
  ]

  @Test(arguments: cases)
  func failsWithOnePositionedLine(_ testCase: Case) {
    do {
      _ = try YAMLLoader.load(bytes: testCase.bytes, file: "t.yaml")
      Issue.record("loaded without error")
    } catch {
      #expect(error.description == testCase.expected)
    }
  }

  @Test func emptyInputIsANullDocument() throws {
    let node = try YAMLLoader.load(text: "", file: "t.yaml")
    #expect(node.isNull)
    #expect(node.location.line == 1)
  }

  @Test func randomBytesNeverCrash() {
    var generator = SeededGenerator(seed: 42)
    for _ in 0..<200 {
      let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) }
      if let error = (try? YAMLLoader.load(bytes: bytes, file: "r.yaml")) == nil
        ? capture(bytes) : nil
      {
        #expect(error.location.line >= 1)
      }
    }
  }

  @Test func nodesKeepTheirPositions() throws {
    let node = try YAMLLoader.load(
      text: "app:\n  name: Journal\n  locales: [en, de]\n", file: "d.yaml")
    let app = try #require(node.mapping?.first?.value.mapping)
    #expect(app[0].value.location.description == "d.yaml:2:9")
    #expect(app[1].value.sequence?[1].location.description == "d.yaml:3:17")
  }

  private func capture(_ bytes: [UInt8]) -> YAMLError? {
    do {
      _ = try YAMLLoader.load(bytes: bytes, file: "r.yaml")
      return nil
    } catch { return error }
  }
}

/// A small deterministic generator (SplitMix64), so random inputs repeat.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
