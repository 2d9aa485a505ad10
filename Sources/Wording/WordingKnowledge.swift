import BoundedRegex

/// Every language the packs know (`languages:`), found by locale: the
/// exact code, an alias, then the code without its last part (`de-AT` →
/// `de`). The judgements return what they judged, for the finding to quote,
/// or nil; a locale no pack knows is not judged at all (the
/// `wording.locale-unchecked` rule says so).
public struct WordingKnowledge: Sendable {
  /// Each code and alias with its language, prepared for judging.
  private let byCode: [String: WordingMatcher]
  /// One per language, in `languages`' order.
  private let matchers: [WordingMatcher]
  /// The languages, in the order first declared.
  public let languages: [WordingLanguage]

  /// Merges the languages; a code declared twice (a team pack adding
  /// words to a built-in language) has both lists. `snapshots`, one per
  /// merged language as ``preparedSnapshots()`` gave them for the same
  /// languages (the compiled-pack cache), spare preparing them again; any
  /// other number of them is ignored.
  public init(_ languages: [WordingLanguage], snapshots: [[UInt8]] = []) {
    var merged: [WordingLanguage] = []
    var index: [String: Int] = [:]
    for language in languages {
      let key = Self.key(language.code)
      if let at = index[key] {
        merged[at] = merged[at].adding(language)
      } else {
        index[key] = merged.count
        merged.append(language)
      }
    }
    let matchers =
      snapshots.count == merged.count
      ? zip(merged, snapshots).map { WordingMatcher($0, snapshot: $1) }
      : merged.map { WordingMatcher($0) }
    var byCode: [String: WordingMatcher] = [:]
    for matcher in matchers {
      for alias in matcher.language.aliases where byCode[Self.key(alias)] == nil {
        byCode[Self.key(alias)] = matcher
      }
    }
    for matcher in matchers { byCode[Self.key(matcher.language.code)] = matcher }
    self.byCode = byCode
    self.matchers = matchers
    self.languages = merged
  }

  /// Every language's prepared lists as bytes, for the compiled-pack
  /// cache to hand back to `init(_:snapshots:)`. Prepares every language.
  package func preparedSnapshots() -> [[UInt8]] {
    matchers.map(\.prepared.snapshot)
  }

  private static func key(_ code: String) -> String {
    // Mapped by hand: Foundation's `replacingOccurrences` bridges to
    // `NSString`, a cost paid at every start for each language.
    var scalars = String.UnicodeScalarView()
    for scalar in code.lowercased().unicodeScalars { scalars.append(scalar == "_" ? "-" : scalar) }
    return String(scalars)
  }

  /// The language that judges texts in `locale`, if any.
  public func language(for locale: String) -> WordingLanguage? {
    matcher(for: locale)?.language
  }

  private func matcher(for locale: String) -> WordingMatcher? {
    var code = Self.key(locale)
    while !code.isEmpty {
      if let matcher = byCode[code] { return matcher }
      guard let dash = code.lastIndex(of: "-") else { break }
      code = String(code[..<dash])
    }
    return nil
  }

  /// Whether texts in `locale` are judged.
  public func knows(_ locale: String) -> Bool { language(for: locale) != nil }

  /// Whether `text` names nothing beyond the resource and generic words;
  /// nil when the locale is unknown. `names` (the app's, its features')
  /// are read as placeholders; prepare them once per description.
  public func isVague(
    _ text: String, locale: String, names: WordingText.Names = WordingText.Names()
  ) -> Bool? {
    guard let matcher = matcher(for: locale) else { return nil }
    let prepared = WordingText.prepared(text, names: names)
    // A text without a word is no sentence at all: purpose.placeholder's concern.
    guard prepared.sentences.contains(where: WordingLanguage.hasRun) else {
      return false
    }
    return !matcher.hasConcreteWord(in: prepared)
  }

  /// The sentence of `text` that pushes for consent, as written.
  public func pressure(
    in text: String, locale: String, names: WordingText.Names = WordingText.Names()
  ) throws(BoundedRegex.MatchError) -> String? {
    try writtenSentence(of: text, locale: locale, names: names) {
      matcher, prepared throws(BoundedRegex.MatchError) in
      try matcher.pressureSentence(in: prepared)
    }
  }

  /// The sentence of review notes that asks the reviewer to allow access.
  public func askToAllow(
    in text: String, locale: String, names: WordingText.Names = WordingText.Names()
  ) throws(BoundedRegex.MatchError) -> String? {
    try writtenSentence(of: text, locale: locale, names: names) {
      matcher, prepared throws(BoundedRegex.MatchError) in
      try matcher.askToAllowSentence(in: prepared)
    }
  }

  /// The sentence of `text`, as written, that says data leaves the device
  /// (uploaded, sent, shared with others, synced) and denies nothing.
  public func leavesDevice(
    in text: String, locale: String, names: WordingText.Names = WordingText.Names()
  ) throws(BoundedRegex.MatchError) -> String? {
    try writtenSentence(of: text, locale: locale, names: names) {
      matcher, prepared throws(BoundedRegex.MatchError) in
      try matcher.leavesDeviceSentence(in: prepared)
    }
  }

  /// The sentence of `text`, as written, that says the app makes `use`
  /// (`read`, `add`, `capture`, `scan`) of the resource; nil when none
  /// does or the language can't tell.
  public func useSentence(
    _ use: String, in text: String, locale: String,
    names: WordingText.Names = WordingText.Names()
  ) throws(BoundedRegex.MatchError) -> String? {
    try writtenSentence(of: text, locale: locale, names: names) {
      matcher, prepared throws(BoundedRegex.MatchError) in
      try matcher.useSentence(use, in: prepared)
    }
  }

  /// The sentence `find` picks in `text` read in its locale's language,
  /// as written; nil when the locale is unknown or nothing is picked.
  private func writtenSentence(
    of text: String, locale: String, names: WordingText.Names,
    _ find: (WordingMatcher, WordingText) throws(BoundedRegex.MatchError) -> Int?
  ) throws(BoundedRegex.MatchError) -> String? {
    guard let matcher = matcher(for: locale) else { return nil }
    let prepared = WordingText.prepared(text, names: names)
    return try find(matcher, prepared).map { prepared.writtenSentences[$0] }
  }

  /// Whether texts in `locale` are judged for `use`.
  public func knowsUse(_ use: String, locale: String) -> Bool {
    language(for: locale)?.knowsUse(use) ?? false
  }

  /// Another product's name where the app's belongs ("Snapchat needs
  /// access to your camera" in an app of another name), as written; the
  /// app's name and the description's own names (features, controls,
  /// screens, given as `names`) are no other product.
  public func otherProductName(
    in text: String, locale: String, names: WordingText.Names = WordingText.Names()
  ) -> String? {
    guard let language = language(for: locale) else { return nil }
    return language.otherProductName(in: WordingText.prepared(text, names: names))
  }
}
