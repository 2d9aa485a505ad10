/// Writes usage lines and `--help` text from a `CommandSpec`, laid out as
/// swift-argument-parser lays them out.
public enum HelpFormatter {
  /// `reviewready audit <description> ... [--format <format> ...]`
  public static func usage(_ command: CommandSpec, path: [String]) -> String {
    var parts = path
    if !command.subcommands.isEmpty { parts.append("<subcommand>") }
    for option in command.options {
      let value = option.valueName.map { " <\($0)>" } ?? ""
      parts.append("[--\(option.name)\(value)\(option.isRepeating ? " ..." : "")]")
    }
    for argument in command.arguments {
      var text = "<\(argument.name)>" + (argument.isRepeating ? " ..." : "")
      if argument.isOptional { text = "[\(text)]" }
      parts.append(text)
    }
    return parts.joined(separator: " ")
  }

  /// The full help text for `command`, reached by typing `path`.
  public static func help(_ command: CommandSpec, path: [String]) -> String {
    var lines = ["OVERVIEW: \(command.abstract)"]
    if let discussion = command.discussion { lines += ["", discussion] }
    lines += ["", "USAGE: \(usage(command, path: path))"]
    if !command.arguments.isEmpty {
      lines += ["", "ARGUMENTS:"]
      lines += command.arguments.map { row("<\($0.name)>", $0.help) }
    }
    lines += ["", "OPTIONS:"]
    for option in command.options {
      var names = "--\(option.name)"
      if let short = option.shortName { names = "-\(short), " + names }
      if let value = option.valueName { names += " <\(value)>" }
      var help = option.help
      if let allowed = option.allowedValues {
        help += " (values: \(allowed.joined(separator: ", ")))"
      }
      lines.append(row(names, help))
    }
    if path.count == 1 { lines.append(row("--version", "Show the version.")) }
    lines.append(row("-h, --help", "Show help information."))
    if !command.subcommands.isEmpty {
      lines += ["", "SUBCOMMANDS:"]
      lines += command.subcommands.map { subcommand in
        let isDefault = subcommand.name == command.defaultSubcommand
        return row(subcommand.name + (isDefault ? " (default)" : ""), subcommand.abstract)
      }
      let helpPath = ([path[0], "help"] + path.dropFirst()).joined(separator: " ")
      lines += ["", "  See '\(helpPath) <subcommand>' for detailed help."]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func row(_ name: String, _ help: String) -> String {
    let padded =
      name.count < 24
      ? name + String(repeating: " ", count: 24 - name.count)
      : name + "\n" + String(repeating: " ", count: 26)
    return "  " + padded + help
  }
}
