/// The result of parsing: values by option name, and the positionals.
public struct ParsedArguments: Sendable, Equatable {
  /// Each option's values, in the order given.
  public var options: [String: [String]] = [:]
  /// The flags given.
  public var flags: Set<String> = []
  /// The positional arguments, in order.
  public var positionals: [String] = []

  /// Creates an empty result.
  public init() {}

  /// The last value given for `option`, if any.
  public func value(_ option: String) -> String? { options[option]?.last }
  /// Every value given for `option`.
  public func values(_ option: String) -> [String] { options[option] ?? [] }
  /// Whether `flag` was given.
  public func has(_ flag: String) -> Bool { flags.contains(flag) }
}
