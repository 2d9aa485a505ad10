import Foundation

/// Searching and replacing in folded texts by their UTF-8 bytes where
/// that finds what Foundation finds: Foundation's search bridges each text
/// to UTF-16 and compares canonically equivalent sequences as equal, so it
/// is used whenever a text holds anything that could compose (a combining
/// mark, a jamo) or that has another canonical form.
extension WordingText {
  /// Whether bytes compare as Foundation compares in `text`: every scalar
  /// below U+0300 (Latin letters without combining marks), or kana,
  /// common CJK ideographs, CJK punctuation and Hangul syllables. Such a
  /// text is in composed form and no two of its scalars combine.
  package static func isPlainForSearch(_ text: String) -> Bool {
    var text = text
    return text.withUTF8(isPlainForSearch(utf8:))
  }

  /// `isPlainForSearch` read from the text's UTF-8 bytes (valid, as a
  /// String's are): a scalar below U+0300 has a lead byte below 0xCC, and
  /// only three-byte scalars are decoded, to be checked against the
  /// ranges. The judgements ask it of each sentence for every name and
  /// slot they search for.
  package static func isPlainForSearch(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
      } else if lead < 0xCC {
        // U+0080 to U+02FF (0xC2 to 0xCB, then one continuation byte).
        index += 2
      } else if lead >= 0xE0 && lead < 0xF0 && index + 2 < count {
        let value =
          (UInt32(lead & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6)
          | UInt32(bytes[index + 2] & 0x3F)
        guard isPlainThreeByteScalar(value) else { return false }
        index += 3
      } else {
        return false
      }
    }
    return true
  }

  /// The scalars of three UTF-8 bytes that `isPlainForSearch` allows.
  static func isPlainThreeByteScalar(_ value: UInt32) -> Bool {
    switch value {
    case 0x3001...0x3096, 0x30A1...0x30FA, 0x30FC, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
    default: return false
    }
  }

  /// `text` with every occurrence of `part`, left to right, replaced by
  /// `replacement`, as `replacingOccurrences(of:with:)` gives it.
  static func replacing(_ part: String, with replacement: String, in text: String) -> String {
    guard !part.isEmpty, isPlainForSearch(text), isPlainForSearch(part) else {
      return text.replacingOccurrences(of: part, with: replacement)
    }
    var text = text
    var part = part
    return text.withUTF8 { haystack in
      part.withUTF8 { needle in
        var output: [UInt8] = []
        output.reserveCapacity(haystack.count)
        var start = 0
        while let offset = firstOffset(of: needle, in: haystack, from: start) {
          output += haystack[start..<offset]
          output += replacement.utf8
          start = offset + needle.count
        }
        if start == 0 { return String(decoding: haystack, as: UTF8.self) }
        output += haystack[start...]
        return String(decoding: output, as: UTF8.self)
      }
    }
  }

  /// The first occurrence of `part` in `text`, as `range(of:)` finds it.
  static func range(of part: String, in text: String) -> Range<String.Index>? {
    guard !part.isEmpty, isPlainForSearch(text), isPlainForSearch(part) else {
      return text.range(of: part)
    }
    var bytes = text
    var part = part
    let found = bytes.withUTF8 { haystack in
      part.withUTF8 { needle in firstOffset(of: needle, in: haystack, from: 0) }
    }
    guard let found else { return nil }
    let lower = text.utf8.index(text.utf8.startIndex, offsetBy: found)
    let upper = text.utf8.index(lower, offsetBy: part.utf8.count)
    return lower..<upper
  }

  /// Where `needle` first occurs in `haystack` at or after `start`:
  /// memchr to each place its first byte is, memcmp for the rest.
  package static func firstOffset(
    of needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    guard let base = haystack.baseAddress, let pattern = needle.baseAddress, !needle.isEmpty,
      start >= 0
    else { return nil }
    let last = haystack.count - needle.count
    var position = start
    while position <= last {
      guard let found = memchr(base + position, Int32(pattern[0]), last - position + 1) else {
        return nil
      }
      let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
      if memcmp(base + offset, pattern, needle.count) == 0 { return offset }
      position = offset + 1
    }
    return nil
  }
}
