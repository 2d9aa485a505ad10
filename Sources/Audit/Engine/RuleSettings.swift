import Diagnostics
import RulePacks

/// How one audit runs the packs' rules: the packs it leaves out, the rules
/// it turns off and the severities it changes. A team configuration
/// becomes this in `ReviewReadyKit` (each description may have its own,
/// from the `.reviewready.yml` files above it); the engine only applies it.
public struct RuleSettings: Sendable, Equatable {
  /// Packs (by name) whose rules and manual checks don't run: a team pack
  /// that another folder's configuration loads.
  public var inactivePacks: Set<String>
  /// Rules that don't run.
  public var off: Set<String>
  /// Rules whose findings get another severity than their pack gives.
  public var severities: [String: DiagnosticSeverity]

  /// Settings that leave out `inactivePacks`, turn `off` off and give the
  /// rules of `severities` theirs.
  public init(
    inactivePacks: Set<String> = [], off: Set<String> = [],
    severities: [String: DiagnosticSeverity] = [:]
  ) {
    self.inactivePacks = inactivePacks
    self.off = off
    self.severities = severities
  }

  /// Every rule at its pack's severity.
  public static let packDefaults = RuleSettings()

  /// `rule` as these settings run it, or nil when it doesn't run.
  public func apply(to rule: Rule) -> Rule? {
    guard !off.contains(rule.id), !inactivePacks.contains(rule.pack) else { return nil }
    guard let severity = severities[rule.id], severity != rule.severity else { return rule }
    var rule = rule
    rule.severity = severity
    return rule
  }

  /// Whether `check` applies under these settings (its pack is active).
  public func includes(_ check: ManualCheck) -> Bool {
    !inactivePacks.contains(check.pack)
  }

  /// `packs` with these settings applied: rules left out or given their
  /// severity, inactive packs' rules and checks left out.
  public func apply(to packs: [RulePack]) -> [RulePack] {
    guard self != .packDefaults else { return packs }
    return packs.map { pack in
      var pack = pack
      pack.rules = pack.rules.compactMap(apply(to:))
      pack.checks = pack.checks.filter(includes)
      return pack
    }
  }
}

/// What one audit applies besides its input: the rule settings and the
/// record of the team configuration they come from.
public struct AuditSettings: Sendable, Equatable {
  /// The rules' settings.
  public var rules: RuleSettings
  /// What reports record of the configuration; nil when none applied.
  public var configuration: AppliedConfiguration?

  /// Settings of `rules`, recorded as `configuration`.
  public init(rules: RuleSettings = .packDefaults, configuration: AppliedConfiguration? = nil) {
    self.rules = rules
    self.configuration = configuration
  }
}
