import Diagnostics
import Foundation

/// Finds descriptions by their file name.
public enum DescriptionFiles {
  /// The suffix every description's file name ends in.
  public static let suffix = ".reviewready.yaml"

  /// The `*.reviewready.yaml` files in `folder` (the working directory by
  /// default), sorted, as paths from the working directory.
  public static func inFolder(_ folder: String = ".") -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let found = names.filter { $0.hasSuffix(suffix) }.sorted()
    guard folder != "." else { return found }
    let prefix = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return found.map { "\(prefix)/\($0)" }
  }

  /// The descriptions the command line names: files as given, folders as
  /// the descriptions directly inside them. A folder holding none is an
  /// error, so a mistyped folder never passes as "nothing to audit".
  public static func expand(_ arguments: [String]) throws(DiagnosticsError) -> [String] {
    var paths: [String] = []
    var problems: [Diagnostic] = []
    for argument in arguments {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory),
        isDirectory.boolValue
      else {
        paths.append(argument)
        continue
      }
      let found = inFolder(argument)
      if found.isEmpty {
        problems.append(
          .error(at: .file(argument), "the folder holds no description (*\(suffix))"))
      }
      paths += found
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return paths
  }
}
