/// The result of parsing: values by option name, and the positionals.
///
/// Commands read it through the `OptionSpec` values their `CommandSpec`
/// lists, so the spec is the key: a misspelt option is a compile error, and
/// the lookup can't drift from what the parser accepted.
public struct ParsedArguments: Sendable, Equatable {
  /// Each option's values, in the order given, by the option's name.
  public var options: [String: [String]] = [:]
  /// The names of the flags given.
  public var flags: Set<String> = []
  /// The positional arguments, in order.
  public var positionals: [String] = []

  /// Creates an empty result.
  public init() {}

  /// The last value given for `option`, if any.
  public func value(_ option: OptionSpec) -> String? {
    assert(!option.isFlag, "--\(option.name) is a flag: ask has(_:)")
    return options[option.name]?.last
  }

  /// Every value given for `option`, in order.
  public func values(_ option: OptionSpec) -> [String] {
    assert(!option.isFlag, "--\(option.name) is a flag: ask has(_:)")
    return options[option.name] ?? []
  }

  /// Whether `option` was given: a flag, or an option with a value.
  public func has(_ option: OptionSpec) -> Bool {
    option.isFlag ? flags.contains(option.name) : options[option.name] != nil
  }
}
