import AppModel
import Diagnostics
import Foundation

extension AuditEngine {
  /// Audits `description` (with the scan of its code, if any) and reads the
  /// results recorded in its checklist file (`NAME.checklist.yaml` beside
  /// it) when there is one.
  public func audit(
    _ description: AppDescription, today: String, checklist path: String,
    code: ScannedCode? = nil
  ) throws(DiagnosticsError) -> AuditResult {
    let exists = FileManager.default.fileExists(atPath: path)
    let checklist = try ChecklistFile.load(path: path)
    var result = audit(description, today: today, code: code)
    // A referenced project file that is missing or broken stops here too.
    try AuditResult.requireValidInput([result])
    result.checklist = state(of: result, checklist: checklist, exists: exists)
    return result
  }

  /// The checklist state of an audit, given the results in `checklist`.
  public func state(of result: AuditResult, checklist: ChecklistFile, exists: Bool = true)
    -> ChecklistState
  {
    ChecklistState(
      checks: result.checks, checklist: checklist, exists: exists,
      description: result.description,
      fingerprints: ChecklistFingerprints(description: result.description, catalog: catalog))
  }

  /// Every manual check of every pack, in pack order.
  public var allChecks: [ManualCheck] { packs.flatMap(\.checks) }
}
