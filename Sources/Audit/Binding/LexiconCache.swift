import Foundation

/// The answers lexicons gave during one description's audit. Several rules
/// ask the same question of the same text (every permission's rule reads
/// every purpose string), so each lexicon looks at each text once.
final class LexiconCache: @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [Key: Bool] = [:]

  private struct Key: Hashable {
    let lexicon: String
    let text: String
  }

  /// Whether `lexicon` matches `text`, computed on first use.
  func matches(_ lexicon: Lexicon, _ text: String) -> Bool {
    let key = Key(lexicon: lexicon.name, text: text)
    lock.lock()
    let known = answers[key]
    lock.unlock()
    if let known { return known }
    let answer = lexicon.matches(text)
    lock.lock()
    answers[key] = answer
    lock.unlock()
    return answer
  }
}
