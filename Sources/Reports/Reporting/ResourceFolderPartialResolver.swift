import Audit
import FileSupport
import Foundation
import Mustache

/// Partials among the built-in templates: `{{> name}}` reads `name.mustache`
/// from the compiled-in `Templates/`, or from the folder
/// `REVIEWREADY_TEMPLATES` names (with the checks of a folder on disk).
/// Each is parsed on first use and kept; safe to share between threads.
final class ResourceFolderPartialResolver: PartialResolver, @unchecked Sendable {
  private let folder: ResourceFolder
  private let disk: DirectoryPartialResolver?
  private let lock = NSLock()
  private var cache: [String: Template?] = [:]

  init(folder: ResourceFolder) {
    self.folder = folder
    disk =
      folder.isBuiltIn
      ? nil
      : DirectoryPartialResolver(
        directory: URL(fileURLWithPath: folder.displayPath.isEmpty ? "." : folder.displayPath))
  }

  func template(named name: String) throws -> Template? {
    if let disk { return try disk.template(named: name) }
    lock.lock()
    defer { lock.unlock() }
    if let cached = cache[name] { return cached }
    // A compiled-in name is a key, never a path: nothing outside is reachable.
    let file = "\(name).mustache"
    let template = try folder.text(of: file, limit: .template).map {
      try Template(source: $0, name: folder.path(of: file))
    }
    cache[name] = .some(template)
    return template
  }
}
