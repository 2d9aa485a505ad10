/// Finds the known name closest to a misspelt one, for "did you mean" hints.
enum NameSuggestion {
  /// The closest candidate within a typo's distance of `name`, or nil.
  /// Candidates are compared in sorted order so that ties resolve the same
  /// way every time.
  /// Names longer than 64 bytes get no suggestion, and at most 10,000
  /// candidates are compared, so the work stays small whatever the input.
  static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    guard name.utf8.count <= 64 else { return nil }
    let target = Array(name.lowercased().unicodeScalars)
    var best: (name: String, distance: Int)?
    for candidate in Set(candidates.prefix(10_000)).sorted()
    where candidate != name && candidate.utf8.count <= 64 {
      let other = Array(candidate.lowercased().unicodeScalars)
      if abs(other.count - target.count) > max(1, min(target.count, other.count) / 3) { continue }
      let distance = editDistance(target, other)
      if best == nil || distance < best?.distance ?? .max { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowed = max(1, min(target.count, best.name.unicodeScalars.count) / 3)
    return best.distance <= allowed ? best.name : nil
  }

  /// Edit distance counting insertions, deletions, substitutions and swaps of
  /// neighbouring characters as one edit each.
  static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { table[i][0] = i }
    for j in 0...b.count { table[0][j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let substitution = table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        var cost = min(table[i - 1][j] + 1, table[i][j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          cost = min(cost, table[i - 2][j - 2] + 1)
        }
        table[i][j] = cost
      }
    }
    return table[a.count][b.count]
  }
}
