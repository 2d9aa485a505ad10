import Foundation

/// A named word list from a rule pack (`lexicons:`), usable in expressions as
/// a function: `vague(text)` is true when the text contains one of the list's
/// phrases. Entries are phrases, matched case-insensitively as whole words,
/// or `/regular expressions/`, matched case-insensitively anywhere.
public struct Lexicon: Sendable {
  /// The function name, e.g. `vague`.
  public var name: String
  private let phrases: [String]
  private let patterns: [RegexBox]

  /// Why an entry could not be used.
  public struct InvalidEntry: Error, Sendable {
    public var index: Int
    public var message: String
  }

  /// Builds a lexicon; fails on the first entry that is not a valid pattern.
  public init(name: String, entries: [String]) throws(InvalidEntry) {
    self.name = name
    var phrases: [String] = []
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
        phrases.append(phrase)
      }
    }
    self.phrases = phrases
    self.patterns = patterns
  }

  /// Whether `text` contains a phrase of the list (as whole words) or
  /// matches one of its patterns.
  public func matches(_ text: String) -> Bool {
    let normalized = Self.normalize(text)
    if phrases.contains(where: { Self.containsWords($0, in: normalized) }) { return true }
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
  /// or after it. Compares characters (canonically equivalent ones match);
  /// all-ASCII texts, most of them, take a byte-wise path that gives the
  /// same answer without building characters.
  private static func containsWords(_ phrase: String, in text: String) -> Bool {
    if let found = asciiContainsWords(phrase, in: text) { return found }
    var searchStart = text.startIndex
    while let range = text[searchStart...].firstRange(of: phrase) {
      let before =
        range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
      let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
      if !isWordCharacter(before), !isWordCharacter(after) { return true }
      searchStart = text.index(after: range.lowerBound)
    }
    return false
  }

  /// `containsWords` for an ASCII phrase in an ASCII text, where bytes are
  /// characters; nil when either is not ASCII.
  private static func asciiContainsWords(_ phrase: String, in text: String) -> Bool? {
    let needle = Array(phrase.utf8)
    return text.utf8.withContiguousStorageIfAvailable { haystack -> Bool? in
      guard !needle.isEmpty, needle.allSatisfy({ $0 < 0x80 }), haystack.allSatisfy({ $0 < 0x80 })
      else { return nil }
      guard haystack.count >= needle.count else { return false }
      let first = needle[0]
      var start = 0
      while start <= haystack.count - needle.count {
        if haystack[start] == first {
          var matched = 1
          while matched < needle.count, haystack[start + matched] == needle[matched] {
            matched += 1
          }
          if matched == needle.count {
            let before = start > 0 ? haystack[start - 1] : 0x20
            let end = start + needle.count
            let after = end < haystack.count ? haystack[end] : 0x20
            // "\r\n" is one character, but neither half is a letter or digit.
            if !isASCIIWordByte(before), !isASCIIWordByte(after) { return true }
          }
        }
        start += 1
      }
      return false
    } ?? nil
  }

  private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  private static func isWordCharacter(_ character: Character?) -> Bool {
    guard let character else { return false }
    return character.isLetter || character.isNumber
  }
}

/// NSRegularExpression is immutable once built and safe to share.
private final class RegexBox: @unchecked Sendable {
  let regex: NSRegularExpression
  init(regex: NSRegularExpression) { self.regex = regex }
}
