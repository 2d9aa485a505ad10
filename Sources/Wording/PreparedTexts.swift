import Foundation

/// The texts one set of `WordingText.Names` has read, normalised and
/// split: a description's rules ask several judgements of each of its
/// texts, and each would otherwise fold and split it again. Safe to use
/// from several threads; it keeps at most `capacity` texts (the rest are
/// read each time they are asked).
final class PreparedTexts: @unchecked Sendable {
  /// The most texts kept.
  static let capacity = 4_096

  private let lock = NSLock()
  private var texts: [ExactText: WordingText] = [:]

  /// The prepared `text`, made with `make` on first use.
  func text(_ text: String, make: () -> WordingText) -> WordingText {
    let key = ExactText(text)
    lock.lock()
    let known = texts[key]
    lock.unlock()
    if let known { return known }
    let made = make()
    lock.lock()
    if texts.count < Self.capacity { texts[key] = made }
    lock.unlock()
    return made
  }
}
