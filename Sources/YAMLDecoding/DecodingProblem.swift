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
  /// A value written in the wrong form: `'x' is not KIND; ADVICE`, the
  /// value quoted as ``Quoted`` quotes it ("an iOS version", "a date").
  case malformed(String, kind: String, advice: String)
  /// A name that breaks the naming rules: `'name' PROBLEM; ADVICE`, the
  /// name quoted as written ("is not a pack name", "can't name a lexicon").
  case badName(String, problem: String, advice: String)
  /// A version this release doesn't read: `unsupported FOUND; this version
  /// of ReviewReady reads READS`.
  case unsupportedVersion(found: String, reads: String)
  /// A verb listed twice for one need of a feature.
  case repeatedVerb(String, need: String)
  /// A privacy-label data type declared twice; `firstLine` is where it
  /// first was.
  case repeatedDataType(String, firstLine: Int)
  /// A field that only some values of another allow: `FIELD applies only
  /// to WHAT`.
  case appliesOnly(field: String, to: String)
  /// The catalog lacks an entry the description's vocabulary needs; `kind`
  /// reads "data type" or "entry for the resource".
  case catalogLacks(String, kind: String)
  /// A catalog resource whose `field` (levels, needs) differs from the
  /// description's `vocabulary` for it.
  case vocabularyMismatch(
    field: String, found: [String], vocabulary: String, resource: String, expected: [String])
  /// A catalog level naming a usage key wrongly: `levels.LEVEL names 'KEY',
  /// PROBLEM`.
  case levelKey(level: String, key: String, problem: String)
  /// A message another reader worded (an expression's parser, a lexicon's
  /// reader, the URL check), passed on as it is.
  case reported(String)
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
    case .invalid(let message), .reported(let message):
      return message
    case .malformed, .badName, .unsupportedVersion, .repeatedVerb, .repeatedDataType,
      .appliesOnly, .catalogLacks, .vocabularyMismatch, .levelKey:
      return namedMessage
    }
  }

  /// The message of a problem of one of the kinds declared between
  /// `tooMany` and `reported`; `message` words the others.
  private var namedMessage: String {
    switch self {
    case .malformed(let value, let kind, let advice):
      return "\(Quoted.quote(value)) is not \(kind); \(advice)"
    case .badName(let name, let problem, let advice):
      return "'\(name)' \(problem); \(advice)"
    case .unsupportedVersion(let found, let reads):
      return "unsupported \(found); this version of ReviewReady reads \(reads)"
    case .repeatedVerb(let verb, let need):
      return "'\(verb)' is listed twice for \(need); list each verb once"
    case .repeatedDataType(let type, let line):
      return "'\(type)' is declared twice (first at line \(line)); "
        + "list each data type once with all its purposes"
    case .appliesOnly(let field, let what):
      return "\(field) applies only to \(what)"
    case .catalogLacks(let name, let kind):
      return "the catalog has no \(kind) '\(name)'"
    case .vocabularyMismatch(let field, let found, let vocabulary, let resource, let expected):
      return "\(field) are \(found.joined(separator: ", ")); the description's \(vocabulary) for "
        + "\(resource) are \(expected.joined(separator: ", "))"
    case .levelKey(let level, let key, let problem):
      return "levels.\(level) names '\(key)', \(problem)"
    default:
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
