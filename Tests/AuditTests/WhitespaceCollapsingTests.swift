import Testing

@testable import Audit

/// The byte-level whitespace tidying of rule texts gives what splitting on
/// `Character.isWhitespace` and joining with spaces gives.
@Suite struct WhitespaceCollapsingTests {
  static func reference(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  @Test(arguments: [
    "", " ", "\n\n", "plain", "  leading", "trailing  ", "a  b\tc\nd\r\ne\u{0B}f\u{0C}g",
    "folded\nlines of\n\nYAML\n", "no\u{00A0}break space", "line\u{2028}separator",
    "Café 📷\n tool", "\r\n", "x\u{1C}y", "e\u{301} \n accent", "a \u{301}b", "a\n\u{200D}b",
    "“curly” quotes\n  and — dashes", "\u{3000}ideographic", "emoji 👩‍👩‍👧 family\n",
  ])
  func collapsesAsTheReferenceDoes(text: String) {
    #expect(WhitespaceCollapsing.collapse(text) == Self.reference(text))
  }

  @Test func randomTextsAgree() {
    var generator = SystemRandomNumberGenerator()
    let alphabet = Array("ab \t\n\r\u{0B}\u{0C}\u{1C}.“é\u{301}\u{A0}")
    for _ in 0..<2000 {
      let text = String(
        (0..<Int.random(in: 0..<24, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator)!
        })
      #expect(WhitespaceCollapsing.collapse(text) == Self.reference(text), "\(Array(text.utf8))")
    }
  }
}
