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
    let lowered = Array(word.lowercased())
    var best: (candidate: String, distance: Int)?
    for candidate in candidates.prefix(maximumCandidates)
    where candidate.utf8.count <= maximumLength {
      let other = Array(candidate.lowercased())
      // The length difference alone already rules out a plausible typo.
      if abs(other.count - lowered.count) > max(2, min(lowered.count, other.count) / 3) {
        continue
      }
      let distance = editDistance(lowered, other)
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

  /// Optimal string alignment distance: insertions, deletions, substitutions
  /// and transpositions of neighbours each cost one.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
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
