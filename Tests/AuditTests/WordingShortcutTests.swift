import Foundation
import TestSupport
import Testing

@testable import Audit
@testable import Wording

/// The wording judgements' shortcuts give the answers of the plain way:
/// a pattern's keywords are in every text it matches, the generic
/// vocabulary's trie judges words as the `String` sets do, and byte
/// searches find what Foundation finds.
@Suite struct WordingShortcutTests {
  static let knowledge = WordingTests.knowledge

  /// Every sentence of the corpus, by locale, folded as the judgements read it.
  static func sentences() throws -> [String: [String]] {
    var byLocale: [String: [String]] = [:]
    for entry in try WordingTests.corpus().entries {
      byLocale[entry.locale, default: []] += WordingText(entry.text, appName: "PhotoFlow").sentences
    }
    return byLocale
  }

  @Test(arguments: [
    ("\\bplease (allow|enable|grant)\\b", ["please "]),
    ("\\b(tap|press) on\\b", [" on"]),
    ("(?<![\\w-])(sync|syncs|synced|synchroni[sz]e)\\b", ["sync"]),
    ("colou?r", ["colo"]),
    ("a{0,3}bc", ["bc"]),
    ("x+yz", ["yz"]),
    ("^(?=.*(allow|grant)).*\\botherwise\\b", ["otherwise"]),
    ("^(?=.*(allow|grant)).*\\bor\\b", ["allow", "grant"]),
    ("(?!never)share", ["share"]),
    ("caf[eé]s", ["caf"]),
    ("STRAẞE", ["stra"]),
    ("写真を", ["写真を"]),
    ("(?:^|\\.)(?>[^.]*?\\bshar(e|ed)\\b)[^.]*?\\bwith health", ["with health"]),
    ("don\\'t (\\w+ ){0,3}work", ["don't "]),
    ("(allow|grant)( us)? all", ["allow", "grant"]),
    ("(alpha|be)?gamma", ["gamma"]),
    ("x|", []),
    ("(?i)allow", []),
    ("\\x41llow", []),
    ("\\p{L}+ allow", []),
    ("(a)\\1", []),
    ("(?<name>allow)", []),
    ("allow{", []),
    ("allow)", []),
    ("[unclosed", []),
  ])
  func keywordsArePartsEveryMatchHolds(_ test: (pattern: String, keywords: [String])) {
    let keywords = PatternKeywords(pattern: test.pattern)
    #expect(keywords.alternatives.map { String(decoding: $0, as: UTF8.self) } == test.keywords)
  }

  /// Every built-in pattern that matches a corpus sentence is let through
  /// by its keywords, and most patterns have keywords.
  @Test func keywordsLetThroughEveryMatchOfTheCorpus() throws {
    let knowledge = try Self.knowledge.get()
    let sentences = try Self.sentences()
    var known = 0
    var total = 0
    for language in knowledge.languages {
      let texts = sentences.filter { knowledge.language(for: $0.key)?.code == language.code }
        .flatMap(\.value)
      for (list, pattern) in language.patterns {
        let keywords = PatternKeywords(pattern: pattern.pattern)
        total += 1
        if keywords.isKnown { known += 1 }
        for text in texts where try pattern.matches(text) {
          var bytes = text
          #expect(
            bytes.withUTF8 { keywords.mayMatch($0) },
            "\(language.code) \(list) \(pattern.pattern) matches '\(text)'")
        }
      }
    }
    #expect(known * 10 >= total * 9, "\(known) of \(total) patterns have keywords")
  }

  @Test func foreignCaseForcesEveryPattern() {
    for (text, forced) in [
      ("please allow", false), ("Please allow", true), ("\u{212A}ey", true), ("ſhare", true),
      ("ıstanbul", true), ("i\u{307}stanbul", false), ("straße", false),
    ] {
      var bytes = text
      #expect(bytes.withUTF8(PatternKeywords.needsEveryPattern) == forced, "\(text)")
    }
  }

  /// The trie judges every word of the corpus, every generic entry and
  /// compounds of them as the `String` sets do.
  @Test func vocabularyJudgesAsTheStringSets() throws {
    let knowledge = try Self.knowledge.get()
    let sentences = try Self.sentences()
    for language in knowledge.languages where language.script == .words {
      let vocabulary = GenericVocabulary(
        words: language.genericWords, stems: language.genericStems)
      var texts = sentences.filter { knowledge.language(for: $0.key)?.code == language.code }
        .flatMap(\.value)
      let entries = Array(language.genericWords.sorted()) + language.genericStems
      // Compounds of two and three entries, with endings and without.
      for (index, first) in entries.enumerated() {
        let second = entries[(index * 7 + 3) % entries.count]
        let third = entries[(index * 13 + 5) % entries.count]
        texts.append(
          [
            first + second, first + second + third, first + "ungen", second + "s" + third,
            "x" + first,
          ]
          .joined(separator: " "))
      }
      for text in texts {
        let prepared = WordingText(text)
        let found = language.concreteWords(in: prepared, vocabulary: vocabulary)
        #expect(found == language.concreteWords(in: prepared), "\(language.code): \(text)")
        // Stopping at the first word gives the same verdict.
        #expect(
          language.hasConcreteWord(in: prepared, vocabulary: vocabulary) == !found.isEmpty,
          "\(language.code): \(text)")
        #expect(
          language.hasConcreteWord(in: prepared, vocabulary: nil) == !found.isEmpty,
          "\(language.code): \(text)")
      }
    }
  }

  /// A word with a scalar from U+0300 on, or a vocabulary with a
  /// combining entry, is left to the `String` way.
  @Test func vocabularyAnswersOnlyForComposedLatin() {
    let vocabulary = GenericVocabulary(words: ["foto", "zugriff"], stems: ["kamera"])
    #expect(vocabulary.isGeneric("foto") == true)
    #expect(vocabulary.isGeneric("kameras") == true)
    #expect(vocabulary.isGeneric("kamerazugriffe") == false)
    #expect(vocabulary.isGenericCompound("kamerazugriff") == true)
    #expect(vocabulary.isGenericCompound("fotozugriffx") == false)
    #expect(vocabulary.isGeneric("фото") == nil)
    #expect(vocabulary.isGeneric("fo\u{301}to") == nil)
    let combining = GenericVocabulary(words: ["fo\u{301}to"], stems: [])
    #expect(combining.isGeneric("foto") == nil)
  }

  @Test(arguments: [
    ("trail 0 uses photos; trail 0 again", "trail 0", "appname"),
    ("les entrées de trail 0", "trail 0", "appname"),
    ("entre\u{301}es de trail", "entrées", "featurename"),
    ("entrées de trail", "entre\u{301}es", "featurename"),
    ("사진 앱 사진", "사진", "x"),
    ("カメラとカメラ", "カメラ", "appname"),
    ("aaaa", "aa", "b"),
    ("no name here", "trail", "appname"),
    ("", "trail", "appname"),
  ])
  func byteSearchFindsWhatFoundationFinds(_ test: (text: String, part: String, with: String)) {
    #expect(
      WordingText.replacing(test.part, with: test.with, in: test.text)
        == test.text.replacingOccurrences(of: test.part, with: test.with))
    let range = WordingText.range(of: test.part, in: test.text)
    let expected = test.text.range(of: test.part)
    #expect(range.map { String(test.text[$0]) } == expected.map { String(test.text[$0]) })
    #expect(
      range.map { test.text[..<$0.lowerBound] } == expected.map { test.text[..<$0.lowerBound] })
  }

  /// A text's byte pairs hold every adjacent pair of its bytes and, for
  /// a short text, few others.
  @Test func bytePairsHoldEveryPairOfTheText() {
    for text in ["", "a", "ab", "trail 0 uses photos", "entrées de trail", "사진 앱"] {
      let pairs = WordingText.BytePairs(text)
      let bytes = Array(text.utf8)
      for index in bytes.indices.dropLast() {
        #expect(pairs.contains(WordingText.BytePairs.bit(bytes[index], bytes[index + 1])))
      }
      let all = (0..<4096).filter(pairs.contains)
      #expect(all.count <= max(0, bytes.count - 1), "\(text)")
    }
  }

  /// A text prepared once for a set of names is the text made afresh.
  @Test func preparedTextsAreTheTextsMadeAfresh() throws {
    let names = WordingText.Names(appName: "PhotoFlow", featureNames: ["Receipt scanner"])
    for entry in try WordingTests.corpus().entries.prefix(200) {
      let first = WordingText.prepared(entry.text, names: names)
      #expect(first == WordingText(entry.text, names: names))
      #expect(WordingText.prepared(entry.text, names: names) == first)
      #expect(first.normalized == WordingText(entry.text, names: names).normalized)
    }
  }

  /// Each set of names a description reads its texts with, taken as a
  /// prefix of one folding, is the set made from its own names: the same
  /// replacements in the same order (names too short left out, longest
  /// first, ties in the order given), so every text reads the same.
  @Test(arguments: [
    (
      "Huddle Chat", ["Receipt scanner", "QR", "Scan", "Huddle Chat"],
      ["Scan button", "Main screen", "Ω"]
    ),
    ("Ab", ["Photo backup", "PHOTO BACKUP", "Ｆｕｌｌ ｗｉｄｔｈ"], ["Settings"]),
    ("PhotoFlow", [], ["Camera tab"]),
  ])
  func namesTakenFromOneFoldingAreTheNamesMadeAlone(
    appName: String, featureNames: [String], otherNames: [String]
  ) throws {
    let folded = WordingText.FoldedNames(appName: appName, featureNames: featureNames + otherNames)
    let cases: [(WordingText.Names, WordingText.Names)] = [
      (WordingText.Names(folded, featureCount: 0), WordingText.Names(appName: appName)),
      (
        WordingText.Names(folded, featureCount: featureNames.count),
        WordingText.Names(appName: appName, featureNames: featureNames)
      ),
      (
        WordingText.Names(folded),
        WordingText.Names(appName: appName, featureNames: featureNames + otherNames)
      ),
    ]
    let texts =
      try WordingTests.corpus().entries.prefix(50).map(\.text) + [
        "Huddle Chat uses the Receipt scanner from the Main screen.",
        "Tap Scan button to back up with Photo backup (ｆｕｌｌ ｗｉｄｔｈ).",
      ]
    for (taken, made) in cases {
      #expect(taken.replacements.map(\.name) == made.replacements.map(\.name))
      #expect(taken.replacements.map(\.placeholder) == made.replacements.map(\.placeholder))
      for text in texts {
        #expect(WordingText(text, names: taken) == WordingText(text, names: made), "\(text)")
      }
    }
    // The sets differ where their names do, so the comparison can tell.
    #expect(
      WordingText.Names(folded, featureCount: 0).replacements.count
        < WordingText.Names(folded).replacements.count)
  }
}
