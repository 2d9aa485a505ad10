import Audit
import CodeScan
import Diagnostics
import RulePacks

/// The configuration that applies to one folder: its `.reviewready.yml`
/// and those of the folders above it, the outermost first, each refining
/// the one before. For a rule, the nearest file that says anything of it
/// decides (within a file, an exact id beats a glob, a more specific glob
/// a less specific one, and any rule entry a pack switch); lists (team
/// packs, `scan.exclude`, `scan.apis`, `excluded`) add up; `included`
/// narrows (each file's applies under its folder); `failOn` and `formats`
/// are the nearest file's that sets them.
public struct ConfigChain: Sendable, Equatable {
  /// The files, the outermost first.
  public var files: [TeamConfig]

  /// A chain of `files`, the outermost first.
  public init(_ files: [TeamConfig]) { self.files = files }

  /// The nearest file, as messages name it.
  public var file: String { files.last?.file ?? "" }
  /// Every file's team packs, the outermost file's first.
  public var packs: [String] { files.flatMap(\.packs) }
  /// The nearest `failOn`.
  public var failOn: String? { files.reversed().lazy.compactMap(\.failOn).first }
  /// The nearest `formats`.
  public var formats: [String]? { files.reversed().lazy.compactMap(\.formats).first }
  /// The nearest `checklist.staleOnNewBuild`; false when no file says.
  public var checklistStalesOnNewBuild: Bool {
    files.reversed().lazy.compactMap(\.checklistStaleOnNewBuild).first ?? false
  }
  /// Every file's `scan:` settings together.
  public var scan: TeamConfig.ScanSettings {
    TeamConfig.ScanSettings(
      exclude: files.flatMap(\.scan.exclude), apis: files.flatMap(\.scan.apis))
  }

  /// What decides `rule`: the setting and the file and position that say
  /// it; nil when no file says anything of it. `packFile` is the real path
  /// of the rule's pack (nil for a built-in one).
  public func decision(for rule: Rule, packFile: String?)
    -> (setting: TeamConfig.RuleSetting, file: String, location: SourceLocation)?
  {
    for config in files.reversed() {
      if let found = config.decision(for: rule, packFile: packFile) {
        return (found.setting, config.file, found.location)
      }
    }
    return nil
  }

  /// The rule settings for `packs` (with their real paths by name): every
  /// rule the files decide, off or at its severity; `inactive` packs left
  /// out.
  public func ruleSettings(
    packs: [RulePack], packFiles: [String: String], inactive: Set<String>
  ) -> RuleSettings {
    var settings = RuleSettings(inactivePacks: inactive)
    for rule in packs.flatMap(\.rules) {
      guard let decided = decision(for: rule, packFile: packFiles[rule.pack]) else { continue }
      if let severity = decided.setting.severity(for: rule) {
        if severity != rule.severity { settings.severities[rule.id] = severity }
      } else {
        settings.off.insert(rule.id)
      }
    }
    return settings
  }

  /// What reports record of the chain: the nearest file, every file, and
  /// each rule of `packs` the files decide with its resulting setting;
  /// nil when there is no file.
  public func record(packs: [RulePack], packFiles: [String: String]) -> AppliedConfiguration? {
    guard !files.isEmpty else { return nil }
    var rules: [String: String] = [:]
    for rule in packs.flatMap(\.rules) {
      guard let decided = decision(for: rule, packFile: packFiles[rule.pack]) else { continue }
      rules[rule.id] = decided.setting.severity(for: rule)?.rawValue ?? "off"
    }
    return AppliedConfiguration(file: file, files: files.map(\.file), rules: rules)
  }

  /// Whether a folder audit takes `path` (absolute and standardized):
  /// no file's `excluded` matches it under that file's folder, and every
  /// file with `included` has a pattern that does.
  public func includes(_ path: String) -> Bool {
    for config in files {
      guard let relative = Self.components(of: path, under: config.folder) else { continue }
      if config.excluded.contains(where: { $0.glob.matches(relative) }) { return false }
      if !config.included.isEmpty, !config.included.contains(where: { $0.glob.matches(relative) }) {
        return false
      }
    }
    return true
  }

  /// Whether a file's `excluded` matches the folder `path` (absolute and
  /// standardized): a folder audit then doesn't look inside.
  public func excludes(folder path: String) -> Bool {
    files.contains { config in
      guard let relative = Self.components(of: path, under: config.folder) else { return false }
      return config.excluded.contains { $0.glob.matches(relative) }
    }
  }

  /// `path`'s components below `folder`, or nil when it is not under it.
  static func components(of path: String, under folder: String) -> [Substring]? {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    guard path.hasPrefix(prefix) else { return nil }
    return path.dropFirst(prefix.count).split(separator: "/")
  }
}
