/// Finds where bytes stop being UTF-8, so the error can point there.
enum UTF8Validation {
  /// The offset of the first byte that does not begin a valid UTF-8
  /// sequence, or nil when all of `bytes` is valid.
  static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
    // The standard library's validation is quick; the slow walk below only
    // runs to find where a file known to be broken breaks.
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var offset = 0
    var iterator = bytes.makeIterator()
    var decoder = Unicode.UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// The 0-based line and column (in Unicode scalars) of a byte offset.
  static func mark(ofByteOffset target: Int, in bytes: [UInt8]) -> Mark {
    var line = 0
    var column = 0
    var index = 0
    while index < min(target, bytes.count) {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return Mark(line: line, column: column)
  }
}
