import Diagnostics
import Foundation

/// The JSON documents' one writer (the JSON report, SARIF, the report
/// context): pretty, key-sorted, and with no unsafe scalar raw. It writes
/// what Foundation's `JSONEncoder` writes with `.prettyPrinted`,
/// `.sortedKeys` and `.withoutEscapingSlashes` (keys in the order of their
/// UTF-8 bytes, `"key" : value`, two spaces an indent, an empty list or
/// object with an empty line inside), byte for byte, at a fraction of its
/// cost; the tests compare the two. The C1 and bidirectional controls and
/// the line separators JSONEncoder leaves raw are written as `\uXXXX`
/// escapes, which decode to the same strings, so a viewer that shows the
/// file can't be driven or have its text reordered by them.
enum JSONText {
  /// `value` as JSON text, with a final newline; `{}` if it can't be encoded.
  static func encode<T: Encodable>(_ value: T) -> String {
    guard let tree = try? EncodedTree(value) else { return "{}\n" }
    var writer = Writer()
    guard writer.write(tree.root, depth: 0) else { return foundationEncoded(value) }
    writer.bytes.append(0x0A)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// `value` as an element of a pretty-printed top-level array: what
  /// `encode` writes, every line but empty ones indented by two spaces, and
  /// no final newline.
  static func encodeElement<T: Encodable>(_ value: T) -> String {
    guard let tree = try? EncodedTree(value) else { return "  {}" }
    var writer = Writer()
    writer.bytes += [0x20, 0x20]
    guard writer.write(tree.root, depth: 1) else {
      return indented(foundationEncoded(value))
    }
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// `text` (a JSON document with a final newline) with every line but
  /// empty ones indented by two spaces, without the final newline. JSON
  /// strings hold no raw newline, so only lines of the syntax move.
  static func indented(_ text: String) -> String {
    var indented: [UInt8] = []
    indented.reserveCapacity(text.utf8.count + text.utf8.count / 4)
    var atLineStart = true
    for byte in text.utf8.dropLast() {
      if atLineStart, byte != 0x0A { indented += [0x20, 0x20] }
      indented.append(byte)
      atLineStart = byte == 0x0A
    }
    return String(decoding: indented, as: UTF8.self)
  }

  /// `value` through Foundation's JSONEncoder, with the unsafe scalars
  /// escaped: for a value holding a floating-point number, whose digits
  /// are JSONEncoder's to choose (report models hold none), and for the
  /// tests to compare with.
  static func foundationEncoded<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return escapingUnsafe(String(decoding: data, as: UTF8.self)) + "\n"
  }

  /// Writes an encoded tree as pretty, key-sorted JSON bytes.
  private struct Writer {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(16_384) }

    /// Writes `node` at `depth`; false when it holds a floating-point number.
    mutating func write(_ node: EncodedNode, depth: Int) -> Bool {
      switch node.encoded {
      case .scalar(.string(let text)): writeString(text)
      case .scalar(.bool(let flag)): append(flag ? "true" : "false")
      case .scalar(.int(let number)): append(String(number))
      case .scalar(.null): append("null")
      case .scalar(.double): return false
      case .object(let fields):
        bytes.append(0x7B)
        for (index, field) in EncodedTree.members(fields).enumerated() {
          startMember(index, depth: depth)
          writeString(field.key)
          append(" : ")
          guard write(field.node, depth: depth + 1) else { return false }
        }
        end(0x7D, depth: depth)
      case .list(let items):
        bytes.append(0x5B)
        for (index, item) in items.enumerated() {
          startMember(index, depth: depth)
          guard write(item, depth: depth + 1) else { return false }
        }
        end(0x5D, depth: depth)
      }
      return true
    }

    /// The line break (after a comma but for the first) and the indent
    /// before a member of an object or list at `depth`.
    private mutating func startMember(_ index: Int, depth: Int) {
      if index > 0 { bytes.append(0x2C) }
      bytes.append(0x0A)
      indent(depth + 1)
    }

    /// `close` on a line of its own; JSONEncoder leaves an empty line
    /// inside an empty object or list.
    private mutating func end(_ close: UInt8, depth: Int) {
      if bytes.last == 0x7B || bytes.last == 0x5B { bytes.append(0x0A) }
      bytes.append(0x0A)
      indent(depth)
      bytes.append(close)
    }

    private mutating func indent(_ depth: Int) {
      for _ in 0..<(depth * 2) { bytes.append(0x20) }
    }

    private mutating func append(_ text: StaticString) {
      text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    private mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// `text` as a JSON string: JSONEncoder's escapes for the quote, the
    /// backslash and the C0 controls, `\uXXXX` for the other unsafe scalars.
    private mutating func writeString(_ text: String) {
      bytes.append(0x22)
      var text = text
      text.withUTF8 { utf8 in
        var copied = 0
        var index = 0
        func flush(to end: Int) {
          if copied < end {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<end]))
          }
        }
        while index < utf8.count {
          let byte = utf8[index]
          if byte >= 0x20 && byte < 0x80 && byte != 0x22 && byte != 0x5C {
            index += 1
            continue
          }
          if byte < 0x80 {
            flush(to: index)
            switch byte {
            case 0x22: append("\\\"")
            case 0x5C: append("\\\\")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            default: appendEscape(UInt32(byte), uppercase: false)
            }
            index += 1
            copied = index
            continue
          }
          let (value, end) = JSONText.scalar(in: utf8, at: index)
          if let scalar = Unicode.Scalar(value), TerminalText.isUnsafe(scalar) {
            flush(to: index)
            appendEscape(value, uppercase: true)
            copied = end
          }
          index = end
        }
        flush(to: utf8.count)
      }
      bytes.append(0x22)
    }

    /// `\u` and four hexadecimal digits (JSONEncoder writes its own in
    /// lower case, the unsafe-scalar escapes are in upper case).
    private mutating func appendEscape(_ value: UInt32, uppercase: Bool) {
      let digits = String(value, radix: 16, uppercase: uppercase)
      append("\\u")
      for _ in digits.count..<4 { bytes.append(0x30) }
      append(digits)
    }
  }

  /// The scalar value whose UTF-8 starts with the lead byte at `index` of
  /// `utf8` (a String's bytes, so valid), and where the next one starts.
  fileprivate static func scalar(in utf8: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    value: UInt32, end: Int
  ) {
    let lead = utf8[index]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    let end = min(utf8.count, index + length)
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for continuation in utf8[(index + 1)..<end] { value = value << 6 | UInt32(continuation & 0x3F) }
    return (value, end)
  }

  /// `json` with every unsafe scalar (see `TerminalText.isUnsafe`) as a
  /// `\uXXXX` escape. They can only be inside strings: JSON's own syntax is
  /// ASCII.
  static func escapingUnsafe(_ json: String) -> String {
    var json = json
    return json.withUTF8 { bytes -> String? in
      // Runs of safe bytes are copied whole; only the scalars outside
      // ASCII are decoded and looked at (ASCII controls are JSON's own
      // escapes already).
      var output: [UInt8] = []
      var copied = 0
      var index = 0
      while index < bytes.count {
        let lead = bytes[index]
        guard lead >= 0x80 else {
          index += 1
          continue
        }
        let (value, end) = scalar(in: bytes, at: index)
        if let scalar = Unicode.Scalar(value), TerminalText.isUnsafe(scalar) {
          if output.isEmpty { output.reserveCapacity(bytes.count + 64) }
          output.append(contentsOf: bytes[copied..<index])
          let digits = String(value, radix: 16, uppercase: true)
          output.append(
            contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits)
              .utf8)
          copied = end
        }
        index = end
      }
      guard copied > 0 else { return nil }
      output.append(contentsOf: bytes[copied...])
      return String(decoding: output, as: UTF8.self)
    } ?? json
  }
}
