import Diagnostics
import Foundation

/// Partials stored as files: `{{> name}}` reads `<directory>/name.mustache`.
///
/// Names may use `/` to reach subdirectories (`{{> rows/finding}}`), but a name that
/// is absolute, has an empty, `.` or `..` component, or contains a backslash or NUL is
/// refused with ``InvalidPartialName``, so a template (or, for dynamic names, the data)
/// cannot read files outside the directory. Each file is read and parsed once, on first
/// use, and cached; the resolver is safe to share between threads.
public final class DirectoryPartialResolver: PartialResolver, @unchecked Sendable {
  /// The directory partial names are resolved in.
  public let directory: URL
  /// The extension appended to each name, without the dot (`mustache`).
  public let fileExtension: String

  private let lock = NSLock()
  /// Parsed partials; `nil` records a name with no file.
  private var cache: [String: Template?] = [:]

  /// Creates a resolver for a directory.
  ///
  /// - Parameters:
  ///   - directory: The folder that holds the partials.
  ///   - fileExtension: Appended to each partial name; `mustache` by default.
  public init(directory: URL, fileExtension: String = "mustache") {
    self.directory = directory.standardizedFileURL
    self.fileExtension = fileExtension
  }

  /// Returns the parsed partial, reading it on first use, or `nil` when no file exists.
  ///
  /// - Throws: ``InvalidPartialName`` for names that could leave the directory;
  ///   ``MustacheError`` when the file cannot be read or does not parse.
  public func template(named name: String) throws -> Template? {
    lock.lock()
    defer { lock.unlock() }
    if let cached = cache[name] { return cached }
    let template = try load(name)
    cache[name] = .some(template)
    return template
  }

  // MARK: - Private

  private func load(_ name: String) throws -> Template? {
    try validate(name)
    let relativePath = "\(name).\(fileExtension)"
    let url = directory.appendingPathComponent(relativePath).standardizedFileURL
    let directoryPrefix = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
    guard url.path.hasPrefix(directoryPrefix) else {
      throw InvalidPartialName(name: name, reason: "it resolves outside \(directory.path)")
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      !isDirectory.boolValue
    else { return nil }
    try checkFile(url.path, of: name)
    return try Template(contentsOf: url, name: relativePath)
  }

  /// Refuses the partial `name`'s file at `path` unless, with every
  /// symbolic link on its way resolved, it is a regular file inside the
  /// directory (itself resolved): a link to `/proc/self/environ`, to a file
  /// elsewhere, to a device or a pipe is never read.
  private func checkFile(_ path: String, of name: String) throws {
    func refuse(_ reason: String) -> InvalidPartialName {
      InvalidPartialName(name: name, reason: reason, refusesFile: true)
    }
    let folder = FileStatus.realPath(directory.path) ?? directory.path
    guard let resolved = FileStatus.realPath(path) else {
      throw refuse("its file \(Quoted.quote(path)) cannot be resolved")
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    guard resolved.hasPrefix(prefix) else {
      throw refuse(
        "its file leads, through a symbolic link, to \(Quoted.quote(resolved)), outside the folder "
          + "\(Quoted.quote(folder)); a partial must be a file inside its template's folder")
    }
    guard let status = FileStatus(resolved), status.kind == .regular else {
      throw refuse(
        "\(Quoted.quote(resolved)) is not a regular file (a pipe, a device or a folder); "
          + "a partial must be a regular file")
    }
  }

  private func validate(_ name: String) throws {
    func refuse(_ reason: String) -> InvalidPartialName {
      InvalidPartialName(name: name, reason: reason)
    }
    if name.hasPrefix("/") { throw refuse("absolute paths are not allowed") }
    if name.contains("\\") || name.contains("\0") {
      throw refuse("backslashes and NUL characters are not allowed")
    }
    for component in name.split(separator: "/", omittingEmptySubsequences: false) {
      if component.isEmpty || component == "." || component == ".." {
        throw refuse("empty, '.' and '..' path components are not allowed")
      }
    }
  }
}
