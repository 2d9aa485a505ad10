import ArgumentParsing

/// `reviewready completion bash|zsh|fish`: the shell completion script,
/// generated from the command tree, so it always matches the commands.
enum CompletionCommand: Command {
  static let spec = CommandSpec(
    name: "completion",
    abstract: "Print a shell completion script for bash, zsh or fish.",
    discussion: """
      The script completes the subcommands, their options, the values of options that take
      one of a set (--format, --fail-on, --color, ...) and file names. To install it:
        bash: reviewready completion bash > /etc/bash_completion.d/reviewready
              (or ~/.local/share/bash-completion/completions/reviewready, or add
              'source <(reviewready completion bash)' to ~/.bashrc)
        zsh:  reviewready completion zsh > ~/.zsh/completions/_reviewready
              with 'fpath=(~/.zsh/completions $fpath)' before 'compinit' in ~/.zshrc
        fish: reviewready completion fish > ~/.config/fish/completions/reviewready.fish
      """,
    arguments: [
      ArgumentSpec("shell", help: "bash, zsh or fish.", completion: .values(shells))
    ])

  static let shells = CompletionShell.allCases.map(\.rawValue)

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    let name = arguments.positionals[0]
    guard let shell = CompletionShell(rawValue: name) else {
      return console.printUsageError(
        UsageError(
          .invalidValue(name, option: "<shell>", allowed: shells), command: spec,
          path: [RootCommand.spec.name, spec.name]))
    }
    console.out(shell.script(for: RootCommand.specWithSubcommands))
    return .success
  }
}
