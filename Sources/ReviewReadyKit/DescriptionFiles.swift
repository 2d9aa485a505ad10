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
}
