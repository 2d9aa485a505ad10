import Diagnostics
import ProjectFiles

/// Which `Package.resolved` Xcode builds the app with: a workspace's in the
/// project's folder (CocoaPods makes one, and the app is built from it)
/// wins over the project's own
/// (`X.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/`); for an
/// XcodeGen spec the project it generates is `NAME.xcodeproj`. Other
/// `Package.resolved` files near the project (a sub-package's, another
/// project's) are listed as ignored: SwiftPM doesn't read a dependency's.
enum PackageResolvedChoice {
  static let relative = "xcshareddata/swiftpm/Package.resolved"

  static func choose(model: any ProjectModel, root: String)
    -> (file: String?, ignored: [SDKInventory.Ignored])
  {
    let names = ProjectFileSystem.names(in: root)
    let projectBundle: String =
      model is PBXProjectModel
      ? ProjectFileSystem.directory(of: model.file)
      : ProjectFileSystem.join(root, model.projectName + ".xcodeproj")
    let own = ProjectFileSystem.join(projectBundle, "project.xcworkspace/" + relative)
    let workspace = names.filter { $0.hasSuffix(".xcworkspace") }
      .map { ProjectFileSystem.join(ProjectFileSystem.join(root, $0), relative) }
      .first(where: ProjectFileSystem.exists)
    let chosen = workspace ?? (ProjectFileSystem.exists(own) ? own : nil)
    var ignored: [SDKInventory.Ignored] = []
    if let workspace, ProjectFileSystem.exists(own) {
      ignored.append(
        .init(file: own, reason: "the workspace's \(workspace) is the one the app builds with"))
    }
    for other in nearby(root: root) where other != chosen && other != own {
      ignored.append(
        .init(file: other, reason: "not the app project's: a sub-package's or another project's"))
    }
    return (chosen, ignored)
  }

  /// `Package.resolved` files under `root`, at most 4 levels deep outside
  /// the dependency managers' folders.
  private static func nearby(root: String) -> [String] {
    var found: [String] = []
    var queue = [(root, 0)]
    var visited = 0
    while !queue.isEmpty, visited < 5_000 {
      let (folder, depth) = queue.removeFirst()
      visited += 1
      for name in ProjectFileSystem.names(in: folder) where !SDKCheckoutSkip.names.contains(name) {
        let path = ProjectFileSystem.join(folder, name)
        if name == "Package.resolved" {
          found.append(path)
        } else if depth < 6, ProjectFileSystem.isDirectory(path) {
          queue.append((path, depth + 1))
        }
      }
    }
    return found.sorted()
  }
}

/// Folders the searches for lock files skip.
enum SDKCheckoutSkip {
  static let names: Set<String> = [
    ".git", ".build", "build", "DerivedData", "Pods", "Carthage", "SourcePackages", "node_modules",
  ]
}
