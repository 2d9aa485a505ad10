import Diagnostics

/// One row of a tab-separated table with a header line, by column name.
struct TSVRow: Sendable {
  /// The row's values by the header's names; `\t`, `\n` and `\\` unescaped.
  var fields: [String: String]
  /// Where the row starts.
  var location: SourceLocation
}

extension PurposeStringCorpus {
  /// The rows of the table at `path`: its first line names the columns.
  static func table(_ path: String) throws(DiagnosticsError) -> [TSVRow] {
    guard let bytes = try sizeLimit.contents(of: path) else {
      throw DiagnosticsError([.error(at: .file(path), "no such file")])
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw DiagnosticsError([.error(at: .file(path), "is not UTF-8 text")])
    }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last?.isEmpty == true { lines.removeLast() }
    guard let header = lines.first?.split(separator: "\t", omittingEmptySubsequences: false)
    else { throw DiagnosticsError([.error(at: .file(path), "is empty; expected a header line")]) }
    let names = header.map { String($0).trimmingSuffix("\r") }
    var rows: [TSVRow] = []
    for (index, line) in lines.enumerated().dropFirst() {
      let values = line.split(separator: "\t", omittingEmptySubsequences: false)
      let location = SourceLocation(file: path, line: index + 1, column: 1)
      guard values.count == names.count else {
        throw DiagnosticsError([
          .error(at: location, "has \(values.count) fields; the header names \(names.count)")
        ])
      }
      var fields: [String: String] = [:]
      for (name, value) in zip(names, values) {
        fields[name] = unescaped(String(value).trimmingSuffix("\r"))
      }
      rows.append(TSVRow(fields: fields, location: location))
    }
    return rows
  }

  /// `\t`, `\n` and `\\` as the characters they stand for.
  static func unescaped(_ value: String) -> String {
    guard value.contains("\\") else { return value }
    var result = ""
    var escaping = false
    for character in value {
      if escaping {
        switch character {
        case "t": result.append("\t")
        case "n": result.append("\n")
        case "\\": result.append("\\")
        default: result.append("\\"); result.append(character)
        }
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    if escaping { result.append("\\") }
    return result
  }
}

extension String {
  fileprivate func trimmingSuffix(_ suffix: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
  }
}
