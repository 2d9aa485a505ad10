/// The command tree as completion scripts see it: every command with the
/// words typed to reach it, and the options it takes, `--help` (and, at the
/// root, `--version`) included. The shell generators only format this.
public struct CompletionTree: Sendable {
  /// One command in the tree.
  public struct Node: Sendable {
    /// The words that reach it, the tool's name first (`reviewready rules show`).
    public var path: [String]
    /// Its spec.
    public var spec: CommandSpec
    /// Its options, with the built-in `--help` and, at the root, `--version`.
    public var options: [OptionSpec]

    /// The option spellings: `--name`, and `-n` for a short name.
    public func spellings(of option: OptionSpec) -> [String] {
      ["--\(option.name)"] + (option.shortName.map { ["-\($0)"] } ?? [])
    }

    /// Every option spelling, long names first, in the spec's order.
    public var allSpellings: [String] {
      options.map { "--\($0.name)" } + options.compactMap { $0.shortName.map { "-\($0)" } }
    }

    /// The options that take a value.
    public var valueOptions: [OptionSpec] { options.filter { !$0.isFlag } }

    /// Whether the command is a group whose subcommand's name may follow
    /// other words (`checklist DESCRIPTION mark`: a group with a default
    /// subcommand): completing, the words before it are passed over.
    public var subcommandMayFollowArguments: Bool {
      !spec.subcommands.isEmpty && spec.defaultSubcommand != nil
    }

    /// An identifier for the command, usable in shell function names
    /// (`reviewready_rules_show`).
    public var identifier: String { Self.identifier(path) }

    /// The identifier of the command reached by `path`.
    public static func identifier(_ path: [String]) -> String {
      path.map { word in
        String(word.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
      }.joined(separator: "_")
    }
  }

  /// The commands, root first, each before its subcommands.
  public var nodes: [Node]

  /// The tool's name, the root command's.
  public var name: String { nodes[0].path[0] }

  /// The tree under `root`, a spec whose `subcommands` are filled in.
  public init(_ root: CommandSpec) {
    var nodes: [Node] = []
    func visit(_ spec: CommandSpec, path: [String]) {
      var options = spec.options
      if path.count == 1 { options.append(.flag("version", help: "Show the version.")) }
      options.append(.flag("help", short: "h", help: "Show help information."))
      nodes.append(Node(path: path, spec: spec, options: options))
      for subcommand in spec.subcommands { visit(subcommand, path: path + [subcommand.name]) }
    }
    visit(root, path: [root.name])
    self.nodes = nodes
  }
}

/// The shells `completion` writes a script for.
public enum CompletionShell: String, CaseIterable, Sendable {
  case bash, zsh, fish

  /// The completion script for the command tree under `root`.
  public func script(for root: CommandSpec) -> String {
    let tree = CompletionTree(root)
    switch self {
    case .bash: return BashCompletion.script(tree)
    case .zsh: return ZshCompletion.script(tree)
    case .fish: return FishCompletion.script(tree)
    }
  }
}
