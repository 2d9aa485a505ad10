import AppModel
import Diagnostics
import Foundation
import RuleBinding
import RulePacks

extension AuditEngine {
  /// The checklist state of an audit, given the results in `checklist`; a
  /// new build stales results only when `stalesOnNewBuild`.
  public func state(
    of result: AuditResult, checklist: ChecklistFile, exists: Bool = true,
    stalesOnNewBuild: Bool = false
  ) -> ChecklistState {
    ChecklistState(
      checks: result.checks, checklist: checklist, exists: exists,
      description: result.description,
      fingerprints: ChecklistFingerprints(description: result.description, catalog: catalog),
      stalesOnNewBuild: stalesOnNewBuild)
  }

  /// Every manual check of every pack, in pack order.
  public var allChecks: [ManualCheck] { packs.flatMap(\.checks) }
}
