import Foundation

/// Runs shells for the completion-script tests.
public enum Shell {
  /// The shell named `name` on PATH (as `command -v` finds it), or nil.
  public static func find(_ name: String) -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map {
      URL(fileURLWithPath: String($0)).appendingPathComponent(name)
    }.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs `shell` with `arguments` and collects its status and output.
  public static func run(_ shell: URL, _ arguments: [String]) throws -> CommandResult {
    try ChildProcess.run(shell, arguments)
  }

  /// What a bash completion function offers: sources `script`, sets
  /// COMP_WORDS to `words` and COMP_CWORD to the last, calls `function` and
  /// returns COMPREPLY, one word a line.
  public static func bashCompletions(
    script: URL, function: String, words: [String], in directory: URL
  ) throws -> [String] {
    guard let bash = find("bash") else { return [] }
    let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
    let program = """
      cd '\(directory.path)' || exit 3
      source '\(script.path)' || exit 3
      COMP_WORDS=(\(quoted.joined(separator: " ")))
      COMP_CWORD=\(words.count - 1)
      COMPREPLY=()
      \(function)
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try run(bash, ["--norc", "--noprofile", "-c", program])
    guard result.status == 0 else {
      throw ShellError(message: "bash failed (\(result.status)): \(result.standardError)")
    }
    return result.standardOutput.split(separator: "\n").map(String.init)
  }
}

/// A shell that failed where it should not have.
public struct ShellError: Error, CustomStringConvertible {
  public var message: String
  public var description: String { message }
}
