/// The built-in rule packs, catalog, pack tests and report templates,
/// compiled into the binary from `Checklists/` and `Templates/` by the
/// EmbedResourcesPlugin build-tool plugin (the generated `embeddedFileTexts`).
public enum EmbeddedResources {
  /// The text of the built-in file at `path` (`Checklists/photos.yaml`), or
  /// nil when there is none.
  public static func text(at path: String) -> String? {
    embeddedFileTexts[path]
  }

  /// The paths of the built-in files directly inside `folder`
  /// (`Checklists`, `Checklists/tests/photos`), sorted.
  public static func paths(in folder: String) -> [String] {
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return embeddedFileTexts.keys.filter {
      $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/")
    }.sorted()
  }
}

#if REVIEWREADY_FILES_FROM_SOURCE
  import Foundation

  /// Fuzz builds (see Package.swift) read the files from the source tree
  /// this was built from instead of compiling them in.
  let embeddedFileTexts: [String: String] = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    var texts: [String: String] = [:]
    for (folder, suffix) in [("Checklists", ".yaml"), ("Templates", ".mustache")] {
      let directory = root.appendingPathComponent(folder)
      let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
      for name in names where name.hasSuffix(suffix) {
        let url = directory.appendingPathComponent(name)
        texts["\(folder)/\(name)"] = try? String(contentsOf: url, encoding: .utf8)
      }
    }
    return texts
  }()
#endif
