import Foundation

/// Finds the folders ReviewReady ships beside its binary: `Checklists/`
/// (rule packs and the catalog) and `Templates/` (report templates). Each is
/// looked for beside an installed binary (`../share/reviewready/NAME`), in
/// the checkout a `swift build` binary lives in, then in the source tree
/// this was built from. `REVIEWREADY_CHECKLISTS` and
/// `REVIEWREADY_TEMPLATES` override the search.
public enum BuiltInResources {
  /// The folder `name` holding `marker`, or nil when none can be found.
  public static func directory(
    named name: String, containing marker: String, override variable: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    if let override = environment[variable] {
      return URL(fileURLWithPath: override, isDirectory: true)
    }
    var candidates: [URL] = []
    // The running binary, even when it was found through PATH.
    let executable = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
      .resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    candidates.append(folder.appendingPathComponent("../share/reviewready/\(name)"))
    for _ in 0..<6 {
      candidates.append(folder.appendingPathComponent(name))
      folder = folder.deletingLastPathComponent()
    }
    // The source tree (Sources/Audit/BuiltInChecklists.swift → the package root).
    candidates.append(
      URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent(name))
    return candidates.first {
      FileManager.default.fileExists(atPath: $0.appendingPathComponent(marker).path)
    }?.standardizedFileURL
  }
}

/// The built-in rule packs and catalog (`Checklists/`).
public enum BuiltInChecklists {
  /// The directory, or nil when none can be found.
  public static func directory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL? {
    BuiltInResources.directory(
      named: "Checklists", containing: "catalog.yaml", override: "REVIEWREADY_CHECKLISTS",
      environment: environment)
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
  public static func relative(_ path: String) -> String {
    let current = FileManager.default.currentDirectoryPath
    let prefix = current.hasSuffix("/") ? current : current + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
