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

  @Test func usageLine() {
    #expect(
      HelpFormatter.usage(Self.command, path: ["reviewready", "audit"])
        == "reviewready audit [--format <format> ...] [--output <path>] [--quiet] [<description> ...]"
    )
  }
}
