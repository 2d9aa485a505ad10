import ArgumentParsing
import Audit
import CodeScan
import Diagnostics
import Foundation
import ReviewReadyKit

/// `reviewready scan`: the evidence in an app's Swift and Objective-C
/// sources of every place the code asks for or uses a protected resource.
enum ScanCommand: Command {
  static let spec = CommandSpec(
    name: "scan",
    abstract: "Find where the app's code asks for or uses protected resources.",
    discussion: """
      Reads every .swift, .m, .mm and .h file under PATH (a folder, an .xcodeproj or an
      XcodeGen project.yml, which stand for the folder holding them, local Swift packages
      included) and reports evidence: each call that requests authorization, reads its status,
      uses a resource at a level (a PhotoKit fetch, a capture session, a save to Photos) or
      shows a system picker that needs no permission, with its file, line and column, the
      enclosing type and function, when it runs (launch, appear, action, unknown), the
      denial states the code around it handles, what it does there (handling: denied
      settingsLink where it opens Settings in a .denied check, a status switch's default or
      a case listing the state, or where a request's Bool is false (or, in its callers, the
      Bool of the project's own wrapper around it), directly or through a function of the
      project that names openSettingsURLString; limited manageSelection or
      treatsAsFull), and its #available guard.

      The code is lexed, not searched: comments, string literals, #if false blocks, test
      files (and files importing XCTest or Testing), previews, mocks, Pods, Carthage,
      .build, DerivedData and vendored SDK folders never count; what was left out is listed.
      Files over 2 MB are left out as generated code; files that are not valid UTF-8 are read
      with replacement characters and noted. Symbolic links are not followed.

      The APIs come from the catalog (resources.R.code); .reviewready.yml may add a team
      SDK's calls (scan.apis) and folders to leave out (scan.exclude).
      Exit status: 0 when scanned, 2 when PATH is not a folder or the configuration is invalid.
      """,
    arguments: [
      ArgumentSpec("path", help: "The app's source folder, its .xcodeproj or its project.yml.")
    ],
    options: [Options.format, Options.exclude, Options.output]
      + [AuditingOptions.config, AuditingOptions.noConfig])

  /// `scan`'s options besides `--config` and `--no-config`.
  enum Options {
    /// `--format text|json`.
    static let format = OptionSpec.option(
      "format", value: "format", help: "text (default) or json (the stable interface).",
      allowed: ["text", "json"])
    /// `--exclude PATH`, repeatable.
    static let exclude = OptionSpec.option(
      "exclude", value: "path", help: "A folder or file to leave out (from here).",
      repeating: true)
    /// `--output PATH`.
    static let output = OptionSpec.option(
      "output", short: "o", value: "path", help: "Write to this file (default: standard output).")
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    // The parser saw to it that the one path is given.
    let path = arguments.positionals[0]
    let result: ScanResult
    do {
      result = try CodeScanning.scan(
        path, configuration: AuditingOptions.source(arguments),
        exclude: arguments.values(Options.exclude))
    } catch {
      console.printDiagnostics(error.diagnostics)
      return .invalidInput
    }
    let text = arguments.value(Options.format) == "json" ? result.json() : result.text()
    do {
      try console.emit(text, to: arguments.value(Options.output))
    } catch {
      console.printDiagnostics(error.diagnostics)
      return .invalidInput
    }
    return .success
  }
}
