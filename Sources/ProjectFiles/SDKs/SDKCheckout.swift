/// Finding an SDK's files in the checkout: the folders CocoaPods, Carthage
/// and SwiftPM put them in, vendored framework folders, and in each the
/// SDK's own privacy manifest and a binary's signature. Every walk is
/// bounded in depth and in folders visited, and never follows into `.git`.
public enum SDKCheckout {
  /// Folders a walk never enters: version control, build products, and the
  /// dependency managers' own folders (searched by name instead).
  static let skipped: Set<String> = [
    ".git", ".build", "build", "DerivedData", "Pods", "Carthage", "SourcePackages", "node_modules",
    ".swiftpm",
  ]

  /// The folder holding the SDK `name`'s files, when the checkout has one:
  /// `Pods/NAME`, `Carthage/Checkouts/NAME`, `Carthage/Build/NAME.xcframework`,
  /// `SourcePackages/checkouts/NAME` or `.build/checkouts/NAME` under `root`,
  /// names compared without letter case.
  public static func folder(of name: String, source: SDKDependency.Source, root: String)
    -> String?
  {
    let places: [(String, String)]
    switch source {
    case .cocoaPods: places = [("Pods", name)]
    case .carthage:
      places = [("Carthage/Checkouts", name), ("Carthage/Build", name + ".xcframework")]
    case .swiftPackage:
      places = [("SourcePackages/checkouts", name), (".build/checkouts", name)]
    case .vendored: return nil
    }
    for (parent, child) in places {
      let folder = ProjectFileSystem.join(root, parent)
      if let match = ProjectFileSystem.names(in: folder).first(where: {
        $0.lowercased() == child.lowercased()
      }) {
        return ProjectFileSystem.join(folder, match)
      }
    }
    return nil
  }

  /// The first `PrivacyInfo.xcprivacy` (any letter case) under `folder`,
  /// breadth first, at most 8 levels and 5,000 folders deep.
  public static func manifest(in folder: String) -> String? {
    var queue = [(folder, 0)]
    var visited = 0
    while !queue.isEmpty, visited < 5_000 {
      let (current, depth) = queue.removeFirst()
      visited += 1
      let names = ProjectFileSystem.names(in: current)
      if let found = names.first(where: { $0.lowercased() == "privacyinfo.xcprivacy" }) {
        return ProjectFileSystem.join(current, found)
      }
      guard depth < 8 else { continue }
      for name in names where name != ".git" {
        let path = ProjectFileSystem.join(current, name)
        if ProjectFileSystem.isDirectory(path) { queue.append((path, depth + 1)) }
      }
    }
    return nil
  }

  /// Whether the `.xcframework` at `path` carries a signature: Xcode's
  /// `codesign` of an XCFramework writes `_CodeSignature` (and Xcode keeps
  /// a copy under `Signatures`).
  public static func isSigned(_ path: String) -> Bool {
    ProjectFileSystem.names(in: path).contains { $0 == "_CodeSignature" || $0 == "Signatures" }
  }

  /// The `.xcframework` and `.framework` folders under `root` outside the
  /// dependency managers' folders, at most 6 levels and 20,000 folders
  /// deep, sorted by path; a framework inside an `.xcframework` is part of
  /// it.
  public static func vendoredFrameworks(under root: String) -> [String] {
    var found: [String] = []
    var queue = [(root, 0)]
    var visited = 0
    while !queue.isEmpty, visited < 20_000 {
      let (current, depth) = queue.removeFirst()
      visited += 1
      for name in ProjectFileSystem.names(in: current) where !skipped.contains(name) {
        let path = ProjectFileSystem.join(current, name)
        guard ProjectFileSystem.isDirectory(path) else { continue }
        if name.hasSuffix(".xcframework") || name.hasSuffix(".framework") {
          found.append(path)
        } else if depth < 6, !name.hasSuffix(".xcodeproj"), !name.hasSuffix(".xcassets"),
          !name.hasSuffix(".lproj"), !name.hasPrefix(".")
        {
          queue.append((path, depth + 1))
        }
      }
    }
    return found.sorted()
  }

  /// A framework folder's SDK name: `Lottie` for `Lottie.xcframework`.
  public static func frameworkName(_ path: String) -> String {
    let last = path.split(separator: "/").last.map(String.init) ?? path
    for suffix in [".xcframework", ".framework"] where last.hasSuffix(suffix) {
      return String(last.dropLast(suffix.count))
    }
    return last
  }
}
