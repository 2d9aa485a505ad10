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
    guard json.unicodeScalars.contains(where: TerminalText.isUnsafe) else { return json }
    var output = ""
    output.reserveCapacity(json.utf8.count + 16)
    for scalar in json.unicodeScalars {
      guard TerminalText.isUnsafe(scalar), scalar.value > 0x7F else {
        output.unicodeScalars.append(scalar)
        continue
      }
      let digits = String(scalar.value, radix: 16, uppercase: true)
      output += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
    return output
  }
}
