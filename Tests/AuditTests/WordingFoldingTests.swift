import Foundation
import Testing

@testable import Audit
@testable import Wording

/// `WordingText.fold`'s shortcut, which lowers a text scalar by scalar
/// instead of asking Foundation for NFKC and case folding, gives
/// Foundation's answer for every scalar it takes.
@Suite struct WordingFoldingTests {
  /// Every scalar of every plane that the shortcut folds on its own, tried
  /// beside ASCII and beside each other, against Foundation's way.
  @Test func everyScalarTheShortcutTakesFoldsAsFoundationDoes() {
    var taken: [Unicode.Scalar] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
      if WordingText.foldedAlone(scalar) != nil { taken.append(scalar) }
    }
    // Capitals and letters that fold alone are among them; what only
    // Foundation can fold is not.
    for scalar in ["À", "Σ", "Ж", "é", "ж", "照"] as [Unicode.Scalar] {
      #expect(taken.contains(scalar), "\(scalar)")
    }
    for scalar in ["ß", "ﬁ", "İ", "Ａ", "\u{301}", "\u{1100}", "ǅ"] as [Unicode.Scalar] {
      #expect(!taken.contains(scalar), "U+\(String(scalar.value, radix: 16))")
    }
    var mismatches: [String] = []
    var start = 0
    while start < taken.count, mismatches.count < 10 {
      let chunk = taken[start..<min(taken.count, start + 64)]
      let text = chunk.map { "Q" + String($0) }.joined(separator: " ")
      let shortcut = WordingText.fold(text)
      if shortcut != WordingText.fold(text, shortcut: false) {
        // Name the scalars that differ alone.
        for scalar in chunk {
          let one = "Q" + String(scalar)
          if WordingText.fold(one) != WordingText.fold(one, shortcut: false) {
            mismatches.append("U+" + String(scalar.value, radix: 16, uppercase: true))
          }
        }
      }
      start += 64
    }
    #expect(mismatches.isEmpty, "folded otherwise than Foundation: \(mismatches)")
  }
}

/// A name's probes never rule out a text that holds it: normalising only
/// skips the search for names a text cannot hold.
@Suite struct NameProbesTests {
  @Test func aTextHoldingANameIsNeverRuledOut() {
    let names = [
      "photoflow", "trail tool number 0 for everyday tasks", "caf\u{E9} mode", "abc",
      "\u{7167}\u{7247}",
      "scan qr code", "zz",
    ]
    let texts = [
      "photoflow needs the camera", "tap trail tool number 0 for everyday tasks now",
      "le caf\u{E9} mode est l\u{E0}", "abc", "xabcx", "\u{7167}\u{7247}\u{5E93}", "scan qr codes",
      "nothing here", "", "zz",
    ]
    for name in names {
      let probes = WordingText.NameProbes(name)
      for text in texts {
        let pairs = WordingText.BytePairs(text)
        if WordingText.holds(text, name) {
          #expect(probes.mayOccur(in: pairs), "\(name) in \(text)")
        }
      }
      #expect(!probes.mayOccur(in: WordingText.BytePairs("qqqqqq")) || name.hasPrefix("q"))
    }
  }

  /// The ASCII shortcuts answer as the Unicode properties and the scalar
  /// loop do: letters and digits are word scalars, nothing else in ASCII.
  @Test func asciiShortcutsAgreeWithTheProperties() throws {
    for value in UInt32(0)...0x7F {
      let scalar = try #require(Unicode.Scalar(value))
      let expected = scalar.properties.isAlphabetic || scalar.properties.numericType != nil
      #expect(WordingText.isWordScalar(scalar) == expected, "U+\(String(value, radix: 16))")
    }
    let ascii = String((0...0x7F).map { Character(Unicode.Scalar(UInt8($0))) })
    #expect(WordingText.isPlainForSearch(ascii))
    #expect(WordingText.isPlainForSearch("caf\u{E9} \u{30A2}"))
    #expect(!WordingText.isPlainForSearch("cafe\u{301}"))
    #expect(!WordingText.isPlainForSearch("\u{212A}"))
  }

  /// `isPlainForSearch` scalar by scalar, as it was first written.
  static func isPlainForSearchByScalar(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0..<0x300, 0x3001...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF, 0xAC00...0xD7A3:
        return true
      default: return false
      }
    }
  }

  /// The byte-level plainness check answers as the scalar loop does, for
  /// every scalar of the first two planes, alone and among others.
  @Test func plainForSearchBytesAgreeWithScalars() {
    var disagreements: [String] = []
    for value in UInt32(0)...0x1FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      for text in ["\(scalar)", "a\(scalar)b", "\u{E9}\(scalar)\u{30A2}"] {
        if WordingText.isPlainForSearch(text) != Self.isPlainForSearchByScalar(text) {
          disagreements.append("U+\(String(value, radix: 16))")
        }
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
  }
}
