import AppModel
import Diagnostics
import ProjectFiles
import RuleBinding

/// Everything one audit reads, gathered before it starts: the engine
/// opens no file. `ReviewReadyKit` reads the project files, the checklist
/// and the code and hands them in here.
public struct AuditInput: Sendable {
  /// The project files a description points at, as they were read.
  public enum Project: Sendable {
    /// The description points at no project file.
    case notNamed
    /// Every file it points at, read.
    case read(AppProject)
    /// A file it points at is missing or broken: these errors, each at the
    /// description's line that names the file. The rules see no project.
    case unreadable([Diagnostic])
  }

  /// The recorded results of the manual checks (`NAME.checklist.yaml`).
  public struct Checklist: Sendable {
    /// The file's contents; empty when there is no file yet.
    public var file: ChecklistFile
    /// Whether the file exists.
    public var exists: Bool
    /// Whether a new `app.build` makes recorded results stale (the team
    /// configuration's `checklist.staleOnNewBuild`; off by default).
    public var stalesOnNewBuild: Bool

    /// The checklist `file`, which `exists` or not yet.
    public init(_ file: ChecklistFile, exists: Bool, stalesOnNewBuild: Bool = false) {
      self.file = file
      self.exists = exists
      self.stalesOnNewBuild = stalesOnNewBuild
    }
  }

  /// The description audited.
  public var description: AppDescription
  /// The project files it points at.
  public var project: Project
  /// The scan of the app's code the rules compare with it; nil without one.
  public var code: ScannedCode?
  /// The checklist file's results; nil leaves every check `todo`.
  public var checklist: Checklist?
  /// Today (YYYY-MM-DD): decides which waivers have expired.
  public var today: String
  /// The rule settings and configuration record for this description;
  /// nil applies the engine's own (`AuditEngine.settings`).
  public var settings: AuditSettings? = nil

  /// The input for `description`, with whatever else is known of it.
  public init(
    _ description: AppDescription, project: Project = .notNamed, code: ScannedCode? = nil,
    checklist: Checklist? = nil, today: String
  ) {
    self.description = description
    self.project = project
    self.code = code
    self.checklist = checklist
    self.today = today
  }
}
