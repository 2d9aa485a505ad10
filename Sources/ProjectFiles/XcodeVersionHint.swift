import Diagnostics
import Foundation

/// The Xcode version a repository says it builds with, for `import` to
/// write as `app.xcode`: a committed `.xcode-version`, a GitHub Actions
/// workflow's `xcode-version:` or `Xcode_NN.app` (`DEVELOPER_DIR`,
/// `xcode-select`), or fastlane's `xcversion`/`xcodes`. No file says which
/// Xcode builds the upload for certain, so when the workflows name more
/// than one version there is no answer.
public struct XcodeVersionHint: Sendable, Equatable {
  /// The version, such as "26.1".
  public var version: String
  /// The file it was read from.
  public var file: String
  /// Its line in the file, from 1.
  public var line: Int

  /// The most folders looked at, from the project's folder up.
  static let folderLimit = 4
  /// The most workflow files read in one folder.
  static let workflowLimit = 20
  /// The largest file read: a workflow or Fastfile is a few kilobytes.
  static let sizeLimit = FileSizeLimit("a CI file", maximumSize: 1 << 20)

  /// The hint for the project at `projectPath` (an `.xcodeproj` or an
  /// XcodeGen spec): its folder and up to three above it, stopping after
  /// the one holding `.git`; the first folder with any hint decides.
  public static func find(near projectPath: String) -> XcodeVersionHint? {
    var folder = ProjectFileSystem.directory(of: projectPath)
    for _ in 0..<folderLimit {
      let base = folder.isEmpty ? "." : folder
      if let hint = hint(in: base) { return hint }
      if ProjectFileSystem.exists(ProjectFileSystem.join(base, ".git")) { return nil }
      let parent = ProjectFileSystem.join(base, "..")
      guard parent != base, ProjectFileSystem.isDirectory(parent) else { return nil }
      folder = parent
    }
    return nil
  }

  /// The hint of one folder: `.xcode-version` first, then the versions the
  /// workflows and Fastfile name, when they agree.
  static func hint(in folder: String) -> XcodeVersionHint? {
    let pinned = ProjectFileSystem.join(folder, ".xcode-version")
    if let text = text(of: pinned),
      let first = text.split(whereSeparator: \.isNewline).first,
      let version = leadingVersion(of: String(first))
    {
      return XcodeVersionHint(version: version, file: pinned, line: 1)
    }
    var found: [XcodeVersionHint] = []
    let workflows = ProjectFileSystem.join(folder, ".github/workflows")
    for name in ProjectFileSystem.names(in: workflows).prefix(workflowLimit)
    where name.hasSuffix(".yml") || name.hasSuffix(".yaml") {
      found += mentions(in: ProjectFileSystem.join(workflows, name))
    }
    found += mentions(in: ProjectFileSystem.join(folder, "fastlane/Fastfile"))
    guard let first = found.first, found.allSatisfy({ $0.version == first.version }) else {
      return nil
    }
    return first
  }

  /// The patterns that name an Xcode version in a workflow or Fastfile,
  /// each with the version as its first group.
  static let patterns = [
    #"xcode-version:\s*['"]?([0-9]+(?:\.[0-9]+){0,2})"#,
    #"Xcode[_-]([0-9]+(?:\.[0-9]+){0,2})\.app"#,
    #"(?:xcversion|xcodes)\(\s*version:\s*['"][~>= ]*([0-9]+(?:\.[0-9]+){0,2})"#,
  ].compactMap { try? NSRegularExpression(pattern: $0) }

  /// Every version the file at `path` names, with its line.
  static func mentions(in path: String) -> [XcodeVersionHint] {
    guard let text = text(of: path) else { return [] }
    var found: [XcodeVersionHint] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    where !line.trimmingCharacters(in: .whitespaces).hasPrefix("#") {
      let line = String(line)
      let range = NSRange(line.startIndex..., in: line)
      for pattern in patterns {
        guard let match = pattern.firstMatch(in: line, range: range),
          let group = Range(match.range(at: 1), in: line)
        else { continue }
        found.append(XcodeVersionHint(version: String(line[group]), file: path, line: index + 1))
      }
    }
    return found
  }

  /// The version a line starts with ("26.1" of "26.1.1" stays "26.1.1";
  /// "26.1 beta" gives "26.1"); nil when it starts otherwise.
  static func leadingVersion(of line: String) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    let digits = trimmed.prefix { $0.isASCII && ($0.isNumber || $0 == ".") }
    let parts = digits.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty }) else { return nil }
    return String(digits)
  }

  /// The text of a small file, or nil when it is absent, too large or not
  /// UTF-8.
  private static func text(of path: String) -> String? {
    guard let bytes = try? sizeLimit.contents(of: path) else { return nil }
    return String(bytes: bytes, encoding: .utf8)
  }
}
