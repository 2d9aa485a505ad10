import ArgumentParsing
import Testing

/// The parser follows swift-argument-parser's conventions.
@Suite struct ArgumentParserTests {
  static let command = CommandSpec(
    name: "audit", abstract: "Audit.",
    arguments: [ArgumentSpec("description", help: "A file.", isRepeating: true, isOptional: true)],
    options: [
      .option(
        "format", value: "format", help: "Output format.", repeating: true,
        allowed: ["text", "json"]),
      .option("output", short: "o", value: "path", help: "Where to write."),
      .flag("quiet", short: "q", help: "Say less."),
    ])

  struct Case: CustomTestStringConvertible, Sendable {
    var arguments: [String]
    var expected: Result<ParsedArguments, ArgumentError>
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static func parsed(
    _ positionals: [String], options: [String: [String]] = [:], flags: Set<String> = []
  ) -> Result<ParsedArguments, ArgumentError> {
    var result = ParsedArguments()
    result.positionals = positionals
    result.options = options
    result.flags = flags
    return .success(result)
  }

  static let cases: [Case] = [
    Case(arguments: ["a.yaml", "b.yaml"], expected: parsed(["a.yaml", "b.yaml"])),
    Case(
      arguments: ["--format", "json", "a.yaml"],
      expected: parsed(["a.yaml"], options: ["format": ["json"]])),
    Case(
      arguments: ["--format=json", "--format", "text"],
      expected: parsed([], options: ["format": ["json", "text"]])),
    Case(
      arguments: ["-o", "out", "-q"],
      expected: parsed([], options: ["output": ["out"]], flags: ["quiet"])),
    Case(arguments: ["--", "--odd-name.yaml"], expected: parsed(["--odd-name.yaml"])),
    Case(
      arguments: ["--fromat", "json"],
      expected: .failure(.unknownOption("--fromat", valid: ["--format", "--output", "--quiet"]))),
    Case(
      arguments: ["--output"],
      expected: .failure(.missingValue(option: "--output", valueName: "path"))),
    Case(
      arguments: ["--output", "--quiet"],
      expected: .failure(.missingValue(option: "--output", valueName: "path"))),
    Case(arguments: ["--quiet=yes"], expected: .failure(.valueForFlag("--quiet"))),
    Case(
      arguments: ["--format", "jsn"],
      expected: .failure(.invalidValue("jsn", option: "--format", allowed: ["text", "json"]))),
    Case(arguments: ["-o", "a", "-o", "b"], expected: .failure(.repeatedOption("-o"))),
  ]

  @Test(arguments: cases)
  func parses(_ testCase: Case) {
    let result = Result { () throws(ArgumentError) in
      try ArgumentParser.parse(testCase.arguments, for: Self.command)
    }
    #expect(result == testCase.expected)
  }

  @Test func lookupsTakeTheSpecsOwnOptions() throws {
    let format = try #require(Self.command.options.first { $0.name == "format" })
    let output = try #require(Self.command.options.first { $0.name == "output" })
    let quiet = try #require(Self.command.options.first { $0.name == "quiet" })
    let parsed = try ArgumentParser.parse(
      ["--format", "json", "-q", "--format=text"], for: Self.command)
    #expect(parsed.values(format) == ["json", "text"])
    #expect(parsed.value(format) == "text")
    #expect(parsed.has(format))
    #expect(parsed.value(output) == nil)
    #expect(!parsed.has(output))
    #expect(parsed.has(quiet))
  }

  @Test func messagesSuggestTheNearestName() {
    #expect(
      ArgumentError.unknownOption("--fromat", valid: ["--format", "--output"]).message
        == "Unknown option '--fromat'. Did you mean '--format'?")
    #expect(
      ArgumentError.invalidValue("jsn", option: "--format", allowed: ["text", "json"]).message
        == "The value 'jsn' is invalid for '--format'. Did you mean 'json'? Expected one of: text, json."
    )
  }

  @Test func requiredArgumentIsReported() {
    let command = CommandSpec(
      name: "show", abstract: "Show.", arguments: [ArgumentSpec("rule-id", help: "A rule.")])
    #expect(throws: ArgumentError.missingArgument("rule-id")) {
      try ArgumentParser.parse([], for: command)
    }
    #expect(throws: ArgumentError.unexpectedArgument("b")) {
      try ArgumentParser.parse(["a", "b"], for: command)
    }
  }

  /// A group whose subcommand may follow its argument, with a default.
  static let checklist = CommandSpec(
    name: "checklist", abstract: "Checks.",
    arguments: [ArgumentSpec("description", help: "A file.")],
    subcommands: [
      CommandSpec(
        name: "status", abstract: "Status.",
        arguments: [ArgumentSpec("description", help: "A file.")]),
      CommandSpec(
        name: "mark", abstract: "Mark.",
        arguments: [
          ArgumentSpec("description", help: "A file."), ArgumentSpec("id", help: "A check."),
        ],
        options: [.option("by", value: "name", help: "Who."), .flag("quiet", help: "Less.")]),
    ],
    defaultSubcommand: "status")

  @Test(arguments: [
    (["status", "a.yaml"], "status", ["a.yaml"]),
    (["mark", "a.yaml", "id"], "mark", ["a.yaml", "id"]),
    (["a.yaml"], "status", ["a.yaml"]),
    ([], "status", []),
    (["a.yaml", "status"], "status", ["a.yaml"]),
    (["a.yaml", "mark", "id", "--by", "Dana"], "mark", ["a.yaml", "id", "--by", "Dana"]),
    // An option's value is not the subcommand's name, even when it spells one.
    (["--by", "mark", "a.yaml", "mark", "id"], "mark", ["--by", "mark", "a.yaml", "id"]),
    (["--quiet", "a.yaml", "mark", "id"], "mark", ["--quiet", "a.yaml", "id"]),
    // Past an option no subcommand declares, the parser has the last word.
    (["a.yaml", "--typo", "mark"], "status", ["a.yaml", "--typo", "mark"]),
  ])
  func theSubcommandComesFirstOrAfterTheGroupsArguments(
    _ arguments: [String], _ name: String, _ rest: [String]
  ) throws {
    let chosen = try #require(try ArgumentParser.subcommand(of: Self.checklist, in: arguments))
    #expect(chosen.name == name)
    #expect(chosen.arguments == rest)
  }

  @Test func aWordWhereTheSubcommandGoesMustNameOne() {
    #expect(throws: ArgumentError.unknownAction("mrak", valid: ["status", "mark"])) {
      try ArgumentParser.subcommand(of: Self.checklist, in: ["a.yaml", "mrak"])
    }
    #expect(
      ArgumentError.unknownAction("mrak", valid: ["status", "mark"]).message
        == "Unknown action 'mrak'. Did you mean 'mark'? Expected 'status' or 'mark'.")
    #expect(
      ArgumentError.unknownAction("zzz", valid: ["alpha", "beta", "gamma"]).message
        == "Unknown action 'zzz'. Expected 'alpha', 'beta' or 'gamma'.")
  }

  @Test func aGroupWithoutADefaultTakesItsSubcommandFirst() throws {
    let rules = CommandSpec(
      name: "rules", abstract: "Rules.",
      subcommands: [CommandSpec(name: "list", abstract: "List.")])
    #expect(try ArgumentParser.subcommand(of: rules, in: ["list"])?.name == "list")
    #expect(try ArgumentParser.subcommand(of: rules, in: ["lsit"]) == nil)
    #expect(try ArgumentParser.subcommand(of: rules, in: []) == nil)
  }

  @Test func helpMarksTheDefaultSubcommand() {
    let help = HelpFormatter.help(Self.checklist, path: ["tool", "checklist"])
    #expect(help.contains("USAGE: tool checklist <subcommand> <description>\n"))
    #expect(help.contains("\n  status (default)        Status.\n  mark                    Mark.\n"))
  }

  @Test func usageLine() {
    #expect(
      HelpFormatter.usage(Self.command, path: ["reviewready", "audit"])
        == "reviewready audit [--format <format> ...] [--output <path>] [--quiet] [<description> ...]"
    )
  }
}
