import Diagnostics

/// The team configurations of a run, resolved before its packs are
/// loaded: the run's own (its `failOn`, `formats`, the `--scan` settings,
/// what `rules list` shows) and, when each description finds its own
/// (`.reviewready.yml` from its folder up), each description folder's.
public struct Configurations: Sendable, Equatable {
  /// The run's configuration; nil when none applies.
  public var run: ConfigChain?
  /// Each description folder's chain (by its standardized path), when
  /// each description finds its own; nil when `run` applies to all
  /// (`--config`, `--no-config`).
  public var byFolder: [String: ConfigChain]?

  /// `run` for every description, or each folder's own.
  public init(run: ConfigChain?, byFolder: [String: ConfigChain]? = nil) {
    self.run = run
    self.byFolder = byFolder
  }

  /// Whether each description finds its own configuration.
  public var discovers: Bool { byFolder != nil }

  /// Every file of every chain, each once, the outermost of each chain first.
  public var files: [TeamConfig] {
    var seen: Set<String> = []
    var files: [TeamConfig] = []
    let chains = [run].compactMap { $0 } + (byFolder ?? [:]).sorted { $0.key < $1.key }.map(\.value)
    for config in chains.flatMap(\.files) where seen.insert(config.file).inserted {
      files.append(config)
    }
    return files
  }

  /// The configurations `source` names for a run over `descriptions`:
  /// with `.search`, each description's chain and the run's, found from
  /// the folder holding all the descriptions (or from the search's folder
  /// without any), so the result doesn't depend on the working directory.
  public static func resolve(_ source: Auditor.ConfigurationSource, descriptions: [String])
    throws(DiagnosticsError) -> Configurations
  {
    switch source {
    case .none: return Configurations(run: nil)
    case .loaded(let config): return Configurations(run: ConfigChain([config]))
    case .resolved(let configurations): return configurations
    case .file(let given):
      guard FileStatus(given) != nil else {
        throw DiagnosticsError([.error(at: .file(given), "no such configuration file")])
      }
      let config = try TeamConfigLoader.load(path: given, formats: TeamConfigLoader.formatIDs)
      return Configurations(run: ConfigChain([config]))
    case .search(let folder):
      let resolver = ConfigResolver()
      var byFolder: [String: ConfigChain] = [:]
      var problems: [Diagnostic] = []
      let folders = descriptions.map(TeamConfigLoader.folder(of:))
      for folder in folders where byFolder[folder] == nil {
        do throws(DiagnosticsError) {
          byFolder[folder] = try resolver.chain(for: folder)
        } catch { problems += error.diagnostics }
      }
      var run: ConfigChain?
      do throws(DiagnosticsError) {
        run = try resolver.chain(for: commonFolder(folders) ?? folder)
      } catch { problems += error.diagnostics }
      guard problems.isEmpty else { throw DiagnosticsError(unique(problems)) }
      return Configurations(run: run.flatMap { $0.files.isEmpty ? nil : $0 }, byFolder: byFolder)
    }
  }

  /// The deepest folder holding all `folders` (standardized), or nil for none.
  static func commonFolder(_ folders: [String]) -> String? {
    guard var common = folders.first?.split(separator: "/", omittingEmptySubsequences: true)
    else { return nil }
    for folder in folders.dropFirst() {
      let parts = folder.split(separator: "/", omittingEmptySubsequences: true)
      var count = 0
      while count < min(common.count, parts.count), common[count] == parts[count] { count += 1 }
      common = Array(common.prefix(count))
    }
    return "/" + common.joined(separator: "/")
  }

  /// `problems` without repeats (a file shared by several folders' chains), in order.
  static func unique(_ problems: [Diagnostic]) -> [Diagnostic] {
    var seen: Set<String> = []
    return problems.filter { seen.insert("\($0.location): \($0.message)").inserted }
  }
}
