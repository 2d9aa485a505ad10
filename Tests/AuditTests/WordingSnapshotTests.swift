import Testing

@testable import Audit
@testable import Wording

/// A language's prepared lists as the compiled-pack cache holds them: read
/// back they are the lists prepared afresh, they judge the corpus as those
/// do, and bytes that are not a whole snapshot of the language are refused
/// or read into lists that judge without crashing.
@Suite struct WordingSnapshotTests {
  static let languages = Result { try WordingTests.knowledge.get().languages }

  @Test func aSnapshotReadsBackAsTheListsPreparedAfresh() throws {
    let languages = try Self.languages.get()
    #expect(languages.count >= 10)
    for language in languages {
      let prepared = WordingMatcher.Prepared(language)
      let read = try #require(
        WordingMatcher.Prepared(snapshot: prepared.snapshot, of: language), "\(language.code)")
      #expect(read.snapshot == prepared.snapshot, "\(language.code)")
      #expect(read.pressure.keywords == prepared.pressure.keywords, "\(language.code)")
      #expect(read.uses.mapValues(\.keywords) == prepared.uses.mapValues(\.keywords))
    }
  }

  @Test func knowledgeFromSnapshotsJudgesTheCorpusAsPreparedAfresh() throws {
    let fresh = try WordingTests.knowledge.get()
    let languages = fresh.languages
    let cached = WordingKnowledge(languages, snapshots: fresh.preparedSnapshots())
    var judged = 0
    for entry in try WordingTests.corpus().entries where fresh.knows(entry.locale) {
      let names = WordingText.Names(appName: entry.app, featureNames: entry.features)
      #expect(
        cached.isVague(entry.text, locale: entry.locale, names: names)
          == fresh.isVague(entry.text, locale: entry.locale, names: names), "\(entry.location)")
      #expect(
        try cached.pressure(in: entry.text, locale: entry.locale, names: names)
          == fresh.pressure(in: entry.text, locale: entry.locale, names: names),
        "\(entry.location)")
      #expect(
        try cached.leavesDevice(in: entry.text, locale: entry.locale, names: names)
          == fresh.leavesDevice(in: entry.text, locale: entry.locale, names: names),
        "\(entry.location)")
      judged += 1
    }
    #expect(judged > 100)
  }

  @Test func anotherLanguagesSnapshotIsRefused() throws {
    let languages = try Self.languages.get()
    let english = try #require(languages.first { $0.code == "en" })
    let german = try #require(languages.first { $0.code == "de" })
    let snapshot = WordingMatcher.Prepared(german).snapshot
    #expect(WordingMatcher.Prepared(snapshot: snapshot, of: english) == nil)
    #expect(WordingMatcher.Prepared(snapshot: [], of: english) == nil)
  }

  /// The cache's checksum rejects damaged files, but one written to fit it
  /// still must not crash a judgement: every cut and flipped byte gives
  /// nil or lists that judge.
  @Test func damagedSnapshotsAreRefusedOrJudgeWithoutCrashing() throws {
    let languages = try Self.languages.get()
    let english = try #require(languages.first { $0.code == "en" })
    let snapshot = WordingMatcher.Prepared(english).snapshot
    let text = WordingText(
      "PhotoFlow uploads the photos you choose to share them with your friends. Please allow it.",
      appName: "PhotoFlow")
    var refused = 0
    var damaged: [[UInt8]] = []
    for cut in stride(from: 0, to: snapshot.count, by: 41) {
      damaged.append(Array(snapshot[..<cut]))
    }
    for offset in stride(from: 0, to: snapshot.count, by: 13) {
      var flipped = snapshot
      flipped[offset] ^= 0xA5
      damaged.append(flipped)
    }
    for bytes in damaged {
      guard WordingMatcher.Prepared(snapshot: bytes, of: english) != nil else {
        refused += 1
        continue
      }
      let matcher = WordingMatcher(english, snapshot: bytes)
      _ = matcher.concreteWords(in: text)
      _ = try matcher.pressureSentence(in: text)
      _ = try matcher.leavesDeviceSentence(in: text)
    }
    #expect(refused > damaged.count / 2)
  }

  @Test func theWrongNumberOfSnapshotsIsIgnored() throws {
    let fresh = try WordingTests.knowledge.get()
    let snapshots = fresh.preparedSnapshots()
    let knowledge = WordingKnowledge(fresh.languages, snapshots: Array(snapshots.dropFirst()))
    let text = "Allow access so PhotoFlow can upload your photos to your shared albums."
    #expect(
      try knowledge.leavesDevice(in: text, locale: "en")
        == fresh.leavesDevice(in: text, locale: "en"))
    #expect(try knowledge.leavesDevice(in: text, locale: "en") != nil)
  }
}
