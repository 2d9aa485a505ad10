/// Tidies the whitespace that YAML folding and Mustache sections leave in
/// rule texts and expressions shown on one line: runs of whitespace become one space, and none is
/// left at either end — what splitting on `Character.isWhitespace` and
/// joining with spaces gives, at a fraction of the cost.
public enum WhitespaceCollapsing {
  /// `text` with each run of whitespace made one space, trimmed at both ends.
  public static func collapse(_ text: String) -> String {
    var result: [UInt8] = []
    result.reserveCapacity(text.utf8.count)
    var pendingSpace = false
    var afterSpace = false
    var utf8 = text.utf8.makeIterator()
    var scalarBytes: [UInt8] = []
    while let byte = utf8.next() {
      if byte < 0x80 {
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
          pendingSpace = !result.isEmpty
          afterSpace = true
          continue
        default:
          if pendingSpace { result.append(0x20) }
          pendingSpace = false
          afterSpace = false
          result.append(byte)
          continue
        }
      }
      // A scalar of two to four bytes (the string's UTF-8 is valid).
      scalarBytes.removeAll(keepingCapacity: true)
      scalarBytes.append(byte)
      let count = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      while scalarBytes.count < count, let next = utf8.next() { scalarBytes.append(next) }
      if let scalar = Self.decode(scalarBytes),
        scalar.properties.isWhitespace || (afterSpace && joinsPrevious(scalar))
      {
        // Unicode spaces, or a mark that makes one character with the space
        // before it: rare enough to leave to the character-by-character way.
        return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      }
      if pendingSpace { result.append(0x20) }
      pendingSpace = false
      afterSpace = false
      result.append(contentsOf: scalarBytes)
    }
    return String(decoding: result, as: UTF8.self)
  }

  private static func decode(_ bytes: [UInt8]) -> Unicode.Scalar? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
    return nil
  }

  /// Whether `scalar` extends the grapheme before it (combining marks, joiners).
  private static func joinsPrevious(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
    default: return scalar.properties.isGraphemeExtend
    }
  }
}
