import Diagnostics

/// The kind of document a template produces, which decides how `{{name}}` escapes values.
///
/// Escaping belongs to the output, so it is chosen from the root template's file name
/// (``init(templateName:)``) and applies to every partial it includes. Triple mustaches
/// (`{{{name}}}`) and ampersand tags (`{{& name}}`) never escape, whatever the type,
/// but for control and bidirectional characters, which no output gets raw.
public enum ContentType: String, Sendable, CaseIterable {
  /// HTML: escapes `&`, `<`, `>` and `"` exactly as the Mustache spec requires.
  case html
  /// Markdown (GitHub-flavoured): neutralises everything a value could use to change
  /// the document's structure. See ``escapeMarkdown(_:into:)`` for the rules.
  case markdown
  /// Plain text: writes values unchanged but for control and bidirectional
  /// characters, shown as escapes (`\u{202E}`); line feeds and tabs stay.
  case text

  /// Chooses the content type from a template's file name.
  ///
  /// `*.md.mustache` is Markdown, `*.txt.mustache` is plain text, and every other
  /// name (including `*.html.mustache` and names without `.mustache`) is HTML.
  ///
  /// - Parameter templateName: A file name such as `report.md.mustache`.
  public init(templateName: String) {
    let lowered = templateName.lowercased()
    if lowered.hasSuffix(".md.mustache") {
      self = .markdown
    } else if lowered.hasSuffix(".txt.mustache") {
      self = .text
    } else {
      self = .html
    }
  }

  /// Returns `text` escaped for this content type.
  public func escape(_ text: String) -> String {
    var output = ""
    escape(text, into: &output)
    return output
  }

  /// Appends `text`, escaped for this content type, to `output`.
  public func escape(_ text: String, into output: inout String) {
    switch self {
    case .html: Self.escapeHTML(text, into: &output)
    case .markdown: Self.escapeMarkdown(text, into: &output)
    case .text: output += TerminalText.escapingControls(text, keeping: Self.rawKept)
    }
  }

  /// The unsafe characters (`TerminalText.isUnsafe`) plain text and
  /// unescaped tags write as they are: line feeds and tabs. Every other
  /// control or bidirectional character becomes a visible escape.
  public static let rawKept: Set<Unicode.Scalar> = ["\n", "\t"]

  /// Escapes the four characters the Mustache spec names: `&` → `&amp;`, `"` → `&quot;`,
  /// `<` → `&lt;`, `>` → `&gt;`. Apostrophes are left alone, so values are safe in
  /// element content and double-quoted attributes, not in single-quoted ones.
  ///
  /// Beyond the spec, control characters (which HTML forbids, NUL among them),
  /// bidirectional controls (which an entity would not stop: the browser applies
  /// them all the same) and line separators, but line breaks and tabs, are shown
  /// as visible escapes such as `\u{202E}` (see `TerminalText.isUnsafe`). A
  /// carriage return (alone or before a line feed) becomes the line feed an
  /// HTML parser would read it as, so none reaches the file raw (where a
  /// terminal showing it would return to the line's start).
  public static func escapeHTML(_ original: String, into output: inout String) {
    let text = TerminalText.escapingControls(original, keeping: ["\n", "\r", "\t"])
    // The four and the carriage return are ASCII: scan bytes, copy the runs between them.
    let bytes = text.utf8
    var pending = bytes.startIndex
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let replacement: String?
      let next = bytes.index(after: index)
      switch bytes[index] {
      case UInt8(ascii: "&"): replacement = "&amp;"
      case UInt8(ascii: "\""): replacement = "&quot;"
      case UInt8(ascii: "<"): replacement = "&lt;"
      case UInt8(ascii: ">"): replacement = "&gt;"
      case UInt8(ascii: "\r"):
        replacement = next < bytes.endIndex && bytes[next] == UInt8(ascii: "\n") ? "" : "\n"
      default: replacement = nil
      }
      if let replacement {
        output += text[pending..<index]
        output += replacement
        pending = next
      }
      index = next
    }
    output += text[pending...]
  }
}
