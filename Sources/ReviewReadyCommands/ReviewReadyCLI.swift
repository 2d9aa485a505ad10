import ArgumentParsing

/// The command line: arguments in, exit status out. Dispatches to the
/// subcommands and prints help, version and usage errors the way
/// swift-argument-parser does.
public enum ReviewReadyCLI {
  /// The subcommands, in the order help lists them.
  static let commands: [any Command.Type] = [AuditCommand.self, SchemaCommand.self]

  static let root = CommandSpec(
    name: ReviewReadyVersion.name,
    abstract: "Checks an iOS app's description against App Review rule packs before you submit.",
    discussion: """
      Describe your app in YAML (its features, the permission prompts it shows, its purpose
      strings and privacy labels) and ReviewReady reports what App Review is likely to reject.
      """,
    subcommands: commands.map { $0.spec } + [
      CommandSpec(
        name: "help", abstract: "Show help for a subcommand.",
        arguments: [
          ArgumentSpec("subcommand", help: "The subcommand to explain.", isOptional: true)
        ])
    ])

  /// Runs the tool with `arguments` (without the program name).
  public static func run(_ arguments: [String], console: Console = .standard) -> ExitStatus {
    let rootPath = [root.name]
    guard let first = arguments.first else {
      console.out(HelpFormatter.help(root, path: rootPath))
      return .success
    }
    switch first {
    case "--version":
      console.out("\(ReviewReadyVersion.version)\n")
      return .success
    case "-h", "--help":
      console.out(HelpFormatter.help(root, path: rootPath))
      return .success
    case "help":
      return help(for: Array(arguments.dropFirst()), console: console)
    default:
      break
    }
    guard let command = commands.first(where: { $0.spec.name == first }) else {
      let error: ArgumentError =
        first.hasPrefix("-")
        ? .unknownOption(first, valid: ["--help", "--version"])
        : .unknownCommand(first, valid: root.subcommands.map(\.name))
      return fail(error, spec: root, path: rootPath, console: console)
    }
    let path = rootPath + [command.spec.name]
    let rest = Array(arguments.dropFirst())
    if asksForHelp(rest) {
      console.out(HelpFormatter.help(command.spec, path: path))
      return .success
    }
    do {
      let parsed = try ArgumentParser.parse(rest, for: command.spec)
      return command.run(parsed, console: console)
    } catch {
      return fail(error, spec: command.spec, path: path, console: console)
    }
  }

  private static func help(for names: [String], console: Console) -> ExitStatus {
    guard let name = names.first else {
      console.out(HelpFormatter.help(root, path: [root.name]))
      return .success
    }
    guard let command = commands.first(where: { $0.spec.name == name }) else {
      return fail(
        .unknownCommand(name, valid: root.subcommands.map(\.name)), spec: root, path: [root.name],
        console: console)
    }
    console.out(HelpFormatter.help(command.spec, path: [root.name, name]))
    return .success
  }

  /// `-h` or `--help` anywhere before a `--`.
  private static func asksForHelp(_ arguments: [String]) -> Bool {
    for argument in arguments {
      if argument == "--" { return false }
      if argument == "-h" || argument == "--help" { return true }
    }
    return false
  }

  private static func fail(
    _ error: ArgumentError, spec: CommandSpec, path: [String], console: Console
  ) -> ExitStatus {
    console.error(
      """
      Error: \(error.message)
      Usage: \(HelpFormatter.usage(spec, path: path))
        See '\(path.joined(separator: " ")) --help' for more information.

      """)
    return .invalidInput
  }
}
