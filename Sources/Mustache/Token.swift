/// A position in a template: its name and a 1-based line and column.
struct SourceLocation: Sendable, Equatable {
  var templateName: String
  var line: Int
  var column: Int

  /// `line:column`, used when one message points at a second place in the same file.
  var shortDescription: String { "\(line):\(column)" }
}

/// What a tag does, decided by the character after its opening delimiter.
enum TagKind: Sendable, Equatable {
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}` (raw).
  case variable(escaped: Bool)
  /// `{{#name}}`
  case section
  /// `{{^name}}`
  case invertedSection
  /// `{{/name}}`
  case close
  /// `{{!text}}`
  case comment
  /// `{{>name}}`
  case partial
  /// `{{<name}}` (inheritance)
  case parent
  /// `{{$name}}` (inheritance)
  case block
  /// `{{=<% %>=}}`
  case setDelimiters

  /// Tags that may stand alone on a line, which then disappears from the output.
  var canStandAlone: Bool {
    if case .variable = self { return false }
    return true
  }

  /// Tags that open a section that a `{{/name}}` tag must close.
  var opensSection: Bool {
    switch self {
    case .section, .invertedSection, .parent, .block: return true
    default: return false
    }
  }

  /// The sigil that introduces this kind of tag, used in messages (`#findings`).
  var sigil: String {
    switch self {
    case .variable(let escaped): return escaped ? "" : "&"
    case .section: return "#"
    case .invertedSection: return "^"
    case .close: return "/"
    case .comment: return "!"
    case .partial: return ">"
    case .parent: return "<"
    case .block: return "$"
    case .setDelimiters: return "="
    }
  }

  /// The kind a sigil introduces, or `nil` for a plain variable.
  init?(sigil: UInt8) {
    switch sigil {
    case UInt8(ascii: "#"): self = .section
    case UInt8(ascii: "^"): self = .invertedSection
    case UInt8(ascii: "/"): self = .close
    case UInt8(ascii: "!"): self = .comment
    case UInt8(ascii: ">"): self = .partial
    case UInt8(ascii: "<"): self = .parent
    case UInt8(ascii: "$"): self = .block
    case UInt8(ascii: "&"): self = .variable(escaped: false)
    case UInt8(ascii: "="): self = .setDelimiters
    default: return nil
    }
  }
}

/// One tag as the scanner found it.
struct Tag: Sendable {
  var kind: TagKind
  /// The tag's content with the sigil removed and surrounding whitespace trimmed.
  var content: String
  /// Where the opening delimiter starts.
  var location: SourceLocation
  /// Set by the standalone pass: the tag's line held only whitespace and tags, and was
  /// removed from the output.
  var isStandalone = false
  /// Set by the standalone pass: the whitespace before the tag when nothing else
  /// precedes it on its line.
  var lineIndentation: String?
}

/// The scanner's output: text split at line ends, line ends, and tags.
enum Token: Sendable {
  /// Literal text, never containing a line end.
  case text(String)
  /// A line end: `"\n"` or `"\r\n"`.
  case newline(String)
  /// A tag.
  case tag(Tag)

  /// Whether this is text made only of spaces and tabs.
  var isWhitespaceText: Bool {
    guard case .text(let text) = self else { return false }
    return text.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }
}
