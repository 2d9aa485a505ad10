import ArgumentParsing

/// One `reviewready` subcommand: what it accepts, and what it does.
protocol Command {
  /// The arguments and options, from which help and usage are printed.
  static var spec: CommandSpec { get }
  /// Runs with arguments already parsed against `spec`.
  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus
}

/// The tool's name and version.
public enum ReviewReadyVersion {
  /// The command's name.
  public static let name = "reviewready"
  /// The release version.
  public static let version = "0.1.0"
}
