import Diagnostics

/// What can be wrong in a YAML file read into a model (a description, a
/// rule pack, the catalog). All wording lives in `message`, so messages stay
/// consistent and are tested in one place.
public enum DecodingProblem: Sendable, Equatable {
  /// A key nobody asked for; `valid` are the keys that would be read.
  case unknownKey(String, valid: [String])
  /// A required key that is absent.
  case missingKey(String)
  /// A value of the wrong kind ("a string", "a sequence", …).
  case wrongType(expected: String, found: String)
  /// A value outside a closed set; `kind` reads "a resource".
  case notOneOf(String, kind: String, valid: [String])
  /// An id used twice.
  case duplicateID(kind: String, id: String, first: SourceLocation)
  /// A reference to an id that does not exist.
  case unknownReference(kind: String, id: String, valid: [String])
  /// A list or mapping longer than the reader accepts.
  case tooMany(Int, limit: Int, of: String)
  /// Anything else, worded by the caller.
  case invalid(String)

  /// The message, without position or key path.
  public var message: String {
    switch self {
    case .unknownKey(let key, let valid):
      if let match = Suggestion.closest(to: key, in: valid) {
        return "unknown key \(Quoted.quote(key)); did you mean '\(match)'?"
      }
      return
        "unknown key \(Quoted.quote(key)); expected \(Self.list(valid)), or an 'x-' key for your own use"
    case .missingKey(let key):
      return "missing required key \(Quoted.quote(key))"
    case .wrongType(let expected, let found):
      return "expected \(expected), found \(found)"
    case .notOneOf(let value, let kind, let valid):
      if let match = Suggestion.closest(to: value, in: valid) {
        return "\(Quoted.quote(value)) is not \(kind); did you mean '\(match)'?"
      }
      return "\(Quoted.quote(value)) is not \(kind); expected \(Self.list(valid))"
    case .duplicateID(let kind, let id, let first):
      return
        "duplicate \(kind) id \(Quoted.quote(id)); first used at line \(first.line), column \(first.column)"
    case .unknownReference(let kind, let id, let valid):
      if let match = Suggestion.closest(to: id, in: valid) {
        return "no \(kind) has id \(Quoted.quote(id)); did you mean '\(match)'?"
      }
      if valid.isEmpty {
        return "no \(kind) has id \(Quoted.quote(id)); the description defines no \(kind)s"
      }
      if valid.count > 8 { return "no \(kind) has id \(Quoted.quote(id))" }
      return "no \(kind) has id \(Quoted.quote(id)); expected \(Self.list(valid))"
    case .tooMany(let count, let limit, let things):
      return "\(count) \(things); at most \(limit) are read here (no app needs more: is this "
        + "list generated?)"
    case .invalid(let message):
      return message
    }
  }

  /// "one of a, b or c", shortened when long.
  private static func list(_ values: [String]) -> String {
    let quoted = values.map { "'\($0)'" }
    guard let last = quoted.last else { return "nothing (the list is empty)" }
    if quoted.count == 1 { return last }
    if quoted.count > 12 { return "one of " + quoted.prefix(12).joined(separator: ", ") + ", …" }
    return "one of " + quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
