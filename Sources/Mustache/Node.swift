/// One element of a parsed template. Sections, parents and blocks hold their children,
/// so a template is a tree that is parsed once and rendered any number of times.
enum Node: Sendable {
  /// Literal text, written as is.
  case text(Text)
  /// `{{name}}`, `{{{name}}}` or `{{& name}}`.
  case variable(Variable)
  /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
  case section(Section)
  /// `{{> name}}` or `{{> *dynamic}}`.
  case partial(Partial)
  /// `{{< name}}{{$block}}…{{/block}}{{/name}}`.
  case parent(Parent)
  /// `{{$name}}default{{/name}}`.
  case block(Block)
}

/// Literal template text, possibly spanning several lines.
struct Text: Sendable {
  var string: String
  /// Whether the text ends a line, which the renderer needs for indentation.
  var endsWithNewline: Bool

  init(_ string: String) {
    self.string = string
    self.endsWithNewline = string.utf8.last == UInt8(ascii: "\n")
  }
}

/// A dotted name such as `person.name`, or `.` for the current context.
struct Name: Sendable, Equatable {
  /// The dot-separated parts; empty for the implicit iterator `.`.
  var parts: [String]

  /// Parses a tag's name, rejecting empty parts (`a..b`, `.a`, `a.`).
  init(parsing text: String, at location: SourceLocation) throws {
    if text == "." {
      parts = []
      return
    }
    parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    if parts.contains(where: \.isEmpty) {
      throw MustacheError(.invalidTagName(text), at: location)
    }
  }
}

/// An interpolation tag.
struct Variable: Sendable {
  var name: Name
  var escaped: Bool
  var location: SourceLocation
}

/// A section or inverted section.
struct Section: Sendable {
  var name: Name
  var inverted: Bool
  var children: [Node]
  var location: SourceLocation
}

/// The name in a partial or parent tag: fixed, or looked up in the context (`*name`).
enum PartialName: Sendable {
  case fixed(String)
  case dynamic(Name)

  init(parsing text: String, at location: SourceLocation) throws {
    if text.hasPrefix("*") {
      self = .dynamic(try Name(parsing: String(text.dropFirst()), at: location))
    } else {
      self = .fixed(text)
    }
  }
}

/// A partial tag.
struct Partial: Sendable {
  var name: PartialName
  /// For a standalone tag, the whitespace that indents every line of the partial.
  var indentation: String?
  var location: SourceLocation
}

/// A parent tag: a partial whose blocks the enclosed block tags override.
struct Parent: Sendable {
  var name: PartialName
  /// For a standalone tag, the whitespace that indents every line of the parent.
  var indentation: String?
  /// The overriding blocks, by name (text and other tags inside a parent are ignored).
  var blocks: [String: Block]
  var location: SourceLocation
}

/// A block: a named, overridable region with default content.
struct Block: Sendable {
  var name: String
  var children: [Node]
  /// The block's own indentation. When a block's content replaces another block, each
  /// of its lines loses this indentation and gains the replaced block's instead.
  var indentation: String
  var location: SourceLocation
}
