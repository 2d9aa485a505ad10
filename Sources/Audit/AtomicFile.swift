import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files whole or not at all: every report and checklist file goes
/// through here, so a failed or killed run never leaves half a file.
public enum AtomicFile {
  /// Writes `text` to a temporary file beside `path`, flushed to disk, and
  /// renames it over `path`. An existing file's permissions are kept.
  public static func write(_ text: String, to path: String) throws(DiagnosticsError) {
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
