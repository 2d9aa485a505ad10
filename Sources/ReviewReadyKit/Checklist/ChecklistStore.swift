import Audit
import Diagnostics
import FileSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Changes a checklist file safely when several people or processes mark
/// checks at once: an exclusive lock, the file read again inside it, and
/// the new text written to a temporary file renamed over the old one, so a
/// reader sees the old file or the new one, never half of either.
public enum ChecklistStore {
  /// Locks the checklist at `path`, reads it (empty when absent), applies
  /// `change`, writes the result with `render` and unlocks. Returns the
  /// checklist as written. Nothing is written when `change` throws.
  ///
  /// The lock is an exclusive `flock` on the folder that holds the file: it
  /// always exists, is never replaced (unlike the file, which each write
  /// renames over), and leaves no lock file behind for git to see.
  @discardableResult
  public static func update(
    path: String, render: (ChecklistFile) -> String,
    _ change: (inout ChecklistFile) throws(DiagnosticsError) -> Void
  ) throws(DiagnosticsError) -> ChecklistFile {
    let folder = (path as NSString).deletingLastPathComponent
    let lock = try Lock(folder: folder.isEmpty ? "." : folder, for: path)
    defer { lock.release() }
    var checklist = try ChecklistFile.load(path: path)
    try change(&checklist)
    try AtomicFile.write(render(checklist), to: path)
    return checklist
  }

  private static func failure(_ path: String, _ message: String) -> DiagnosticsError {
    DiagnosticsError([.error(at: .file(path), message)])
  }

  /// An exclusive `flock` held until released (or the process ends).
  struct Lock {
    let descriptor: Int32

    init(folder: String, for path: String) throws(DiagnosticsError) {
      descriptor = open(folder, O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else {
        throw failure(
          path, "cannot open its folder to lock it (\(String(cString: strerror(errno))))")
      }
      while flock(descriptor, LOCK_EX) != 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw failure(path, "cannot lock its folder (\(reason))")
      }
    }

    func release() {
      flock(descriptor, LOCK_UN)
      close(descriptor)
    }
  }
}
