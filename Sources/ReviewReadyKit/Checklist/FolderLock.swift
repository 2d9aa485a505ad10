import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive `flock` on a folder, held until released (or the process
/// ends), waited for at most a few seconds: a process that holds it longer
/// (stuck, or stopped in a debugger) gets named in the error instead of
/// making the caller wait forever.
struct FolderLock {
  let descriptor: Int32

  /// Takes the lock on `folder` for the file at `path` (named in errors),
  /// trying again every 20 ms until `wait` has passed.
  init(folder: String, for path: String, wait: Duration) throws(DiagnosticsError) {
    descriptor = open(folder, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw Self.failure(
        path, "cannot open its folder to lock it (\(String(cString: strerror(errno))))")
    }
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: wait)
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      let code = errno
      if code == EINTR { continue }
      guard code == EWOULDBLOCK || code == EAGAIN else {
        close(descriptor)
        throw Self.failure(path, "cannot lock its folder (\(String(cString: strerror(code))))")
      }
      guard clock.now < deadline else {
        let holder = Self.holder(of: descriptor)
        close(descriptor)
        throw Self.failure(path, Self.busy(holder: holder, wait: wait))
      }
      usleep(20_000)
    }
  }

  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }

  private static func failure(_ path: String, _ message: String) -> DiagnosticsError {
    DiagnosticsError([.error(at: .file(path), message)])
  }

  /// The one-line message for a lock still held after `wait`.
  static func busy(holder: (pid: Int, command: String?)?, wait: Duration) -> String {
    let seconds = wait.components.seconds
    let who: String
    switch holder {
    case .some((let pid, let command?)): who = "process \(pid) (\(Quoted.quote(command)))"
    case .some((let pid, nil)): who = "process \(pid)"
    case nil: who = "another process"
    }
    return "\(who) has held the lock on its folder for more than \(seconds) s; "
      + "wait for it to finish and run again, or end it if it is stuck"
  }

  /// The process holding a `flock` on the file open at `descriptor`, and
  /// its command line, from Linux's `/proc/locks`; nil elsewhere or when
  /// it can't be told.
  static func holder(of descriptor: Int32) -> (pid: Int, command: String?)? {
    var status = stat()
    guard fstat(descriptor, &status) == 0,
      let locks = try? String(contentsOfFile: "/proc/locks", encoding: .utf8)
    else { return nil }
    let device = UInt64(status.st_dev)
    let major = ((device >> 8) & 0xfff) | ((device >> 32) & ~UInt64(0xfff))
    let minor = (device & 0xff) | ((device >> 12) & ~UInt64(0xff))
    let file = String(format: "%02x:%02x:%llu", major, minor, UInt64(status.st_ino))
    for line in locks.split(separator: "\n") where !line.contains("->") {
      // `1: FLOCK  ADVISORY  WRITE 4242 08:01:123456 0 EOF`
      let fields = line.split(separator: " ")
      guard fields.count >= 6, fields[1] == "FLOCK", fields[5] == file,
        let pid = Int(fields[4])
      else { continue }
      return (pid, command(of: pid))
    }
    return nil
  }

  /// The command line of process `pid` (its arguments joined by spaces).
  private static func command(of pid: Int) -> String? {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
      !data.isEmpty
    else { return nil }
    let words = data.prefix(4096).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    return words.joined(separator: " ")
  }
}
