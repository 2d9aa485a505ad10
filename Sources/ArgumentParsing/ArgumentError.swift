import Diagnostics

/// What is wrong with a command line. Kept apart from its wording, which
/// `message` gives in swift-argument-parser's style.
public enum ArgumentError: Error, Sendable, Equatable {
  case unknownOption(String, valid: [String])
  case missingValue(option: String, valueName: String)
  case valueForFlag(String)
  case invalidValue(String, option: String, allowed: [String])
  case repeatedOption(String)
  case missingArgument(String)
  case unexpectedArgument(String)
  case unknownCommand(String, valid: [String])
  /// A word where a group's subcommand goes, after the group's arguments,
  /// that names none of them (`checklist DESCRIPTION mrak`).
  case unknownAction(String, valid: [String])

  /// The one-line message, without the "reviewready: error: " prefix.
  public var message: String {
    switch self {
    case .unknownOption(let option, let valid):
      let hint = Suggestion.closest(to: option, in: valid).map { " Did you mean '\($0)'?" } ?? ""
      return "Unknown option '\(option)'.\(hint)"
    case .missingValue(let option, let valueName):
      return "Missing value for '\(option) <\(valueName)>'."
    case .valueForFlag(let option):
      return "The flag '\(option)' does not take a value."
    case .invalidValue(let value, let option, let allowed):
      let hint = Suggestion.closest(to: value, in: allowed).map { " Did you mean '\($0)'?" } ?? ""
      return "The value '\(value)' is invalid for '\(option)'.\(hint) Expected one of: "
        + allowed.joined(separator: ", ") + "."
    case .repeatedOption(let option):
      return "The option '\(option)' was given more than once."
    case .missingArgument(let name):
      return "Missing expected argument '<\(name)>'."
    case .unexpectedArgument(let argument):
      return "Unexpected argument '\(argument)'."
    case .unknownCommand(let name, let valid):
      let hint = Suggestion.closest(to: name, in: valid).map { " Did you mean '\($0)'?" } ?? ""
      return "Unknown command '\(name)'.\(hint)"
    case .unknownAction(let name, let valid):
      let hint = Suggestion.closest(to: name, in: valid).map { " Did you mean '\($0)'?" } ?? ""
      return "Unknown action '\(name)'.\(hint) Expected \(Self.alternatives(valid))."
    }
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  private static func alternatives(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard let last = quoted.last else { return "" }
    let rest = quoted.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
  }
}
