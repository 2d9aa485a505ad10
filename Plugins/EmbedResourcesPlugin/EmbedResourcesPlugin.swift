import Foundation
import PackagePlugin

/// Compiles the files at the top of the package's `Checklists/` (the packs
/// and the catalog) and `Templates/` into the target it is applied to
/// (EmbeddedResources), so `reviewready` is one self-contained binary. Every
/// file is an input of the build command: editing a pack or a template
/// rebuilds it, and the folders stay the source of truth. The packs' tests
/// (`Checklists/tests/`) stay in the source tree: they are for pack authors,
/// and read project files beside them.
@main
struct EmbedResourcesPlugin: BuildToolPlugin {
  /// The folders whose files are built in, relative to the package root.
  static let folders = ["Checklists", "Templates"]
  /// The kinds of file built in.
  static let extensions: Set<String> = ["yaml", "mustache"]

  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let root = context.package.directoryURL
    let relativePaths = Self.folders.flatMap { Self.files(in: $0, root: root) }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedFiles.swift")
    return [
      .buildCommand(
        displayName: "Building in Checklists/ and Templates/ (\(relativePaths.count) files)",
        executable: try context.tool(named: "ResourceEmbedder").url,
        arguments: [output.path, root.path] + Self.folders,
        // The folders too: adding or removing a file changes them.
        inputFiles: Self.folders.map { root.appendingPathComponent($0) }
          + relativePaths.map { root.appendingPathComponent($0) },
        outputFiles: [output])
    ]
  }

  /// The files directly in `folder` with a built-in extension, as sorted
  /// paths relative to the package root (`Checklists/photos.yaml`).
  static func files(in folder: String, root: URL) -> [String] {
    let base = root.appendingPathComponent(folder)
    let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
    return names.filter { name in
      !name.hasPrefix(".") && extensions.contains((name as NSString).pathExtension)
    }.sorted().map { "\(folder)/\($0)" }
  }
}
