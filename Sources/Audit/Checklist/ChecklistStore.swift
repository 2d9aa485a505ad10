import Diagnostics
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
    try write(render(checklist), to: path)
    return checklist
  }

  /// Writes `text` to a temporary file beside `path`, flushed to disk, and
  /// renames it over `path`. An existing file's permissions are kept.
  static func write(_ text: String, to path: String) throws(DiagnosticsError) {
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    let temporaryName = ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let temporary =
      folder.isEmpty ? temporaryName : (folder as NSString).appendingPathComponent(temporaryName)
    // A new file gets 0644 less the umask; a replaced one keeps its mode.
    var mode: mode_t = 0o644
    var existing = stat()
    let replaces = stat(path, &existing) == 0
    if replaces { mode = existing.st_mode & 0o7777 }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else { throw failure(path, "cannot create a temporary file beside it") }
    var ok = writeAll(Array(text.utf8), to: descriptor)
    if replaces { _ = fchmod(descriptor, mode) }
    if ok, fsync(descriptor) != 0 { ok = false }
    if close(descriptor) != 0 { ok = false }
    guard ok, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw failure(path, "cannot write the file (\(reason))")
    }
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

/// Writes every byte to `descriptor`, retrying short and interrupted
/// writes; false on an error.
private func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
  bytes.withUnsafeBytes { buffer in
    guard let base = buffer.baseAddress else { return true }
    var written = 0
    while written < buffer.count {
      let count = write(descriptor, base + written, buffer.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      written += count
    }
    return true
  }
}
