import Diagnostics

/// What a web address in a description may hold: the one definition that
/// the decoder checks `app.privacyPolicyURL` with and that the JSON
/// Schema's pattern is built from, so that an editor and `reviewready`
/// accept and refuse the same addresses.
enum WebAddress {
  /// The characters no address may hold raw: controls (C0, DEL, C1),
  /// every space and line or paragraph separator (what ECMAScript's `\s`
  /// matches, and U+0085), the quotes and the other characters a URI
  /// can't hold (`<>\`{}|^` and the backslash), bidirectional formatting
  /// characters and the noncharacters U+FFFE and U+FFFF.
  static let refused: [ClosedRange<UInt32>] = [
    0x00...0x20, 0x22...0x22, 0x27...0x27, 0x3C...0x3C, 0x3E...0x3E, 0x5C...0x5C,
    0x5E...0x5E, 0x60...0x60, 0x7B...0x7D, 0x7F...0xA0, 0x061C...0x061C, 0x1680...0x1680,
    0x2000...0x200A, 0x200E...0x200F, 0x2028...0x202F, 0x205F...0x205F, 0x2066...0x2069,
    0x3000...0x3000, 0xFEFF...0xFEFF, 0xFFFE...0xFFFF,
  ]

  /// Whether `scalar` is one of ``refused``.
  static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    refused.contains { $0.contains(scalar.value) }
  }

  /// ``refused`` as the inside of a regular-expression character class, in
  /// `\uXXXX` escapes (which ECMAScript's and ICU's expressions read alike).
  static var refusedClass: String {
    refused.map { range in
      range.lowerBound == range.upperBound
        ? escape(range.lowerBound) : escape(range.lowerBound) + "-" + escape(range.upperBound)
    }.joined()
  }

  /// The JSON Schema pattern of an https:// address: the scheme in any
  /// case, an optional user part, a host that starts with neither `:` nor
  /// `@` (so it is not empty), then a path, query or fragment, and no
  /// refused character anywhere. Percent-encoded characters are ordinary
  /// text to it, as they are to the decoder.
  static var httpsPattern: String {
    let allowed = "[^\(refusedClass)]"
    let authority = "[^/?#@\(refusedClass)]"
    let host = "[^/?#@:\(refusedClass)]"
    return "^[Hh][Tt][Tt][Pp][Ss]://(\(authority)*@)?\(host)\(authority)*([/?#]\(allowed)*)?$"
  }

  private static func escape(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
  }
}
