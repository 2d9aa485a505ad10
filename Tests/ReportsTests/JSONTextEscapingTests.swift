import Foundation
import Testing

@testable import Reports

/// The JSON writer's last pass: every unsafe scalar outside ASCII becomes a
/// `\uXXXX` escape, everything else stays byte for byte.
@Suite struct JSONTextEscapingTests {
  static let cases: [(json: String, escaped: String)] = [
    ("{\"a\": \"plain\"}", "{\"a\": \"plain\"}"),
    ("\"caf\u{E9} \u{1F4F7} \u{65E5}\u{672C}\"", "\"caf\u{E9} \u{1F4F7} \u{65E5}\u{672C}\""),
    ("\"a\u{202E}b\"", "\"a\\u202Eb\""),
    ("\"\u{85}next\u{9F}\"", "\"\\u0085next\\u009F\""),
    ("\"\u{2028}\u{2029}\u{FFFE}\u{FFFF}\"", "\"\\u2028\\u2029\\uFFFE\\uFFFF\""),
    ("\"\u{200E}x\u{2066}\u{E9}\u{2069}\"", "\"\\u200Ex\\u2066\u{E9}\\u2069\""),
    ("\"\u{1F4F7}\u{202E}\"", "\"\u{1F4F7}\\u202E\""),
    ("", ""),
  ]

  @Test("unsafe scalars are escaped, the rest kept", arguments: cases)
  func escapes(_ example: (json: String, escaped: String)) {
    #expect(JSONText.escapingUnsafe(example.json) == example.escaped)
  }

  @Test func encodedDocumentsDecodeToTheSameStrings() throws {
    let text = "left \u{202E}right\u{85} \u{1F4F7} caf\u{E9}"
    let json = JSONText.encode(["text": text])
    #expect(!json.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x85 })
    let decoded = try JSONDecoderCheck.decode(json)
    #expect(decoded["text"] == text)
  }
}

private enum JSONDecoderCheck {
  static func decode(_ json: String) throws -> [String: String] {
    try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
  }
}
