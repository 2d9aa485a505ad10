import Audit
import Diagnostics
import RulePacks

/// A team's settings for every run in a repository, read from
/// `.reviewready.yml` (see `TeamConfigLoader`): rules turned off or given
/// another severity, team packs, defaults for `--fail-on` and `--format`,
/// and what the code scan leaves out or also looks for (`scan`). Flags on
/// the command line win over it.
public struct TeamConfig: Sendable, Equatable {
  /// What the file says of one rule.
  public enum RuleSetting: String, CaseIterable, Sendable {
    case off, note, warning, error

    /// The severity findings of the rule get; nil for `off`.
    public var severity: DiagnosticSeverity? {
      switch self {
      case .off: return nil
      case .note: return .note
      case .warning: return .warning
      case .error: return .error
      }
    }
  }

  /// One entry of `rules:`, with where its id was written.
  public struct RuleEntry: Sendable, Equatable {
    public var id: String
    public var setting: RuleSetting
    public var location: SourceLocation
  }

  /// The file it was read from, as messages name it.
  public var file: String
  /// The `rules:` entries, in the file's order.
  public var rules: [RuleEntry]
  /// The team packs (files or folders), as paths from the working
  /// directory (the file writes them relative to its own folder).
  public var packs: [String]
  /// The default for `--fail-on`: `error`, `warning`, `note` or `never`.
  public var failOn: String?
  /// The default `--format` list.
  public var formats: [String]?
  /// The `scan:` section (`TeamConfig+Scan.swift`).
  public var scan = ScanSettings()

  /// The setting for `ruleID`, when the file names it.
  public func setting(for ruleID: String) -> RuleSetting? {
    rules.last { $0.id == ruleID }?.setting
  }

  /// The severity `rule` gets under this configuration; nil when it is off.
  public func effectiveSeverity(of rule: Rule) -> DiagnosticSeverity? {
    guard let setting = setting(for: rule.id) else { return rule.severity }
    return setting.severity
  }

  /// Every `rules:` id that names no rule of `packs`, as positioned errors
  /// with the closest id. A manual check's id is not a rule.
  public func unknownRules(in packs: [RulePack]) -> [Diagnostic] {
    let ids = packs.flatMap(\.rules).map(\.id)
    let known = Set(ids)
    let checks = Set(packs.flatMap(\.checks).map(\.id))
    return rules.filter { !known.contains($0.id) }.map { entry in
      if checks.contains(entry.id) {
        return .error(
          at: entry.location,
          "rules: '\(entry.id)' is a manual check, not a rule; checks are tracked with "
            + "'reviewready checklist' and cannot be turned off here")
      }
      let hint = Suggestion.hint(for: entry.id, in: ids)
      return .error(
        at: entry.location,
        "rules: no rule has id '\(entry.id)'"
          + (hint.isEmpty ? " (rules come from the built-in packs and the packs you add)" : hint))
    }
  }

  /// `packs` with each configured rule given its severity, and the rules
  /// turned off left out.
  public func apply(to packs: [RulePack]) -> [RulePack] {
    guard !rules.isEmpty else { return packs }
    return packs.map { pack in
      var pack = pack
      pack.rules = pack.rules.compactMap { rule in
        guard let severity = effectiveSeverity(of: rule) else { return nil }
        var rule = rule
        rule.severity = severity
        return rule
      }
      return pack
    }
  }
}

extension AppliedConfiguration {
  /// The record of `config`.
  public init(_ config: TeamConfig) {
    self.init(
      file: config.file,
      rules: Dictionary(config.rules.map { ($0.id, $0.setting.rawValue) }) { $1 })
  }
}
