import AppModel
import Audit
import Diagnostics
import FileSupport
import Foundation
import Parallelism
import Reports
import RuleBinding
import RulePacks

/// The run's team configuration: which rules each description runs, the
/// chains of configuration files found for its folders, and the packs.
extension Auditor {
  /// What the run's configuration says of `rule`: the setting, and the
  /// file and position that decide it; nil when no file does.
  public func decision(for rule: Rule)
    -> (setting: TeamConfig.RuleSetting, file: String, location: SourceLocation)?
  {
    configuration?.decision(for: rule, packFile: origins.files[rule.pack])
  }

  /// What a description under `chain` is audited with: the rules the
  /// chain decides (none when asked not to apply settings), the team
  /// packs of other folders' configurations left out, and the record.
  public func settings(for chain: ConfigChain?) -> AuditSettings {
    Self.settings(for: chain, packs: packs, origins: origins, applying: applyingRuleSettings)
  }

  static func settings(
    for chain: ConfigChain?, packs: [RulePack], origins: PackOrigins, applying: Bool
  ) -> AuditSettings {
    guard applying else {
      return AuditSettings(configuration: chain?.record(packs: packs, packFiles: origins.files))
    }
    let inactive = origins.inactive(for: chain)
    guard let chain else { return AuditSettings(rules: RuleSettings(inactivePacks: inactive)) }
    return AuditSettings(
      rules: chain.ruleSettings(packs: packs, packFiles: origins.files, inactive: inactive),
      configuration: chain.record(packs: packs, packFiles: origins.files))
  }

  /// The run's configuration `source` names, read and checked (but for
  /// its rule ids, which need the packs), found for `descriptions`.
  public static func configuration(
    _ source: ConfigurationSource, descriptions: [String] = []
  ) throws(DiagnosticsError) -> ConfigChain? {
    try Configurations.resolve(source, descriptions: descriptions).run
  }

  /// Each folder of `paths`' chain (nil without one): the chains found
  /// when the auditor was made, or found now. A chain naming a team pack
  /// the auditor didn't load is an error (make the auditor with the
  /// descriptions: `Options.descriptions`).
  func chains(for paths: [String]) throws(DiagnosticsError) -> [String: ConfigChain?] {
    var chains: [String: ConfigChain?] = [:]
    let resolver = ConfigResolver()
    for path in paths {
      let folder = TeamConfigLoader.folder(of: path)
      guard chains[folder] == nil else { continue }
      guard let byFolder = configurations.byFolder else {
        chains[folder] = .some(configurations.run)
        continue
      }
      var chain: ConfigChain
      if let known = byFolder[folder] {
        chain = known
      } else {
        chain = try resolver.chain(for: folder)
      }
      let loaded = Set(configurations.files.map(\.file))
      if let missing = chain.files.first(where: { !loaded.contains($0.file) && !$0.packs.isEmpty })
      {
        throw DiagnosticsError([
          .error(
            at: .file(missing.file),
            "this configuration's packs were not loaded: make the Auditor with the description "
              + "among Options.descriptions")
        ])
      }
      chains[folder] = .some(chain.files.isEmpty ? nil : chain)
    }
    return chains
  }

  /// The packs called `names` and those read from the pack `files` (by
  /// real path), in load order, and the names no pack has.
  public func packs(named names: [String], files: [String]) -> (
    packs: [RulePack], unknown: [String]
  ) {
    let known = Set(packs.map(\.name))
    let real = Set(files.compactMap(RealPath.of))
    let chosen = packs.filter {
      names.contains($0.name) || RealPath.of($0.file).map(real.contains) == true
    }
    return (chosen, names.filter { !known.contains($0) })
  }

  /// The real path of `path` (links, `.` and `..` resolved), or nil when
  /// it doesn't exist.
  public static func realPath(_ path: String) -> String? { RealPath.of(path) }

  /// Pack paths: files as given, folders as their `*.yaml` files.
  static func packSources(_ paths: [String]) -> [PackSource] {
    paths.flatMap { path -> [PackSource] in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return [PackSource(path: path)] }
      let folder = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
      return PackSource.packs(in: .disk(folder))
    }
  }
}
