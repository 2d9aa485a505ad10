import AppModel
import BoundedRegex
import Foundation
import Testing

@testable import Audit
@testable import FileSupport
@testable import RuleBinding

/// Lexicon phrases match as whole words, case-insensitively. The matcher
/// searches bytes for ASCII texts and characters otherwise; both must agree
/// with the plain Foundation search it replaced (kept here as the reference).
@Suite struct LexiconMatchingTests {
  static let phrases = [
    "improve your experience", "a", "full access", "it's", "all photos", "ü", "café", "need",
    "écran", "d'un accès", "사진", "が", "日本",
  ]

  /// The original matcher: Foundation's `range(of:)`, one character on after each hit.
  static func reference(_ phrases: [String], _ text: String) -> Bool {
    func normalize(_ text: String) -> String {
      text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
    }
    func isWord(_ character: Character?) -> Bool {
      guard let character else { return false }
      return character.isLetter || character.isNumber
    }
    let text = normalize(text)
    return phrases.map(normalize).contains { phrase in
      var start = text.startIndex
      while let range = text.range(of: phrase, range: start..<text.endIndex) {
        let before =
          range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
        let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
        if !isWord(before), !isWord(after) { return true }
        start = text.index(after: range.lowerBound)
      }
      return false
    }
  }

  static let texts = [
    "", "a", "A", "ab", "b a", "ba", "a1", "1a", "(a)", "We need it", "We needed it",
    "To Improve Your Experience.", "to improve your experiences", "It’s fine", "it's fine",
    "Tap Allow Full Access", "full accessory", "Über uns", "Müller ü", "Mü", "café au lait",
    "cafe\u{301} au lait", "cafés", "x\r\nfull access\r\n", "all photos, all photos", "aaa a",
    "ALL PHOTOS", "full  access", "100% a.", "São Paulo a", "日本 a 語",
    // Accented, kana, CJK and Hangul texts are searched by their bytes: the
    // letters either side of a hit still decide whether it is a whole word.
    "l’écran", "L'ÉCRAN", "écrans", "aécran", "1écran", "écran1", "Nous avons besoin d’un accès.",
    "d'un accèss", "ücafé", "café", "Écran d'accueil", "사진을", "사진 보기", "がa", "かが", "日本語", "日本",
    "İstanbul a", "ß a", "Ǆ a", "x\r\nécran\r\n",
  ]

  /// What `Lexicon.normalize` replaced: the standard library's lowering,
  /// then straight apostrophes.
  static func lowered(_ text: String) -> String {
    text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
  }

  @Test(arguments: texts + ["ΟΔΟΣ Σ", "İIı", "ǅǄǆ", "ẞß", "Ωℨ", "𐐀𐐨", "Kelvin \u{212A}"])
  func normalizesAsLowercasedDoes(_ text: String) {
    #expect(
      Array(Lexicon.normalize(text).unicodeScalars) == Array(Self.lowered(text).unicodeScalars))
  }

  /// Each scalar lowering leaves alone is copied as it is: the shortcut
  /// gives what `lowercased()` gives for every scalar of the first two
  /// planes (all the cased scripts).
  @Test func normalizesEveryScalarAsLowercasedDoes() {
    var differing: [String] = []
    for value in UInt32(0)..<0x2_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar)) + "a"
      if Array(Lexicon.normalize(text).unicodeScalars) != Array(Self.lowered(text).unicodeScalars) {
        differing.append(String(value, radix: 16))
      }
    }
    #expect(differing.isEmpty, "U+\(differing.prefix(20).joined(separator: ", U+"))")
  }

  /// Phrases are trimmed of what `CharacterSet.whitespaces` holds, as the
  /// Foundation call this replaced did: every scalar of the first two
  /// planes at either end of a phrase, and a table of mixed cases.
  @Test func trimsSpacesAsFoundationDoes() {
    var differing: [String] = []
    for value in UInt32(0)..<0x2_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "\(scalar)a b\(scalar)"
      if Lexicon.trimmingSpaces(text) != text.trimmingCharacters(in: .whitespaces) {
        differing.append(String(value, radix: 16))
      }
    }
    #expect(differing.isEmpty, "U+\(differing.prefix(20).joined(separator: ", U+"))")
    for text in [
      "", " ", "\t \u{3000}", "  full access ", "\u{00A0}café\u{2009}", "\n a \n", "a", "日本 ",
    ] {
      #expect(Lexicon.trimmingSpaces(text) == text.trimmingCharacters(in: .whitespaces), "\(text)")
    }
  }

  /// A text that is plain for a byte search is matched by its bytes; the
  /// general path (characters) answers the same for every phrase.
  @Test(arguments: texts)
  func bytesAgreeWithCharacters(_ text: String) throws {
    let lexicon = try Lexicon(name: "test", entries: Self.phrases)
    for phrase in Self.phrases {
      let alone = try Lexicon(name: "test", entries: [phrase])
      #expect(
        try alone.matches(Lexicon.PreparedText(text, bytesWherePlain: true))
          == alone.matches(Lexicon.PreparedText(text, bytesWherePlain: false)),
        "phrase '\(phrase)' in '\(text)'")
    }
    #expect(
      try lexicon.matches(Lexicon.PreparedText(text, bytesWherePlain: true))
        == lexicon.matches(Lexicon.PreparedText(text, bytesWherePlain: false)))
  }

  @Test(arguments: texts)
  func agreesWithFoundation(_ text: String) throws {
    for phrase in Self.phrases {
      let lexicon = try Lexicon(name: "test", entries: [phrase])
      #expect(
        try lexicon.matches(text) == Self.reference([phrase], text),
        "phrase '\(phrase)' in '\(text)'")
    }
  }

  @Test func agreesOnRandomTexts() throws {
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      "a", "A", " ", "full", "access", "ü", "é", "e\u{301}", "’", "'", ".", "1", "all photos",
      "need",
    ]
    let lexicons = try Self.phrases.map { try Lexicon(name: "test", entries: [$0]) }
    for _ in 0..<2000 {
      let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      for (phrase, lexicon) in zip(Self.phrases, lexicons) {
        #expect(
          try lexicon.matches(text) == Self.reference([phrase], text), "'\(phrase)' in '\(text)'")
      }
    }
  }

  @Test func aWholeListAgreesWithEachPhraseAlone() throws {
    // One lexicon of every phrase finds a phrase where one of them alone does.
    let lexicon = try Lexicon(name: "test", entries: Self.phrases)
    for text in Self.texts {
      #expect(try lexicon.matches(text) == Self.reference(Self.phrases, text), "'\(text)'")
    }
  }

  /// Each pattern keeps its own inline flags and anchors.
  @Test(arguments: [
    ("TODO: write this", true), ("todo: write this", false), ("Lorem ipsum dolor", true),
    ("LOREM IPSUM", true), ("Description", true), ("A description of the photos", false),
    ("ab12", true), ("xab12", false), ("TBD", true), ("tbd", false),
  ])
  func patternsKeepTheirOwnFlagsAndAnchors(text: String, matches: Bool) throws {
    let lexicon = try Lexicon(
      name: "test",
      entries: ["/(?-i)\\b(TODO|FIXME|TBD)\\b/", "/lorem ipsum/", "/^description$/", "/^ab\\d+$/"])
    #expect(try lexicon.matches(text) == matches)
  }

  @Test func backReferencesStillWork() throws {
    let lexicon = try Lexicon(name: "test", entries: ["/(.)\\1/", "/^x$/"])
    #expect(try lexicon.matches("hello"))
    #expect(try !lexicon.matches("helo"))
    #expect(try lexicon.matches("X"))
  }

  @Test func anInvalidPatternIsNamed() {
    #expect {
      try Lexicon(name: "test", entries: ["fine", "/ok/", "/(unclosed/"])
    } throws: { error in
      (error as? Lexicon.InvalidEntry)?.index == 2
    }
  }

  /// Backtracking is bounded: a pattern that would try a text in
  /// exponentially many ways gives up with an error instead of hanging.
  @Test func aCatastrophicPatternGivesUpInsteadOfHanging() throws {
    let lexicon = try Lexicon(name: "nested", entries: ["/(a+)+$/"])
    #expect(throws: BoundedRegex.MatchError.limitExceeded) {
      try lexicon.matches(String(repeating: "a", count: 40) + "!")
    }
    // The same pattern on a text it can decide quickly still answers.
    #expect(try lexicon.matches("aaa"))
    #expect(try !lexicon.matches(""))
    #expect(try Lexicon(name: "empty", entries: ["/^$/"]).matches(""))
  }

  /// PCRE2 counts its step limit afresh at every start position, so a
  /// pattern opening with an unanchored lookahead does work quadratic in
  /// the text within it (2.5 s on 8 KB). The work budget counts every
  /// position: the match gives up instead. Anchored, it answers at once
  /// (on the long text, after its first run reached the share of the
  /// budget one position gets and it ran again with its work counted).
  @Test func aQuadraticPatternGivesUpOnALongText() throws {
    let text = String(
      repeating: "the app needs access to your library so you can pick pictures ", count: 125)
    let unanchored = try BoundedRegex("(?=.*(allow|access)).*\\botherwise\\b")
    #expect(throws: BoundedRegex.MatchError.limitExceeded) { try unanchored.matches(text) }
    #expect(try unanchored.matches("allow it, otherwise not"))
    let anchored = try BoundedRegex("^(?=.*(allow|access)).*\\botherwise\\b")
    #expect(try !anchored.matches(text))
    #expect(try anchored.matches(text + "otherwise"))
  }

  /// The attack on `purpose.yaml`'s lexicons: "share " thousands of times
  /// as a purpose string (the attack used 10,000; one of the pack's
  /// patterns costs time quadratic in the text, which no step limit counts).
  /// A text up to `BoundedRegex.maximumSubjectBytes` is judged; a longer
  /// one makes each rule whose pattern would read it say it could not be
  /// evaluated, instead of running for seconds or minutes.
  @Test(arguments: [1_300, 10_000])
  func hostilePurposeStringsAreBounded(shares: Int) throws {
    let text = String(repeating: "share ", count: shares)
    let yaml = """
      schema: 1
      app: { name: Snapframe, bundleId: com.example.snapframe, locales: [en] }
      screens:
        - { id: editor, name: Editor }
      features:
        - { id: save, name: Save the picture, screen: editor, control: Save, needs: { photos: save } }
      permissions:
        - id: add-photos
          resource: photos
          access: addOnly
          requestedAt: { screen: editor, moment: feature, feature: save }
          handles: { denied: fallback, restricted: explains }
      purposeStrings:
        NSPhotoLibraryAddUsageDescription: "\(text)"
      """
    let description = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "hostile.yaml")
    let result = try BuiltInChecklists.engine().audit(description, today: "2026-01-01")
    #expect(
      result.problems.allSatisfy { $0.severity == .warning && $0.message.hasPrefix("rule ") })
    if text.utf8.count <= BoundedRegex.maximumSubjectBytes {
      // The rule that judges talk of sharing still judges the text.
      #expect(result.problems.isEmpty)
      #expect(result.findings.contains { $0.rule == "purpose.mismatch-feature" })
    } else {
      #expect(
        result.problems.contains { $0.message.contains("patterns are matched against at most") })
    }
  }
}
