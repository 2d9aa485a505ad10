import Diagnostics
import RulePacks

extension TeamConfig {
  /// Every `rules:` key that names no rule of `packs` (an id none has, or
  /// a glob matching none) and every pack switch naming no pack, as
  /// positioned errors with the closest name. A manual check's id is not
  /// a rule.
  public func unknownRules(in packs: [RulePack]) -> [Diagnostic] {
    let ids = packs.flatMap(\.rules).map(\.id)
    let known = Set(ids)
    let checks = Set(packs.flatMap(\.checks).map(\.id))
    var problems: [Diagnostic] = rules.compactMap { entry in
      if entry.glob.isGlob {
        guard !ids.contains(where: entry.glob.matches) else { return nil }
        return .error(
          at: entry.location,
          "rules: '\(entry.id)' matches no rule (rule ids are `pack.rule`; `reviewready rules "
            + "list` shows them)")
      }
      guard !known.contains(entry.id) else { return nil }
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
    let names = packs.map(\.name)
    for entry in packSwitches where entry.path == nil && !names.contains(entry.key) {
      problems.append(
        .error(
          at: entry.location,
          "packs: no pack is named '\(entry.key)'\(Suggestion.hint(for: entry.key, in: names))"
            + " (a team pack is a path: a file ending in .yaml or a folder with a /)"))
    }
    return problems
  }
}
