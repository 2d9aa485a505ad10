import BoundedRegex
import Foundation
import RuleLanguage

/// The answers lexicons gave during one description's audit. Several rules
/// ask the same question of the same text (every permission's rule reads
/// every purpose string), so each lexicon looks at each text once.
final class LexiconCache: @unchecked Sendable {
  private let lock = NSLock()
  private var answers: [Key: Bool] = [:]
  /// Each text, lowercased and split for searching once for all lexicons.
  private var prepared: [ExactText: Lexicon.PreparedText] = [:]

  private var wordingAnswers: [WordingKey: Value] = [:]

  private struct WordingKey: Hashable {
    let function: String
    let text: ExactText
    let locale: String
  }

  /// What a wording function answered for `text` in `locale`, computed on
  /// first use.
  func wording(
    _ function: String, _ text: String, _ locale: String,
    compute: () throws(BoundedRegex.MatchError) -> Value
  ) throws(BoundedRegex.MatchError) -> Value {
    let key = WordingKey(function: function, text: ExactText(text), locale: locale)
    lock.lock()
    let known = wordingAnswers[key]
    lock.unlock()
    if let known { return known }
    let answer = try compute()
    lock.lock()
    wordingAnswers[key] = answer
    lock.unlock()
    return answer
  }

  private struct Key: Hashable {
    let lexicon: String
    let text: ExactText
  }

  /// Whether `lexicon` matches `text`, computed on first use; a pattern
  /// that gives up is thrown each time it is asked.
  func matches(_ lexicon: Lexicon, _ text: String) throws(BoundedRegex.MatchError) -> Bool {
    let key = Key(lexicon: lexicon.name, text: ExactText(text))
    lock.lock()
    let known = answers[key]
    let preparedText = prepared[key.text]
    lock.unlock()
    if let known { return known }
    let ready = preparedText ?? Lexicon.PreparedText(text)
    let answer = try lexicon.matches(ready)
    lock.lock()
    answers[key] = answer
    if preparedText == nil { prepared[key.text] = ready }
    lock.unlock()
    return answer
  }
}
