/// How a text file was encoded. Xcode writes `.strings` files in UTF-8 or
/// UTF-16 (with a byte-order mark), and accepts both.
public enum TextEncoding: String, Sendable, Equatable {
  case utf8
  case utf8WithBOM
  case utf16LittleEndian
  case utf16BigEndian
}

/// Decodes the bytes of a text file: a UTF-8 or UTF-16 byte-order mark
/// decides, otherwise the text must be valid UTF-8 (or UTF-16 without a
/// mark, recognised by its zero bytes). Nothing is replaced: invalid bytes
/// are an error, never a silent U+FFFD.
enum TextDecoding {
  /// The text and its encoding, or a reason it is not text.
  static func decode(_ bytes: [UInt8]) -> Result<(text: String, encoding: TextEncoding), Failure> {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      guard let text = String(validating: bytes.dropFirst(3), as: UTF8.self) else {
        return .failure(.invalidUTF8(offset: firstInvalidUTF8(bytes, from: 3)))
      }
      return .success((text, .utf8WithBOM))
    }
    if bytes.starts(with: [0xFF, 0xFE]) { return utf16(bytes.dropFirst(2), littleEndian: true) }
    if bytes.starts(with: [0xFE, 0xFF]) { return utf16(bytes.dropFirst(2), littleEndian: false) }
    if let text = String(validating: bytes, as: UTF8.self) { return .success((text, .utf8)) }
    // UTF-16 without a mark: ASCII-range text has a zero in every other byte.
    if bytes.count >= 4, bytes.count % 2 == 0 {
      if bytes[1] == 0, bytes[3] == 0, bytes[0] != 0 {
        return utf16(bytes[...], littleEndian: true)
      }
      if bytes[0] == 0, bytes[2] == 0, bytes[1] != 0 {
        return utf16(bytes[...], littleEndian: false)
      }
    }
    return .failure(.invalidUTF8(offset: firstInvalidUTF8(bytes, from: 0)))
  }

  /// Why bytes are not text.
  enum Failure: Error, Equatable {
    /// Not UTF-8 from this byte offset on (and not UTF-16 either).
    case invalidUTF8(offset: Int)
    /// UTF-16 with an odd number of bytes.
    case oddUTF16Length
    /// A lone surrogate in UTF-16.
    case invalidUTF16

    var message: String {
      switch self {
      case .invalidUTF8(let offset):
        return "not UTF-8 or UTF-16 text (invalid UTF-8 at byte \(offset)); save it as UTF-8"
      case .oddUTF16Length:
        return "UTF-16 text with an odd number of bytes: the file is cut short"
      case .invalidUTF16:
        return "invalid UTF-16 text (a lone surrogate); save it as UTF-8"
      }
    }
  }

  private static func utf16(_ bytes: ArraySlice<UInt8>, littleEndian: Bool)
    -> Result<(text: String, encoding: TextEncoding), Failure>
  {
    guard bytes.count % 2 == 0 else { return .failure(.oddUTF16Length) }
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let first = UInt16(bytes[index])
      let second = UInt16(bytes[index + 1])
      units.append(littleEndian ? first | second << 8 : first << 8 | second)
      index += 2
    }
    guard let text = String(validating: units, as: UTF16.self) else {
      return .failure(.invalidUTF16)
    }
    return .success((text, littleEndian ? .utf16LittleEndian : .utf16BigEndian))
  }

  /// The offset of the first byte that breaks UTF-8, for the message.
  private static func firstInvalidUTF8(_ bytes: [UInt8], from start: Int) -> Int {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes[start...].makeIterator()
    var offset = start
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return offset
      case .error: return offset
      }
    }
  }
}

/// Text files of a project (xcconfig files, `project.pbxproj`) as text.
public enum ProjectText {
  /// The decoded text (UTF-8 or UTF-16, see `TextDecoding`), or nil when
  /// the bytes are not text.
  public static func decode(_ bytes: [UInt8]) -> String? {
    guard case .success(let decoded) = TextDecoding.decode(bytes) else { return nil }
    return decoded.text
  }
}
