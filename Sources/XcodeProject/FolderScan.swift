import Foundation
import ProjectFiles

/// Finds the files import cares about (``ResourceNames``) under a folder
/// a project names as a whole (an XcodeGen source folder, an Xcode 16
/// synchronized folder): at most ``maximumDepth`` folders deep and
/// ``maximumEntries`` entries in all, symbolic links not followed, in a
/// stable order.
enum FolderScan {
  static let maximumDepth = 16
  static let maximumEntries = 100_000

  static func resources(under folder: String) -> [String] {
    var found: [String] = []
    var budget = maximumEntries
    walk(folder, depth: 0, budget: &budget, into: &found)
    return found
  }

  private static func walk(
    _ folder: String, depth: Int, budget: inout Int, into found: inout [String]
  ) {
    guard depth <= maximumDepth, budget > 0 else { return }
    let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    for name in names {
      budget -= 1
      guard budget > 0 else { return }
      if name.hasPrefix(".") { continue }
      let path = ProjectFileSystem.join(folder, name)
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      let type = attributes?[.type] as? FileAttributeType
      if type == .typeDirectory {
        walk(path, depth: depth + 1, budget: &budget, into: &found)
      } else if type == .typeRegular, ResourceNames.matters(path) {
        found.append(path)
      }
    }
  }
}
