import AppModel
import Audit
import Diagnostics
import Foundation
import RulePacks

/// What a person says of one manual check (`reviewready checklist … mark`).
public struct CheckMark: Sendable, Equatable {
  public var checkID: String
  public var status: CheckStatus
  /// Who checked.
  public var by: String
  /// The build checked; the description's `app.build` when nil.
  public var build: String?
  /// What was seen, or why it is waived.
  public var note: String?

  public init(checkID: String, status: CheckStatus, by: String, build: String?, note: String?) {
    self.checkID = checkID
    self.status = status
    self.by = by
    self.build = build
    self.note = note
  }
}

/// A mark as recorded: the entry, the checklist file and the checklist's
/// state after it.
public struct RecordedMark: Sendable {
  public var entry: ChecklistEntry
  public var path: String
  public var state: ChecklistState
}

extension Auditor {
  /// The audit of `description` with the results in its checklist file.
  public func checklist(of description: AppDescription) throws(DiagnosticsError) -> AuditResult {
    try engine.audit(
      description, today: today, checklist: ChecklistFile.path(forDescription: description.file),
      stalesOnNewBuild: try stalesOnNewBuild(for: description))
  }

  /// The team configuration's `checklist.staleOnNewBuild` for the folder of
  /// `description` (false when no file says).
  func stalesOnNewBuild(for description: AppDescription) throws(DiagnosticsError) -> Bool {
    let folder = TeamConfigLoader.folder(of: description.file)
    let chain = try chains(for: [description.file])[folder] ?? nil
    return chain?.checklistStalesOnNewBuild ?? false
  }

  /// Records `mark` in the checklist file beside `description` (locked,
  /// atomic, sorted; checks that newly apply are added as todo). Throws
  /// when the check doesn't apply or the mark is incomplete, writing nothing.
  public func record(_ mark: CheckMark, for description: AppDescription)
    throws(DiagnosticsError) -> RecordedMark
  {
    let result = try audit(description)
    let check = try applicableCheck(mark.checkID, in: result)
    let entry = try entry(for: check, mark, description: description)
    let path = ChecklistFile.path(forDescription: description.file)
    let written = try ChecklistStore.update(
      path: path,
      render: { $0.render(appName: description.app.name, descriptionFile: description.file) }
    ) { (checklist: inout ChecklistFile) throws(DiagnosticsError) in
      checklist.addMissing(result.checks)
      checklist.record(entry)
    }
    return RecordedMark(
      entry: entry, path: path,
      state: engine.state(
        of: result, checklist: written, stalesOnNewBuild: try stalesOnNewBuild(for: description)))
  }

  /// The applicable check with `id`; for any other id, an error that says
  /// whether the check exists but doesn't apply, or what was meant.
  private func applicableCheck(_ id: String, in result: AuditResult) throws(DiagnosticsError)
    -> ManualCheck
  {
    if let check = result.checks.first(where: { $0.id == id }) { return check }
    let file = SourceLocation.file(result.description.file)
    if let check = engine.allChecks.first(where: { $0.id == id }) {
      throw DiagnosticsError([
        .error(
          at: file,
          "check '\(id)' does not apply to \(result.description.app.name) (it applies when "
            + "\(WhitespaceCollapsing.collapse(check.applies.source))); "
            + "there is nothing to mark")
      ])
    }
    let applicable = result.checks.map(\.id)
    var message = "no check '\(id)'"
    if let match = Suggestion.closest(to: id, in: applicable)
      ?? Suggestion.closest(to: id, in: engine.allChecks.map(\.id))
    {
      message += "; did you mean '\(match)'?"
    } else if applicable.isEmpty {
      message += "; no manual check applies to \(result.description.app.name)"
    } else {
      message += "; the checks that apply: " + applicable.joined(separator: ", ")
    }
    throw DiagnosticsError([.error(at: file, message)])
  }

  /// The entry `mark` records, or what is missing.
  private func entry(for check: ManualCheck, _ mark: CheckMark, description: AppDescription)
    throws(DiagnosticsError) -> ChecklistEntry
  {
    let file = SourceLocation.file(description.file)
    let by = mark.by.trimmingCharacters(in: .whitespacesAndNewlines)
    let note = mark.note.flatMap {
      let trimmed = $0.trimmingCharacters(in: .whitespacesAndNewlines)
      return trimmed.isEmpty ? nil : trimmed
    }
    guard !by.isEmpty else {
      throw DiagnosticsError([.error(at: file, "--by needs the name of who checked")])
    }
    if mark.status == .waived, note == nil {
      throw DiagnosticsError([
        .error(at: file, "waiving \(check.id) needs --note saying why it is acceptable")
      ])
    }
    let build = mark.build ?? description.app.build
    var entry = ChecklistEntry(
      id: check.id, title: check.title, status: mark.status, by: by, when: clock.timestamp,
      note: note)
    if mark.status != .todo {
      guard let build, !build.isEmpty else {
        throw DiagnosticsError([
          .error(
            at: file,
            "the description has no app.build; give --build with the build you checked")
        ])
      }
      entry.build = build
      entry.fingerprints = ChecklistFingerprints(description: description, catalog: engine.catalog)
        .fingerprints(for: check)
    }
    return entry
  }
}
