/// The text forms of a `code:` entry that the scanner matches, checked by
/// plain scanning of ASCII bytes (no regular expression on input).
public enum CodeAPIForms {
  /// A Swift form: `Type.member`, `.member`, `Name`, or `[.member]` (an
  /// implicit member used as a subscript's key: `attributes[.modificationDate]`).
  public static func isCall(_ text: String) -> Bool {
    if text.hasPrefix("[.") && text.hasSuffix("]") && text.count > 3 {
      return isIdentifier(text.dropFirst(2).dropLast())
    }
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    switch parts.count {
    case 1: return isIdentifier(text)
    case 2: return (parts[0].isEmpty || isIdentifier(parts[0])) && isIdentifier(parts[1])
    default: return false
    }
  }

  /// An Objective-C form: a selector's first part with its colon
  /// (`requestAuthorization:`), or a unary selector, C function or class
  /// name.
  public static func isSelector(_ text: String) -> Bool {
    isIdentifier(text.hasSuffix(":") ? text.dropLast() : Substring(text))
  }

  /// An ASCII identifier: a letter or `_`, then letters, digits or `_`.
  public static func isIdentifier<S: StringProtocol>(_ text: S) -> Bool {
    guard let first = text.utf8.first, !isDigit(first) else { return false }
    return text.utf8.allSatisfy { byte in
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || isDigit(byte)
        || byte == UInt8(ascii: "_")
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
