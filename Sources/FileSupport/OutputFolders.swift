import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Makes the folders an output file goes in, as `mkdir -p` would, so that
/// `-o reports/2026/app.md` works in a fresh checkout: at most
/// `maximumDepth` missing folders, each made with `mkdir` (0777 less the
/// umask), never through a path part that exists and is not a folder. An
/// error names the folder that could not be made, and why.
public enum OutputFolders {
  /// The most missing folders one output path may need.
  public static let maximumDepth = 32

  /// Makes the missing folders above `path` (the file itself is not made).
  public static func create(above path: String) throws(DiagnosticsError) {
    var missing: [String] = []
    var folder = (path as NSString).deletingLastPathComponent
    while !folder.isEmpty, folder != "/", !exists(folder) {
      missing.append(folder)
      guard missing.count <= maximumDepth else {
        throw failure(
          path, "its folder needs more than \(maximumDepth) new folders; create them first")
      }
      folder = (folder as NSString).deletingLastPathComponent
    }
    if !folder.isEmpty, !isFolder(folder) {
      throw failure(path, "\(Quoted.quote(folder)) is not a folder, so the file can't go in it")
    }
    for folder in missing.reversed() where mkdir(folder, 0o777) != 0 && errno != EEXIST {
      let reason = String(cString: strerror(errno))
      throw failure(path, "cannot create the folder \(Quoted.quote(folder)) (\(reason))")
    }
  }

  /// Whether anything (a broken link included) is at `path`.
  private static func exists(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0
  }

  /// Whether `path` is a folder, or a link to one.
  private static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  private static func failure(_ path: String, _ message: String) -> DiagnosticsError {
    DiagnosticsError([.error(at: .file(path), message)])
  }
}
