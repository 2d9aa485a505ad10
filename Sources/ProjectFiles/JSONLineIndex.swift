import Diagnostics

/// The line of every value in a JSON text that `JSONDecoder` has already
/// read (it reports paths, not positions), by key path: `["strings", KEY]`.
/// A small tokenizer; it stops quietly at anything unexpected.
public enum JSONLineIndex {
  public static func lines(of bytes: [UInt8]) -> [[String]: Int] {
    var scanner = Scanner(bytes: bytes)
    var lines: [[String]: Int] = [:]
    scanner.value(path: [], into: &lines, depth: 0)
    return lines
  }

  /// The line and column (in Unicode scalars) of a byte offset.
  public static func location(ofByte offset: Int, in bytes: [UInt8], file: String) -> SourceLocation
  {
    var line = 1
    var column = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      if bytes[index] == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if bytes[index] & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return SourceLocation(file: file, line: line, column: column)
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    var line = 1

    init(bytes: [UInt8]) {
      self.bytes = bytes
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func skipSpace() {
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\n"):
          line += 1
          index += 1
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
        default: return
        }
      }
    }

    mutating func value(path: [String], into lines: inout [[String]: Int], depth: Int) {
      skipSpace()
      guard index < bytes.count, depth < 256 else { return }
      if lines[path] == nil { lines[path] = line }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        while true {
          skipSpace()
          guard index < bytes.count else { return }
          if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return
          }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          let keyLine = line
          guard bytes[index] == UInt8(ascii: "\""), let key = string() else { return }
          skipSpace()
          guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return }
          index += 1
          lines[path + [key]] = keyLine
          value(path: path + [key], into: &lines, depth: depth + 1)
        }
      case UInt8(ascii: "["):
        index += 1
        var element = 0
        while true {
          skipSpace()
          guard index < bytes.count else { return }
          if bytes[index] == UInt8(ascii: "]") {
            index += 1
            return
          }
          if bytes[index] == UInt8(ascii: ",") {
            index += 1
            continue
          }
          let before = index
          value(path: path + [String(element)], into: &lines, depth: depth + 1)
          element += 1
          if index == before { return }
        }
      case UInt8(ascii: "\""):
        _ = string()
      default:
        while index < bytes.count,
          ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: "\n")].contains(
            bytes[index])
        {
          index += 1
        }
      }
    }

    /// A string token, decoded.
    mutating func string() -> String? {
      index += 1
      var units: [UInt16] = []
      var raw: [UInt8] = []
      func flush() {
        if !raw.isEmpty {
          units += String(decoding: raw, as: UTF8.self).utf16
          raw = []
        }
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""):
          flush()
          return String(decoding: units, as: UTF16.self)
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { return nil }
          flush()
          let escaped = bytes[index]
          index += 1
          switch escaped {
          case UInt8(ascii: "n"): units.append(10)
          case UInt8(ascii: "t"): units.append(9)
          case UInt8(ascii: "r"): units.append(13)
          case UInt8(ascii: "b"): units.append(8)
          case UInt8(ascii: "f"): units.append(12)
          case UInt8(ascii: "u"):
            guard index + 4 <= bytes.count,
              let unit = UInt16(
                String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { return nil }
            units.append(unit)
            index += 4
          default: units.append(UInt16(escaped))
          }
        default:
          if byte == UInt8(ascii: "\n") { line += 1 }
          raw.append(byte)
        }
      }
      return nil
    }
  }
}
