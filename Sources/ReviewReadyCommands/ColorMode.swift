import ArgumentParsing

/// `--color auto|always|never`: whether severities and verdicts are
/// coloured. `auto` colours a stream only when it is a terminal, `NO_COLOR`
/// is unset or empty (no-color.org) and `TERM` is not `dumb`.
enum ColorMode: String, CaseIterable, Sendable {
  case auto, always, never

  /// The option, shared by the commands that print severities or states.
  static let option = OptionSpec.option(
    "color", value: "when",
    help:
      "Colour severities and verdicts: auto (on a terminal, unless NO_COLOR is set or TERM=dumb), always or never (default: auto).",
    allowed: allCases.map(\.rawValue))

  /// The mode `arguments` ask for; `auto` when none is given.
  init(_ arguments: ParsedArguments) {
    self = arguments.value(Self.option).flatMap(ColorMode.init(rawValue:)) ?? .auto
  }

  /// Whether a stream is coloured, given whether it is a terminal and the
  /// environment.
  func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      return isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
  }
}
