import Foundation

/// A named word list from a rule pack (`lexicons:`), usable in expressions as
/// a function: `vague(text)` is true when the text contains one of the list's
/// phrases. Entries are phrases, matched case-insensitively as whole words,
/// or `/regular expressions/`, matched case-insensitively anywhere.
public struct Lexicon: Sendable {
  /// The function name, e.g. `vague`.
  public var name: String
  private let phrases: [Phrase]
  private let patterns: [RegexBox]

  /// A phrase, normalized, as bytes and as characters for searching.
  private struct Phrase: Sendable {
    let characters: [Character]
    /// Its UTF-8 bytes, when all are ASCII.
    let ascii: [UInt8]?

    init(_ text: String) {
      characters = Array(text)
      ascii = text.utf8.allSatisfy { $0 < 0x80 } ? Array(text.utf8) : nil
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
    var phrases: [Phrase] = []
    var patterns: [RegexBox] = []
    for (index, entry) in entries.enumerated() {
      if entry.count > 2, entry.hasPrefix("/"), entry.hasSuffix("/") {
        let pattern = String(entry.dropFirst().dropLast())
        guard
          let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        else {
          throw InvalidEntry(index: index, message: "'\(entry)' is not a valid regular expression")
        }
        patterns.append(RegexBox(regex: regex))
      } else {
        let phrase = Self.normalize(entry).trimmingCharacters(in: .whitespaces)
        guard !phrase.isEmpty else {
          throw InvalidEntry(index: index, message: "an empty phrase would match everything")
        }
        phrases.append(Phrase(phrase))
      }
    }
    self.phrases = phrases
    self.patterns = patterns
  }

  /// Whether `text` contains a phrase of the list (as whole words) or
  /// matches one of its patterns.
  public func matches(_ text: String) -> Bool {
    if !phrases.isEmpty {
      let normalized = Self.normalize(text)
      let bytes = Array(normalized.utf8)
      if bytes.allSatisfy({ $0 < 0x80 }) {
        // Bytes are characters here, and a phrase that is not ASCII cannot
        // occur in an ASCII text.
        if phrases.contains(where: { $0.ascii.map { Self.containsWords($0, in: bytes) } ?? false })
        {
          return true
        }
      } else {
        let characters = Array(normalized)
        if phrases.contains(where: { Self.containsWords($0.characters, in: characters) }) {
          return true
        }
      }
    }
    guard !patterns.isEmpty else { return false }
    let range = NSRange(text.startIndex..., in: text)
    return patterns.contains { $0.regex.firstMatch(in: text, range: range) != nil }
  }

  /// Lowercased, with typographic apostrophes made straight.
  private static func normalize(_ text: String) -> String {
    let lowered = text.lowercased()
    // U+2019 is E2 80 99 in UTF-8; most texts have none.
    guard lowered.utf8.contains(0xE2) else { return lowered }
    return String(lowered.unicodeScalars.map { $0 == "\u{2019}" ? "'" : Character($0) })
  }

  /// Whether `phrase` occurs in `text` with no letter or digit right before
  /// or after it, comparing characters (canonically equivalent ones match).
  /// Works on arrays (of characters, or of ASCII bytes) so that a search
  /// costs no more than walking the text.
  private static func containsWords<Element: Equatable>(
    _ phrase: [Element], in text: [Element], isWord: (Element) -> Bool
  ) -> Bool {
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

  private static func containsWords(_ phrase: [Character], in text: [Character]) -> Bool {
    containsWords(phrase, in: text) { $0.isLetter || $0.isNumber }
  }

  /// For ASCII, where a byte is a character ("\r\n" is one character, but
  /// neither half is a letter or a digit).
  private static func containsWords(_ phrase: [UInt8], in text: [UInt8]) -> Bool {
    containsWords(phrase, in: text) { byte in
      (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
  }
}

/// NSRegularExpression is immutable once built and safe to share.
private final class RegexBox: @unchecked Sendable {
  let regex: NSRegularExpression
  init(regex: NSRegularExpression) { self.regex = regex }
}
