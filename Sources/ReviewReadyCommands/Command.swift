import ArgumentParsing

/// One `reviewready` command: what it accepts, and what it does. A command
/// with subcommands only groups them (`template render`), or runs its
/// default one (`checklist`).
protocol Command: Sendable {
  /// The arguments and options, from which help and usage are printed.
  static var spec: CommandSpec { get }
  /// The commands grouped under this one, if any.
  static var subcommands: [any Command.Type] { get }
  /// Parses the command's own arguments (reached by typing `path`) against
  /// `spec`; a command may check more, or say what a mistake means.
  static func parse(_ arguments: [String], path: [String]) throws(UsageError) -> ParsedArguments
  /// Runs with arguments already parsed against `spec`.
  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus
  /// The files and folders the command will write to, as the arguments name
  /// them: before the command runs, multi-file writes a killed run left
  /// pending in their folders are completed (`AtomicFile.completePendingWrites`).
  static func writtenPaths(_ arguments: ParsedArguments) -> [String]
  /// The descriptions the command reads, as the arguments name them: their
  /// secrets are hidden in its first output even when that comes before
  /// they load (`DescriptionLoader.registerSecrets(ofUnloaded:)`).
  static func namedDescriptions(_ arguments: ParsedArguments) -> [String]
}

extension Command {
  static var subcommands: [any Command.Type] { [] }

  /// A group's spec lists its subcommands for help.
  static var specWithSubcommands: CommandSpec {
    var spec = spec
    spec.subcommands = subcommands.map { $0.specWithSubcommands }
    return spec
  }

  static func parse(_ arguments: [String], path: [String]) throws(UsageError) -> ParsedArguments {
    do {
      return try ArgumentParser.parse(arguments, for: spec)
    } catch {
      throw UsageError(error, command: spec, path: path)
    }
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    console.out(HelpFormatter.help(specWithSubcommands, path: [spec.name]))
    return .success
  }

  /// By default none.
  static func namedDescriptions(_ arguments: ParsedArguments) -> [String] { [] }

  /// By default the values of the command's `--output`.
  static func writtenPaths(_ arguments: ParsedArguments) -> [String] {
    spec.options.filter { $0.name == "output" && !$0.isFlag }.flatMap { arguments.values($0) }
  }
}
