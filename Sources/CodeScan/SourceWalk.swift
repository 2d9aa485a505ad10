import Diagnostics
import Foundation

/// The walk of a source folder: which files a scan reads and which
/// folders and files it leaves out, and why. Symbolic links are never
/// followed (a link loop can't trap it, and nothing outside the folder is
/// read).
struct SourceWalk {
  struct File: Sendable {
    var absolutePath: String
    /// The path from the scanned folder, as evidence names it.
    var relativePath: String
    var language: SourceLanguage
  }

  let root: String
  let options: SourceScanner.Options
  private(set) var files: [File] = []
  private(set) var skipped: [ScanResult.Skipped] = []
  private(set) var stoppedAtLimit = false
  /// Whether the walk stopped at ``SourceScanner/Options/maximumEntries``.
  private(set) var stoppedAtEntries = false
  private var entries = 0
  private let excluded: Set<String>

  init(root: String, options: SourceScanner.Options) {
    self.root = root
    self.options = options
    let rootPath = URL(fileURLWithPath: root).standardizedFileURL.path
    excluded = Set(
      options.exclude.map { path in
        let absolute =
          path.hasPrefix("/")
          ? URL(fileURLWithPath: path).standardizedFileURL.path
          : URL(fileURLWithPath: rootPath).appendingPathComponent(path).standardizedFileURL.path
        return absolute.hasPrefix(rootPath + "/")
          ? String(absolute.dropFirst(rootPath.count + 1)) : absolute
      })
  }

  /// Folder names that hold others' code or build output, with the reason
  /// a scan gives for leaving them out.
  static let vendoredFolders: [String: String] = [
    "Pods": "vendored: CocoaPods", "Carthage": "vendored: Carthage",
    ".build": "build output: SwiftPM", "DerivedData": "build output: Xcode",
    "SourcePackages": "vendored: Swift packages checked out by Xcode",
    "checkouts": "vendored: Swift packages checked out", "Vendor": "vendored SDKs",
    "vendor": "vendored SDKs", "Vendored": "vendored SDKs", "ThirdParty": "vendored SDKs",
    "Third Party": "vendored SDKs", "third_party": "vendored SDKs",
    "third-party": "vendored SDKs", "3rdParty": "vendored SDKs",
    "node_modules": "vendored: npm",
  ]

  /// Why a folder named `name` is left out, or nil when it is read.
  static func reasonToSkip(folder name: String) -> String? {
    if let reason = vendoredFolders[name] { return reason }
    if name.hasSuffix(".framework") || name.hasSuffix(".xcframework") {
      return "vendored: a binary framework"
    }
    if name.hasSuffix("Tests") || name == "Test" || name.hasSuffix("UITest") || name == "Specs"
      || name.hasSuffix("TestSupport") || name == "Fixtures"
    {
      return "test code"
    }
    if name == "Mocks" || name == "Mock" { return "test code (mocks)" }
    if name == "Preview Content" || name == "Previews" { return "previews" }
    return nil
  }

  /// Why a source file named `name` is left out, or nil when it is read.
  static func reasonToSkip(file name: String) -> String? {
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    if stem.hasSuffix("Tests") || stem.hasSuffix("_Test") || stem.hasSuffix("UITest")
      || stem.hasSuffix("Spec")
    {
      return "test code"
    }
    if stem.hasPrefix("Mock") || stem.hasSuffix("Mock") || stem.hasSuffix("Mocks") {
      return "test code (mocks)"
    }
    if stem.hasSuffix("Previews") || stem.hasSuffix("_Preview") { return "previews" }
    return nil
  }

  mutating func walk() {
    walk(folder: root, relative: "", depth: 0)
    files.sort { $0.relativePath < $1.relativePath }
  }

  private mutating func walk(folder: String, relative: String, depth: Int) {
    guard !stoppedAtLimit && !stoppedAtEntries else { return }
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else {
      skipped.append(
        .init(
          path: relative.isEmpty ? "." : TerminalText.escapingControls(relative),
          reason: "unreadable folder"))
      return
    }
    for name in names.sorted() {
      guard countEntry() else { return }
      let absolute = folder + "/" + name
      let path = relative.isEmpty ? name : relative + "/" + name
      // What output shows of the path: a control or bidirectional character in a
      // file name is written as its escape (`\u{202E}`), in every format.
      let shown = TerminalText.escapingControls(path)
      if excluded.contains(path) {
        skipped.append(.init(path: shown, reason: "excluded by the team's configuration"))
        continue
      }
      guard let attributes = try? manager.attributesOfItem(atPath: absolute),
        let type = attributes[.type] as? FileAttributeType
      else {
        skipped.append(.init(path: shown, reason: "unreadable"))
        continue
      }
      switch type {
      case .typeSymbolicLink:
        if SourceLanguage.of(path: name) != nil || isFolderLink(absolute) {
          skipped.append(.init(path: shown, reason: "a symbolic link, not followed"))
        }
      case .typeDirectory:
        if let reason = Self.reasonToSkip(folder: name) {
          skipped.append(.init(path: shown, reason: reason))
        } else if name.hasPrefix(".") {
          continue
        } else if depth >= options.maximumDepth {
          skipped.append(.init(path: shown, reason: "nested deeper than \(options.maximumDepth)"))
        } else {
          walk(folder: absolute, relative: path, depth: depth + 1)
        }
      case .typeRegular:
        guard let language = SourceLanguage.of(path: name) else { continue }
        if let reason = Self.reasonToSkip(file: name) {
          skipped.append(.init(path: shown, reason: reason))
        } else if files.count >= options.maximumFiles {
          stoppedAtLimit = true
          return
        } else {
          files.append(File(absolutePath: absolute, relativePath: shown, language: language))
        }
      default:
        continue
      }
    }
  }

  /// Counts one more folder or file looked at; false once there are more
  /// than ``SourceScanner/Options/maximumEntries``.
  private mutating func countEntry() -> Bool {
    entries += 1
    if entries > options.maximumEntries { stoppedAtEntries = true }
    return !stoppedAtEntries
  }

  private func isFolderLink(_ path: String) -> Bool {
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      && isFolder.boolValue
  }
}
