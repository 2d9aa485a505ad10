/// FNV-1a, 64 bits: a fast, stable (unseeded) hash of bytes, the same in
/// every process. For fingerprints written to files and for small tables
/// whose keys are fixed; not for keys an attacker chooses in bulk.
public enum FNV1a {
  /// The hash of `bytes`.
  @inlinable
  public static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash
  }
}
