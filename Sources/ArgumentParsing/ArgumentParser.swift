/// Parses a command's arguments against its `CommandSpec`, following the
/// conventions of swift-argument-parser: `--opt value` and `--opt=value`,
/// short `-o value`, `--` ends options, unknown options get a suggestion.
public enum ArgumentParser {
  /// Parses `arguments` (without the command names) for `command`.
  public static func parse(
    _ arguments: [String], for command: CommandSpec
  ) throws(ArgumentError) -> ParsedArguments {
    var result = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      let (spelling, inlineValue) = split(argument)
      guard let option = find(spelling, in: command.options) else {
        let valid = command.options.map { "--\($0.name)" }
        throw .unknownOption(spelling, valid: valid)
      }
      if option.isFlag {
        guard inlineValue == nil else { throw .valueForFlag(spelling) }
        result.flags.insert(option.name)
        continue
      }
      let value: String
      if let inlineValue {
        value = inlineValue
      } else if index < arguments.count, !isOptionLike(arguments[index]) {
        value = arguments[index]
        index += 1
      } else {
        throw .missingValue(option: spelling, valueName: option.valueName ?? "value")
      }
      if let allowed = option.allowedValues, !allowed.contains(value) {
        throw .invalidValue(value, option: spelling, allowed: allowed)
      }
      if !option.isRepeating, result.options[option.name] != nil { throw .repeatedOption(spelling) }
      result.options[option.name, default: []].append(value)
    }
    try checkPositionals(result.positionals, for: command)
    return result
  }

  /// Which of `group`'s subcommands `arguments` (without the command
  /// names) run, and the arguments it gets:
  /// - the one whose name comes first, with the rest;
  /// - for a group with a default subcommand, the one whose name comes right
  ///   after the group's own `arguments`, with every other argument
  ///   (`checklist DESCRIPTION mark CHECK-ID` runs `mark DESCRIPTION
  ///   CHECK-ID`), or the default, with every argument, when nothing
  ///   stands there.
  /// Nil when the first argument names no subcommand and the group has no
  /// default. Options are told from positionals by every subcommand's
  /// options; a word in the subcommand's place that names none is an
  /// `unknownAction`.
  public static func subcommand(of group: CommandSpec, in arguments: [String])
    throws(ArgumentError) -> (name: String, arguments: [String])?
  {
    let names = group.subcommands.map(\.name)
    if let first = arguments.first, names.contains(first) {
      return (first, Array(arguments.dropFirst()))
    }
    guard let defaultName = group.defaultSubcommand else { return nil }
    let positions = positionalIndices(
      in: arguments, options: group.options + group.subcommands.flatMap(\.options))
    guard positions.count > group.arguments.count else { return (defaultName, arguments) }
    let index = positions[group.arguments.count]
    guard names.contains(arguments[index]) else {
      throw .unknownAction(arguments[index], valid: names)
    }
    var rest = arguments
    rest.remove(at: index)
    return (arguments[index], rest)
  }

  /// The indices of the positional arguments among `arguments`, reading
  /// options as `options` declares them (an option's value is not
  /// positional; every argument after `--` is), up to the first option
  /// none declares: whether the word after it is its value can't be told,
  /// and parsing reports it anyway.
  static func positionalIndices(in arguments: [String], options: [OptionSpec]) -> [Int] {
    var positions: [Int] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        positions.append(index - 1)
      } else if argument == "--" {
        optionsEnded = true
      } else {
        let (spelling, inlineValue) = split(argument)
        guard let option = find(spelling, in: options) else { break }
        if !option.isFlag, inlineValue == nil, index < arguments.count,
          !isOptionLike(arguments[index])
        {
          index += 1
        }
      }
    }
    return positions
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
      return (argument, nil)
    }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  private static func find(_ spelling: String, in options: [OptionSpec]) -> OptionSpec? {
    if spelling.hasPrefix("--") {
      let name = spelling.dropFirst(2)
      return options.first { $0.name == name }
    }
    guard spelling.count == 2, let letter = spelling.last else { return nil }
    return options.first { $0.shortName == letter }
  }

  /// A following argument that looks like an option is not taken as a value
  /// (so `--output --format json` reports the missing value), but a lone `-`
  /// (standard input) and negative numbers are.
  private static func isOptionLike(_ argument: String) -> Bool {
    argument.hasPrefix("-") && argument != "-" && !(argument.dropFirst().first?.isNumber ?? false)
  }

  private static func checkPositionals(_ positionals: [String], for command: CommandSpec)
    throws(ArgumentError)
  {
    let specs = command.arguments
    let required =
      specs.filter { !$0.isOptional && !$0.isRepeating }.count
      + (specs.contains { $0.isRepeating && !$0.isOptional } ? 1 : 0)
    if positionals.count < required {
      let missing = specs[min(positionals.count, specs.count - 1)]
      throw .missingArgument(missing.name)
    }
    if !specs.contains(where: \.isRepeating), positionals.count > specs.count {
      throw .unexpectedArgument(positionals[specs.count])
    }
  }
}
