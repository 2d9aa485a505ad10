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

  /// A name, as written, that a sentence gives to the one asking for
  /// access ("Snapchat needs access to your camera") when it is neither the
  /// app's name nor a name the description knows (those are placeholders by
  /// now), and not a generic word: nil when no sentence has one.
  ///
  /// With `script: words` the name is the one to three words before a
  /// slot at the start of the sentence, each written with a capital letter,
  /// the first not generic; "Acme Notes needs access" in an app called
  /// "Acme Scanner" names "Notes" beside the app's first word, and counts.
  /// With `script: characters` it is a run of Latin letters at the start
  /// (at least three, with a lowercase one: "GPS" is no product), with at
  /// most four letters of the script after a space or two against it,
  /// right before a slot (a particle such as `は`, `이`, or `需要`); names
  /// written in the script itself are not told from other words.
  public func otherProductName(in text: WordingText) -> String? {
    for (index, sentence) in text.sentences.enumerated() {
      let written = text.writtenSentences[index]
      for slot in nameSlots {
        if let name = productName(before: slot, in: sentence, written: written) { return name }
      }
    }
    return nil
  }

  private func productName(before slot: String, in sentence: String, written: String) -> String? {
    switch script {
    case .words:
      guard let range = sentence.range(of: " " + slot) else { return nil }
      let after = sentence[range.upperBound...]
      // The slot ends at a word's end ("needs access", not "needs accessories").
      if let next = after.unicodeScalars.first, WordingText.isWordScalar(next) { return nil }
      // Only words (and the app's placeholder) before the slot: the sentence starts with
      // them. A word may hold an apostrophe or a hyphen ("Foto's", "Wi-Fi").
      let words = sentence[..<range.lowerBound].split(separator: " ").map(String.init)
      guard (1...3).contains(words.count), words.allSatisfy(Self.isNameWord) else { return nil }
      let writtenWords = written.split(separator: " ").prefix(words.count).map(String.init)
      guard writtenWords.count == words.count else { return nil }
      // Every word written with a capital; the first that is not the app's is no
      // generic word ("Google Photos" is a name, "Camera Roll" and "The Camera" are not).
      var named: [String] = []
      for (word, asWritten) in zip(words, writtenWords) {
        if word == WordingText.appPlaceholder { continue }
        if word == WordingText.featurePlaceholder { return nil }
        guard word.count >= 2, !word.allSatisfy(\.isNumber),
          asWritten.contains(where: \.isUppercase)
        else { return nil }
        if named.isEmpty, isGenericName(word) { return nil }
        named.append(asWritten)
      }
      return named.isEmpty ? nil : named.joined(separator: " ")
    case .characters:
      guard let range = sentence.range(of: slot) else { return nil }
      let subject = sentence[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
      // A Latin name, and after a space at most four letters of the script
      // ("Google フォト"), or at most two against it ("Google相册"); a possessive and
      // a noun written against the name ("Instagramの写真") make it no subject.
      let latin = String(subject.unicodeScalars.prefix(while: Self.isLatinNameScalar))
        .trimmingCharacters(in: .whitespaces)
      let rest = subject.dropFirst(latin.count)
      guard latin.count >= 3, latin.unicodeScalars.contains(where: { ("a"..."z").contains($0) }),
        rest.isEmpty || (rest.first == " " && rest.dropFirst().count <= 4)
          || (rest.count <= 2 && !rest.contains(" ")),
        !latin.contains(WordingText.appPlaceholder),
        !latin.contains(WordingText.featurePlaceholder),
        !genericSubstrings.contains(latin)
      else { return nil }
      let writtenSubject = String(written.prefix(subject.count))
      guard writtenSubject.contains(where: \.isLowercase) else { return nil }
      return writtenSubject
    }
  }

  private static func isNameWord(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first, WordingText.isWordScalar(first) else {
      return false
    }
    return word.unicodeScalars.allSatisfy { WordingText.isWordScalar($0) || $0 == "'" || $0 == "-" }
  }

  /// A generic word as a name: whole, or a stem with at most a plural's
  /// ending ("fotos" for "foto*", but "FotoMax" is a name).
  private func isGenericName(_ word: String) -> Bool {
    genericWords.contains(word)
      || genericStems.contains { word.hasPrefix($0) && word.count - $0.count <= 2 }
  }

  private static func isLatinNameScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == " "
      || scalar == "-"
  }
}
