import Diagnostics
import Testing

/// Did-you-mean hints: the byte-by-byte comparison of ASCII words gives
/// what comparing characters gives, on ASCII and on everything else.
@Suite struct SuggestionTests {
  static let candidates = [
    "screen", "screens", "name", "description", "permission", "permissions", "features", "Feature",
    "requestedAt", "purposeStrings", "Kamera", "caméra", "写真", "line\r\nbreak", "id",
  ]

  static let cases: [(word: String, expected: String?)] = [
    ("scren", "screen"), ("nmae", "name"), ("descripton", "description"),
    ("permisions", "permissions"), ("FEATURES", "features"), ("requstedat", "requestedAt"),
    ("kamrea", "Kamera"), ("camera", "Kamera"), ("camér", "caméra"),
    ("写", "写真"), ("line\r\nbrak", "line\r\nbreak"),
    ("zzzzzz", nil), ("i", "id"),
  ]

  @Test("the closest candidate, or none", arguments: cases)
  func closest(_ example: (word: String, expected: String?)) {
    #expect(Suggestion.closest(to: example.word, in: Self.candidates) == example.expected)
    #expect(
      Suggestion.closest(to: example.word, in: Self.candidates)
        == Self.closestByCharacters(example.word, Self.candidates))
  }

  /// The plain way: every word and candidate as lowered characters.
  static func closestByCharacters(_ word: String, _ candidates: [String]) -> String? {
    let lowered = Array(word.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let other = Array(candidate.lowercased())
      if abs(other.count - lowered.count) > max(2, min(lowered.count, other.count) / 3) {
        continue
      }
      let distance = distance(lowered, other)
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    guard let best else { return nil }
    return best.distance <= max(2, min(word.count, best.candidate.count) / 3) ? best.candidate : nil
  }

  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
        }
      }
    }
    return table[a.count][b.count]
  }
}
