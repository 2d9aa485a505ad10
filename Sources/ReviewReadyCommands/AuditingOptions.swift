import ArgumentParsing
import Audit
import Diagnostics
import Foundation
import Reports
import ReviewReadyKit

/// The options every auditing command takes (`--pack`, `--config`,
/// `--no-config`) and how they become the library's `Auditor.Options`.
enum AuditingOptions {
  /// `--pack PATH`, repeatable.
  static let pack = OptionSpec.option(
    "pack", value: "path", help: "A rule pack, or a folder of them, to add.", repeating: true)
  /// `--config FILE`.
  static let config = OptionSpec.option(
    "config", value: "file",
    help:
      "The team configuration to use (default: each description's .reviewready.yml files, up to the repository root)."
  )
  /// `--no-config`.
  static let noConfig = OptionSpec.flag("no-config", help: "Use no team configuration file.")

  /// `--pack`, `--config` and `--no-config`.
  static let common: [OptionSpec] = [pack, config, noConfig]

  /// Where the team configuration comes from, or a usage error for
  /// `--config` with `--no-config`.
  static func source(_ arguments: ParsedArguments) throws(DiagnosticsError)
    -> Auditor.ConfigurationSource
  {
    let given = arguments.value(config)
    guard arguments.has(noConfig) else {
      return given.map { .file($0) } ?? .search(from: FileManager.default.currentDirectoryPath)
    }
    guard given == nil else {
      throw DiagnosticsError.usage("--config and --no-config exclude each other")
    }
    return .none
  }

  /// The library's options for these arguments.
  /// `configuration`, when given, was already read (audit needs its
  /// formats first) and is used as it is; `reporters` and
  /// `customTemplates` are audit's (`--format`, `--template`).
  static func options(
    _ arguments: ParsedArguments, configurations: Configurations? = nil,
    reporters: [any Reporter] = [], customTemplates: [String] = [],
    applyingRuleSettings: Bool = true, extraPacks: [String] = []
  ) throws(DiagnosticsError) -> Auditor.Options {
    let source: Auditor.ConfigurationSource
    if let configurations {
      source = .resolved(configurations)
    } else {
      source = try self.source(arguments)
    }
    var options = Auditor.Options(
      packs: arguments.values(pack) + extraPacks, configuration: source, reporters: reporters,
      customTemplates: customTemplates, applyingRuleSettings: applyingRuleSettings)
    // The descriptions named find their configurations (and team packs) too.
    options.descriptions = arguments.positionals.filter { FileStatus($0)?.kind == .regular }
    return options
  }

  /// An auditor for these arguments.
  static func auditor(
    _ arguments: ParsedArguments, applyingRuleSettings: Bool = true, extraPacks: [String] = []
  ) throws(DiagnosticsError) -> Auditor {
    try Auditor(
      options(arguments, applyingRuleSettings: applyingRuleSettings, extraPacks: extraPacks))
  }
}
