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
    text.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")
  }

  /// Whether `phrase` occurs in `text` with no letter or digit right before
  /// or after it.
  private static func containsWords(_ phrase: String, in text: String) -> Bool {
    var searchStart = text.startIndex
    while let range = text.range(of: phrase, range: searchStart..<text.endIndex) {
      let before =
        range.lowerBound > text.startIndex ? text[text.index(before: range.lowerBound)] : nil
      let after = range.upperBound < text.endIndex ? text[range.upperBound] : nil
      if !isWordCharacter(before), !isWordCharacter(after) { return true }
      searchStart = text.index(after: range.lowerBound)
    }
    return false
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
