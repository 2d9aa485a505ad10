import Diagnostics

/// Something in the project's files that Xcode builds but that is wrong or
/// fragile, which the audit reports (the project pack) and `import` warns
/// about: a file named in another letter case than the project names it, a
/// key defined twice in one `.strings` file, a localized
/// `CFBundleShortVersionString`, an Info.plist text a build setting
/// replaces.
public struct ProjectFileIssue: Sendable, Equatable {
  /// What kind of problem it is.
  public enum Kind: String, Sendable, CaseIterable {
    /// `subject` is the name the project (or iOS) looks up, `detail` the
    /// name on disk: a case-sensitive disk (Linux CI, a case-sensitive
    /// APFS volume) doesn't find the file.
    case fileNameCase
    /// `subject` is the key, defined again at `location` after its first
    /// definition at `otherLocation`; the last one counts.
    case duplicateKey
    /// `subject` is the locale, `detail` the version text its localization
    /// gives `CFBundleShortVersionString`.
    case localizedVersion
    /// `subject` is the Info.plist key, `detail` the build setting whose
    /// text replaces the file's (at `otherLocation`).
    case settingReplacesText
  }

  public var kind: Kind
  public var subject: String
  public var detail: String
  /// Where the problem is.
  public var location: SourceLocation
  /// The other place it involves, when there is one.
  public var otherLocation: SourceLocation?

  public init(
    kind: Kind, subject: String, detail: String, location: SourceLocation,
    otherLocation: SourceLocation? = nil
  ) {
    self.kind = kind
    self.subject = subject
    self.detail = detail
    self.location = location
    self.otherLocation = otherLocation
  }

  /// `path`, or the file on disk whose name differs from it only in case
  /// (recorded in `mismatches`), as Xcode finds it on a Mac's disk.
  public static func resolvingCase(_ path: String, into mismatches: inout [ProjectFileIssue])
    -> String
  {
    guard let variant = ProjectFileSystem.caseVariant(of: path) else { return path }
    mismatches.append(fileNameCase(path, variant))
    return variant
  }

  /// `path`, as ``resolvingCase(_:into:)`` finds it, with an issue too
  /// when its file name (found in a folder the project names as a whole) is
  /// not exactly `name`, the name iOS looks up in the built app.
  public static func resolvingCase(
    _ path: String, named name: String, into mismatches: inout [ProjectFileIssue]
  ) -> String {
    let count = mismatches.count
    let found = resolvingCase(path, into: &mismatches)
    let actual = String(found.split(separator: "/").last ?? "")
    if mismatches.count == count, actual != name, actual.lowercased() == name.lowercased() {
      let expected = ProjectFileSystem.join(ProjectFileSystem.directory(of: found), name)
      mismatches.append(fileNameCase(expected, found))
    }
    return found
  }

  /// The issue of the file `actual` read for the name `expected`.
  public static func fileNameCase(_ expected: String, _ actual: String) -> ProjectFileIssue {
    let onDisk =
      actual.contains("/")
      ? actual : ProjectFileSystem.join(ProjectFileSystem.directory(of: expected), actual)
    let actualName = onDisk.split(separator: "/").suffix(2).joined(separator: "/")
    let expectedName = expected.split(separator: "/").suffix(2).joined(separator: "/")
    return ProjectFileIssue(
      kind: .fileNameCase, subject: expectedName, detail: actualName, location: .file(onDisk))
  }

  /// The issue as an import warning, at its location.
  public var warning: Diagnostic {
    let message: String
    switch kind {
    case .fileNameCase:
      message =
        "the file is named \(detail), not \(subject) (the name the project and iOS look up);"
        + " read anyway, as a Mac's case-insensitive disk finds it, but a case-sensitive disk"
        + " (Linux CI, case-sensitive APFS) doesn't: rename it to \(subject)"
    case .duplicateKey:
      let first = otherLocation.map { " (first at line \($0.line))" } ?? ""
      message = "\(subject) is defined again in this file\(first); the last definition counts"
    case .localizedVersion:
      message =
        "the \(subject) localization sets CFBundleShortVersionString to \(Quoted.quote(detail)),"
        + " so people in that language see that version, not the build's"
    case .settingReplacesText:
      message = "\(subject) is also set by \(detail), whose text the build uses instead of this one"
    }
    return Diagnostic(.warning, at: location, message)
  }
}

extension ProjectFileSystem {
  /// The path of the file at `path` whose name differs from it only in
  /// letter case, when no file has the exact name; nil when there is the
  /// exact file or none. The last two steps of the path are matched (an
  /// `.lproj` folder and its file); of several matches the first in sorted
  /// order counts.
  public static func caseVariant(of path: String) -> String? {
    guard !exists(path) else { return nil }
    let parent = directory(of: path)
    let name = String(path.split(separator: "/").last ?? "")
    guard !name.isEmpty else { return nil }
    var folder = parent.isEmpty ? "." : parent
    if !isDirectory(folder) {
      guard let found = caseVariant(ofFolder: folder) else { return nil }
      folder = found
    }
    guard let match = names(in: folder).first(where: { $0.lowercased() == name.lowercased() })
    else { return nil }
    return parent.isEmpty ? match : join(folder, match)
  }

  private static func caseVariant(ofFolder folder: String) -> String? {
    let parent = directory(of: folder)
    let name = String(folder.split(separator: "/").last ?? "")
    let listed = parent.isEmpty ? "." : parent
    guard !name.isEmpty, isDirectory(listed),
      let match = names(in: listed).first(where: { $0.lowercased() == name.lowercased() })
    else { return nil }
    return parent.isEmpty ? match : join(parent, match)
  }
}
