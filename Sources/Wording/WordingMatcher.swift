import BoundedRegex
import Foundation

/// What a language's judgements need, prepared from its lists the first
/// time a text in the language is judged (an audit reads few of the
/// languages the packs know): the generic vocabulary as a byte trie, and
/// each pattern with its keywords, so a sentence is run only through the
/// patterns it could match. Every answer is the one the language's own
/// judgements give. Safe to use from several threads.
final class WordingMatcher: @unchecked Sendable {
  /// Patterns with their keywords, in the language's order.
  struct Patterns: Sendable {
    let patterns: [BoundedRegex]
    let keywords: [PatternKeywords]

    init(_ patterns: [BoundedRegex]) {
      self.patterns = patterns
      keywords = patterns.map { PatternKeywords(pattern: $0.pattern) }
    }

    /// The patterns with keywords found before, one per pattern.
    init?(_ patterns: [BoundedRegex], keywords: [PatternKeywords]) {
      guard keywords.count == patterns.count else { return nil }
      self.patterns = patterns
      self.keywords = keywords
    }
  }

  /// The longest sentence, in UTF-8 bytes, on which patterns are skipped
  /// by their keywords. A longer one is run through every pattern, so a
  /// pattern that would give up on it (or a text over the match limit)
  /// still does.
  static let longestFilteredSentence = 512

  /// Everything prepared from the language's lists.
  struct Prepared: Sendable {
    let vocabulary: GenericVocabulary
    let pressure: Patterns
    let neutral: Patterns
    let asksToAllow: Patterns
    let leavesDevice: Patterns
    let denials: Patterns
    let uses: [String: Patterns]

    init(
      vocabulary: GenericVocabulary, pressure: Patterns, neutral: Patterns, asksToAllow: Patterns,
      leavesDevice: Patterns, denials: Patterns, uses: [String: Patterns]
    ) {
      self.vocabulary = vocabulary
      self.pressure = pressure
      self.neutral = neutral
      self.asksToAllow = asksToAllow
      self.leavesDevice = leavesDevice
      self.denials = denials
      self.uses = uses
    }

    init(_ language: WordingLanguage) {
      vocabulary = GenericVocabulary(words: language.genericWords, stems: language.genericStems)
      pressure = Patterns(language.pressure)
      neutral = Patterns(language.neutral)
      asksToAllow = Patterns(language.asksToAllow)
      leavesDevice = Patterns(language.leavesDevice)
      denials = Patterns(language.denials)
      uses = language.uses.mapValues(Patterns.init)
    }
  }

  let language: WordingLanguage
  private let lock = NSLock()
  private var preparedLists: Prepared?
  /// The prepared lists as the compiled-pack cache holds them, read on
  /// first use instead of preparing them again.
  private var snapshot: [UInt8]?

  /// A matcher for `language`, with its lists as `Prepared.snapshot` wrote
  /// them when the pack cache has them.
  init(_ language: WordingLanguage, snapshot: [UInt8]? = nil) {
    self.language = language
    self.snapshot = snapshot
  }

  /// The language's lists prepared, on first use: read from the snapshot
  /// when there is one that fits the language, else prepared from them.
  var prepared: Prepared {
    lock.lock()
    defer { lock.unlock() }
    if let preparedLists { return preparedLists }
    let made = snapshot.flatMap { Prepared(snapshot: $0, of: language) } ?? Prepared(language)
    preparedLists = made
    snapshot = nil
    return made
  }

  /// `WordingLanguage.concreteWords(in:)`, with the vocabulary's trie.
  func concreteWords(in text: WordingText) -> [String] {
    language.concreteWords(in: text, vocabulary: prepared.vocabulary)
  }

  /// Whether `concreteWords(in:)` finds any, stopping at the first.
  func hasConcreteWord(in text: WordingText) -> Bool {
    language.hasConcreteWord(in: text, vocabulary: prepared.vocabulary)
  }

  /// `WordingLanguage.pressureSentence(in:)`.
  func pressureSentence(in text: WordingText) throws(BoundedRegex.MatchError) -> Int? {
    let lists = prepared
    return try firstSentence(in: text, matching: lists.pressure, excluding: lists.neutral)
  }

  /// `WordingLanguage.askToAllowSentence(in:)`.
  func askToAllowSentence(in text: WordingText) throws(BoundedRegex.MatchError) -> Int? {
    let lists = prepared
    return try firstSentence(in: text, matching: lists.asksToAllow, excluding: lists.neutral)
  }

  /// `WordingLanguage.leavesDeviceSentence(in:)`.
  func leavesDeviceSentence(in text: WordingText) throws(BoundedRegex.MatchError) -> Int? {
    let lists = prepared
    return try firstSentence(in: text, matching: lists.leavesDevice, excluding: lists.denials)
  }

  /// `WordingLanguage.useSentence(_:in:)`.
  func useSentence(_ use: String, in text: WordingText) throws(BoundedRegex.MatchError) -> Int? {
    let lists = prepared
    guard let patterns = lists.uses[use], !patterns.patterns.isEmpty else { return nil }
    return try firstSentence(in: text, matching: patterns, excluding: lists.denials)
  }

  /// `WordingLanguage.firstSentence`: the index of the first sentence one
  /// of `patterns` matches and none of `excluded` does.
  private func firstSentence(
    in text: WordingText, matching patterns: Patterns, excluding excluded: Patterns
  ) throws(BoundedRegex.MatchError) -> Int? {
    for (index, written) in text.sentences.enumerated() {
      var sentence = written
      let everyPattern =
        sentence.utf8.count > Self.longestFilteredSentence
        || sentence.withUTF8(PatternKeywords.needsEveryPattern)
      guard try Self.any(patterns, match: &sentence, everyPattern: everyPattern) else {
        continue
      }
      if try !Self.any(excluded, match: &sentence, everyPattern: everyPattern) { return index }
    }
    return nil
  }

  private static func any(_ list: Patterns, match sentence: inout String, everyPattern: Bool)
    throws(BoundedRegex.MatchError) -> Bool
  {
    for (index, pattern) in list.patterns.enumerated() {
      if !everyPattern {
        let keywords = list.keywords[index]
        if keywords.isKnown, !sentence.withUTF8({ keywords.mayMatch($0) }) { continue }
      }
      if try pattern.matches(sentence) { return true }
    }
    return false
  }
}
