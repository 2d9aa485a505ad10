/// Finds the valid name closest to a misspelt one, for "did you mean" hints.
public enum Suggestion {
  /// The candidate closest to `word`, or nil when none is close enough to be a
  /// plausible typo. Comparison ignores case; a candidate that differs only in
  /// case always wins.
  /// Words longer than ``maximumLength`` get no suggestion, and at most
  /// ``maximumCandidates`` candidates are compared, so that the work stays
  /// small whatever the input.
  public static func closest<S: Sequence>(to word: String, in candidates: S) -> String?
  where S.Element == String {
    guard word.utf8.count <= maximumLength else { return nil }
    var lowered: [Character]?
    // ASCII words (nearly every key and id) are compared byte by byte,
    // which gives the same distances as comparing characters.
    let asciiWord = asciiLowered(word)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates.prefix(maximumCandidates)
    where candidate.utf8.count <= maximumLength {
      let distance: Int
      if let asciiWord, let asciiCandidate = asciiLowered(candidate) {
        if isFarApart(asciiWord.count, asciiCandidate.count) { continue }
        distance = editDistance(asciiWord, asciiCandidate)
      } else {
        let word = lowered ?? Array(word.lowercased())
        lowered = word
        let other = Array(candidate.lowercased())
        if isFarApart(word.count, other.count) { continue }
        distance = editDistance(word, other)
      }
      if let current = best, current.distance <= distance { continue }
      best = (candidate, distance)
    }
    guard let best else { return nil }
    let allowed = max(2, min(word.count, best.candidate.count) / 3)
    return best.distance <= allowed ? best.candidate : nil
  }

  /// The longest word (in UTF-8 bytes) compared for a suggestion; a value
  /// this long is no typo of a name.
  public static let maximumLength = 64
  /// The most candidates compared for one suggestion.
  public static let maximumCandidates = 10_000

  /// ` (did you mean 'x'?)`, or an empty string when nothing is close.
  public static func hint<S: Sequence>(for word: String, in candidates: S) -> String
  where S.Element == String {
    guard let match = closest(to: word, in: candidates) else { return "" }
    return "; did you mean '\(match)'?"
  }

  /// Whether the length difference alone already rules out a plausible typo.
  private static func isFarApart(_ a: Int, _ b: Int) -> Bool {
    abs(a - b) > max(2, min(a, b) / 3)
  }

  /// The word's bytes with A–Z lowered, when it is ASCII without a carriage
  /// return (CR LF is one character, two bytes); else nil.
  private static func asciiLowered(_ word: String) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(word.utf8.count)
    for byte in word.utf8 {
      guard byte < 0x80, byte != 0x0D else { return nil }
      bytes.append((0x41...0x5A).contains(byte) ? byte | 0x20 : byte)
    }
    return bytes
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions
  /// and transpositions of neighbours each cost one.
  static func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          value = min(value, previous2[j - 2] + 1)
        }
        current[j] = value
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
