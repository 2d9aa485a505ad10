import Foundation
import PackagePlugin

/// `swift package review-ready …`: runs `reviewready` (built from this
/// package) in the root of the package that depends on ReviewReady, so a team
/// audits its descriptions with nothing else installed:
///
///     swift package review-ready audit App.reviewready.yaml
///
/// Every argument goes to `reviewready` unchanged. Writing reports into the
/// package (`--output`) needs `--allow-writing-to-package-directory`.
@main
struct ReviewReadyPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "reviewready")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments
    process.currentDirectoryURL = context.package.directoryURL
    try process.run()
    process.waitUntilExit()
    // SwiftPM prints a thrown error once; reviewready has already said why.
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      throw ReviewReadyFailed(status: process.terminationStatus)
    }
  }
}

/// The audit found problems (status 1) or its input was invalid (status 2).
struct ReviewReadyFailed: Error, CustomStringConvertible {
  var status: Int32
  var description: String { "reviewready exited with status \(status)" }
}
