import Diagnostics

/// Everything that can go wrong while loading, parsing or rendering a template.
///
/// Each error names the template it happened in and a 1-based line and column (in
/// characters), and its ``description`` reads like a compiler diagnostic:
/// `report.html.mustache:41:7: unclosed section 'findings'`. Errors about a whole file
/// (it could not be read) have line and column 0 and print as `name: message`.
public struct MustacheError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The name of the template where the problem is (a file name for file templates).
  public var templateName: String
  /// The 1-based line of the offending tag, or 0 for whole-file problems.
  public var line: Int
  /// The 1-based column (counted in Unicode scalars) of the tag's opening delimiter.
  public var column: Int
  /// What went wrong.
  public var reason: Reason

  /// Creates an error at a position in a template.
  public init(templateName: String, line: Int, column: Int, reason: Reason) {
    self.templateName = templateName
    self.line = line
    self.column = column
    self.reason = reason
  }

  init(_ reason: Reason, at location: SourceLocation) {
    self.init(
      templateName: location.templateName, line: location.line, column: location.column,
      reason: reason)
  }

  /// The human-readable message, without the position.
  public var message: String { reason.message }

  /// `name:line:column: message`, or `name: message` for whole-file errors.
  public var description: String {
    line > 0 ? "\(templateName):\(line):\(column): \(message)" : "\(templateName): \(message)"
  }

  /// The kinds of problem, each carrying the names the message needs.
  public enum Reason: Sendable, Equatable {
    /// A section, inverted section, parent or block tag was never closed.
    /// `tag` is the opening tag as written, for example `#findings`.
    case unclosedSection(name: String, tag: String)
    /// A closing tag names a different section than the innermost open one.
    case mismatchedClosingTag(found: String, expected: String, openedAt: String)
    /// A closing tag with no open section at all.
    case unopenedClosingTag(name: String)
    /// A tag's opening delimiter has no matching closing delimiter.
    case unclosedTag(expected: String)
    /// A tag with nothing in it, such as `{{}}` or `{{# }}`.
    case emptyTagName
    /// A tag name containing whitespace or empty dotted parts, such as `a..b`.
    case invalidTagName(String)
    /// A set-delimiter tag that does not hold exactly two delimiters.
    case invalidSetDelimiters(String)
    /// Sections nested deeper than the parser allows.
    case nestingTooDeep(limit: Int)
    /// A partial or parent template that the resolver does not have.
    case missingPartial(name: String)
    /// A partial name the resolver refuses, such as one that escapes its directory.
    case invalidPartialName(name: String, why: String)
    /// A partial whose file the resolver refuses to read: a symbolic link
    /// that leaves its folder, or a file that is not a regular one.
    case refusedPartial(name: String, why: String)
    /// Partials, parents or blocks included inside each other too many times;
    /// `chain` lists the names from the outermost inclusion.
    case recursionTooDeep(limit: Int, chain: [String])
    /// Rendering took more steps (section iterations, interpolations, inclusions) than
    /// allowed, which only runaway templates do (a partial including itself twice, say).
    case renderingTooLong(limit: Int)
    /// Rendering would write more bytes than ``RenderOptions/maximumOutputBytes``.
    case outputTooLarge(limit: Int)
    /// A template file that could not be read.
    case unreadableFile(path: String, why: String)

    /// The message shown after the position.
    public var message: String {
      switch self {
      case .unclosedSection(let name, let tag):
        return "unclosed \(Self.describe(tag: tag)) '\(name)'"
      case .mismatchedClosingTag(let found, let expected, let openedAt):
        return "closing tag '\(found)' does not match open section '\(expected)' "
          + "(opened at \(openedAt))"
      case .unopenedClosingTag(let name):
        return "closing tag '\(name)' has no open section"
      case .unclosedTag(let expected):
        return "unclosed tag: missing '\(expected)'"
      case .emptyTagName:
        return "empty tag name"
      case .invalidTagName(let name):
        return "invalid tag name '\(name)'"
      case .invalidSetDelimiters(let content):
        return "invalid set-delimiter tag '\(content)': "
          + "expected two delimiters separated by whitespace"
      case .nestingTooDeep(let limit):
        return "sections nested more than \(limit) levels deep"
      case .missingPartial(let name):
        return "partial '\(name)' not found"
      case .invalidPartialName(let name, let why):
        return "invalid partial name '\(name)': \(why)"
      case .refusedPartial(let name, let why):
        return "partial \(Quoted.quote(name)) refused: \(why)"
      case .recursionTooDeep(let limit, let chain):
        return "partials nested more than \(limit) levels deep: "
          + Self.summarize(chain: chain)
      case .renderingTooLong(let limit):
        return "rendering took more than \(limit) steps; "
          + "is a partial or section nested in itself?"
      case .outputTooLarge(let limit):
        return "rendering would write more than \(limit) bytes, the limit on one output; "
          + "is a large value repeated inside a section?"
      case .unreadableFile(let path, let why):
        return "cannot read template '\(path)': \(why)"
      }
    }

    private static func describe(tag: String) -> String {
      switch tag.first {
      case "^": return "inverted section"
      case "<": return "parent"
      case "$": return "block"
      default: return "section"
      }
    }

    /// Shortens a long inclusion chain to the part up to the first repeated name,
    /// which is the cycle in the common case (`a > b > a`).
    private static func summarize(chain: [String]) -> String {
      var seen: Set<String> = []
      var shown: [String] = []
      for name in chain {
        shown.append(name)
        if !seen.insert(name).inserted { break }
      }
      let suffix = shown.count < chain.count ? " > ..." : ""
      return shown.joined(separator: " > ") + suffix
    }
  }
}
