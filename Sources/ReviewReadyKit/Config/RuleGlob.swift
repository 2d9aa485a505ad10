/// A `rules:` key of `.reviewready.yml`: a rule id (`purpose.vague`) or a
/// glob over ids where `*` stands for any run of characters, dots included
/// (`photos.*`, `*.vague`, `*`). The more of a glob's characters are not
/// `*`, the more specific it is; an exact id is more specific than any glob.
public struct RuleGlob: Sendable, Equatable {
  /// The key as written.
  public let text: String
  /// The literal parts between the `*`s.
  private let parts: [Substring]

  /// The longest key read (ids are far shorter).
  static let maximumLength = 200

  /// The glob `text`, or why it is not one: only the characters rule ids
  /// use (letters, digits, `.`, `-`, `_`) and `*`, not two `*` together.
  public static func parse(_ text: String) -> Result<RuleGlob, GlobProblem> {
    guard !text.isEmpty, text.count <= maximumLength else {
      return .failure(GlobProblem("a rule id or glob has 1 to \(maximumLength) characters"))
    }
    if let bad = text.first(where: { !isAllowed($0) }) {
      return .failure(
        GlobProblem(
          "'\(bad)' can't be in a rule id or glob; write ids as `pack.rule` and use `*` for "
            + "any characters, e.g. `photos.*`"))
    }
    guard !text.contains("**") else {
      return .failure(GlobProblem("`**` is `*` here: one `*` already matches dots"))
    }
    return .success(RuleGlob(text: text))
  }

  private init(text: String) {
    self.text = text
    parts = text.split(separator: "*", omittingEmptySubsequences: false)
  }

  private static func isAllowed(_ character: Character) -> Bool {
    character == "*" || character == "." || character == "-" || character == "_"
      || (character.isASCII && (character.isLetter || character.isNumber))
  }

  /// Whether the key has a `*`.
  public var isGlob: Bool { parts.count > 1 }

  /// How specific the key is: an exact id above every glob, then globs by
  /// how many characters they fix.
  public var specificity: Int { isGlob ? text.count - (parts.count - 1) : Int.max }

  /// Whether `id` matches: equal to an exact id; for a glob, starting with
  /// its first part, ending with its last, and holding the others in order
  /// between (the leftmost place for each is the right one: linear).
  public func matches(_ id: String) -> Bool {
    guard isGlob else { return id == text }
    guard let first = parts.first, let last = parts.last, id.hasPrefix(first),
      id.hasSuffix(last), id.count >= first.count + last.count
    else { return false }
    var rest = id.dropFirst(first.count).dropLast(last.count)
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
      guard let range = rest.firstRange(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return true
  }
}

/// Why a key or path pattern is not a valid glob.
public struct GlobProblem: Error, Sendable, Equatable {
  /// What is wrong and what would be right.
  public let message: String

  /// A problem saying `message`.
  public init(_ message: String) { self.message = message }
}
