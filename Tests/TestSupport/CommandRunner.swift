import Foundation

/// The outcome of running the built `reviewready` binary.
public struct CommandResult: Sendable {
  public var status: Int32
  public var standardOutput: String
  public var standardError: String
  /// The child's own peak resident set in kilobytes, when it was measured
  /// (`runMeasuringMemory`), else nil.
  public var peakMemoryKilobytes: Int? = nil
}

/// Runs the `reviewready` executable that `swift build` put beside the test
/// bundle, as a user would from a shell.
public enum ReviewReadyBinary {
  /// The built executable.
  public static var url: URL {
    let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let candidates = [
      products.appendingPathComponent("reviewready"),
      // macOS runs tests from inside an .xctest bundle.
      products.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("reviewready"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
      ?? candidates[0]
  }

  /// Runs the binary under a small python3 parent that reports the peak
  /// resident set of exactly that child (`RUSAGE_CHILDREN` in a process
  /// with one child), so other tests' processes don't count. Without
  /// python3 the memory stays unmeasured (nil).
  public static func runMeasuringMemory(
    _ arguments: [String], in directory: URL = TestPaths.repositoryRoot
  ) throws -> CommandResult {
    let marker = "@@reviewready-peak-rss-kb="
    let script = """
      import resource, subprocess, sys
      code = subprocess.run(sys.argv[1:]).returncode
      sys.stderr.write("\(marker)%d\\n" % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
      sys.exit(code)
      """
    guard
      let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return try run(arguments, in: directory) }
    var result = try run(
      arguments, in: directory, executable: URL(fileURLWithPath: python),
      prefix: ["-c", script, url.path])
    if let range = result.standardError.range(of: marker) {
      let number = result.standardError[range.upperBound...].prefix { $0.isNumber }
      result.peakMemoryKilobytes = Int(number)
      result.standardError = String(result.standardError[..<range.lowerBound])
    }
    return result
  }

  /// Runs the binary with `arguments` in `directory` (the repository root by
  /// default) and collects both output streams.
  public static func run(
    _ arguments: [String],
    in directory: URL = TestPaths.repositoryRoot,
    environment: [String: String] = [:]
  ) throws -> CommandResult {
    try run(arguments, in: directory, environment: environment, executable: url, prefix: [])
  }

  private static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    executable: URL, prefix: [String]
  ) throws -> CommandResult {
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { $1 }
    return try ChildProcess.run(
      executable, prefix + arguments, in: directory, environment: merged)
  }
}

/// Runs a program to its end and collects its status and both output streams.
public enum ChildProcess {
  /// Runs `executable` with `arguments` in `directory` (the test's own when
  /// nil) with exactly `environment` (the test's own when nil); standard
  /// input is empty.
  public static func run(
    _ executable: URL, _ arguments: [String], in directory: URL? = nil,
    environment: [String: String]? = nil
  ) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    if let environment { process.environment = environment }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes before waiting so a full pipe cannot block the child.
    let group = DispatchGroup()
    nonisolated(unsafe) var stderrData = Data()
    group.enter()
    DispatchQueue.global().async {
      stderrData = error.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let stdoutData = output.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return CommandResult(
      status: process.terminationStatus,
      standardOutput: String(decoding: stdoutData, as: UTF8.self),
      standardError: String(decoding: stderrData, as: UTF8.self))
  }
}
