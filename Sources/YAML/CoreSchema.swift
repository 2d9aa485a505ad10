/// Resolves plain scalars by the YAML 1.2 core schema, and scalars with the
/// standard `!!null`, `!!bool`, `!!int`, `!!float` and `!!str` tags.
///
/// The core schema is what keeps `no`, `on`, `y` and `off` strings (YAML 1.1
/// made them booleans, which turns the Norwegian locale code into `false`).
enum CoreSchema {
  static let tagPrefix = "tag:yaml.org,2002:"

  /// The value of a plain, untagged scalar.
  static func resolvePlain(_ text: String) -> ResolvedScalar {
    // Most plain scalars are words: the first byte rules out all but one
    // kind of value, so most never reach the number parsers.
    guard let first = text.utf8.first else { return .null }
    switch first {
    case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
      return resolveNull(text) ?? .string(text)
    case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
      return resolveBool(text) ?? .string(text)
    case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
      UInt8(ascii: "."):
      return resolveInt(text) ?? resolveFloat(text) ?? .string(text)
    default:
      return .string(text)
    }
  }

  /// The value of a scalar with an explicit standard tag; nil when the text
  /// is not valid for that tag. Unknown tags keep the text as a string.
  static func resolveTagged(_ text: String, tag: String) -> ResolvedScalar? {
    switch tag {
    case tagPrefix + "null": return resolveNull(text)
    case tagPrefix + "bool": return resolveBool(text)
    case tagPrefix + "int": return resolveInt(text)
    case tagPrefix + "float": return resolveInt(text).map(asFloat) ?? resolveFloat(text)
    default: return .string(text)
    }
  }

  private static func asFloat(_ value: ResolvedScalar) -> ResolvedScalar {
    if case .int(let integer) = value { return .float(Double(integer)) }
    return value
  }

  private static func resolveNull(_ text: String) -> ResolvedScalar? {
    switch text {
    case "", "~", "null", "Null", "NULL": return .null
    default: return nil
    }
  }

  private static func resolveBool(_ text: String) -> ResolvedScalar? {
    switch text {
    case "true", "True", "TRUE": return .bool(true)
    case "false", "False", "FALSE": return .bool(false)
    default: return nil
    }
  }

  private static func resolveInt(_ text: String) -> ResolvedScalar? {
    let utf8 = Array(text.utf8)
    guard !utf8.isEmpty else { return nil }
    if utf8.count > 2, utf8[0] == UInt8(ascii: "0") {
      let digits = String(decoding: utf8[2...], as: UTF8.self)
      if utf8[1] == UInt8(ascii: "o"), digits.utf8.allSatisfy({ (48...55).contains($0) }) {
        return Int(digits, radix: 8).map(ResolvedScalar.int) ?? .string(text)
      }
      if utf8[1] == UInt8(ascii: "x"), digits.utf8.allSatisfy(isHexDigit) {
        return Int(digits, radix: 16).map(ResolvedScalar.int) ?? .string(text)
      }
    }
    var body = utf8[...]
    if let sign = body.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
      body = body.dropFirst()
    }
    guard !body.isEmpty, body.allSatisfy(isDigit) else { return nil }
    if let value = Int(text) { return .int(value) }
    // Too large for Int: keep the magnitude rather than failing.
    return Double(text).map(ResolvedScalar.float)
  }

  private static func resolveFloat(_ text: String) -> ResolvedScalar? {
    switch text {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
    case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
    case ".nan", ".NaN", ".NAN": return .float(.nan)
    default: break
    }
    guard isCoreFloatSyntax(Array(text.utf8)), let value = Double(text) else { return nil }
    return .float(value)
  }

  /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
  private static func isCoreFloatSyntax(_ bytes: [UInt8]) -> Bool {
    var index = 0
    func skipDigits() -> Int {
      let start = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      return index - start
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
      index += 1
    }
    let integerDigits = skipDigits()
    var fractionDigits = 0
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      fractionDigits = skipDigits()
    }
    guard integerDigits > 0 || fractionDigits > 0 else { return false }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      guard skipDigits() > 0 else { return false }
    }
    return index == bytes.count
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    isDigit(byte) || (65...70).contains(byte) || (97...102).contains(byte)
  }
}
