import Diagnostics
import Reports

/// Finds and reads the `.reviewready.yml` files that apply to folders,
/// each file read once however many folders it applies to, and each
/// folder's chain looked up once. Not shared between threads: a run
/// resolves its descriptions' configurations before it audits them.
public final class ConfigResolver {
  private var loaded: [String: TeamConfig] = [:]
  private var chains: [String: ConfigChain] = [:]
  private var problems: [String: [Diagnostic]] = [:]

  /// A resolver with nothing read yet.
  public init() {}

  /// Every file read so far, in no particular order.
  public var configurations: [TeamConfig] { Array(loaded.values) }

  /// The chain for `folder` (any path; standardized here), or every
  /// problem of the files in it.
  public func chain(for folder: String) throws(DiagnosticsError) -> ConfigChain {
    let key = TeamConfigLoader.standardized(folder)
    if let known = chains[key] { return known }
    var files: [TeamConfig] = []
    var errors: [Diagnostic] = []
    for path in TeamConfigLoader.chain(from: key) {
      if let config = loaded[path] {
        files.append(config)
      } else if let known = problems[path] {
        errors += known
      } else {
        do throws(DiagnosticsError) {
          let config = try TeamConfigLoader.load(path: path, formats: TeamConfigLoader.formatIDs)
          loaded[path] = config
          files.append(config)
        } catch {
          problems[path] = error.diagnostics
          errors += error.diagnostics
        }
      }
    }
    guard errors.isEmpty else { throw DiagnosticsError(errors) }
    let chain = ConfigChain(files)
    chains[key] = chain
    return chain
  }

  /// The chain for the folder holding the file `path`.
  public func chain(forFileAt path: String) throws(DiagnosticsError) -> ConfigChain {
    try chain(for: TeamConfigLoader.folder(of: path))
  }
}

extension TeamConfigLoader {
  /// The formats `formats:` may name.
  static var formatIDs: [String] { Reporters.ids }

  /// The folder holding `path` (absolute and standardized).
  static func folder(of path: String) -> String {
    parent(of: standardized(path)) ?? "/"
  }
}
