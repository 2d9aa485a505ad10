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
  /// How long `update` waits for another process's lock before giving up.
  public static let lockWait: Duration = .seconds(5)

  /// Locks the checklist at `path`, reads it (empty when absent), applies
  /// `change`, writes the result with `render` and unlocks. Returns the
  /// checklist as written. Nothing is written when `change` throws, or
  /// when another process holds the lock for longer than `wait` (the
  /// error names that process when the system says which it is).
  ///
  /// The lock is an exclusive `flock` on the folder that holds the file: it
  /// always exists, is never replaced (unlike the file, which each write
  /// renames over), and leaves no lock file behind for git to see.
  @discardableResult
  public static func update(
    path: String, waitingAtMost wait: Duration = lockWait,
    render: (ChecklistFile) -> String,
    _ change: (inout ChecklistFile) throws(DiagnosticsError) -> Void
  ) throws(DiagnosticsError) -> ChecklistFile {
    let folder = (path as NSString).deletingLastPathComponent
    let lock = try FolderLock(folder: folder.isEmpty ? "." : folder, for: path, wait: wait)
    defer { lock.release() }
    var checklist = try ChecklistFile.load(path: path)
    try change(&checklist)
    try AtomicFile.write(render(checklist), to: path, replacing: [path])
    return checklist
  }
}
