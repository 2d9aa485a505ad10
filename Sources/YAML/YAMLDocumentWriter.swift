import Diagnostics

/// Builds a hand-readable YAML file line by line, for the files ReviewReady
/// writes for people to edit (`reviewready import`): block mappings and
/// sequences, comments (whole lines, or after a value), blank lines and
/// flow lists. Values are written inline as `YAMLScalarWriter` writes them
/// (plain when unambiguous, else double-quoted), never folded, so a text
/// always stays on its key's line. Indentation is given in spaces, as in
/// `YAMLWriter.field`.
public struct YAMLDocumentWriter: Sendable {
  /// The lines so far, without line breaks.
  public private(set) var lines: [String] = []

  public init() {}

  /// The document: every line followed by a line break.
  public var text: String { lines.joined(separator: "\n") + "\n" }

  /// A line written exactly as given.
  public mutating func line(_ text: String) { lines.append(text) }

  /// An empty line.
  public mutating func blank() { lines.append("") }

  /// One `# ` line per line of `text` (a bare `#` for an empty one),
  /// indented by `indent` spaces; other controls and bidirectional
  /// characters are written as visible escapes (`TerminalText`).
  public mutating func comment(_ text: String, indent: Int = 0) {
    let prefix = String(repeating: " ", count: indent)
    let text = TerminalText.escapingControls(text, keeping: ["\n"])
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      lines.append(prefix + (line.isEmpty ? "#" : "# \(line)"))
    }
  }

  /// `key: value` with the value as a text scalar, and `note` as a comment
  /// after it.
  public mutating func field(_ key: String, _ value: String, indent: Int, note: String? = nil) {
    entry(key, YAMLScalarWriter.scalar(value), indent: indent, note: note)
  }

  /// `key: true` or `key: false`.
  public mutating func field(_ key: String, _ value: Bool, indent: Int, note: String? = nil) {
    entry(key, value ? "true" : "false", indent: indent, note: note)
  }

  /// `key: [a, b]`: a flow sequence of texts (`[]` when empty).
  public mutating func field(_ key: String, flow items: [String], indent: Int, note: String? = nil)
  {
    let list = items.map { YAMLScalarWriter.scalar($0, in: .flow) }.joined(separator: ", ")
    entry(key, "[\(list)]", indent: indent, note: note)
  }

  /// `key: {}`: an empty mapping.
  public mutating func emptyMapping(_ key: String, indent: Int) {
    entry(key, "{}", indent: indent, note: nil)
  }

  /// `key:`, opening a nested block mapping or sequence.
  public mutating func key(_ key: String, indent: Int, note: String? = nil) {
    lines.append(YAMLWriter.key(key, indent: indent) + Self.trailing(note))
  }

  /// `- key: value`: the first field of a sequence item, the `-` indented by
  /// `indent` spaces; the item's other fields go at `indent + 2`.
  public mutating func item(_ key: String, _ value: String, indent: Int) {
    lines.append(
      String(repeating: " ", count: indent) + "- " + YAMLScalarWriter.scalar(key) + ": "
        + YAMLScalarWriter.scalar(value))
  }

  private mutating func entry(_ key: String, _ scalar: String, indent: Int, note: String?) {
    lines.append(YAMLWriter.key(key, indent: indent) + " " + scalar + Self.trailing(note))
  }

  /// A comment after a value, three spaces away.
  private static func trailing(_ note: String?) -> String {
    note.map { "   # \(TerminalText.escapingControls($0))" } ?? ""
  }
}
