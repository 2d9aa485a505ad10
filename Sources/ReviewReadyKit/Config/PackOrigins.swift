import FileSupport
import Foundation
import RulePacks

/// The packs a run loads and where each comes from: built in, `--pack`,
/// or the `packs:` of a configuration file. A pack named twice (by
/// `--pack` and a configuration, by two configurations, by two paths to
/// one file) is loaded once: they are compared by real path. A team pack
/// that only configurations name runs only for the descriptions under one
/// of those files.
struct PackOrigins: Sendable {
  /// The packs to load, each once, in order.
  private(set) var sources: [PackSource] = []
  /// For each source, the configuration files naming it; nil when built
  /// in or given with `--pack` (it runs everywhere).
  private var owners: [Set<String>?] = []
  private var realPaths: [String?] = []
  /// Pack name → its real path (packs read from disk).
  private(set) var files: [String: String] = [:]
  /// Pack name → the configuration files naming it (packs only they name).
  private var scoped: [String: Set<String>] = [:]

  /// The built-in packs of `builtIn`, then `given`, then each
  /// configuration's packs.
  init(builtIn: ResourceFolder, given: [String], configs: [TeamConfig]) {
    for source in PackSource.packs(in: builtIn) { add(source, owner: nil) }
    for source in Auditor.packSources(given) { add(source, owner: nil) }
    for config in configs {
      for source in Auditor.packSources(config.packs) { add(source, owner: config.file) }
    }
  }

  private mutating func add(_ source: PackSource, owner: String?) {
    let real = source.folder.isBuiltIn ? nil : RealPath.of(source.path)
    let key = real ?? source.path
    if let index = realPaths.indices.first(where: { (realPaths[$0] ?? sources[$0].path) == key }) {
      if let owner, owners[index] != nil {
        owners[index]?.insert(owner)
      } else {
        owners[index] = nil
      }
      return
    }
    sources.append(source)
    realPaths.append(real)
    owners.append(owner.map { [$0] })
  }

  /// With the names of `packs`, loaded from `sources` in order.
  func resolved(_ packs: [RulePack]) -> PackOrigins {
    var resolved = self
    for (index, pack) in packs.enumerated() {
      let found =
        index < sources.count && sources[index].path == pack.file
        ? index : sources.firstIndex { $0.path == pack.file }
      guard let found else { continue }
      if let real = realPaths[found] { resolved.files[pack.name] = real }
      if let owners = owners[found] { resolved.scoped[pack.name] = owners }
    }
    return resolved
  }

  /// The team packs that don't run under `chain`: those only other
  /// folders' configurations name.
  func inactive(for chain: ConfigChain?) -> Set<String> {
    let files = Set(chain?.files.map(\.file) ?? [])
    return Set(scoped.filter { $0.value.isDisjoint(with: files) }.keys)
  }
}
