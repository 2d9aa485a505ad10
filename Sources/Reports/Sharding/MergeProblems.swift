import Diagnostics
import Foundation
import ProjectFiles

/// Where a problem in a report given to `merge` is: decoding errors (which
/// name a key path, or for bad syntax a position) and the merge's own
/// checks, as `file:line:column`.
enum MergeProblems {
  /// The most problems one merge reports; the rest are counted.
  static let maximumShown = 20

  /// `problems`, the first `maximumShown` of them by place, after a line
  /// (without a file, so it comes first) that says how many there are.
  static func bounded(_ problems: [Diagnostic]) -> [Diagnostic] {
    guard problems.count > maximumShown else { return problems }
    let first = DiagnosticsError(problems).diagnostics.prefix(maximumShown)
    return [
      .error(
        at: .file(""), "\(problems.count) problems in the reports; the first \(maximumShown) follow"
      )
    ] + first
  }

  /// The diagnostic of a decoding error in `file`.
  static func diagnostic(for error: DecodingError, bytes: [UInt8], file: String) -> Diagnostic {
    let expected = "expected a ReviewReady JSON report or SARIF log"
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return syntaxError(bytes: bytes, file: file)
    case .typeMismatch(let type, let context):
      let path = context.codingPath.map(key)
      return .error(
        at: location(path, bytes: bytes, file: file),
        path.isEmpty
          ? "\(expected), found another kind of value" : "\(name(path)): expected \(kind(type))")
    case .keyNotFound(let missing, let context):
      let path = context.codingPath.map(key)
      return .error(
        at: location(path, bytes: bytes, file: file),
        (path.isEmpty ? "" : name(path) + ": ") + "'\(missing.stringValue)' is missing; \(expected)"
      )
    case .valueNotFound(let type, let context):
      let path = context.codingPath.map(key)
      return .error(
        at: location(path, bytes: bytes, file: file),
        "\(name(path)): expected \(kind(type)), found null")
    case .dataCorrupted(let context):
      let path = context.codingPath.map(key)
      return .error(
        at: location(path, bytes: bytes, file: file),
        "\(name(path)): "
          + TerminalText.escapingControls(Quoted.shortened(context.debugDescription)))
    @unknown default:
      return .error(at: .file(file), expected)
    }
  }

  /// Where the value at `path` starts: its key's line and the column of
  /// the line's first character, else the nearest enclosing value's.
  static func location(_ path: [String], bytes: [UInt8], file: String) -> SourceLocation {
    guard !path.isEmpty else { return SourceLocation(file: file, line: 1, column: 1) }
    let starts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
    return location(
      path, lines: JSONLineIndex.lines(of: bytes), starts: starts, bytes: bytes, file: file)
  }

  /// The same, with the file's key-path lines already read.
  static func location(
    _ path: [String], lines: [[String]: Int], starts: [Int], bytes: [UInt8], file: String
  ) -> SourceLocation {
    guard !path.isEmpty else { return SourceLocation(file: file, line: 1, column: 1) }
    var prefix = path
    while !prefix.isEmpty {
      if let line = lines[prefix] {
        let start = line - 1 < starts.count ? starts[line - 1] : bytes.count
        return SourceLocation(file: file, line: line, column: firstColumn(from: start, in: bytes))
      }
      prefix.removeLast()
    }
    return SourceLocation(file: file, line: 1, column: 1)
  }

  /// The column (from 1) of the first character that is not a space on the line starting at `start`.
  private static func firstColumn(from start: Int, in bytes: [UInt8]) -> Int {
    var index = start
    var column = 1
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
      column += 1
      index += 1
    }
    return column
  }

  /// Not JSON: the position Foundation's parser gives, read without a regular expression.
  private static func syntaxError(bytes: [UInt8], file: String) -> Diagnostic {
    var reason = "not valid JSON"
    do {
      _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
      let message =
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      if let (line, column) = lineAndColumn(in: message) {
        return .error(at: SourceLocation(file: file, line: line, column: column), reason)
      }
      if let offset = number(after: "character ", in: message) {
        return .error(at: JSONLineIndex.location(ofByte: offset, in: bytes, file: file), reason)
      }
      if message.contains("end of file") || message.contains("nexpected end") {
        reason += ": the file ends in the middle of a value"
        return .error(
          at: JSONLineIndex.location(ofByte: bytes.count, in: bytes, file: file), reason)
      }
    }
    return .error(at: .file(file), reason)
  }

  /// `line 3, column 7` in Foundation's message.
  private static func lineAndColumn(in message: String) -> (Int, Int)? {
    guard let line = number(after: "line ", in: message),
      let column = number(after: "column ", in: message)
    else { return nil }
    return (line, column)
  }

  /// The decimal number right after the first `prefix` in `text`.
  private static func number(after prefix: String, in text: String) -> Int? {
    guard let range = text.range(of: prefix) else { return nil }
    let digits = text[range.upperBound...].prefix(while: { $0.isASCII && $0.isNumber }).prefix(9)
    return Int(digits)
  }

  private static func key(_ key: any CodingKey) -> String {
    key.intValue.map(String.init) ?? key.stringValue
  }

  private static func name(_ path: [String]) -> String {
    path.isEmpty ? "the report" : path.joined(separator: ".")
  }

  private static func kind(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    case is Int.Type: return "a whole number"
    default:
      let name = "\(type)"
      if name.hasPrefix("Array") { return "an array" }
      return "an object"
    }
  }
}
