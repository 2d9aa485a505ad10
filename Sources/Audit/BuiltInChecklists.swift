import Foundation

/// Finds the built-in rule packs and catalog (`Checklists/`): beside an
/// installed binary (`../share/reviewready/Checklists`), in the checkout a
/// `swift build` binary lives in, or in the source tree this was built from.
/// `REVIEWREADY_CHECKLISTS` overrides all of them.
public enum BuiltInChecklists {
  /// The directory, or nil when none can be found.
  public static func directory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    if let override = environment["REVIEWREADY_CHECKLISTS"] {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    var candidates: [URL] = []
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    candidates.append(folder.appendingPathComponent("../share/reviewready/Checklists"))
    for _ in 0..<6 {
      candidates.append(folder.appendingPathComponent("Checklists"))
      folder = folder.deletingLastPathComponent()
    }
    // The source tree (Sources/Audit/BuiltInChecklists.swift → the package root).
    candidates.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Checklists"))
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent("catalog.yaml").path)
    }?.standardizedFileURL
  }

  /// The catalog's path in `directory`.
  public static func catalog(in directory: URL) -> String {
    relative(directory.appendingPathComponent("catalog.yaml").path)
  }

  /// The pack files in `directory`: every `*.yaml` but the catalog, sorted.
  public static func packs(in directory: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".yaml") && $0 != "catalog.yaml" }.sorted()
      .map { relative(directory.appendingPathComponent($0).path) }
  }

  /// `path` relative to the working directory when it lies inside it, so
  /// messages read `Checklists/photos.yaml:12:5` in a checkout.
  static func relative(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    let prefix = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
