import Diagnostics
import Foundation

/// Warns of `included` and `excluded` patterns that match nothing under
/// their file's folder: a misspelt folder would otherwise silently audit
/// everything (or nothing).
public enum PatternCheck {
  /// The most entries looked at for one file's patterns; past it, a
  /// pattern not yet matched is taken to match.
  static let maximumEntries = 20_000

  /// A warning for each of `config`'s patterns that matches no file or
  /// folder under its folder.
  public static func unmatched(in config: TeamConfig) -> [Diagnostic] {
    let entries =
      config.included.map { ("included", $0) } + config.excluded.map { ("excluded", $0) }
    guard !entries.isEmpty else { return [] }
    var open = Array(entries.indices)
    var pending: [(path: String, depth: Int)] = [(config.folder, 0)]
    var seen = 0
    while let (folder, depth) = pending.popLast(), !open.isEmpty {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      seen += names.count
      if seen > maximumEntries { return [] }
      for name in names where !DescriptionWalk.skipped.contains(name) {
        let path = folder == "/" ? "/" + name : folder + "/" + name
        guard let relative = ConfigChain.components(of: path, under: config.folder) else {
          continue
        }
        open.removeAll { entries[$0].1.glob.matches(relative) }
        if depth < DescriptionWalk.maximumDepth, FileStatus(path)?.kind == .directory {
          pending.append((path, depth + 1))
        }
      }
    }
    return open.map { index in
      let (key, entry) = entries[index]
      return Diagnostic(
        .warning, at: entry.location,
        "\(key): '\(entry.glob.text)' matches nothing under this file's folder")
    }
  }
}
