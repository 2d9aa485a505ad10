import Diagnostics
import Foundation

/// The three forms a property list is stored in.
public enum PropertyListFormat: String, Sendable, Equatable {
  case xml
  case binary
  /// The old-style text form (`"key" = "value";`), which `.strings` files use.
  case openStep
}

/// A property list read from a file, with the line of each value where the
/// form has lines.
public struct PropertyListDocument: Sendable {
  /// The file as the user named it.
  public var file: String
  public var root: PlistValue
  public var format: PropertyListFormat
  /// The line of each value by key path (`NSPrivacyCollectedDataTypes[0].NSPrivacyCollectedDataType`;
  /// the root is `""`). For a dictionary entry, the line of its key. Empty
  /// for binary property lists, which have no lines.
  public var lines: [String: Int]

  /// A document read elsewhere, or made up of values with no file lines.
  public init(
    file: String, root: PlistValue, format: PropertyListFormat, lines: [String: Int] = [:]
  ) {
    self.file = file
    self.root = root
    self.format = format
    self.lines = lines
  }

  /// Where the value at `path` is, or the file itself when its line is unknown.
  public func location(of path: String) -> SourceLocation {
    lines[path].map { SourceLocation(file: file, line: $0, column: 1) } ?? .file(file)
  }
}

/// Reads property lists with Foundation's `PropertyListSerialization` and
/// turns its failures into positioned diagnostics.
public enum PropertyListReader {
  /// Reads the property list at `path` (named in messages as given).
  public static func read(path: String) throws(DiagnosticsError) -> PropertyListDocument {
    try read(bytes: ProjectFileSystem.bytes(of: path), file: path)
  }

  /// Reads a property list from its bytes; `file` names it in messages.
  /// A binary or XML list past `limits` is refused before it is decoded.
  public static func read(
    bytes: [UInt8], file: String, limits: PropertyListLimits = .standard
  ) throws(DiagnosticsError) -> PropertyListDocument {
    try checkLimits(bytes, file: file, limits: limits)
    return try decode(bytes: bytes, file: file)
  }

  /// Throws the error for a binary or XML list past `limits`.
  static func checkLimits(
    _ bytes: [UInt8], file: String, limits: PropertyListLimits = .standard
  ) throws(DiagnosticsError) {
    if let problem = limits.problem(bytes, format: detectFormat(bytes), file: file) {
      throw DiagnosticsError([problem])
    }
  }

  /// Decodes a property list with Foundation, limits already checked.
  static func decode(bytes: [UInt8], file: String) throws(DiagnosticsError)
    -> PropertyListDocument
  {
    guard !bytes.isEmpty else {
      throw DiagnosticsError([
        .error(at: .file(file), "the file is empty; expected a property list")
      ])
    }
    let format = detectFormat(bytes)
    let value: Any
    do {
      value = try PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil)
    } catch {
      throw DiagnosticsError([failure(error, bytes: bytes, format: format, file: file)])
    }
    var lines: [String: Int] = [:]
    if format == .xml, case .success(let decoded) = TextDecoding.decode(bytes) {
      lines = XMLPropertyListIndex.lines(of: decoded.text)
    }
    return PropertyListDocument(
      file: file, root: PlistValue(foundation: value), format: format, lines: lines)
  }

  /// Binary lists start with `bplist`; XML ones with `<` (after any
  /// byte-order mark and white space); anything else is the old-style form.
  static func detectFormat(_ bytes: [UInt8]) -> PropertyListFormat {
    if bytes.starts(with: Array("bplist".utf8)) { return .binary }
    var index = 0
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      // UTF-16: look at the first non-zero byte.
      index = 2
      while index < bytes.count, bytes[index] == 0 || isSpace(bytes[index]) { index += 1 }
      return index < bytes.count && bytes[index] == UInt8(ascii: "<") ? .xml : .openStep
    }
    while index < bytes.count, isSpace(bytes[index]) { index += 1 }
    return index < bytes.count && bytes[index] == UInt8(ascii: "<") ? .xml : .openStep
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  /// A positioned diagnostic for what Foundation could not read.
  private static func failure(
    _ error: Error, bytes: [UInt8], format: PropertyListFormat, file: String
  ) -> Diagnostic {
    let error = error as NSError
    let main = error.userInfo[NSDebugDescriptionErrorKey] as? String
    let oldStyle =
      (error.userInfo["kCFPropertyListOldStyleParsingError"] as? NSError)?
      .userInfo[NSDebugDescriptionErrorKey] as? String
    switch format {
    case .binary:
      return .error(
        at: .file(file),
        "truncated or damaged binary property list: \(BinaryPropertyListCheck.problem(bytes))")
    case .xml:
      let reason = main ?? error.localizedDescription
      return .error(
        at: location(in: reason, file: file),
        "invalid XML property list: \(sentence(reason))")
    case .openStep:
      let reason = oldStyle ?? main ?? error.localizedDescription
      return .error(
        at: location(in: reason, file: file), "invalid property list: \(sentence(reason))")
    }
  }

  /// The line a Foundation message names ("… on line 5", "… at line 5").
  static func location(in message: String, file: String) -> SourceLocation {
    guard let range = message.range(of: #"line [0-9]+"#, options: .regularExpression),
      let line = Int(message[range].dropFirst(5)), line > 0
    else { return .file(file) }
    return SourceLocation(file: file, line: line, column: 1)
  }

  /// Foundation's message without its trailing period, starting lowercase.
  static func sentence(_ message: String) -> String {
    var text = message.trimmingCharacters(in: .whitespacesAndNewlines)
    if text.hasSuffix(".") { text.removeLast() }
    guard let first = text.first else { return text }
    return first.lowercased() + text.dropFirst()
  }
}

/// Says why a binary property list can't be read, from its 32-byte
/// trailer: Foundation only reports that nothing matched.
enum BinaryPropertyListCheck {
  static func problem(_ bytes: [UInt8]) -> String {
    let size = bytes.count
    guard size >= 8 + 32 else {
      return
        "the file has \(size) bytes, fewer than a binary property list's header and 32-byte trailer; it was cut short"
    }
    let trailer = Array(bytes[(size - 32)...])
    let offsetSize = Int(trailer[6])
    let referenceSize = Int(trailer[7])
    let objects = bigEndian(trailer[8..<16])
    let top = bigEndian(trailer[16..<24])
    let tableStart = bigEndian(trailer[24..<32])
    let tableBytes = objects.multipliedReportingOverflow(by: UInt64(max(offsetSize, 1)))
    guard (1...8).contains(offsetSize), (1...8).contains(referenceSize), objects > 0,
      top < objects, tableStart >= 8, !tableBytes.overflow,
      tableStart.addingReportingOverflow(tableBytes.partialValue).partialValue
        <= UInt64(size - 32)
    else {
      return
        "its last 32 bytes are not a valid trailer (the file has \(size) bytes); it was probably cut short"
    }
    return "an object inside it is malformed (the file has \(size) bytes)"
  }

  private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.reduce(0) { $0 << 8 | UInt64($1) }
  }
}
