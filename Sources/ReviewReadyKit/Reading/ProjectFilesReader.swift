import AppModel
import Audit
import Diagnostics
import ProjectFiles
import XcodeProject

/// Reads the project files a description points at (`app.project`,
/// `app.infoPlist`, `app.infoPlistStrings`, `app.privacyManifest`), so the
/// engine can compare them with the description without opening a file.
public enum ProjectFilesReader {
  /// The files `description` points at, read relative to its folder, or nil
  /// when it points at none. A file that is missing or broken is an error
  /// at the description's line that names it, carrying the file's own
  /// position.
  public static func read(for description: AppDescription) throws(DiagnosticsError)
    -> AppProject?
  {
    let app = description.app
    guard
      app.infoPlist != nil || app.privacyManifest != nil || app.infoPlistStrings != nil
        || app.project != nil
    else {
      return nil
    }
    let folder = ProjectFileSystem.directory(of: description.file)
    func resolve(_ path: String?) -> String? { path.map { ProjectFileSystem.join(folder, $0) } }
    var project = AppProject()
    var problems: [Diagnostic] = []
    func reported(_ error: DiagnosticsError, field: String) {
      problems += error.diagnostics.map {
        .error(at: app.locations[field], "app.\(field): \($0.location): \($0.message)")
      }
    }
    if let projectPath = resolve(app.project) {
      do {
        project =
          try XcodeProjectReader.read(
            ProjectSelection(
              path: projectPath, target: app.target, configuration: app.configuration)
          ).project
      } catch { reported(error, field: "project") }
    }
    // A file named beside the project replaces what the project gives.
    let plistPath = resolve(app.infoPlist)
    if let plistPath {
      do { project.infoPlist = try InfoPlistReader.read(path: plistPath) } catch {
        reported(error, field: "infoPlist")
      }
    }
    // The localizations sit beside the Info.plist unless the description says where.
    let stringsField = app.infoPlistStrings != nil ? "infoPlistStrings" : "infoPlist"
    let besidePlist = app.project == nil ? plistPath.map(ProjectFileSystem.directory) : nil
    if let folder = resolve(app.infoPlistStrings) ?? besidePlist {
      do {
        project.strings = try ProjectStringsReader.read(folder: folder.isEmpty ? "." : folder)
      } catch { reported(error, field: stringsField) }
    }
    if let manifestPath = resolve(app.privacyManifest) {
      do { project.privacyManifest = try PrivacyManifestReader.read(path: manifestPath) } catch {
        reported(error, field: "privacyManifest")
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return project
  }

  /// What the engine is given of the project files `description` points
  /// at: none named, every one read, or the errors of those that could not
  /// be read.
  public static func input(for description: AppDescription) -> AuditInput.Project {
    do {
      return try read(for: description).map(AuditInput.Project.read) ?? .notNamed
    } catch {
      return .unreadable(error.diagnostics)
    }
  }
}
