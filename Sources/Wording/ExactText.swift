import Foundation

/// A text as a dictionary key by its UTF-8 bytes. `String`'s own hashing
/// normalizes any text that is not ASCII first (canonically equivalent
/// strings are equal), which costs thousands of instructions for one
/// purpose string; the audit's caches key their texts by these instead.
/// Two spellings of one text (composed and decomposed) are then two keys,
/// each answered from its own bytes: a cache miss, never a wrong answer.
package struct ExactText: Hashable, Sendable {
  package let text: String

  package init(_ text: String) {
    self.text = text
  }

  /// Equal bytes, compared with `memcmp` (comparing the `utf8` views
  /// element by element cost more than the hashing).
  package static func == (left: ExactText, right: ExactText) -> Bool {
    var left = left.text
    var right = right.text
    return left.withUTF8 { first in
      right.withUTF8 { second in
        guard first.count == second.count else { return false }
        guard let a = first.baseAddress, let b = second.baseAddress else { return true }
        return memcmp(a, b, first.count) == 0
      }
    }
  }

  package func hash(into hasher: inout Hasher) {
    var text = self.text
    // The length first, so that keys made of several texts stay apart.
    hasher.combine(text.utf8.count)
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
