/// What a command accepts, declared as data: the parser reads arguments
/// against it and the help text is printed from it, so the two never drift.
public struct CommandSpec: Sendable {
  /// The command's name as typed (`audit`), or the tool's own name at the root.
  public var name: String
  /// One line saying what the command does.
  public var abstract: String
  /// More paragraphs for `--help`.
  public var discussion: String?
  /// Positional arguments, in order. A group with a default subcommand
  /// lists those its subcommands take first, which may come before the
  /// subcommand's name (`checklist <description> mark`).
  public var arguments: [ArgumentSpec]
  /// Options and flags.
  public var options: [OptionSpec]
  /// Subcommands, for a command that only groups others.
  public var subcommands: [CommandSpec]
  /// For a group: the subcommand that runs when none is named, as in
  /// swift-argument-parser. Its name may then also follow the group's
  /// `arguments` (see `ArgumentParser.subcommand(of:in:)`).
  public var defaultSubcommand: String?

  /// Creates a command.
  public init(
    name: String, abstract: String, discussion: String? = nil,
    arguments: [ArgumentSpec] = [], options: [OptionSpec] = [], subcommands: [CommandSpec] = [],
    defaultSubcommand: String? = nil
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.arguments = arguments
    self.options = options
    self.subcommands = subcommands
    self.defaultSubcommand = defaultSubcommand
  }
}

/// A positional argument.
public struct ArgumentSpec: Sendable {
  /// The name shown in usage (`description`).
  public var name: String
  public var help: String
  /// Whether it takes any number of values (`<file> ...`).
  public var isRepeating: Bool
  /// Whether it may be left out.
  public var isOptional: Bool
  /// What a shell offers for it when completing (files, unless said).
  public var completion: CompletionKind

  /// Creates a positional argument.
  public init(
    _ name: String, help: String, isRepeating: Bool = false, isOptional: Bool = false,
    completion: CompletionKind = .file
  ) {
    self.name = name
    self.help = help
    self.isRepeating = isRepeating
    self.isOptional = isOptional
    self.completion = completion
  }
}

/// An option (`--format <format>`) or a flag (`--quiet`).
public struct OptionSpec: Sendable {
  /// The long name, without dashes.
  public var name: String
  /// A one-letter short name, without the dash.
  public var shortName: Character?
  /// The value's name in usage; nil for a flag.
  public var valueName: String?
  public var help: String
  /// Whether the option may be given more than once.
  public var isRepeating: Bool
  /// The values accepted, when the set is closed (checked, with a suggestion).
  public var allowedValues: [String]?

  /// Creates an option that takes a value.
  public static func option(
    _ name: String, short: Character? = nil, value: String, help: String,
    repeating: Bool = false, allowed: [String]? = nil
  ) -> OptionSpec {
    OptionSpec(
      name: name, shortName: short, valueName: value, help: help, isRepeating: repeating,
      allowedValues: allowed)
  }

  /// Creates a flag.
  public static func flag(_ name: String, short: Character? = nil, help: String) -> OptionSpec {
    OptionSpec(
      name: name, shortName: short, valueName: nil, help: help, isRepeating: false,
      allowedValues: nil)
  }

  /// Whether the option is a flag (takes no value).
  public var isFlag: Bool { valueName == nil }
}
