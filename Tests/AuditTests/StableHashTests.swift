import Testing

@testable import Audit
@testable import RulePacks

/// The pack cache's hash: the same for the same bytes however they are
/// handed over, and different when any byte, or the length, differs.
@Suite struct StableHashTests {
  static func hash(_ bytes: [UInt8]) -> UInt64 {
    var hash = StableHash()
    hash.add(bytes)
    return hash.value
  }

  @Test func theSameBytesHashTheSameWhateverHoldsThem() {
    let bytes = (0..<100).map { UInt8(truncatingIfNeeded: $0 &* 37) }
    var fromSlice = StableHash()
    fromSlice.add([0xFF] + bytes)
    var fromPart = StableHash()
    fromPart.add(([0xFF] + bytes)[...])
    #expect(fromSlice.value == fromPart.value)
    var fromSuffix = StableHash()
    fromSuffix.add(([0xFF] + bytes)[1...])
    #expect(fromSuffix.value == Self.hash(bytes))
    #expect(Self.hash(bytes) == Self.hash(bytes))
  }

  @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 100])
  func everyChangedByteChangesTheHash(_ count: Int) {
    let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 91 &+ 5) }
    let original = Self.hash(bytes)
    for index in bytes.indices {
      for flip: UInt8 in [0x01, 0x80, 0xFF] {
        var changed = bytes
        changed[index] ^= flip
        #expect(Self.hash(changed) != original, "byte \(index) of \(count)")
      }
    }
    #expect(Self.hash(bytes + [0]) != original)
    if !bytes.isEmpty { #expect(Self.hash(Array(bytes.dropLast())) != original) }
  }

  @Test func textsAndNumbersAreSeparated() {
    var joined = StableHash()
    joined.add("ab")
    joined.add("c")
    var split = StableHash()
    split.add("a")
    split.add("bc")
    #expect(joined.value != split.value)
    var one = StableHash()
    one.add(UInt64(1))
    var two = StableHash()
    two.add(UInt64(2))
    #expect(one.value != two.value)
  }
}
