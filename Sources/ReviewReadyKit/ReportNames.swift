import Diagnostics
import Foundation

/// The file names of per-description reports in an output folder: the
/// description's name without `.reviewready.yaml` (`photo-journal.md`).
/// Descriptions that share a name are told apart by their folders
/// (`ios-app.md`, `mac-app.md` for `ios/app…` and `mac/app…`), so no
/// report ever overwrites another. A secret a description holds is
/// replaced in the name too (`OutputRedaction`).
enum ReportNames {
  /// One stem per description path, in order, or an error when two paths
  /// are the same file.
  public static func stems(for paths: [String]) throws(DiagnosticsError) -> [String] {
    let plain = paths.map {
      OutputRedaction.redacting(stem(of: ($0 as NSString).lastPathComponent))
    }
    var counts: [String: Int] = [:]
    for stem in plain { counts[stem, default: 0] += 1 }
    let stems = zip(paths, plain).map { path, stem in
      counts[stem, default: 0] > 1 ? OutputRedaction.redacting(qualified(path)) : stem
    }
    var first: [String: String] = [:]
    var problems: [Diagnostic] = []
    for (path, stem) in zip(paths, stems) {
      if let earlier = first[stem] {
        problems.append(
          .error(
            at: .file(path),
            "its reports would have the name '\(stem)', as those of \(earlier) do; give each "
              + "description once, or audit them into separate --output folders"))
      } else {
        first[stem] = path
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
    return stems
  }

  /// The stems of `paths` as the whole run of `run` (which holds them)
  /// names them; `stems(for: paths)` without one.
  public static func stems(for paths: [String], in run: [String]?) throws(DiagnosticsError)
    -> [String]
  {
    guard let run else { return try stems(for: paths) }
    let all = try stems(for: run)
    var byPath: [String: String] = [:]
    for (path, stem) in zip(run, all) where byPath[path] == nil { byPath[path] = stem }
    return paths.map {
      byPath[$0] ?? OutputRedaction.redacting(stem(of: ($0 as NSString).lastPathComponent))
    }
  }

  /// A file name without its description suffix.
  public static func stem(of name: String) -> String {
    for suffix in [DescriptionFiles.suffix, ".yaml", ".yml"] where name.hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// The whole path as one name: folders joined with `-`, `.` and `..`
  /// left out (`../ios/app.reviewready.yaml` → `ios-app`).
  public static func qualified(_ path: String) -> String {
    let standardized = (path as NSString).standardizingPath
    let parts = standardized.split(separator: "/").filter { $0 != "." && $0 != ".." }
    guard let last = parts.last else { return stem(of: path) }
    return (parts.dropLast().map(String.init) + [stem(of: String(last))]).joined(separator: "-")
  }
}
