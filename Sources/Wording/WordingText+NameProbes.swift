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
    private var words: [UInt64]

    /// The pairs of `text`, read from its contiguous UTF-8 bytes into the
    /// bits' own buffer (a text of a hundred bytes took 4,000 instructions
    /// through `utf8`'s iterator and a uniqueness check at every insert).
    init(_ text: String) {
      var words: [UInt64] = []
      words.reserveCapacity(64)
      for _ in 0..<64 { words.append(0) }
      var text = text
      text.withUTF8 { bytes in
        words.withUnsafeMutableBufferPointer { bits in
          guard var previous = bytes.first else { return }
          for byte in bytes.dropFirst() {
            let bit = Self.bit(previous, byte)
            bits[bit >> 6] |= 1 << UInt64(bit & 63)
            previous = byte
          }
        }
      }
      self.words = words
    }

    static func bit(_ first: UInt8, _ second: UInt8) -> Int {
      (Int(first) &* 67 &+ Int(second)) & 4095
    }

    func contains(_ bit: Int) -> Bool { words[bit >> 6] & (1 << UInt64(bit & 63)) != 0 }
  }
}
