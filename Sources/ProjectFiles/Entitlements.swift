import Diagnostics

/// A target's code-signing entitlements (`App.entitlements`, named by the
/// `CODE_SIGN_ENTITLEMENTS` build setting): the capabilities it is signed
/// with, each at its line.
public struct Entitlements: Sendable {
  public var document: PropertyListDocument
  /// The top-level entitlements and their values.
  public var entries: [String: PlistValue]

  public init(document: PropertyListDocument, entries: [String: PlistValue]) {
    self.document = document
    self.entries = entries
  }

  /// The file as the user named it.
  public var file: String { document.file }

  /// Where `key` is written (its line in an XML file, else the file).
  public func location(of key: String) -> SourceLocation { document.location(of: key) }

  /// The entitlements that grant something: a Boolean `true`, a non-empty
  /// text, array or dictionary, or a number other than 0 (`false`, `""` and
  /// `[]` grant nothing). Sorted.
  public var granted: [String] {
    entries.filter { Self.grants($0.value) }.map(\.key).sorted()
  }

  static func grants(_ value: PlistValue) -> Bool {
    switch value {
    case .bool(let flag): return flag
    case .string(let text): return !text.isEmpty
    case .array(let items): return !items.isEmpty
    case .dictionary(let entries): return !entries.isEmpty
    case .integer(let number): return number != 0
    case .real(let number): return number != 0
    default: return true
    }
  }
}

/// Reads `.entitlements` files (XML or binary property lists) with the
/// bounded property-list reader: a malformed file is an error at its line,
/// a root that isn't a dictionary an error naming what it is.
public enum EntitlementsReader {
  public static func read(path: String) throws(DiagnosticsError) -> Entitlements {
    try read(bytes: ProjectFileSystem.bytes(of: path), file: path)
  }

  public static func read(bytes: [UInt8], file: String) throws(DiagnosticsError) -> Entitlements {
    let document = try PropertyListReader.read(bytes: bytes, file: file)
    guard case .dictionary(let root) = document.root else {
      throw DiagnosticsError([
        .error(
          at: document.location(of: ""),
          "the root of an entitlements file must be a dictionary (<dict>) of entitlement keys,"
            + " but this one is \(document.root.kindName)")
      ])
    }
    return Entitlements(document: document, entries: root)
  }
}
