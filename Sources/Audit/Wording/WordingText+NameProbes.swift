extension WordingText {
  /// Three byte pairs of a folded name (its first, middle and last), hashed
  /// into `BytePairs`' bits: a text that lacks one of them cannot hold the
  /// name, and is told so without a search.
  struct NameProbes: Sendable {
    private let first: Int
    private let middle: Int
    private let last: Int

    /// The probes of `name` (at least three bytes, as names are).
    init(_ name: String) {
      let bytes = Array(name.utf8)
      guard bytes.count >= 2 else {
        (first, middle, last) = (-1, -1, -1)
        return
      }
      let middleStart = (bytes.count - 2) / 2
      first = BytePairs.bit(bytes[0], bytes[1])
      middle = BytePairs.bit(bytes[middleStart], bytes[middleStart + 1])
      last = BytePairs.bit(bytes[bytes.count - 2], bytes[bytes.count - 1])
    }

    /// Whether a text with `pairs` may hold the name.
    func mayOccur(in pairs: BytePairs) -> Bool {
      first < 0 || (pairs.contains(first) && pairs.contains(middle) && pairs.contains(last))
    }
  }

  /// Every pair of adjacent bytes of a text, hashed into 4,096 bits.
  struct BytePairs {
    private var words = [UInt64](repeating: 0, count: 64)

    init(_ text: String) {
      var previous: UInt8?
      for byte in text.utf8 {
        if let previous { insert(Self.bit(previous, byte)) }
        previous = byte
      }
    }

    static func bit(_ first: UInt8, _ second: UInt8) -> Int {
      (Int(first) &* 67 &+ Int(second)) & 4095
    }

    private mutating func insert(_ bit: Int) { words[bit >> 6] |= 1 << UInt64(bit & 63) }

    func contains(_ bit: Int) -> Bool { words[bit >> 6] & (1 << UInt64(bit & 63)) != 0 }
  }
}
