import Diagnostics
import Foundation

/// A String Catalog (`InfoPlist.xcstrings`): each key's text per locale,
/// with the translation state Xcode keeps for it.
public struct StringCatalog: Sendable {
  /// The file as the user named it.
  public var file: String
  /// The language the keys' source texts are written in.
  public var sourceLanguage: String
  public var version: String?
  /// Every key, by name.
  public var entries: [String: Entry]

  /// One key of the catalog.
  public struct Entry: Sendable, Equatable {
    public var key: String
    public var comment: String?
    /// `manual`, `extracted_with_value`, `stale`, …
    public var extractionState: String?
    /// False when the key is marked "Don't translate".
    public var shouldTranslate: Bool
    /// The text per locale.
    public var localizations: [String: Localization]
    /// The line of the key in the file.
    public var line: Int?
  }

  /// One locale's text of a key.
  public struct Localization: Sendable, Equatable {
    /// `translated`, `needs_review`, `new`, `stale`, … (nil when the file
    /// gives none).
    public var state: String?
    /// The text; nil when the locale only has variations (plural, device).
    public var value: String?
    /// Whether the locale's text varies by plural or device.
    public var hasVariations: Bool
    /// The line of the locale in the file.
    public var line: Int?
  }

  /// Every locale that has a text for some key, sorted.
  public var locales: [String] {
    Set(entries.values.flatMap(\.localizations.keys)).sorted()
  }

  /// Where `key` (and `locale`, when given) is written, or the file.
  public func location(of key: String, locale: String? = nil) -> SourceLocation {
    let entry = entries[key]
    let line = locale.flatMap { entry?.localizations[$0]?.line } ?? entry?.line
    return line.map { SourceLocation(file: file, line: $0, column: 1) } ?? .file(file)
  }
}

/// Reads String Catalogs with Foundation's `JSONDecoder`, placing syntax
/// errors (from `JSONSerialization`'s offset) and wrong types (from the
/// decoding path) at their line.
public enum StringCatalogReader {
  public static func read(path: String) throws(DiagnosticsError) -> StringCatalog {
    try read(bytes: ProjectFileSystem.bytes(of: path), file: path)
  }

  public static func read(bytes: [UInt8], file: String) throws(DiagnosticsError) -> StringCatalog {
    guard !bytes.isEmpty else {
      throw DiagnosticsError([
        .error(at: .file(file), "the file is empty; a String Catalog is a JSON object")
      ])
    }
    let raw: RawCatalog
    do {
      raw = try JSONDecoder().decode(RawCatalog.self, from: Data(bytes))
    } catch let error as DecodingError {
      throw DiagnosticsError([diagnostic(for: error, bytes: bytes, file: file)])
    } catch {
      throw DiagnosticsError([.error(at: .file(file), "not a String Catalog: \(error)")])
    }
    let lines = JSONLineIndex.lines(of: bytes)
    var entries: [String: StringCatalog.Entry] = [:]
    for (key, entry) in raw.strings ?? [:] {
      var localizations: [String: StringCatalog.Localization] = [:]
      for (locale, localization) in entry.localizations ?? [:] {
        localizations[locale] = StringCatalog.Localization(
          state: localization.stringUnit?.state, value: localization.stringUnit?.value,
          hasVariations: localization.variations != nil,
          line: lines[["strings", key, "localizations", locale]])
      }
      entries[key] = StringCatalog.Entry(
        key: key, comment: entry.comment, extractionState: entry.extractionState,
        shouldTranslate: entry.shouldTranslate ?? true, localizations: localizations,
        line: lines[["strings", key]])
    }
    return StringCatalog(
      file: file, sourceLanguage: raw.sourceLanguage, version: raw.version, entries: entries)
  }

  private static func diagnostic(for error: DecodingError, bytes: [UInt8], file: String)
    -> Diagnostic
  {
    switch error {
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return syntaxError(bytes: bytes, file: file)
    case .typeMismatch(let expected, let context):
      let found = context.debugDescription.range(of: "but found ").map {
        String(context.debugDescription[$0.upperBound...]).trimmingCharacters(
          in: CharacterSet(charactersIn: ". "))
      }
      let path = context.codingPath.map(\.stringValue)
      let what = path.isEmpty ? "a String Catalog holds a JSON object" : name(path) + ": expected "
      let expectation = path.isEmpty ? "" : kind(expected)
      return .error(
        at: location(path, bytes: bytes, file: file),
        what + expectation + (found.map { path.isEmpty ? ", found \($0)" : ", found \($0)" } ?? ""))
    case .keyNotFound(let key, let context):
      let path = context.codingPath.map(\.stringValue)
      return .error(
        at: location(path, bytes: bytes, file: file),
        (path.isEmpty ? "" : name(path) + ": ") + "'\(key.stringValue)' is missing")
    case .valueNotFound(let expected, let context):
      let path = context.codingPath.map(\.stringValue)
      return .error(
        at: location(path, bytes: bytes, file: file),
        name(path) + ": expected \(kind(expected)), found null")
    case .dataCorrupted(let context):
      let path = context.codingPath.map(\.stringValue)
      return .error(
        at: location(path, bytes: bytes, file: file),
        name(path) + ": " + context.debugDescription)
    @unknown default:
      return .error(at: .file(file), "not a String Catalog: \(error)")
    }
  }

  /// Not JSON: `JSONSerialization` says at which byte.
  static func syntaxError(bytes: [UInt8], file: String) -> Diagnostic {
    do {
      _ = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    } catch {
      let message =
        (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      var location = SourceLocation.file(file)
      if let range = message.range(of: #"character [0-9]+"#, options: .regularExpression),
        let offset = Int(message[range].dropFirst("character ".count))
      {
        location = JSONLineIndex.location(ofByte: offset, in: bytes, file: file)
      } else if message.contains("end of file") {
        location = JSONLineIndex.location(ofByte: bytes.count, in: bytes, file: file)
      }
      // The position is in the location; Foundation's offset would repeat it.
      let reason = message.replacingOccurrences(
        of: #" around (line [0-9]+, column [0-9]+|character [0-9]+)"#, with: "",
        options: .regularExpression)
      return .error(at: location, "not valid JSON: \(PropertyListReader.sentence(reason))")
    }
    return .error(at: .file(file), "not valid JSON")
  }

  private static func location(_ path: [String], bytes: [UInt8], file: String) -> SourceLocation {
    let lines = JSONLineIndex.lines(of: bytes)
    var prefix = path
    while !prefix.isEmpty {
      if let line = lines[prefix] { return SourceLocation(file: file, line: line, column: 1) }
      prefix.removeLast()
    }
    return .file(file)
  }

  private static func name(_ path: [String]) -> String {
    path.isEmpty ? "the catalog" : path.joined(separator: ".")
  }

  private static func kind(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Bool.Type: return "true or false"
    default:
      let name = "\(type)"
      if name.hasPrefix("Dictionary") || name.hasPrefix("Raw") { return "an object" }
      if name.hasPrefix("Array") { return "an array" }
      return name
    }
  }

  struct RawCatalog: Decodable {
    var sourceLanguage: String
    var strings: [String: RawEntry]?
    var version: String?
  }

  struct RawEntry: Decodable {
    var comment: String?
    var extractionState: String?
    var shouldTranslate: Bool?
    var localizations: [String: RawLocalization]?
  }

  struct RawLocalization: Decodable {
    var stringUnit: RawUnit?
    var variations: AnyJSON?
  }

  struct RawUnit: Decodable {
    var state: String?
    var value: String?
  }

  /// Any JSON value, read only to know it is there.
  struct AnyJSON: Decodable {
    init(from decoder: Decoder) throws {}
  }
}
