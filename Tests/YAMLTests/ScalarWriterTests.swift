import Testing
import YAML

/// `YAMLScalarWriter` output reads back as the very same string, as a
/// mapping value, a key and a flow-sequence item.
@Suite struct ScalarWriterTests {
  static let tricky: [String] = [
    "", " ", "plain text", "Take a photo: it stays here", "a # not a comment", "a#b", "#start",
    "- item", "-x", "?x", ": x", "key:", "true", "False", "null", "~", "yes", "No", "on", "y",
    "12", "2.10", "0x1F", "1_000", ".5", "1e3", "+1", "-", "---", "... end", "\"quoted\"",
    "'single'", "back\\slash", "tab\there", "line\nbreak", "crlf\r\n", "trailing ", " leading",
    "[flow]", "{map}", "a, b", "*alias", "&anchor", "!tag", "|literal", ">folded", "%directive",
    "@at", "`tick`", "Ünïcødé ✓ 日本語 🙂", "nel\u{85}", "ls\u{2028}ps\u{2029}", "bom\u{FEFF}",
    "nul\u{0}", "bell\u{7}", "del\u{7F}", "c1\u{9B}", "nbsp\u{A0}",
    "$(PRODUCT_NAME) uses the camera",
    "${PRODUCT_NAME}", "https://example.com/a?b=c#d", "Home Assistant\n\n\tuses this",
  ]

  func roundTrip(_ text: String) throws {
    let block = "value: \(YAMLScalarWriter.scalar(text))\n"
    let value = try YAMLLoader.load(text: block, file: "t.yaml").mapping?.first?.value
    #expect(value?.scalar?.text == text, "block: \(block)")
    if case .string = value?.scalar?.resolved {
    } else {
      Issue.record("\(block) does not read as a string")
    }
    let key = "\(YAMLScalarWriter.scalar(text)): 1\n"
    let keyNode = try YAMLLoader.load(text: key, file: "t.yaml").mapping?.first?.key
    #expect(keyNode?.scalar?.text == text, "key: \(key)")
    let flow = "[\(YAMLScalarWriter.scalar(text, in: .flow)), end]\n"
    let item = try YAMLLoader.load(text: flow, file: "t.yaml").sequence?.first
    #expect(item?.scalar?.text == text, "flow: \(flow)")
  }

  @Test(arguments: tricky)
  func trickyStringsRoundTrip(_ text: String) throws {
    try roundTrip(text)
  }

  @Test func plainWhereThatIsSafe() {
    #expect(
      YAMLScalarWriter.scalar("Used to take photo for post status")
        == "Used to take photo for post status")
    #expect(YAMLScalarWriter.scalar("en") == "en")
    #expect(YAMLScalarWriter.scalar("no") == "\"no\"")
    #expect(YAMLScalarWriter.scalar("2.3") == "\"2.3\"")
    #expect(YAMLScalarWriter.scalar("a\tb") == "\"a\\tb\"")
  }

  /// A bidirectional control never reaches a file raw: the scalar is
  /// double-quoted with `\u202E`, and reads back the same.
  @Test(arguments: ["\u{202E}", "\u{200E}", "\u{061C}", "\u{2066}", "\u{2069}"])
  func bidiControlsAreEscaped(_ control: String) throws {
    let text = "evil\(control)gpj.exe"
    let written = YAMLScalarWriter.scalar(text)
    let hex = String(control.unicodeScalars.first!.value, radix: 16, uppercase: true)
    #expect(written == "\"evil\\u\(String(repeating: "0", count: 4 - hex.count) + hex)gpj.exe\"")
    #expect(!written.unicodeScalars.contains { $0 == control.unicodeScalars.first! })
    try roundTrip(text)
  }

  /// Random strings over an alphabet of YAML's special characters.
  @Test func randomStringsRoundTrip() throws {
    let alphabet = Array(
      "ab :#-?,[]{}'\"\\\t\n\r!&*|>%@`~.0123456789é\u{85}\u{2028}\u{FEFF}\u{1}\u{7F}")
    var generator = SeededGenerator(seed: 0x5EED)
    for _ in 0..<5000 {
      let length = Int.random(in: 0...12, using: &generator)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      do { try roundTrip(text) } catch { Issue.record("\(text.debugDescription): \(error)") }
    }
  }
}
