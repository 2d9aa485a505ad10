import Foundation

/// The outcome of running the built `reviewready` binary.
public struct CommandResult: Sendable {
  public var status: Int32
  public var standardOutput: String
  public var standardError: String
  /// The largest resident set of any child this process has waited for, in
  /// kilobytes: an upper bound on this run's peak memory.
  public var peakMemoryKilobytes: Int
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

  /// Runs the binary with `arguments` in `directory` (the repository root by
  /// default) and collects both output streams.
  public static func run(
    _ arguments: [String],
    in directory: URL = TestPaths.repositoryRoot,
    environment: [String: String] = [:]
  ) throws -> CommandResult {
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.currentDirectoryURL = directory
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { $1 }
    process.environment = merged
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
    var usage = rusage()
    #if os(Linux)
      getrusage(RUSAGE_CHILDREN.rawValue, &usage)
      let peak = Int(usage.ru_maxrss)
    #else
      getrusage(RUSAGE_CHILDREN, &usage)
      let peak = Int(usage.ru_maxrss) / 1024
    #endif
    return CommandResult(
      status: process.terminationStatus,
      standardOutput: String(decoding: stdoutData, as: UTF8.self),
      standardError: String(decoding: stderrData, as: UTF8.self),
      peakMemoryKilobytes: peak)
  }
}
