import Diagnostics
import ReviewReadyKit

/// The descriptions `audit` (and the commands like it) audits: files as
/// named; folders walked (`DescriptionWalk`) with the team configuration's
/// `included` / `excluded`; without any, every `*.reviewready.yaml` in the
/// working directory.
enum AuditTargets {
  /// The descriptions, and warnings about the patterns that were applied.
  struct Found {
    var paths: [String]
    var warnings: [Diagnostic]
  }

  /// The descriptions `positionals` name, with the configuration of `source`.
  static func descriptions(_ positionals: [String], source: Auditor.ConfigurationSource)
    throws(DiagnosticsError) -> Found
  {
    guard !positionals.isEmpty else {
      let found = DescriptionFiles.inFolder()
      guard !found.isEmpty else {
        throw DiagnosticsError.usage(
          "no description given, and no *.reviewready.yaml file in the current directory")
      }
      return Found(paths: found, warnings: [])
    }
    let chains = try FolderChains(source)
    var paths: [String] = []
    var problems: [Diagnostic] = []
    for argument in positionals {
      guard FileStatus(argument)?.kind == .directory else {
        paths.append(argument)
        continue
      }
      let found = try DescriptionWalk.descriptions(in: argument, chain: chains.chain(for:))
      if found.paths.isEmpty {
        let left =
          found.excluded == 0
          ? "" : " the configuration includes (\(found.excluded) left out by included/excluded)"
        problems.append(
          .error(
            at: .file(argument),
            "the folder and its subfolders hold no description (*\(DescriptionFiles.suffix))\(left)"
          ))
      }
      paths += found.paths
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return Found(paths: paths, warnings: chains.warnings())
  }
}

/// The configuration of each folder a walk enters: found from the folder
/// up (`.search`), the one file given, or none.
final class FolderChains {
  private let resolver: ConfigResolver?
  private let fixed: ConfigChain?
  private var used: [String: TeamConfig] = [:]

  init(_ source: Auditor.ConfigurationSource) throws(DiagnosticsError) {
    if case .search = source {
      resolver = ConfigResolver()
      fixed = nil
    } else {
      resolver = nil
      fixed = try Auditor.configuration(source)
    }
  }

  /// The chain of `folder` (absolute).
  func chain(for folder: String) throws(DiagnosticsError) -> ConfigChain? {
    let chain = try resolver?.chain(for: folder) ?? fixed
    for config in chain?.files ?? [] { used[config.file] = config }
    return chain
  }

  /// Warnings for the patterns of the files used that match nothing.
  func warnings() -> [Diagnostic] {
    used.sorted { $0.key < $1.key }.flatMap { PatternCheck.unmatched(in: $0.value) }
  }
}
