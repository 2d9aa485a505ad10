import Audit
import Diagnostics
import RulePacks

/// One `.reviewready.yml` file as read (see `TeamConfigLoader`): rules
/// (ids or globs) turned off or given another severity, pack switches and
/// team packs, the paths a folder audit includes or leaves out, defaults
/// for `--fail-on` and `--format`, and what the code scan leaves out or
/// also looks for (`scan`). Nested files refine each other in a
/// `ConfigChain`; flags on the command line win over both.
public struct TeamConfig: Sendable, Equatable {
  /// What the file says of a rule or a pack.
  public enum RuleSetting: String, CaseIterable, Sendable {
    case off, on, note, warning, error

    /// The severity findings of `rule` get; nil for `off`, the pack's own
    /// for `on`.
    public func severity(for rule: Rule) -> DiagnosticSeverity? {
      switch self {
      case .off: return nil
      case .on: return rule.severity
      case .note: return .note
      case .warning: return .warning
      case .error: return .error
      }
    }
  }

  /// One entry of `rules:`: a rule id or glob, with where it was written.
  public struct RuleEntry: Sendable, Equatable {
    public var glob: RuleGlob
    public var setting: RuleSetting
    public var location: SourceLocation
    /// The key as written.
    public var id: String { glob.text }
  }

  /// One entry of the mapping form of `packs:`: a pack's name, or a path
  /// (a file or folder of packs, loaded), with the setting of every rule
  /// of the pack(s).
  public struct PackSwitch: Sendable, Equatable {
    /// The key as written.
    public var key: String
    /// For a path: as a path from the working directory.
    public var path: String?
    /// For a path: its real path, when it exists.
    public var realPath: String?
    public var setting: RuleSetting
    public var location: SourceLocation
  }

  /// One `included` or `excluded` pattern, with where it was written.
  public struct PathEntry: Sendable, Equatable {
    public var glob: PathGlob
    public var location: SourceLocation
  }

  /// The file it was read from, as messages name it.
  public var file: String
  /// The folder holding it, absolute and standardized: what `included`
  /// and `excluded` are relative to.
  public var folder: String = ""
  /// The `rules:` entries, in the file's order.
  public var rules: [RuleEntry]
  /// The team packs (files or folders), as paths from the working
  /// directory (the file writes them relative to its own folder).
  public var packs: [String]
  /// The mapping form of `packs:`, in the file's order.
  public var packSwitches: [PackSwitch] = []
  /// The default for `--fail-on`: `error`, `warning`, `note` or `never`.
  public var failOn: String?
  /// The default `--format` list.
  public var formats: [String]?
  /// The `scan:` section (`TeamConfig+Scan.swift`).
  public var scan = ScanSettings()
  /// `checklist.staleOnNewBuild`: whether a new `app.build` makes the
  /// manual checks' recorded results stale; nil when the file doesn't say.
  public var checklistStaleOnNewBuild: Bool?
  /// What a folder audit looks at under this file's folder (all when empty).
  public var included: [PathEntry] = []
  /// What a folder audit leaves out under this file's folder.
  public var excluded: [PathEntry] = []

  /// The entry of `rules:` that decides `ruleID`: the most specific one
  /// that matches (an exact id before any glob, then the glob fixing the
  /// most characters; between equals, the later).
  public func ruleEntry(for ruleID: String) -> RuleEntry? {
    var best: RuleEntry?
    for entry in rules where entry.glob.matches(ruleID) {
      if let current = best, current.glob.specificity > entry.glob.specificity { continue }
      best = entry
    }
    return best
  }

  /// The pack switch that decides a rule of the pack `name` read from the
  /// real path `file` (nil for a built-in pack): the last one naming it.
  public func packSwitch(forPack name: String, realPath file: String?) -> PackSwitch? {
    packSwitches.last { entry in
      guard entry.path != nil else { return entry.key == name }
      guard let file, let real = entry.realPath else { return false }
      return file == real || file.hasPrefix(real.hasSuffix("/") ? real : real + "/")
    }
  }

  /// What this file says of `rule` (from the pack at the real path
  /// `packFile`): the rule entry that decides it, else the pack switch,
  /// with the line that says so; nil when the file says nothing of it.
  public func decision(for rule: Rule, packFile: String?)
    -> (setting: RuleSetting, location: SourceLocation)?
  {
    if let entry = ruleEntry(for: rule.id) { return (entry.setting, entry.location) }
    if let entry = packSwitch(forPack: rule.pack, realPath: packFile) {
      return (entry.setting, entry.location)
    }
    return nil
  }
}
