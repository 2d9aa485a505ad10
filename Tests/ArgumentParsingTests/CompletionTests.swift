import ArgumentParsing
import Foundation
import TestSupport
import Testing

/// The completion scripts are generated from the spec tree: every
/// subcommand, option, allowed value and file argument appears, and the
/// bash script completes as a shell would.
@Suite struct CompletionTests {
  static let root = CommandSpec(
    name: "tool", abstract: "A tool.",
    subcommands: [
      CommandSpec(
        name: "run", abstract: "Run it.",
        arguments: [ArgumentSpec("file", help: "Files.", isRepeating: true)],
        options: [
          .option(
            "format", value: "format", help: "Format [a]: it's.", allowed: ["alpha", "beta"]),
          .option("output", short: "o", value: "path", help: "Where."),
          .option("name", value: "name", help: "A name."),
          .flag("quiet", short: "q", help: "Say less."),
        ]),
      CommandSpec(
        name: "group", abstract: "A group.",
        subcommands: [
          CommandSpec(
            name: "leaf", abstract: "A leaf.",
            arguments: [
              ArgumentSpec("id", help: "An id.", completion: .none),
              ArgumentSpec(
                "mode", help: "A mode.", isOptional: true, completion: .values(["on", "off"])),
            ])
        ]),
    ])

  @Test func theTreeListsEveryCommandWithItsOptions() {
    let tree = CompletionTree(Self.root)
    #expect(
      tree.nodes.map(\.path) == [
        ["tool"], ["tool", "run"], ["tool", "group"], ["tool", "group", "leaf"],
      ])
    #expect(tree.nodes.map(\.identifier) == ["tool", "tool_run", "tool_group", "tool_group_leaf"])
    #expect(tree.nodes[0].allSpellings == ["--version", "--help", "-h"])
    #expect(
      tree.nodes[1].allSpellings == [
        "--format", "--output", "--name", "--quiet", "--help", "-o", "-q", "-h",
      ])
  }

  @Test(arguments: [
    (
      OptionSpec.option("format", value: "format", help: "", allowed: ["a", "b"]),
      CompletionKind.values(["a", "b"])
    ),
    (.option("output", value: "path", help: ""), .file),
    (.option("baseline", value: "report.json", help: ""), .file),
    (.option("strings", value: "dir", help: ""), .directory),
    (.option("by", value: "name", help: ""), .none),
    (.flag("quiet", help: ""), .none),
  ])
  func optionValuesCompleteByKind(_ option: OptionSpec, _ expected: CompletionKind) {
    #expect(option.completion == expected)
  }

  @Test(arguments: [
    (
      CompletionShell.bash,
      [
        "complete -F _tool tool", "'tool:run') command='tool run'",
        "'tool group:leaf') command='tool group leaf'", "'--output'|'-o') __tool_paths -f",
        "'--format') __tool_words 'alpha\nbeta'", "'--name') :", "__tool_words 'run\ngroup'",
        "0) : ;;", "*) __tool_words 'on\noff' ;;",
      ]
    ),
    (
      .zsh,
      [
        "#compdef tool", "_tool \"$@\"", "'run:Run it.'", "'group') _tool_group ;;",
        "'leaf') _tool_group_leaf ;;",
        "'(-o --output)'{-o,--output=}'[Where.]:path:_files'",
        "'(--format)'--format='[Format \\[a\\]\\: it'\\''s.]:format:(alpha beta)'",
        "'(-q --quiet)'{-q,--quiet}'[Say less.]'", "'*:file:_files'", "'1:id: '",
        "'2::mode:(on off)'",
      ]
    ),
    (
      .fish,
      [
        "complete -c tool -f",
        "case 'tool run' 'tool group' 'tool group leaf'",
        "complete -c tool -n '__tool_using tool' -a 'run' -d 'Run it.'",
        "complete -c tool -n '__tool_using tool group' -a 'leaf' -d 'A leaf.'",
        "complete -c tool -n '__tool_using tool run' -l 'format' -r -f -a 'alpha beta' -d 'Format [a]: it\\'s.'",
        "complete -c tool -n '__tool_using tool run' -s 'o' -l 'output' -r -F -d 'Where.'",
        "complete -c tool -n '__tool_using tool run' -F",
        "complete -c tool -n '__tool_using tool group leaf' -f -a 'on off'",
      ]
    ),
  ])
  func scriptsCarryEveryPartOfTheSpec(_ shell: CompletionShell, _ expected: [String]) {
    let script = shell.script(for: Self.root)
    for part in expected {
      #expect(script.contains(part), "\(shell) script lacks \(part)")
    }
  }

  @Test(arguments: [
    (["tool", ""], ["group", "run"]),
    (["tool", "r"], ["run"]),
    (["tool", "-"], ["--help", "--version", "-h"]),
    (["tool", "run", "--format", ""], ["alpha", "beta"]),
    (["tool", "run", "--format", "=", "b"], ["beta"]),
    (["tool", "run", "--q"], ["--quiet"]),
    (["tool", "run", "--name", ""], []),
    (["tool", "run", "-o", "fi"], ["file-one.txt"]),
    (["tool", "run", "--quiet", "fi"], ["file-one.txt"]),
    (["tool", "group", ""], ["leaf"]),
    (["tool", "group", "leaf", "x", "o"], ["off", "on"]),
    (["tool", "group", "leaf", ""], []),
  ])
  func bashCompletesLikeAShell(_ words: [String], _ expected: [String]) throws {
    guard Shell.find("bash") != nil else {
      print("bash is not installed; skipping the bash completion test")
      return
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("tool.bash")
    try CompletionShell.bash.script(for: Self.root).write(
      to: script, atomically: true, encoding: .utf8)
    try "".write(
      to: directory.appendingPathComponent("file-one.txt"), atomically: true, encoding: .utf8)
    let offered = try Shell.bashCompletions(
      script: script, function: "_tool", words: words, in: directory)
    #expect(offered.sorted() == expected, "\(words)")
  }

  /// A group that runs a default subcommand, whose subcommand's name may
  /// also follow its argument (`tool check FILE mark ID`).
  static let withDefault = CommandSpec(
    name: "tool", abstract: "A tool.",
    subcommands: [
      CommandSpec(
        name: "check", abstract: "Checks.",
        arguments: [ArgumentSpec("file", help: "A file.")],
        subcommands: [
          CommandSpec(
            name: "status", abstract: "Status.",
            arguments: [ArgumentSpec("file", help: "A file.")]),
          CommandSpec(
            name: "mark", abstract: "Mark.",
            arguments: [
              ArgumentSpec("file", help: "A file."),
              ArgumentSpec("id", help: "An id.", completion: .none),
            ],
            options: [
              .option("status", value: "status", help: "A result.", allowed: ["passed", "failed"])
            ]),
        ],
        defaultSubcommand: "status")
    ])

  @Test(arguments: [
    (
      CompletionShell.bash,
      ["'tool check:status') command='tool check status'", "'tool check:'*) ;;"]
    ),
    (
      .zsh,
      [
        "'status:Status.'", "shift $(( i - 1 )) words", "'status'|'mark') break ;;",
        "'mark') _tool_check_mark ;;",
      ]
    ),
    (.fish, ["case 'tool check *'", "complete -c tool -n '__tool_using tool check' -a 'mark'"]),
  ])
  func theWordsBeforeADefaultGroupsSubcommandArePassedOver(
    _ shell: CompletionShell, _ expected: [String]
  ) {
    let script = shell.script(for: Self.withDefault)
    for part in expected {
      #expect(script.contains(part), "\(shell) script lacks \(part)")
    }
  }

  @Test(arguments: [
    (["tool", "check", ""], ["mark", "status"]),
    (["tool", "check", "file-one.txt", "m"], ["mark"]),
    (["tool", "check", "file-one.txt", "mark", "x", "--status", "p"], ["passed"]),
    (["tool", "check", "mark", "file-one.txt", "x", "--status", "f"], ["failed"]),
    (["tool", "check", "status", "fi"], ["file-one.txt"]),
  ])
  func bashCompletesEitherOrder(_ words: [String], _ expected: [String]) throws {
    guard Shell.find("bash") != nil else {
      print("bash is not installed; skipping the bash completion test")
      return
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-completion-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let script = directory.appendingPathComponent("tool.bash")
    try CompletionShell.bash.script(for: Self.withDefault).write(
      to: script, atomically: true, encoding: .utf8)
    try "".write(
      to: directory.appendingPathComponent("file-one.txt"), atomically: true, encoding: .utf8)
    let offered = try Shell.bashCompletions(
      script: script, function: "_tool", words: words, in: directory)
    #expect(offered.sorted() == expected, "\(words)")
  }
}
