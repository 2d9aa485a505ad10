import ArgumentParsing
import Audit
import CodeScan
import Diagnostics
import FileSupport
import Foundation
import ProjectImport
import ReviewReadyKit

/// `reviewready import`: writes a description from an Xcode project or
/// XcodeGen spec (`--project`), or from a project's Info.plist, its
/// localizations and its privacy manifest.
enum ImportCommand: Command {
  static let spec = CommandSpec(
    name: "import",
    abstract: "Write a description from an Xcode project, or an Info.plist, strings and manifest.",
    discussion: """
      With --project (an .xcodeproj folder or an XcodeGen project.yml), reads the iOS
      application target (--target when there are several) as Xcode builds it in the
      configuration (--configuration, default Release): its build settings from the project,
      the target and their xcconfig files (#include, $(inherited), $(VAR)), its Info.plist
      file merged with the keys GENERATE_INFOPLIST_FILE makes from INFOPLIST_KEY_* settings
      (a setting replaces the file's text for the same key, as in Xcode; both places are
      reported), every $(VAR) in the values expanded, IPHONEOS_DEPLOYMENT_TARGET as
      minimumOS, and the InfoPlist.strings, InfoPlist.xcstrings and PrivacyInfo.xcprivacy the
      target's resources (XcodeGen: its sources) list. The description points at the project
      (app.project, app.target, app.configuration), so audits read it the same way.
      It also scans the project's folder for code evidence (as `reviewready scan` does;
      --no-scan skips it): each permission gets `# evidence: file:line` comments for the
      requests and uses at its level (or says none was found), its moment when every request's
      is known (launch, onboarding or feature, as the code pack's timing rule reads them; calls
      are followed across files), a permission for a resource
      the code asks for that no key declares, and a feature for each system picker the code
      shows (which needs no permission), and a permission's handles for the states its code
      shows beside the check (denied and restricted: settingsLink where it opens Settings
      in that state: a .denied check, a status switch's default, a request's Bool when
      false; limited: manageSelection or treatsAsFull). Whether a feature is core, what its primer says and
      the other states stay questions for the team.

      Otherwise reads the Info.plist (XML or binary; build-setting references such as $(PRODUCT_NAME)
      are kept as written), every LOCALE.lproj/InfoPlist.strings (UTF-8 or UTF-16) and
      InfoPlist.xcstrings in --strings (default: the Info.plist's folder), and the privacy
      manifest. The description gets the app's identity, every purpose string in every
      locale (byte for byte), a permission per resource the keys imply, privacy labels from
      the manifest's collected data, and TODO placeholders for what only the team knows,
      which `reviewready audit` reports until they are replaced. It points back at the
      files (app.infoPlist, app.privacyManifest), so audits cross-check the two.
      Paths in it are relative to the output file's folder. An existing output file is
      left alone unless --force is given (or it already holds the same text).
      Warnings (a key set twice with different texts, an undefined $(VAR), a missing
      optional file) are printed and the description is still written.
      Exit status: 0 when written, 2 when a file can't be read (each problem is printed
      with its position: a malformed project.pbxproj or project.yml, an xcconfig include
      loop, no iOS application target, several without --target, an unknown target or
      configuration, a missing Info.plist) or the command line is invalid.
      """,
    options: [
      Options.project, Options.target, Options.configuration, Options.infoPlist, Options.strings,
      Options.privacyManifest, Options.output, Options.force, Options.noScan,
    ])

  /// `import`'s options.
  enum Options {
    /// `--project PATH`: an .xcodeproj or XcodeGen project.yml.
    static let project = OptionSpec.option(
      "project", value: "path",
      help: "The .xcodeproj or XcodeGen project.yml to read (instead of --info-plist).")
    /// `--target NAME`, with `--project`.
    static let target = OptionSpec.option(
      "target", value: "name", help: "The project's app target (with --project).")
    /// `--configuration NAME`, with `--project`.
    static let configuration = OptionSpec.option(
      "configuration", value: "name",
      help: "The build configuration (with --project; default: Release).")
    /// `--info-plist PATH`, without `--project`.
    static let infoPlist = OptionSpec.option(
      "info-plist", value: "path",
      help: "The app target's Info.plist (required without --project).")
    /// `--strings DIR`, without `--project`.
    static let strings = OptionSpec.option(
      "strings", value: "dir",
      help: "The folder with *.lproj/InfoPlist.strings and InfoPlist.xcstrings.")
    /// `--privacy-manifest PATH`, without `--project`.
    static let privacyManifest = OptionSpec.option(
      "privacy-manifest", value: "path", help: "The app's PrivacyInfo.xcprivacy.")
    /// `--output PATH`.
    static let output = OptionSpec.option(
      "output", short: "o", value: "path",
      help: "Write the description here (default: standard output).")
    /// `--force`.
    static let force = OptionSpec.flag("force", help: "Replace an existing output file.")
    /// `--no-scan`, with `--project`.
    static let noScan = OptionSpec.flag(
      "no-scan", help: "Don't scan the project's code for evidence (with --project).")
  }

  static func run(_ arguments: ParsedArguments, console: Console) -> ExitStatus {
    if let project = arguments.value(Options.project) {
      return importProject(project, arguments, console: console)
    }
    if arguments.has(Options.noScan) {
      return console.printUsageError(UsageError("--no-scan needs --project"))
    }
    for option in [Options.target, Options.configuration] where arguments.has(option) {
      return console.printUsageError(UsageError("--\(option.name) needs --project"))
    }
    guard let plist = arguments.value(Options.infoPlist) else {
      return console.printUsageError(
        UsageError(
          "Missing expected option '--project <path>' or '--info-plist <path>'",
          usage: [
            "reviewready import --project <path> [--target <name>] [--configuration <name>] "
              + "[--output <path>]",
            "reviewready import --info-plist <path> [--strings <dir>] "
              + "[--privacy-manifest <path>] [--output <path>]",
          ]))
    }
    return importInfoPlist(plist, arguments, console: console)
  }

  /// `import --project PATH`: the app target as Xcode builds it, with the
  /// evidence in its code unless `--no-scan`.
  private static func importProject(
    _ project: String, _ arguments: ParsedArguments, console: Console
  ) -> ExitStatus {
    for option in [Options.infoPlist, Options.strings, Options.privacyManifest]
    where arguments.has(option) {
      return console.printUsageError(
        UsageError(
          "--\(option.name) can't be combined with --project, which finds the files itself"))
    }
    let output = arguments.value(Options.output)
    let text: String
    do {
      var scan: ScanResult?
      if !arguments.has(Options.noScan) {
        scan = try CodeScanning.scan(
          project, configuration: .search(from: FileManager.default.currentDirectoryPath))
      }
      let result = try ProjectImporter.yaml(
        projectPath: project, target: arguments.value(Options.target),
        configuration: arguments.value(Options.configuration), output: output,
        catalog: BuiltInChecklists.loadCatalog(), scan: scan)
      console.printDiagnostics(result.diagnostics)
      text = result.text
    } catch {
      console.printDiagnostics(error.diagnostics)
      return .invalidInput
    }
    return write(text, to: output, force: arguments.has(Options.force), console: console)
  }

  /// `import --info-plist PATH`: the Info.plist, its localizations and the
  /// privacy manifest.
  private static func importInfoPlist(
    _ plist: String, _ arguments: ParsedArguments, console: Console
  ) -> ExitStatus {
    let output = arguments.value(Options.output)
    let text: String
    do {
      let result = try ProjectImporter.result(
        ProjectImporter.Sources(
          infoPlist: plist, strings: arguments.value(Options.strings),
          privacyManifest: arguments.value(Options.privacyManifest), output: output),
        catalog: BuiltInChecklists.loadCatalog())
      console.printDiagnostics(result.diagnostics)
      text = result.text
    } catch {
      console.printDiagnostics(error.diagnostics)
      return .invalidInput
    }
    return write(text, to: output, force: arguments.has(Options.force), console: console)
  }

  /// Writes the description to `output` (standard output when nil),
  /// leaving an existing different file alone unless `force`.
  private static func write(_ text: String, to output: String?, force: Bool, console: Console)
    -> ExitStatus
  {
    guard let output else {
      console.out(text)
      return .success
    }
    if FileManager.default.fileExists(atPath: output), !force {
      guard (try? String(contentsOfFile: output, encoding: .utf8)) == text else {
        console.printDiagnostics([
          .error(
            at: .file(output),
            "the file exists; import writes a new description"
              + " (use --force to replace it, or --output another path)")
        ])
        return .invalidInput
      }
      console.error("\(TerminalText.escapingControls(output)): unchanged\n")
      return .success
    }
    do {
      try AtomicFile.write(text, to: output)
    } catch {
      console.printDiagnostics(error.diagnostics)
      return .invalidInput
    }
    return .success
  }
}
