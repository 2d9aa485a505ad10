/// A language's generic words and stems as a trie over their UTF-8 bytes,
/// so a word and every part of a compound are judged without building a
/// `String` for each part (the compound check tries every split).
///
/// It answers only for words whose every scalar is below U+0300 (Latin
/// letters, digits, no combining marks): there each character is one
/// scalar, the text is in composed form, and comparing bytes is comparing
/// as `String` does. Other words, or a vocabulary holding an entry that is
/// not in composed form, get nil and are judged the `String` way.
struct GenericVocabulary: Sendable {
  private static let wordFlag: UInt8 = 1
  private static let stemFlag: UInt8 = 2

  /// Per node: whether a word or a stem ends there.
  private(set) var flags: [UInt8] = [0]
  /// Per node: where its edges start in `edgeBytes` / `edgeTargets`
  /// (the next node's start is where they end).
  private(set) var edgeStarts: [Int32] = []
  private(set) var edgeBytes: [UInt8] = []
  private(set) var edgeTargets: [Int32] = []
  /// False when an entry could compare equal to a word without the same bytes.
  private(set) var usable = true

  /// The vocabulary of `words` (whole) and `stems` (prefixes), folded.
  init(words: some Sequence<String>, stems: [String]) {
    var children: [[UInt8: Int32]] = [[:]]
    func insert(_ entry: String, flag: UInt8) {
      // Bytes stand for the entry only in composed form: an entry with a scalar from
      // U+0300 on that folding would change (a singleton such as the Kelvin sign) or
      // that combines (a mark) is left to Strings.
      for scalar in entry.unicodeScalars where scalar.value >= 0x300 {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: usable = false
        default:
          if properties.changesWhenNFKCCaseFolded
            || properties.canonicalCombiningClass != .notReordered
          {
            usable = false
          }
        }
      }
      var node = 0
      for byte in entry.utf8 {
        if let next = children[node][byte] {
          node = Int(next)
        } else {
          children.append([:])
          flags.append(0)
          let next = Int32(children.count - 1)
          children[node][byte] = next
          node = Int(next)
        }
      }
      flags[node] |= flag
    }
    // In order, so that the same entries always make the same nodes (the
    // pack cache's bytes are the same from one run to the next).
    for word in words.sorted() { insert(word, flag: Self.wordFlag) }
    for stem in stems { insert(stem, flag: Self.stemFlag) }
    for node in children.indices {
      edgeStarts.append(Int32(edgeBytes.count))
      for (byte, target) in children[node].sorted(by: { $0.key < $1.key }) {
        edgeBytes.append(byte)
        edgeTargets.append(target)
      }
    }
    edgeStarts.append(Int32(edgeBytes.count))
  }

  /// A trie from its parts as another vocabulary held them (the
  /// compiled-pack cache); nil unless they make a trie every walk stays
  /// inside: one more edge start than nodes, starts rising within the
  /// edges, each node's edge bytes ascending, every target a node.
  init?(
    flags: [UInt8], edgeStarts: [Int32], edgeBytes: [UInt8], edgeTargets: [Int32], usable: Bool
  ) {
    let nodes = flags.count
    guard nodes > 0, edgeStarts.count == nodes + 1, edgeBytes.count == edgeTargets.count,
      edgeStarts.first == 0, Int(edgeStarts[nodes]) == edgeBytes.count,
      zip(edgeStarts, edgeStarts.dropFirst()).allSatisfy({ $0 <= $1 })
    else { return nil }
    for node in 0..<nodes {
      let start = Int(edgeStarts[node])
      let end = Int(edgeStarts[node + 1])
      var previous = -1
      for edge in start..<end {
        let byte = Int(edgeBytes[edge])
        let target = Int(edgeTargets[edge])
        guard byte > previous, target > 0, target < nodes else { return nil }
        previous = byte
      }
    }
    self.flags = flags
    self.edgeStarts = edgeStarts
    self.edgeBytes = edgeBytes
    self.edgeTargets = edgeTargets
    self.usable = usable
  }

  private func child(of node: Int, _ byte: UInt8) -> Int? {
    var edge = Int(edgeStarts[node])
    let end = Int(edgeStarts[node + 1])
    while edge < end {
      if edgeBytes[edge] == byte { return Int(edgeTargets[edge]) }
      if edgeBytes[edge] > byte { return nil }
      edge += 1
    }
    return nil
  }

  /// The byte offset of each scalar of `word` and of its end, when it
  /// can be judged by bytes.
  private func scalarBounds(_ word: String) -> [Int]? {
    guard usable else { return nil }
    var bounds: [Int] = []
    bounds.reserveCapacity(word.utf8.count + 1)
    var offset = 0
    for scalar in word.unicodeScalars {
      guard scalar.value < 0x300 else { return nil }
      bounds.append(offset)
      offset += scalar.value < 0x80 ? 1 : 2
    }
    bounds.append(offset)
    return bounds
  }

  /// For the part of `bytes` from scalar `start`: calls `found` with each
  /// scalar index where a generic word ends (`isWord`) or a stem ends.
  private func walk(
    _ bytes: UnsafeBufferPointer<UInt8>, bounds: [Int], from start: Int,
    _ found: (_ end: Int, _ isWord: Bool, _ isStem: Bool) -> Void
  ) {
    var node = 0
    var scalar = start
    var offset = bounds[start]
    while scalar < bounds.count - 1 {
      let next = bounds[scalar + 1]
      while offset < next {
        guard let child = child(of: node, bytes[offset]) else { return }
        node = child
        offset += 1
      }
      scalar += 1
      let flag = flags[node]
      if flag != 0 {
        found(scalar, flag & Self.wordFlag != 0, flag & Self.stemFlag != 0)
      }
    }
  }

  /// Whether `word` is generic: a generic word, or a stem with an ending
  /// of at most five letters; nil when it is not judged by bytes.
  func isGeneric(_ word: String) -> Bool? {
    guard let bounds = scalarBounds(word) else { return nil }
    let letters = bounds.count - 1
    var word = word
    return word.withUTF8 { bytes in
      var generic = false
      walk(bytes, bounds: bounds, from: 0) { end, isWord, isStem in
        if (isWord && end == letters) || (isStem && letters - end <= 5) { generic = true }
      }
      return generic
    }
  }

  /// Whether `word` is made only of generic parts of at least three
  /// letters (a word of 6 to 40 letters; `WordingLanguage`'s compound
  /// rule); nil when it is not judged by bytes.
  func isGenericCompound(_ word: String) -> Bool? {
    guard let bounds = scalarBounds(word) else { return nil }
    let letters = bounds.count - 1
    guard letters >= 6, letters <= 40 else { return false }
    var word = word
    return word.withUTF8 { bytes in
      var reachable = [Bool](repeating: false, count: letters + 1)
      reachable[0] = true
      for start in 0..<(letters - 2) where reachable[start] {
        walk(bytes, bounds: bounds, from: start) { end, isWord, isStem in
          // The part [start, end') is generic for a word ending at end' = end, or a
          // stem ending at `end` with at most five letters more; parts are 3 or longer.
          if isWord, end - start >= 3 { reachable[end] = true }
          if isStem {
            let first = max(end, start + 3)
            let last = min(end + 5, letters)
            if first <= last {
              for reached in first...last { reachable[reached] = true }
            }
          }
        }
      }
      return reachable[letters]
    }
  }
}
