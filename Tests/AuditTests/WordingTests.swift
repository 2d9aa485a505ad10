import Audit
import FileSupport
import Foundation
import TestSupport
import Testing
import Wording

/// The wording judgements with the built-in languages: the labelled corpus
/// (`Tests/WordingCorpus`) meets the targets in every language, and the
/// texts issue 18 quotes behave as a reviewer expects.
@Suite struct WordingTests {
  static let knowledge = Result {
    WordingKnowledge(try BuiltInChecklists.engine().packs.flatMap(\.languages))
  }

  static let languages = ["en", "de", "fr", "es", "it", "pt-BR", "nl", "ja", "zh-Hans", "ko"]

  static func corpus() throws -> WordingCorpus {
    let root = TestPaths.repositoryRoot.appendingPathComponent("Tests/WordingCorpus")
    var entries: [WordingCorpus.Entry] = []
    for part in ["dev", "heldout"] {
      let folder = root.appendingPathComponent(part)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      for name in names where name.hasSuffix(".yaml") {
        entries += try WordingCorpus.load(path: folder.appendingPathComponent(name).path).entries
      }
    }
    return WordingCorpus(entries: entries)
  }

  @Test func corpusIsLargeAndBalanced() throws {
    let corpus = try Self.corpus()
    #expect(corpus.entries.count >= 600)
    for language in Self.languages {
      let entries = corpus.entries.filter { $0.locale == language }
      #expect(entries.count >= 40, "\(language): \(entries.count) texts")
      let bad = entries.filter { $0.labels.values.contains(true) }.count
      // Good and bad in about equal numbers.
      #expect(Double(bad) / Double(entries.count) > 0.35, "\(language): \(bad) bad")
      #expect(Double(bad) / Double(entries.count) < 0.65, "\(language): \(bad) bad")
    }
  }

  @Test func corpusMeetsTheTargetsInEveryLanguage() throws {
    let evaluation = WordingEvaluation(
      corpus: try Self.corpus(), knowledge: try Self.knowledge.get())
    // The issue's targets are for these three; the rules that compare a text with the
    // description are held to theirs in PurposeFitTests.
    for rule in ["purpose.vague", "permission.pressure", "review.asks-reviewer-to-allow"] {
      for language in Self.languages {
        let score = try #require(
          evaluation.scores.first { $0.rule == rule && $0.language == language },
          "\(rule) has no texts in \(language)")
        #expect(score.precision >= 0.95, "\(rule) \(language): precision \(score.precision)")
        #expect(score.recall >= 0.90, "\(rule) \(language): recall \(score.recall)")
      }
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var locale = "en"
    var app: String? = nil
    var vague: Bool? = nil
    var pressure: Bool? = nil
    var asks: Bool? = nil
    var testDescription: String { "\(locale): \(text)" }
  }

  /// The misses and false alarms quoted at the top of issue 18.
  static let issueCases: [Case] = [
    Case(text: "We use your camera.", vague: true),
    Case(text: "Used by the app.", vague: true),
    Case(text: "To enhance features.", vague: true),
    Case(text: "Camera access is needed.", vague: true),
    Case(text: "This permission is required.", vague: true, pressure: true),
    Case(
      text: "Tap “Allow Full Access” or PhotoFlow can’t work.", app: "PhotoFlow", pressure: true),
    Case(text: "Enable notifications to continue.", pressure: true),
    Case(text: "Wird für die App-Funktionalität benötigt.", locale: "de", vague: true),
    Case(text: "Para mejorar tu experiencia en la app.", locale: "es", vague: true),
    Case(text: "アプリの機能を向上させるために使用します。", locale: "ja", vague: true),
    Case(
      text: "You can allow all photos or choose which ones the backup includes.", pressure: false),
    Case(text: "To improve the sharpness of your scanned receipts", vague: false),
    Case(text: "We need photo library access so you can choose an existing photo.", vague: false),
    Case(text: "Please allow all permissions when prompted.", asks: true),
    Case(
      text: "Tap Scan on the Home tab: the camera prompt appears then. If you tap Don't Allow, "
        + "you can type the receipt in.", asks: false),
  ]

  @Test(arguments: issueCases) func issueTexts(_ test: Case) throws {
    let knowledge = try Self.knowledge.get()
    if let vague = test.vague {
      #expect(
        knowledge.isVague(test.text, locale: test.locale, names: .init(appName: test.app)) == vague)
    }
    if let pressure = test.pressure {
      let sentence = try knowledge.pressure(
        in: test.text, locale: test.locale, names: .init(appName: test.app))
      #expect((sentence != nil) == pressure)
    }
    if let asks = test.asks {
      #expect((try knowledge.askToAllow(in: test.text, locale: test.locale) != nil) == asks)
    }
  }

  @Test func normalisationMakesTheAppsNameAndQuotesPlain() {
    let text = WordingText("Tap “Allow Full Access” or PhotoFlow can’t work.", appName: "PhotoFlow")
    #expect(text.normalized == "tap \"allow full access\" or appname can't work.")
    #expect(WordingText("ＣＡＭＥＲＡ — « Autoriser »").normalized == "camera - \"autoriser\"")
  }

  /// Names are found anywhere in the folded text, whatever its script,
  /// and prepared names give what names passed one by one give.
  @Test(arguments: [
    ("PhotoFlow", "PhotoFlow needs it", "appname needs it"),
    ("PhotoFlow", "it needs PHOTOFLOW", "it needs appname"),
    ("PhotoFlow", "Photo", "photo"),
    ("Über Karte", "Die ÜBER KARTE zeigt", "die appname zeigt"),
    ("写真日記", "写真日記がカメラを使います", "appnameがカメラを使います"),
    ("Flow", "flo", "flo"),
  ])
  func namesAreReplacedWherever(_ test: (name: String, text: String, normalized: String)) {
    #expect(WordingText(test.text, appName: test.name).normalized == test.normalized)
    let names = WordingText.Names(appName: test.name, featureNames: ["Receipt scanner"])
    #expect(
      WordingText(test.text + " with the receipt scanner", names: names).normalized
        == test.normalized + " with the featurename")
  }

  @Test func pressureQuotesTheSentenceItJudged() throws {
    let sentence = try Self.knowledge.get().pressure(
      in: "Receipts are scanned with the camera. Tap Allow or the app won't work!", locale: "en")
    #expect(sentence == "Tap Allow or the app won't work")
  }

  /// Each pattern is tried on every sentence of every text it judges, so
  /// its cost must grow with the sentence, not with its square: a pattern
  /// that opens with an unanchored `(?=.*…)` is retried at every position
  /// (2 ms on a 150-character sentence). Counted in the steps tried on a
  /// long sentence of the language's own corpus texts, not timed.
  @Test(arguments: languages) func patternsStayCheapOnLongSentences(_ code: String) throws {
    let knowledge = try Self.knowledge.get()
    let language = try #require(knowledge.language(for: code))
    let texts = try Self.corpus().entries.filter { $0.locale == code }.map(\.text)
    var sentence = ""
    for text in texts where sentence.utf8.count < 1_500 {
      let words = WordingText(text).sentences.joined(separator: " ")
      sentence += sentence.isEmpty ? words : " " + words
    }
    #expect(sentence.utf8.count >= 1_000)
    for (list, pattern) in language.patterns {
      #expect(throws: Never.self, "\(code) \(list): \(pattern.pattern)") {
        _ = try pattern.matches(sentence, workLimit: 200_000)
      }
    }
  }

  /// Folding skips Foundation for texts it would leave unchanged; both
  /// ways agree on every corpus text, every pack word and pattern, and
  /// texts that do change (capitals, full-width letters, ligatures,
  /// decomposed accents, jamo, dotted capitals, sharp s).
  @Test func foldingsShortcutAgreesWithFoundation() throws {
    let language = try Self.knowledge.get()
    var texts = try Self.corpus().entries.map(\.text)
    texts += language.languages.flatMap { $0.patterns.map(\.pattern.pattern) }
    texts += [
      "ＣＡＭＥＲＡ", "ﬁle", "cafe\u{301}", "\u{1100}\u{1161}", "İstanbul", "straße", "Straße",
      "ｶﾒﾗ", "カメラ", "照片", "사진", "x\u{2126}", "µ", "½", "",
      // ASCII, folded byte by byte: runs of spaces, tabs and line breaks,
      // backticks, capitals, spaces at either end, and ASCII then not.
      "  Two  SPACES\tand\ttabs\r\n", "`back`Tick`", " ", "\n\r\t", "End   ", "Zürich Z",
      "ZZ\u{0}@[`{~\u{7F}",
    ]
    for text in texts {
      #expect(WordingText.fold(text) == WordingText.fold(text, shortcut: false), "\(text)")
    }
  }

  @Test func unknownLocalesAreNotJudged() throws {
    let knowledge = try Self.knowledge.get()
    #expect(knowledge.isVague("Używamy aparatu.", locale: "pl") == nil)
    #expect(!knowledge.knows("pl"))
    #expect(knowledge.knows("de-AT"))
    #expect(knowledge.knows("pt"))
    #expect(knowledge.knows("zh-Hans"))
    #expect(!knowledge.knows("zh-Hant"))
  }
}
