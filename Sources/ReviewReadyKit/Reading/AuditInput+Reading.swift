import AppModel
import Audit
import Diagnostics
import Foundation
import RuleBinding

extension AuditInput.Checklist {
  /// The checklist file at `path`: an empty one, not yet existing, when
  /// there is no file; every problem, with its position, when it can't be
  /// read or doesn't have the checklist's shape.
  public static func reading(path: String) throws(DiagnosticsError) -> AuditInput.Checklist {
    let exists = FileManager.default.fileExists(atPath: path)
    return AuditInput.Checklist(try ChecklistFile.load(path: path), exists: exists)
  }
}

extension AuditEngine {
  /// Reads the project files `description` points at, then audits it (with
  /// the scan of its code, if any) without its checklist file. A missing or
  /// broken project file is among the result's `inputErrors`.
  public func audit(_ description: AppDescription, today: String, code: ScannedCode? = nil)
    -> AuditResult
  {
    audit(
      AuditInput(
        description, project: ProjectFilesReader.input(for: description), code: code,
        today: today))
  }

  /// Reads the project files `description` points at and the checklist file
  /// at `path`, then audits it. Throws the checklist file's problems, then
  /// the project files'. A new build stales results when `stalesOnNewBuild`.
  public func audit(
    _ description: AppDescription, today: String, checklist path: String,
    code: ScannedCode? = nil, stalesOnNewBuild: Bool = false
  ) throws(DiagnosticsError) -> AuditResult {
    var checklist = try AuditInput.Checklist.reading(path: path)
    checklist.stalesOnNewBuild = stalesOnNewBuild
    let result = audit(
      AuditInput(
        description, project: ProjectFilesReader.input(for: description), code: code,
        checklist: checklist, today: today))
    try AuditResult.requireValidInput([result])
    return result
  }
}
