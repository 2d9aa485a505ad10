import AppModel
import ArgumentParsing
import Diagnostics
import FileSupport
import ReviewReadyKit

/// The command line: arguments in, exit status out. Walks the command tree
/// and prints help, version and usage errors the way swift-argument-parser
/// does.
public enum ReviewReadyCLI {
  /// Runs the tool with `arguments` (without the program name).
  /// Every file the run reads is recorded, so that no write replaces one.
  public static func run(_ arguments: [String], console: Console = .standard) -> ExitStatus {
    InputFiles.startRecording()
    switch arguments.first {
    case "--version", "-v", "version":
      console.out("\(ReviewReadyVersion.version)\n")
      return .success
    case "help":
      return help(for: Array(arguments.dropFirst()), console: console)
    default:
      return dispatch(RootCommand.self, path: [RootCommand.spec.name], arguments, console: console)
    }
  }

  /// Runs `command`, reached by typing `path`, with the arguments after
  /// its name: its help, its own run, or one of its subcommands.
  private static func dispatch(
    _ command: any Command.Type, path: [String], _ arguments: [String], console: Console
  ) -> ExitStatus {
    let spec = command.specWithSubcommands
    if asksForHelp(arguments) && (command.subcommands.isEmpty || arguments.count == 1) {
      console.out(HelpFormatter.help(spec, path: path))
      return .success
    }
    guard !command.subcommands.isEmpty else {
      do {
        let parsed = try command.parse(arguments, path: path)
        let descriptions = command.namedDescriptions(parsed)
        if !descriptions.isEmpty {
          OutputRedaction.registerBeforeOutput {
            DescriptionLoader.registerSecrets(ofUnloaded: descriptions)
          }
        }
        AtomicFile.completePendingWrites(for: command.writtenPaths(parsed))
        return command.run(parsed, console: console)
      } catch {
        return console.printUsageError(error)
      }
    }
    let chosen: (name: String, arguments: [String])?
    do {
      chosen = try ArgumentParser.subcommand(of: spec, in: arguments)
    } catch {
      return fail(error, spec: spec, path: path, console: console)
    }
    guard let chosen,
      let subcommand = command.subcommands.first(where: { $0.spec.name == chosen.name })
    else {
      return noSubcommand(arguments, of: command, path: path, console: console)
    }
    return dispatch(subcommand, path: path + [chosen.name], chosen.arguments, console: console)
  }

  /// A group given no subcommand: its help, or an error for the word that
  /// names none.
  private static func noSubcommand(
    _ arguments: [String], of command: any Command.Type, path: [String], console: Console
  ) -> ExitStatus {
    let spec = command.specWithSubcommands
    guard let first = arguments.first else {
      console.out(HelpFormatter.help(spec, path: path))
      return .success
    }
    let names = command.subcommands.map { $0.spec.name } + (path.count == 1 ? ["help"] : [])
    let error: ArgumentError =
      first.hasPrefix("-")
      ? .unknownOption(first, valid: ["--help"] + (path.count == 1 ? ["--version"] : []))
      : .unknownCommand(first, valid: names)
    return fail(error, spec: spec, path: path, console: console)
  }

  /// `help [command...]`: the help of the named command.
  private static func help(for names: [String], console: Console) -> ExitStatus {
    var command: any Command.Type = RootCommand.self
    var path = [RootCommand.spec.name]
    for name in names {
      guard let next = command.subcommands.first(where: { $0.spec.name == name }) else {
        return fail(
          .unknownCommand(name, valid: command.subcommands.map { $0.spec.name }),
          spec: command.specWithSubcommands, path: path, console: console)
      }
      command = next
      path.append(name)
    }
    console.out(HelpFormatter.help(command.specWithSubcommands, path: path))
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
    console.printUsageError(UsageError(error, command: spec, path: path))
  }
}

/// The root of the command tree.
enum RootCommand: Command {
  static let spec = CommandSpec(
    name: ReviewReadyVersion.name,
    abstract: "Checks an iOS app's description against App Review rule packs before you submit.",
    discussion: """
      Describe your app in YAML (its features, the permission prompts it shows, its purpose
      strings and privacy labels) and ReviewReady reports what App Review is likely to reject.
      """)

  static let subcommands: [any Command.Type] = [
    AuditCommand.self, MergeCommand.self, NotesCommand.self, ChecklistCommand.self,
    RulesCommand.self,
    SchemaCommand.self,
    TemplateCommand.self,
    ImportCommand.self, ScanCommand.self, InitCommand.self,
    CompletionCommand.self,
    HelpCommand.self,
  ]
}

/// `help [subcommand]`, listed so that help shows it; the CLI handles it
/// before dispatch.
enum HelpCommand: Command {
  static let spec = CommandSpec(
    name: "help", abstract: "Show help for a subcommand.",
    arguments: [
      ArgumentSpec(
        "subcommand", help: "The subcommand to explain.", isRepeating: true, isOptional: true,
        completion: .none)
    ])
}
