import Diagnostics
import Foundation

/// The descriptions under a folder given on the command line: every
/// `*.reviewready.yaml` in it and its subfolders, but for the folders
/// tools fill (`.git`, `.build`, `node_modules`, `DerivedData`, `Pods`),
/// links to folders (never followed), and what the team configuration's
/// `excluded` leaves out or `included` doesn't name. Bounded in depth and
/// in entries read.
public enum DescriptionWalk {
  /// Folders never looked in.
  public static let skipped: Set<String> = [
    ".git", ".build", "node_modules", "DerivedData", "Pods",
  ]
  /// The deepest folder looked in, below the one given.
  static let maximumDepth = 32
  /// The most entries read under one folder given.
  static let maximumEntries = 200_000

  /// What a walk found: descriptions, and how many the configuration left out.
  public struct Found: Sendable {
    public var paths: [String] = []
    public var excluded = 0
  }

  /// The descriptions under `folder` (as given: the paths start with it),
  /// sorted by path; `chain` gives the configuration of a folder
  /// (absolute), nil when none applies.
  public static func descriptions(
    in folder: String, chain: (String) throws(DiagnosticsError) -> ConfigChain?
  ) throws(DiagnosticsError) -> Found {
    var found = Found()
    var pending: [(path: String, depth: Int)] = [(folder, 0)]
    var entries = 0
    while let (current, depth) = pending.popLast() {
      let names = ((try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []).sorted()
      entries += names.count
      guard entries <= maximumEntries else {
        throw DiagnosticsError([
          .error(
            at: .file(folder),
            "more than \(maximumEntries) files and folders under it: name a smaller folder, or "
              + "leave some out with `excluded:` in .reviewready.yml")
        ])
      }
      let absolute = TeamConfigLoader.standardized(current)
      let config = try chain(absolute)
      for name in names where !skipped.contains(name) {
        let path =
          current == "." ? name : (current.hasSuffix("/") ? current + name : current + "/" + name)
        let full = absolute == "/" ? "/" + name : absolute + "/" + name
        switch kind(of: path) {
        case .folder where depth < maximumDepth:
          if try chain(absolute)?.excludes(folder: full) == true { continue }
          pending.append((path, depth + 1))
        case .file where name.hasSuffix(DescriptionFiles.suffix):
          if config?.includes(full) ?? true {
            found.paths.append(path)
          } else {
            found.excluded += 1
          }
        default: continue
        }
      }
    }
    found.paths.sort()
    return found
  }

  private enum Kind { case file, folder, other }

  /// A regular file, a folder (not a link to one), or anything else.
  private static func kind(of path: String) -> Kind {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let type = attributes[.type] as? FileAttributeType
    else { return .other }
    switch type {
    case .typeDirectory: return .folder
    case .typeRegular: return .file
    case .typeSymbolicLink: return FileStatus(path)?.kind == .regular ? .file : .other
    default: return .other
    }
  }
}
