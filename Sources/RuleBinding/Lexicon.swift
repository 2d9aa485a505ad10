import BoundedRegex
import Foundation
import Wording

/// A named word list from a rule pack (`lexicons:`), usable in expressions as
/// a function: `vague(text)` is true when the text contains one of the list's
/// phrases. Entries are phrases, matched case-insensitively as whole words,
/// or `/regular expressions/` (PCRE2 syntax), matched case-insensitively
/// anywhere, each match bounded (`BoundedRegex`).
public struct Lexicon: Sendable {
  /// The function name, e.g. `vague`.
  public var name: String
  /// The entries as written, phrases and `/patterns/`.
  public let entries: [String]
  private let phrases: [Phrase]
  /// For ASCII texts: the phrases (by index) that start with each byte,
  /// indexed by the byte (a dictionary keyed by `UInt8` would cost a start
  /// the runtime's search for the conformance of its key).
  private let phrasesByFirstByte: [[Int]]
  /// The `/patterns/`, compiled.
  private let patterns: [BoundedRegex]

  /// A phrase, normalized, as bytes and as characters for searching.
  private struct Phrase: Sendable {
    let characters: [Character]
    /// Its UTF-8 bytes, when all are ASCII.
    let ascii: [UInt8]?
    /// Its UTF-8 bytes, when it is plain for a byte search
    /// (`WordingText.isPlainForSearch`).
    let plain: [UInt8]?

    init(_ text: String) {
      characters = Array(text)
      ascii = text.utf8.allSatisfy { $0 < 0x80 } ? Array(text.utf8) : nil
      plain = WordingText.isPlainForSearch(text) ? Array(text.utf8) : nil
    }
  }

  /// Why an entry could not be used.
  public struct InvalidEntry: Error, Sendable {
    public var index: Int
    public var message: String
  }

  /// Builds a lexicon; fails on the first entry that is not a valid pattern.
  public init(name: String, entries: [String]) throws(InvalidEntry) {
    self.name = name
    self.entries = entries
    var phrases: [Phrase] = []
    var patterns: [(index: Int, pattern: String)] = []
    for (index, entry) in entries.enumerated() {
      if entry.count > 2, entry.hasPrefix("/"), entry.hasSuffix("/") {
        patterns.append((index, String(entry.dropFirst().dropLast())))
      } else {
        let phrase = Self.trimmingSpaces(Self.normalize(entry))
        guard !phrase.isEmpty else {
          throw InvalidEntry(index: index, message: "an empty phrase would match everything")
        }
        phrases.append(Phrase(phrase))
      }
    }
    self.phrases = phrases
    var byFirstByte = [[Int]](repeating: [], count: 128)
    for (index, phrase) in phrases.enumerated() {
      if let first = phrase.ascii?.first { byFirstByte[Int(first)].append(index) }
    }
    phrasesByFirstByte = byFirstByte
    self.patterns = try Self.compile(patterns, entries: entries)
  }

  /// Compiles each pattern on its own. (One alternation of them all was
  /// measured slower: anchored patterns fail fast alone, not inside it.)
  private static func compile(
    _ patterns: [(index: Int, pattern: String)], entries: [String]
  ) throws(InvalidEntry) -> [BoundedRegex] {
    var regexes: [BoundedRegex] = []
    for (index, pattern) in patterns {
      do {
        regexes.append(try BoundedRegex(pattern, caseInsensitive: true))
      } catch {
        throw InvalidEntry(
          index: index,
          message: "'\(entries[index])' is not a valid regular expression: \(error.message)")
      }
    }
    return regexes
  }

  /// A text made ready for phrase searches: lowercased, apostrophes
  /// straightened, as bytes when it is ASCII and as characters otherwise.
  /// Prepare a text once and ask every lexicon about it.
  public struct PreparedText: Sendable {
    /// The text as written, for the patterns.
    let original: String
    fileprivate let ascii: [UInt8]?
    /// The normalized text's UTF-8 bytes, when it is not ASCII but plain for
    /// a byte search (`WordingText.isPlainForSearch`): each character one
    /// scalar (or CR LF), in composed form, so that bytes compare as
    /// characters do. Most accented Latin, kana, CJK and Hangul text is.
    fileprivate let plain: [UInt8]?
    /// The normalized text's characters, when it is neither.
    fileprivate let characters: [Character]

    public init(_ text: String) {
      self.init(text, bytesWherePlain: true)
    }

    /// `bytesWherePlain: false` keeps every text that is not ASCII as
    /// characters, the general path (for tests comparing the two).
    init(_ text: String, bytesWherePlain: Bool) {
      original = text
      ascii = Lexicon.lowercasedASCII(text)
      guard ascii == nil else {
        plain = nil
        characters = []
        return
      }
      let normalized = Lexicon.normalize(text)
      if bytesWherePlain, WordingText.isPlainForSearch(normalized) {
        plain = Array(normalized.utf8)
        characters = []
      } else {
        plain = nil
        characters = Array(normalized)
      }
    }
  }

  /// Whether `text` contains a phrase of the list (as whole words) or
  /// matches one of its patterns; throws when a pattern gives up on it.
  public func matches(_ text: String) throws(BoundedRegex.MatchError) -> Bool {
    try matches(PreparedText(text))
  }

  /// Whether a prepared text contains a phrase of the list (as whole
  /// words) or matches one of its patterns.
  public func matches(_ text: PreparedText) throws(BoundedRegex.MatchError) -> Bool {
    if !phrases.isEmpty {
      if let bytes = text.ascii {
        // Bytes are characters here, and a phrase that is not ASCII cannot
        // occur in an ASCII text.
        if containsPhrase(inASCII: bytes) { return true }
      } else if let bytes = text.plain {
        if containsPhrase(inPlain: bytes) { return true }
      } else if phrases.contains(where: { Self.containsWords($0.characters, in: text.characters) })
      {
        return true
      }
    }
    for pattern in patterns where try pattern.matches(text.original) { return true }
    return false
  }

  /// Lowercased, with typographic apostrophes made straight: what
  /// `lowercased()` gives (each scalar's lowercase mapping, in order), then
  /// U+2019 replaced by `'`, in one pass. A scalar lowering leaves alone
  /// is copied without asking for its mapping, which the standard library
  /// builds as a string for every scalar (80,000 instructions for one
  /// accented purpose string); `LexiconMatchingTests` compares the two
  /// over every scalar of the first two planes.
  /// `text` without the spaces and tabs at either end: the scalars of
  /// `CharacterSet.whitespaces` (tab, general category Zs, and the zero
  /// width space Foundation counts with them), trimmed
  /// without bridging to `NSString`, which costs a cold start more than
  /// all the rest of building the lexicons.
  static func trimmingSpaces(_ text: String) -> String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar == " " || scalar == "\u{200B}"
        || (!scalar.isASCII && scalar.properties.generalCategory == .spaceSeparator)
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(scalars[first...last])
  }

  static func normalize(_ text: String) -> String {
    var lowered = ""
    lowered.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.isASCII {
        let value = UInt8(scalar.value)
        lowered.unicodeScalars.append(
          (0x41...0x5A).contains(value) ? Unicode.Scalar(value + 0x20) : scalar)
      } else if scalar == "\u{2019}" {
        lowered.unicodeScalars.append("'")
      } else if !scalar.properties.changesWhenLowercased {
        lowered.unicodeScalars.append(scalar)
      } else {
        lowered += scalar.properties.lowercaseMapping
      }
    }
    return lowered
  }

  /// The text's bytes lowercased, when it is all ASCII (what `normalize`
  /// gives for such a text, without building a string).
  fileprivate static func lowercasedASCII(_ text: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    for byte in text.utf8 {
      guard byte < 0x80 else { return nil }
      bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
    }
    return bytes
  }

  /// Whether a phrase occurs in the lowercased ASCII `text` as whole words:
  /// one pass over the text, trying only the phrases that start with the
  /// byte at hand.
  private func containsPhrase(inASCII text: [UInt8]) -> Bool {
    for start in text.indices {
      let byte = Int(text[start])
      guard byte < phrasesByFirstByte.count else { continue }
      let candidates = phrasesByFirstByte[byte]
      guard !candidates.isEmpty else { continue }
      if start > 0, Self.isWordByte(text[start - 1]) { continue }
      for index in candidates {
        guard let phrase = phrases[index].ascii, start + phrase.count <= text.count else {
          continue
        }
        var matched = 1
        while matched < phrase.count, text[start + matched] == phrase[matched] { matched += 1 }
        guard matched == phrase.count else { continue }
        let end = start + phrase.count
        if !(end < text.count && Self.isWordByte(text[end])) { return true }
      }
    }
    return false
  }

  /// Whether a phrase occurs as whole words in a normalized text that is
  /// plain for a byte search, given as its UTF-8 bytes. A phrase that is
  /// itself plain is searched by its bytes: in such a text every character
  /// is one scalar (or CR LF, which no phrase holds), so bytes that match
  /// from a scalar's start are equal characters, and the scalars either
  /// side decide whether it stands as whole words. Any other phrase is
  /// compared character by character, as in other texts.
  private func containsPhrase(inPlain text: [UInt8]) -> Bool {
    var characters: [Character]?
    for phrase in phrases {
      guard let bytes = phrase.plain else {
        if characters == nil { characters = Array(String(decoding: text, as: UTF8.self)) }
        if Self.containsWords(phrase.characters, in: characters ?? []) { return true }
        continue
      }
      if Self.containsWords(plain: bytes, in: text) { return true }
    }
    return false
  }

  /// `containsWords` for a plain phrase in a plain text, by their bytes.
  private static func containsWords(plain phrase: [UInt8], in text: [UInt8]) -> Bool {
    text.withUnsafeBufferPointer { haystack in
      phrase.withUnsafeBufferPointer { needle in
        var from = 0
        while let start = WordingText.firstOffset(of: needle, in: haystack, from: from) {
          let end = start + needle.count
          if !isWordScalar(endingAt: start, in: haystack),
            !isWordScalar(startingAt: end, in: haystack)
          {
            return true
          }
          from = start + 1
        }
        return false
      }
    }
  }

  /// Whether the scalar whose UTF-8 ends right before `offset` is a letter
  /// or a digit; false at the start.
  private static func isWordScalar(endingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    var start = offset - 1
    while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
    guard start >= 0 else { return false }
    return isWordScalar(startingAt: start, in: bytes)
  }

  /// Whether the scalar whose UTF-8 starts at `offset` is a letter or a
  /// digit; false at the end.
  private static func isWordScalar(startingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard offset < bytes.count else { return false }
    if bytes[offset] < 0x80 { return isWordByte(bytes[offset]) }
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    let scalar = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<end]), as: UTF8.self)
    return scalar.first.map(isWord) ?? false
  }

  /// A letter or a digit, for ASCII, where a byte is a character ("\r\n" is
  /// one character, but neither half is a letter or a digit).
  private static func isWordByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Whether `phrase` occurs in `text` with no letter or digit right before
  /// or after it, comparing characters (canonically equivalent ones match).
  private static func containsWords(_ phrase: [Character], in text: [Character]) -> Bool {
    guard let first = phrase.first, text.count >= phrase.count else { return false }
    for start in 0...(text.count - phrase.count) where text[start] == first {
      var matched = 1
      while matched < phrase.count, text[start + matched] == phrase[matched] { matched += 1 }
      guard matched == phrase.count else { continue }
      let end = start + phrase.count
      if !(start > 0 && isWord(text[start - 1])), !(end < text.count && isWord(text[end])) {
        return true
      }
    }
    return false
  }

  private static func isWord(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }
}
