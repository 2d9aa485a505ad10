import BoundedRegex
import Foundation

/// What the packs know about wording in one language (`languages:` in a
/// pack): the generic vocabulary a purpose string must go beyond, and the
/// patterns of consent pressure and of notes asking the reviewer to allow
/// access. Everything is normalised and compiled once, when packs load.
public struct WordingLanguage: Sendable {
  /// How words are found in the language's texts.
  public enum Script: String, Sendable, CaseIterable {
    /// Words separated by spaces and punctuation (English, German, …).
    case words
    /// No spaces between words (Japanese, Chinese; Korean's particles
    /// cling to words): generic vocabulary is removed as substrings and
    /// what remains is read as runs of letters.
    case characters
  }

  /// The locale code it is written for (`en`, `pt-BR`, `zh-Hans`).
  public var code: String
  /// Other codes it answers for (`pt` for `pt-BR`).
  public var aliases: [String]
  public var name: String
  public var script: Script
  /// Whole generic words (for `.words`) or substrings (for `.characters`),
  /// normalised; longest first.
  private(set) var genericWords: Set<String> = []
  /// Generic stems: entries written with a trailing `*` (`improv*`).
  private(set) var genericStems: [String] = []
  /// Generic substrings for `.characters`, longest first.
  private(set) var genericSubstrings: [String] = []
  /// Sentences that push for consent.
  private(set) var pressure: [BoundedRegex] = []
  /// Sentences that present the prompt's choices neutrally; they are no
  /// pressure and no request to allow, whatever else they match.
  private(set) var neutral: [BoundedRegex] = []
  /// Sentences in review notes asking the reviewer to grant access.
  private(set) var asksToAllow: [BoundedRegex] = []

  /// Every pattern with the list it is in (`pressure`, `neutral`,
  /// `asksToAllow`), for tests that keep them cheap.
  public var patterns: [(list: String, pattern: BoundedRegex)] {
    pressure.map { ("pressure", $0) } + neutral.map { ("neutral", $0) }
      + asksToAllow.map { ("asksToAllow", $0) }
  }

  /// Why an entry could not be used: which list, which index, what is wrong.
  public struct InvalidEntry: Error, Sendable {
    public var list: String
    public var index: Int
    public var message: String
  }

  /// Builds a language from its lists; fails on the first pattern that
  /// does not compile or empty entry.
  public init(
    code: String, name: String, script: Script, aliases: [String] = [], generic: [String],
    pressure: [String], neutral: [String], asksToAllow: [String]
  ) throws(InvalidEntry) {
    self.code = code
    self.name = name
    self.script = script
    self.aliases = aliases
    try addGeneric(generic)
    self.pressure = try Self.compile(pressure, list: "pressure")
    self.neutral = try Self.compile(neutral, list: "neutral")
    self.asksToAllow = try Self.compile(asksToAllow, list: "asksToAllow")
  }

  /// This language with another pack's lists for it added.
  func adding(_ other: WordingLanguage) -> WordingLanguage {
    var merged = self
    merged.aliases += other.aliases
    merged.genericWords.formUnion(other.genericWords)
    merged.genericStems += other.genericStems
    merged.genericSubstrings = (merged.genericSubstrings + other.genericSubstrings)
      .sorted { $0.count > $1.count }
    merged.pressure += other.pressure
    merged.neutral += other.neutral
    merged.asksToAllow += other.asksToAllow
    return merged
  }

  private mutating func addGeneric(_ entries: [String]) throws(InvalidEntry) {
    for (index, entry) in entries.enumerated() {
      // Folding trims the word and makes every space one plain space.
      var word = WordingText.fold(entry)
      let isStem = word.hasSuffix("*")
      if isStem { word.removeLast() }
      guard !word.isEmpty else {
        throw InvalidEntry(
          list: "generic", index: index, message: "an empty word would make every text generic")
      }
      switch script {
      case .characters: genericSubstrings.append(word)
      case .words:
        if word.unicodeScalars.contains(" ") {
          throw InvalidEntry(
            list: "generic", index: index,
            message: "'\(entry)' has a space; list generic words one by one")
        }
        if isStem { genericStems.append(word) } else { genericWords.insert(word) }
      }
    }
    genericSubstrings.sort { $0.count > $1.count }
  }

  private static func compile(_ patterns: [String], list: String) throws(InvalidEntry)
    -> [BoundedRegex]
  {
    var compiled: [BoundedRegex] = []
    for (index, pattern) in patterns.enumerated() {
      do {
        compiled.append(try BoundedRegex(pattern, caseInsensitive: true))
      } catch {
        throw InvalidEntry(
          list: list, index: index,
          message: "'\(pattern)' is not a valid regular expression: \(error.message)")
      }
    }
    return compiled
  }

  // MARK: Judging

  /// The words of `text` that name something beyond the resource and the
  /// generic vocabulary (a feature's name counts as one); empty when the
  /// text is generic.
  public func concreteWords(in text: WordingText) -> [String] {
    var found: [String] = []
    for sentence in text.sentences {
      // Foundation's replacing bridges each text to UTF-16: asked only when
      // the bytes hold the placeholder.
      let holds = WordingText.holds
      var rest = sentence
      if holds(rest, WordingText.appPlaceholder) {
        rest = rest.replacingOccurrences(of: WordingText.appPlaceholder, with: " ")
      }
      if holds(rest, WordingText.featurePlaceholder) {
        found.append(WordingText.featurePlaceholder)
        rest = rest.replacingOccurrences(of: WordingText.featurePlaceholder, with: " ")
      }
      switch script {
      case .words:
        found += Self.runs(of: rest).filter { isConcreteWord($0) }
      case .characters:
        for generic in genericSubstrings where holds(rest, generic) {
          rest = rest.replacingOccurrences(of: generic, with: " ")
        }
        found += Self.runs(of: rest).filter(Self.isConcreteRun)
      }
    }
    return found
  }

  private func isConcreteWord(_ word: String) -> Bool {
    // Short words (articles, pronouns, particles) say nothing alone; a
    // number is no feature either.
    guard word.count > 2, !word.allSatisfy(\.isNumber) else { return false }
    return !isGeneric(word) && !isGenericCompound(word)
  }

  /// A generic word, or a stem with an ending of at most five letters
  /// ("improv*" takes "improves", not a compound such as "videoanrufe" for
  /// "video*": the compound's parts are judged one by one).
  private func isGeneric(_ word: Substring) -> Bool {
    genericWords.contains(String(word))
      || genericStems.contains { word.hasPrefix($0) && word.count - $0.count <= 5 }
  }

  private func isGeneric(_ word: String) -> Bool { isGeneric(word[...]) }

  /// Whether a compound is made only of generic words ("kamerazugriff",
  /// "locatietoegang"): split at every place where the part before is
  /// generic, each part at least three letters. Long words are not split
  /// (the work is quadratic in the word's length).
  private func isGenericCompound(_ word: String) -> Bool {
    let letters = Array(word)
    guard letters.count >= 6, letters.count <= 40 else { return false }
    var reachable = [Bool](repeating: false, count: letters.count + 1)
    reachable[0] = true
    for end in 3...letters.count {
      for start in stride(from: 0, through: end - 3, by: 1) where reachable[start] {
        if isGeneric(String(letters[start..<end])[...]) {
          reachable[end] = true
          break
        }
      }
    }
    return reachable[letters.count]
  }

  /// What is left of a text without spaces once generic vocabulary is
  /// gone: a run of two or more letters that is not only kana endings
  /// (hiragana: particles, verb endings).
  private static func isConcreteRun(_ run: String) -> Bool {
    guard run.count >= 2, !run.allSatisfy(\.isNumber) else { return false }
    return !run.unicodeScalars.allSatisfy { (0x3040...0x309F).contains($0.value) || $0 == "ー" }
  }

  /// Maximal runs of letters, marks and digits.
  static func runs(of text: String) -> [String] {
    var runs: [String] = []
    var current = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if WordingText.isWordScalar(scalar) || scalar == "ー" {
        current.append(scalar)
      } else if !current.isEmpty {
        runs.append(String(current))
        current = String.UnicodeScalarView()
      }
    }
    if !current.isEmpty { runs.append(String(current)) }
    return runs
  }

  /// The index of the first sentence one of `patterns` matches and no
  /// neutral pattern does.
  func firstSentence(
    in text: WordingText, matching patterns: [BoundedRegex]
  ) throws(BoundedRegex.MatchError) -> Int? {
    for (index, sentence) in text.sentences.enumerated() {
      var matched = false
      for pattern in patterns where try pattern.matches(sentence) {
        matched = true
        break
      }
      guard matched else { continue }
      var isNeutral = false
      for pattern in neutral where try pattern.matches(sentence) {
        isNeutral = true
        break
      }
      if !isNeutral { return index }
    }
    return nil
  }

  /// The index of the first sentence that pushes for consent.
  public func pressureSentence(in text: WordingText) throws(BoundedRegex.MatchError) -> Int? {
    try firstSentence(in: text, matching: pressure)
  }

  /// The index of the first sentence that asks the reviewer to allow access.
  public func askToAllowSentence(in text: WordingText) throws(BoundedRegex.MatchError) -> Int? {
    try firstSentence(in: text, matching: asksToAllow)
  }
}
