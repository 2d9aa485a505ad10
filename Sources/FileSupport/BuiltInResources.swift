import Diagnostics
import Foundation

/// The rule packs, catalog and pack tests ReviewReady ships (`Checklists/`),
/// compiled into the binary. `REVIEWREADY_CHECKLISTS` names a folder to use
/// instead, for people editing the packs without rebuilding.
public enum BuiltInChecklists {
  /// The catalog's file name in the folder.
  public static let catalogName = "catalog.yaml"
  /// The variable that overrides the built-in folder.
  public static let overrideVariable = "REVIEWREADY_CHECKLISTS"

  /// The folder: `REVIEWREADY_CHECKLISTS` when set, else the built-in one.
  public static func folder(
    environment: [String: String] = ProcessEnvironment.values(overrideVariable)
  ) -> ResourceFolder {
    BuiltInResources.folder(
      named: "Checklists", override: overrideVariable, environment: environment)
  }

  /// `path` relative to the working directory when it lies inside it, so
  /// messages read `Checklists/photos.yaml:12:5` in a checkout.
  public static func relative(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    let prefix = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}

/// The report templates ReviewReady ships (`Templates/`), compiled into the
/// binary. `REVIEWREADY_TEMPLATES` names a folder to use instead.
public enum BuiltInTemplates {
  /// The variable that overrides the built-in folder.
  public static let overrideVariable = "REVIEWREADY_TEMPLATES"

  /// The folder: `REVIEWREADY_TEMPLATES` when set, else the built-in one.
  public static func folder(
    environment: [String: String] = ProcessEnvironment.values(overrideVariable)
  ) -> ResourceFolder {
    BuiltInResources.folder(
      named: "Templates", override: overrideVariable, environment: environment)
  }
}

package enum BuiltInResources {
  /// The built-in folder `name`, or the folder `variable` names (relative to
  /// the working directory in messages where it lies inside it).
  package static func folder(
    named name: String, override variable: String, environment: [String: String]
  )
    -> ResourceFolder
  {
    guard let path = environment[variable], !path.isEmpty else { return .builtIn(name) }
    let absolute = URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path
    return .disk(BuiltInChecklists.relative(absolute))
  }
}
