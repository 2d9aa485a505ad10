import Diagnostics
import Foundation

/// The JSON documents' one writer (the JSON report, SARIF, the report
/// context): pretty, key-sorted, and with no unsafe scalar raw. JSONEncoder
/// escapes C0 controls; the C1 and bidirectional controls and the line
/// separators it leaves raw are written as `\uXXXX` escapes here, which
/// decode to the same strings, so a viewer that shows the file can't be
/// driven or have its text reordered by them.
enum JSONText {
  /// `value` as JSON text, with a final newline; `{}` if it can't be encoded.
  static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { return "{}\n" }
    return escapingUnsafe(String(decoding: data, as: UTF8.self)) + "\n"
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
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        let end = min(bytes.count, index + length)
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for continuation in bytes[(index + 1)..<end] {
          value = value << 6 | UInt32(continuation & 0x3F)
        }
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
