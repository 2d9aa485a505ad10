import Diagnostics
import Foundation

/// A localized `.strings` file (`InfoPlist.strings`): keys and their texts.
public struct StringsFile: Sendable {
  /// How the file stores its pairs.
  public enum Format: String, Sendable {
    /// `"key" = "value";` text, in UTF-8 or UTF-16.
    case text
    /// An XML property list (Xcode accepts it for `.strings` files).
    case xmlPropertyList
    /// A binary property list (how built apps store them).
    case binaryPropertyList
  }

  /// The file as the user named it.
  public var file: String
  public var format: Format
  /// The text encoding (nil for a binary property list).
  public var encoding: TextEncoding?
  /// The texts by key.
  public var entries: [String: String]
  /// The line of each key (its last definition, which is the one that counts).
  public var lines: [String: Int]
  /// Each key defined more than once, at each later definition, in file
  /// order (text files only).
  public var duplicates: [Duplicate] = []

  /// A key defined again: `line` is the later definition, `firstLine` the first.
  public struct Duplicate: Sendable, Equatable {
    public var key: String
    public var firstLine: Int
    public var line: Int

    public init(key: String, firstLine: Int, line: Int) {
      self.key = key
      self.firstLine = firstLine
      self.line = line
    }
  }

  /// Where `key` is defined, or the file when its line is unknown.
  public func location(of key: String) -> SourceLocation {
    lines[key].map { SourceLocation(file: file, line: $0, column: 1) } ?? .file(file)
  }
}

/// Reads `.strings` files with Foundation's `PropertyListSerialization`,
/// which reads the old-style `"key" = "value";` form, after decoding UTF-8
/// or UTF-16. A small scan of the text first finds each key's line and
/// places syntax errors (an unterminated quote, a missing `;`) exactly.
public enum StringsFileReader {
  public static func read(path: String) throws(DiagnosticsError) -> StringsFile {
    try read(bytes: ProjectFileSystem.bytes(of: path), file: path)
  }

  public static func read(bytes: [UInt8], file: String) throws(DiagnosticsError) -> StringsFile {
    if PropertyListReader.detectFormat(bytes) == .binary {
      let document = try PropertyListReader.read(bytes: bytes, file: file)
      return StringsFile(
        file: file, format: .binaryPropertyList, encoding: nil,
        entries: try texts(document, file: file), lines: [:])
    }
    let decoded: (text: String, encoding: TextEncoding)
    switch TextDecoding.decode(bytes) {
    case .success(let value): decoded = value
    case .failure(let failure): throw DiagnosticsError([.error(at: .file(file), failure.message)])
    }
    if PropertyListReader.detectFormat(Array(decoded.text.utf8)) == .xml {
      let document = try PropertyListReader.read(bytes: Array(decoded.text.utf8), file: file)
      return StringsFile(
        file: file, format: .xmlPropertyList, encoding: decoded.encoding,
        entries: try texts(document, file: file),
        lines: document.lines.filter { !$0.key.isEmpty })
    }
    var scanner = StringsScanner(text: decoded.text, file: file)
    let keyLines = try scanner.scan()
    // An empty file (or only comments) is an empty table; Foundation
    // refuses zero bytes.
    guard !keyLines.isEmpty else {
      return StringsFile(
        file: file, format: .text, encoding: decoded.encoding, entries: [:], lines: [:])
    }
    let value: Any
    do {
      value = try PropertyListSerialization.propertyList(
        from: Data(decoded.text.utf8), options: [], format: nil)
    } catch {
      let error = error as NSError
      let reason =
        ((error.userInfo["kCFPropertyListOldStyleParsingError"] as? NSError)?
          .userInfo[NSDebugDescriptionErrorKey] as? String)
        ?? (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
      throw DiagnosticsError([
        .error(
          at: PropertyListReader.location(in: reason, file: file),
          "invalid .strings file: \(PropertyListReader.sentence(reason))")
      ])
    }
    let document = PropertyListDocument(
      file: file, root: PlistValue(foundation: value), format: .openStep, lines: keyLines)
    return StringsFile(
      file: file, format: .text, encoding: decoded.encoding,
      entries: try texts(document, file: file), lines: keyLines,
      duplicates: scanner.duplicates)
  }

  /// The root dictionary's texts; anything else is an error at its line.
  private static func texts(_ document: PropertyListDocument, file: String) throws(DiagnosticsError)
    -> [String: String]
  {
    guard case .dictionary(let entries) = document.root else {
      throw DiagnosticsError([
        .error(
          at: document.location(of: ""),
          "a .strings file holds key-text pairs, but this one holds \(document.root.kindName)")
      ])
    }
    var texts: [String: String] = [:]
    var problems: [Diagnostic] = []
    for (key, value) in entries {
      guard let text = value.stringValue else {
        problems.append(
          .error(at: document.location(of: key), "\(key): expected a text, found \(value.kindName)")
        )
        continue
      }
      texts[key] = text
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return texts
  }
}

/// Scans the old-style `.strings` syntax (`"key" = "value";`, comments,
/// unquoted words) for the line of each key and for syntax errors, which it
/// places at the character that causes them: Foundation only names a line,
/// sometimes the wrong one, and reads an unterminated comment as an empty
/// file. Values are read by Foundation, not here.
struct StringsScanner {
  let scalars: [Unicode.Scalar]
  let file: String
  var index = 0
  var line = 1
  var column = 1
  /// The last quoted text read: where it started and whether it ran over a
  /// line break (the usual sign of a missing closing quote).
  var lastQuote: (line: Int, column: Int, endLine: Int)?
  /// Keys defined again, found by ``scan()``.
  var duplicates: [StringsFile.Duplicate] = []

  init(text: String, file: String) {
    scalars = Array(text.unicodeScalars)
    self.file = file
  }

  /// The line of each key, or the first syntax error.
  mutating func scan() throws(DiagnosticsError) -> [String: Int] {
    var lines: [String: Int] = [:]
    try skipSpace()
    var braced = false
    if peek == "{" {
      braced = true
      advance()
    }
    while true {
      try skipSpace()
      guard let scalar = peek else {
        if braced { throw problem("expected '}' to close the '{' at 1:1") }
        return lines
      }
      if braced, scalar == "}" {
        advance()
        try skipSpace()
        if peek != nil { throw problem("unexpected text after the closing '}'") }
        return lines
      }
      let keyLine = line
      guard let key = try word() else {
        throw problem(
          "expected a key (a quoted text) here, found '\(scalar.escaped(asASCII: false))'")
      }
      try skipSpace()
      if peek == "=" {
        advance()
        try skipSpace()
        guard try value() else {
          throw problem(
            peek == nil
              ? "the file ends after '\"\(key)\" =' with no text"
              : "expected a quoted text after '='")
        }
        try skipSpace()
      }
      guard peek == ";" else {
        throw problem(
          peek == nil
            ? "the file ends without the ';' that closes \"\(key)\""
            : "expected ';' after the text of \"\(key)\"")
      }
      advance()
      if let first = lines[key], duplicates.count < 1_000 {
        let earliest = duplicates.first { $0.key == key }?.firstLine ?? first
        duplicates.append(.init(key: key, firstLine: earliest, line: keyLine))
      }
      lines[key] = keyLine
    }
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func advance() {
    if scalars[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  private mutating func skipSpace() throws(DiagnosticsError) {
    while let scalar = peek {
      if scalar.properties.isWhitespace {
        advance()
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
        while let next = peek, next != "\n" { advance() }
      } else if scalar == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
        let start = (line, column)
        advance()
        advance()
        while true {
          guard let next = peek else {
            throw DiagnosticsError([
              .error(
                at: SourceLocation(file: file, line: start.0, column: start.1),
                "this /* comment is never closed with */, so everything after it is ignored")
            ])
          }
          if next == "*", index + 1 < scalars.count, scalars[index + 1] == "/" {
            advance()
            advance()
            break
          }
          advance()
        }
      } else {
        return
      }
    }
  }

  /// A quoted or unquoted string; nil when none starts here.
  private mutating func word() throws(DiagnosticsError) -> String? {
    guard let scalar = peek else { return nil }
    if scalar == "\"" || scalar == "'" { return try quoted(scalar) }
    var text = ""
    while let next = peek, Self.isUnquoted(next) {
      text.unicodeScalars.append(next)
      advance()
    }
    return text.isEmpty ? nil : text
  }

  /// A value: a string, or a bracketed old-style value that Foundation will
  /// read (and the reader then rejects as not a text).
  private mutating func value() throws(DiagnosticsError) -> Bool {
    guard let scalar = peek else { return false }
    let closers: [Unicode.Scalar: Unicode.Scalar] = ["{": "}", "(": ")", "<": ">"]
    if let close = closers[scalar] {
      let start = (line, column)
      var depth = 0
      repeat {
        guard let next = peek else {
          throw DiagnosticsError([
            .error(
              at: SourceLocation(file: file, line: start.0, column: start.1),
              "this '\(scalar)' is never closed with '\(close)'")
          ])
        }
        if next == "\"" || next == "'" {
          _ = try quoted(next)
          continue
        }
        if next == scalar { depth += 1 }
        if next == close { depth -= 1 }
        advance()
      } while depth > 0
      return true
    }
    return try word() != nil
  }

  private mutating func quoted(_ quote: Unicode.Scalar) throws(DiagnosticsError) -> String {
    let start = (line: line, column: column)
    advance()
    var text = ""
    while true {
      guard let scalar = peek else {
        throw DiagnosticsError([
          .error(
            at: SourceLocation(file: file, line: start.line, column: start.column),
            "unterminated quoted text: the \(quote) opened here is never closed")
        ])
      }
      advance()
      if scalar == quote { break }
      if scalar == "\\", let escaped = peek {
        advance()
        switch escaped {
        case "n": text += "\n"
        case "t": text += "\t"
        default: text.unicodeScalars.append(escaped)
        }
        continue
      }
      text.unicodeScalars.append(scalar)
    }
    lastQuote = (start.line, start.column, line)
    return text
  }

  /// A syntax error here, or at the quoted text just read when it ran over
  /// a line break: then its closing quote is most likely missing.
  private func problem(_ message: String) -> DiagnosticsError {
    if let quote = lastQuote, quote.endLine > quote.line, quote.endLine == line {
      return DiagnosticsError([
        .error(
          at: SourceLocation(file: file, line: quote.line, column: quote.column),
          "unterminated quoted text: the quote opened here is closed only on line \(quote.endLine), "
            + "where \(message); is a closing quote missing on line \(quote.line)?")
      ])
    }
    return DiagnosticsError([
      .error(at: SourceLocation(file: file, line: line, column: column), message)
    ])
  }

  /// Characters Foundation accepts in an unquoted string.
  static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "_", "$", "/", ":", ".", "-": return true
    default: return false
    }
  }
}
