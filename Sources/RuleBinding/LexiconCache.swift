import BoundedRegex
import Foundation
import RuleLanguage
import Wording

/// The answers lexicons gave during one description's audit. Several rules
/// ask the same question of the same text (every permission's rule reads
/// every purpose string), so each lexicon looks at each text once.
final class LexiconCache: @unchecked Sendable {
  private let lock = NSLock()
  /// By lexicon name, then text. Keys of our own types are kept to
  /// `ExactText`: the first dictionary keyed by each such type costs a
  /// start the runtime's search of every conformance for its `Hashable`.
  private var answers: [String: [ExactText: Bool]] = [:]
  /// Each text, lowercased and split for searching once for all lexicons.
  private var prepared: [ExactText: Lexicon.PreparedText] = [:]
  /// By function, then locale, then text.
  private var wordingAnswers: [String: [String: [ExactText: Value]]] = [:]

  /// What a wording function answered for `text` in `locale`, computed on
  /// first use.
  func wording(
    _ function: String, _ text: String, _ locale: String,
    compute: () throws(BoundedRegex.MatchError) -> Value
  ) throws(BoundedRegex.MatchError) -> Value {
    let key = ExactText(text)
    lock.lock()
    let known = wordingAnswers[function]?[locale]?[key]
    lock.unlock()
    if let known { return known }
    let answer = try compute()
    lock.lock()
    wordingAnswers[function, default: [:]][locale, default: [:]][key] = answer
    lock.unlock()
    return answer
  }

  /// Whether `lexicon` matches `text`, computed on first use; a pattern
  /// that gives up is thrown each time it is asked.
  func matches(_ lexicon: Lexicon, _ text: String) throws(BoundedRegex.MatchError) -> Bool {
    let key = ExactText(text)
    lock.lock()
    let known = answers[lexicon.name]?[key]
    let preparedText = prepared[key]
    lock.unlock()
    if let known { return known }
    let ready = preparedText ?? Lexicon.PreparedText(text)
    let answer = try lexicon.matches(ready)
    lock.lock()
    answers[lexicon.name, default: [:]][key] = answer
    if preparedText == nil { prepared[key] = ready }
    lock.unlock()
    return answer
  }
}
