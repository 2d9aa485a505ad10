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
  var genericWords: Set<String> = []
  /// Generic stems: entries written with a trailing `*` (`improv*`).
  var genericStems: [String] = []
  /// Generic substrings for `.characters`, longest first.
  var genericSubstrings: [String] = []
  /// Sentences that push for consent.
  var pressure: [BoundedRegex] = []
  /// Sentences that present the prompt's choices neutrally; they are no
  /// pressure and no request to allow, whatever else they match.
  var neutral: [BoundedRegex] = []
  /// Sentences in review notes asking the reviewer to grant access.
  var asksToAllow: [BoundedRegex] = []
  /// Sentences that say data leaves the device: uploaded, sent, shared
  /// with others, posted, synced, backed up. A single word is no claim
  /// ("a ticket someone shared with you", "post office", "lip-sync"): the
  /// patterns read the sentence around it.
  var leavesDevice: [BoundedRegex] = []
  /// Sentences that deny leaving or reading ("is never uploaded", "can't
  /// see your other photos"): no claim of either, whatever else they match.
  var denials: [BoundedRegex] = []
  /// Sentences that say what the app does with a resource, by use: `read`
  /// (browse, show, pick from what is stored), `add` (save, add to it),
  /// `capture` (take photos or video), `scan` (scan documents).
  var uses: [String: [BoundedRegex]] = [:]
  /// What follows the app's name when a sentence starts with it as the one
  /// asking ("needs access", "would like to access"), normalised. A name in
  /// that place that is not the app's is another product's.
  var nameSlots: [String] = []

  /// Every pattern with the list it is in (`pressure`, `neutral`,
  /// `asksToAllow`, `leavesDevice`, `denials`, `uses.USE`), for tests that
  /// keep them cheap.
  public var patterns: [(list: String, pattern: BoundedRegex)] {
    pressure.map { ("pressure", $0) } + neutral.map { ("neutral", $0) }
      + asksToAllow.map { ("asksToAllow", $0) } + leavesDevice.map { ("leavesDevice", $0) }
      + denials.map { ("denials", $0) }
      + uses.sorted { $0.key < $1.key }.flatMap { use in
        use.value.map { ("uses.\(use.key)", $0) }
      }
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
    pressure: [String], neutral: [String], asksToAllow: [String], leavesDevice: [String] = [],
    denials: [String] = [], uses: [String: [String]] = [:], nameSlots: [String] = []
  ) throws(InvalidEntry) {
    self.code = code
    self.name = name
    self.script = script
    self.aliases = aliases
    try addGeneric(generic)
    self.pressure = try Self.compile(pressure, list: "pressure")
    self.neutral = try Self.compile(neutral, list: "neutral")
    self.asksToAllow = try Self.compile(asksToAllow, list: "asksToAllow")
    self.leavesDevice = try Self.compile(leavesDevice, list: "leavesDevice")
    self.denials = try Self.compile(denials, list: "denials")
    for (use, patterns) in uses.sorted(by: { $0.key < $1.key }) {
      guard Self.useNames.contains(use) else {
        throw InvalidEntry(
          list: "uses", index: 0,
          message: "'\(use)' is no use; uses are \(Self.useNames.sorted().joined(separator: ", "))")
      }
      self.uses[use] = try Self.compile(patterns, list: "uses.\(use)")
    }
    for (index, slot) in nameSlots.enumerated() {
      let folded = WordingText.fold(slot).trimmingCharacters(in: .whitespaces)
      guard !folded.isEmpty else {
        throw InvalidEntry(
          list: "nameSlots", index: index, message: "an empty slot would follow every word")
      }
      self.nameSlots.append(folded)
    }
  }

  /// The uses a language can say a text makes of a resource.
  public static let useNames: Set<String> = ["read", "add", "capture", "scan"]

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
    merged.leavesDevice += other.leavesDevice
    merged.denials += other.denials
    merged.uses.merge(other.uses) { $0 + $1 }
    merged.nameSlots += other.nameSlots
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
    concreteWords(in: text, vocabulary: nil)
  }

  /// `concreteWords(in:)`, with generic words looked up in `vocabulary`
  /// where it answers (`WordingMatcher` prepares one per language).
  func concreteWords(in text: WordingText, vocabulary: GenericVocabulary?) -> [String] {
    var found: [String] = []
    forEachConcreteWord(in: text, vocabulary: vocabulary) { word in
      found.append(word)
      return true
    }
    return found
  }

  /// Whether `concreteWords(in:vocabulary:)` would find any, stopping at
  /// the first: a text is vague only when it has none, and most texts name
  /// something early.
  func hasConcreteWord(in text: WordingText, vocabulary: GenericVocabulary?) -> Bool {
    var found = false
    forEachConcreteWord(in: text, vocabulary: vocabulary) { _ in
      found = true
      return false
    }
    return found
  }

  /// Calls `body` with each concrete word of `text` in order, until it
  /// returns false.
  private func forEachConcreteWord(
    in text: WordingText, vocabulary: GenericVocabulary?, _ body: (String) -> Bool
  ) {
    for sentence in text.sentences {
      // Foundation's replacing bridges each text to UTF-16: asked only when
      // the bytes hold the placeholder.
      let holds = WordingText.holds
      var rest = sentence
      if holds(rest, WordingText.appPlaceholder) {
        rest = WordingText.replacing(WordingText.appPlaceholder, with: " ", in: rest)
      }
      if holds(rest, WordingText.featurePlaceholder) {
        guard body(WordingText.featurePlaceholder) else { return }
        rest = WordingText.replacing(WordingText.featurePlaceholder, with: " ", in: rest)
      }
      var goOn = true
      switch script {
      case .words:
        Self.forEachRun(of: rest) { run in
          guard isConcreteWord(run, vocabulary: vocabulary) else { return true }
          goOn = body(run)
          return goOn
        }
      case .characters:
        for generic in genericSubstrings where holds(rest, generic) {
          rest = WordingText.replacing(generic, with: " ", in: rest)
        }
        Self.forEachRun(of: rest) { run in
          guard Self.isConcreteRun(run) else { return true }
          goOn = body(run)
          return goOn
        }
      }
      guard goOn else { return }
    }
  }

  private func isConcreteWord(_ word: String, vocabulary: GenericVocabulary?) -> Bool {
    // Short words (articles, pronouns, particles) say nothing alone; a
    // number is no feature either.
    guard word.count > 2, !word.allSatisfy(\.isNumber) else { return false }
    if let vocabulary, let generic = vocabulary.isGeneric(word) {
      return !generic && !(vocabulary.isGenericCompound(word) ?? isGenericCompound(word))
    }
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
    forEachRun(of: text) { run in
      runs.append(run)
      return true
    }
    return runs
  }

  /// Calls `body` with each run of `runs(of:)` in order, until it returns
  /// false; each run is a slice of the text, copied once.
  static func forEachRun(of text: String, _ body: (String) -> Bool) {
    let scalars = text.unicodeScalars
    var start: String.Index? = nil
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      if isRunScalar(scalar) {
        if start == nil { start = index }
      } else if let first = start {
        guard body(String(Substring(scalars[first..<index]))) else { return }
        start = nil
      }
      index = scalars.index(after: index)
    }
    if let first = start { _ = body(String(Substring(scalars[first...]))) }
  }

  /// Whether `text` has a run at all (`runs(of:)` is not empty).
  static func hasRun(_ text: String) -> Bool { text.unicodeScalars.contains(where: isRunScalar) }

  private static func isRunScalar(_ scalar: Unicode.Scalar) -> Bool {
    WordingText.isWordScalar(scalar) || scalar == "ー"
  }

  /// The index of the first sentence one of `patterns` matches and none
  /// of `excluded` does (by default the neutral patterns).
  func firstSentence(
    in text: WordingText, matching patterns: [BoundedRegex],
    excluding excluded: [BoundedRegex]? = nil
  ) throws(BoundedRegex.MatchError) -> Int? {
    for (index, sentence) in text.sentences.enumerated() {
      guard try Self.any(patterns, match: sentence) else { continue }
      if try !Self.any(excluded ?? neutral, match: sentence) { return index }
    }
    return nil
  }

  private static func any(_ patterns: [BoundedRegex], match sentence: String)
    throws(BoundedRegex.MatchError) -> Bool
  {
    for pattern in patterns where try pattern.matches(sentence) { return true }
    return false
  }

  /// The index of the first sentence that pushes for consent.
  public func pressureSentence(in text: WordingText) throws(BoundedRegex.MatchError) -> Int? {
    try firstSentence(in: text, matching: pressure)
  }

  /// The index of the first sentence that asks the reviewer to allow access.
  public func askToAllowSentence(in text: WordingText) throws(BoundedRegex.MatchError) -> Int? {
    try firstSentence(in: text, matching: asksToAllow)
  }

  /// The index of the first sentence that says data leaves the device and
  /// denies nothing.
  public func leavesDeviceSentence(in text: WordingText) throws(BoundedRegex.MatchError) -> Int? {
    try firstSentence(in: text, matching: leavesDevice, excluding: denials)
  }

  /// Whether the language can tell when a text says `use` (`read`, `add`,
  /// `capture`, `scan`).
  public func knowsUse(_ use: String) -> Bool { !(uses[use] ?? []).isEmpty }

  /// The index of the first sentence that says the app makes `use` of the
  /// resource and denies nothing.
  public func useSentence(_ use: String, in text: WordingText) throws(BoundedRegex.MatchError)
    -> Int?
  {
    guard let patterns = uses[use], !patterns.isEmpty else { return nil }
    return try firstSentence(in: text, matching: patterns, excluding: denials)
  }
}
