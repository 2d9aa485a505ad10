/// Tidies the whitespace that YAML folding and Mustache sections leave in a
/// rule's rendered text: runs of whitespace become one space, and none is
/// left at either end.
enum WhitespaceCollapsing {
  static func collapse(_ text: String) -> String {
    // Most texts are ASCII: work on bytes, where a whitespace character is
    // one of five bytes. Others take the character-by-character way, which
    // also knows the Unicode spaces.
    guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
      return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    for byte in text.utf8 {
      switch byte {
      case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
        pendingSpace = !bytes.isEmpty
      default:
        if pendingSpace { bytes.append(0x20) }
        pendingSpace = false
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
