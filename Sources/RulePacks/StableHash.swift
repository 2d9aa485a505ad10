/// A 64-bit hash that is the same on every run and platform (Swift's
/// `Hasher` is seeded per process), for naming and checking the pack
/// cache's files, not for security. It takes eight bytes at a step
/// (multiply, then fold the high half down), so that hashing the packs and
/// the cache file costs a cold start little; every step is a bijection of
/// the state, so changing any one word always changes the hash.
struct StableHash {
  private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
  private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  mutating func add(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { add($0) }
  }

  mutating func add(_ bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBytes { add($0) }
  }

  mutating func add(_ bytes: UnsafeRawBufferPointer) {
    var hash = value
    var offset = 0
    while offset + 8 <= bytes.count {
      let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
      hash = Self.mix(hash ^ word)
      offset += 8
    }
    // The last few bytes, with their count, so that trailing zeros count.
    var tail = UInt64(bytes.count - offset) << 56
    for index in 0..<(bytes.count - offset) {
      tail |= UInt64(bytes[offset + index]) << (8 * UInt64(index))
    }
    value = Self.mix(hash ^ tail)
  }

  mutating func add(_ text: String) {
    var text = text
    text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
    add([0])
  }

  mutating func add(_ number: UInt64) {
    value = Self.mix(value ^ number)
  }

  private static func mix(_ state: UInt64) -> UInt64 {
    let product = state &* multiplier
    return product ^ (product >> 29)
  }
}
