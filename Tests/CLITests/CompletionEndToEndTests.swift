import Foundation
import TestSupport
import Testing

/// `reviewready completion SHELL` prints a script the shell accepts and
/// that completes the real commands.
@Suite struct CompletionEndToEndTests {
  static func script(_ shell: String) throws -> URL {
    let result = try ReviewReadyBinary.run(["completion", shell])
    #expect(result.status == 0, "\(result.standardError)")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-completion-\(UUID().uuidString).\(shell)")
    try result.standardOutput.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  @Test(arguments: [
    ("bash", "bash", ["-n"]), ("zsh", "zsh", ["-n"]), ("fish", "fish", ["--no-execute"]),
  ])
  func theShellAcceptsTheScript(_ shell: String, _ executable: String, _ check: [String]) throws {
    guard let url = Shell.find(executable) else {
      print("\(executable) is not installed; skipping the \(shell) syntax check")
      return
    }
    let file = try Self.script(shell)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try Shell.run(url, check + [file.path])
    #expect(result.status == 0, "\(shell) rejects the script: \(result.standardError)")
  }

  @Test(arguments: [
    (["reviewready", "audit", "--format", "j"], ["json", "junit"]),
    (["reviewready", "audit", "--color", ""], ["always", "auto", "never"]),
    (["reviewready", "audit", "--q"], ["--quiet"]),
    (["reviewready", "ru"], ["rules"]),
    (["reviewready", "rules", "show", "--p"], ["--pack"]),
    (["reviewready", "completion", ""], ["bash", "fish", "zsh"]),
    (["reviewready", "checklist", "Samples/photo-journal.reviewready.yaml", "m"], ["mark"]),
    (["reviewready", "checklist", ""], ["mark", "status"]),
    (["reviewready", "checklist", "status", "--c"], ["--color", "--config"]),
    (
      ["reviewready", "checklist", "Samples/photo-journal.reviewready.yaml", "mark", "--st"],
      ["--status"]
    ),
    (
      [
        "reviewready", "checklist", "mark", "Samples/photo-journal.reviewready.yaml", "x",
        "--status", "p",
      ], ["passed"]
    ),
    (
      ["reviewready", "audit", "Samples/poster-maker.r"], ["Samples/poster-maker.reviewready.yaml"]
    ),
  ])
  func bashCompletesTheRealCommands(_ words: [String], _ expected: [String]) throws {
    guard Shell.find("bash") != nil else {
      print("bash is not installed; skipping the bash completion test")
      return
    }
    let file = try Self.script("bash")
    defer { try? FileManager.default.removeItem(at: file) }
    let offered = try Shell.bashCompletions(
      script: file, function: "_reviewready", words: words, in: TestPaths.repositoryRoot)
    #expect(offered.sorted() == expected, "\(words)")
  }

  @Test func helpSaysHowToInstallEach() throws {
    let result = try ReviewReadyBinary.run(["completion", "--help"])
    #expect(result.status == 0)
    for part in [
      "USAGE: reviewready completion <shell>",
      "reviewready completion bash > /etc/bash_completion.d/reviewready",
      "_reviewready", "fpath=", "~/.config/fish/completions/reviewready.fish",
    ] {
      #expect(result.standardOutput.contains(part), "help lacks \(part)")
    }
    let root = try ReviewReadyBinary.run(["--help"])
    #expect(root.standardOutput.contains("completion"))
  }

  @Test func anUnknownShellIsAUsageErrorWithASuggestion() throws {
    let result = try ReviewReadyBinary.run(["completion", "bsh"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.hasPrefix(
        "reviewready: error: The value 'bsh' is invalid for '<shell>'. Did you mean 'bash'? Expected one of: bash, zsh, fish."
      ))
    let missing = try ReviewReadyBinary.run(["completion"])
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("Missing expected argument '<shell>'."))
  }
}
