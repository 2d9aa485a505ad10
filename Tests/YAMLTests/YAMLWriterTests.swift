import Testing

@testable import YAML

/// The scalar writer behind generated files (the team checklist): whatever
/// it writes reads back, through the project's own loader, as exactly the
/// string it was given, and it is plain wherever that is safe.
@Suite struct YAMLWriterTests {
  /// `text` written as a field of a nested mapping, read back.
  static func roundTrip(_ text: String) throws -> YAMLScalar? {
    let lines = ["outer:"] + YAMLWriter.field("key", text, indent: 2) + ["after: end"]
    let root = try YAMLLoader.load(text: lines.joined(separator: "\n") + "\n", file: "t.yaml")
    let outer = root.mapping?.first { $0.key.scalar?.text == "outer" }?.value
    #expect(root.mapping?.last?.value.scalar?.text == "end", "the next key survives")
    return outer?.mapping?.first { $0.key.scalar?.text == "key" }?.value.scalar
  }

  static let tricky: [String] = [
    "plain words", "412", "2.3.1", "0x1F", "1e3", "2027-01-01T09:30:00Z", "2027-01-01", "1:20",
    "yes", "No", "on", "off", "y", "~", "null", "NULL", "true", "False", ".inf", "...", "---",
    "- item", "-", "? key", ": x", "a: b", "a:b", "ends with colon:", "a #comment", "a#b",
    "#start", "&anchor", "*alias", "!tag", "|", ">", "'single'", "\"double\"", "%directive",
    "@at", "`tick`", "[flow]", "{map}", "a, b", "Don't Allow", "Wähle Fotos aus", "“quoted”",
    " leading", "trailing ", "tab\there", "", " ", "back\\slash", "line\nbreak", "ends\n",
    "two\n\n", "\n", "\nstarts", "  indented\nnext", "first\n  indented\nlast", "a\n \nb",
    "a\n\tb", "crlf\r\nline", "bell\u{7}", "del\u{7F}", "nel\u{85}", "nbsp\u{A0}",
    "ls\u{2028}", "ps\u{2029}", "bom\u{FEFF}", "\u{FFFE}", "emoji 📷", "c1\u{9B}",
    "5d41402abc4b", "0a1b2c3d4e5f", "0b1010", "+1", "-1", "=", "a\u{0}b",
    String(repeating: "Long note: words # and - dashes, “quotes” and 412. ", count: 4)
      .trimmingCharacters(in: .whitespaces),
    String(repeating: "word ", count: 40) + " two  spaces",
    String(repeating: "x", count: 150), "- " + String(repeating: "a b ", count: 40) + "end",
  ]

  @Test(arguments: tricky)
  func writtenTextsReadBackExactly(_ text: String) throws {
    let scalar = try #require(try Self.roundTrip(text))
    #expect(scalar.text == text)
    #expect(scalar.resolved == .string(text))
  }

  @Test func randomTextsReadBackExactly() throws {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array(
      "ab Z09:#-?,[]{}&*!|>'\"%@`.~\t\n\r\\\u{0}\u{7}\u{85}\u{A0}\u{2028}\u{FEFF}éß📷+=_/")
    for _ in 0..<3000 {
      let length =
        Int.random(in: 0...150, using: &generator) / Int.random(in: 1...10, using: &generator)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      let scalar = try #require(try Self.roundTrip(text), "\(text.debugDescription)")
      #expect(scalar.text == text, "\(text.debugDescription)")
      #expect(scalar.resolved == .string(text), "\(text.debugDescription)")
    }
  }

  @Test func randomLongSentencesReadBackExactly() throws {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("abcdefgh.,:;#-'\"!?()→é12|>&*")
    for _ in 0..<1000 {
      let words = (0..<Int.random(in: 10...60, using: &generator)).map { _ in
        String(
          (0..<Int.random(in: 1...9, using: &generator)).map { _ in
            alphabet.randomElement(using: &generator)!
          })
      }
      let text = words.joined(separator: " ")
      let scalar = try #require(try Self.roundTrip(text), "\(text.debugDescription)")
      #expect(scalar.text == text, "\(text.debugDescription)")
    }
  }

  @Test func readableTextsStayPlain() {
    for text in [
      "Dana Reyes", "passed", "photos.check.limited-two-photos", "5d41402abc4b",
      "Both photos show, and Manage works.", "Wähle Fotos aus",
    ] {
      #expect(YAMLWriter.inline(text) == text)
    }
    #expect(YAMLWriter.inline("412") == "\"412\"")
    #expect(YAMLWriter.inline("2027-01-01T09:30:00Z") == "\"2027-01-01T09:30:00Z\"")
    #expect(YAMLWriter.inline("yes") == "\"yes\"")
    #expect(YAMLWriter.inline("a: b") == "\"a: b\"")
  }

  @Test func longTextsFoldBetweenWords() {
    let note = String(repeating: "Both photos show and pin to an entry. ", count: 4).dropLast()
    let lines = YAMLWriter.field("note", String(note), indent: 4)
    #expect(lines.first == "    note: >-")
    #expect(
      lines.count > 2 && lines.dropFirst().allSatisfy { $0.hasPrefix("      ") && $0.count <= 80 })
  }

  @Test func multiLineTextsAreLiteralBlocks() {
    #expect(
      YAMLWriter.field("note", "First line.\nSecond line.", indent: 4)
        == ["    note: |-", "      First line.", "      Second line."])
    #expect(
      YAMLWriter.field("note", "One\n\nThree\n", indent: 0) == ["note: |", "  One", "", "  Three"])
    // A first line that starts with a space would need an indentation
    // indicator: quoted instead.
    #expect(YAMLWriter.field("note", " x\ny", indent: 0) == ["note: \" x\\ny\""])
  }
}
