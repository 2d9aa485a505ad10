import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files `AtomicFile` writes beside their targets
/// (`.NAME.PID.RANDOM.tmp`, and `.NAME.PID.RANDOM.old` for the link to a
/// replaced file): named so that a later run can tell whose they are, and
/// registered so that an interrupting signal removes them.
///
/// The registry is a fixed table of path buffers that the signal handler
/// reads without locks or allocation (`unlink` is async-signal-safe). A
/// path that does not fit, or a run with more files in flight than the
/// table holds, is simply not registered: the next write of that file
/// removes what a signal left.
enum TemporaryFiles {
  /// A registered path's place in the table.
  struct Slot: Sendable {
    fileprivate let index: Int
  }

  /// The path of a new temporary file for `name` in `folder`.
  static func path(for name: String, in folder: String, kind: String) -> String {
    let file = ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).\(kind)"
    return folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file)
  }

  /// Removes the temporary files of `name` that a process no longer
  /// running left in `folder` (a run killed with SIGKILL cannot clean up).
  static func removeAbandoned(of name: String, in folder: String) {
    let directory = folder.isEmpty ? "." : folder
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return
    }
    let prefix = ".\(name)."
    for entry in entries where entry.hasPrefix(prefix) {
      let parts = entry.dropFirst(prefix.count).split(
        separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[2] == "tmp" || parts[2] == "old",
        let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil,
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      unlink((directory as NSString).appendingPathComponent(entry))
    }
  }

  /// Registers `path` for removal on SIGINT, SIGTERM or SIGHUP; nil when
  /// the table is full or the path too long.
  static func register(_ path: String) -> Slot? {
    let bytes = Array(path.utf8)
    guard bytes.count < Table.pathCapacity, !bytes.contains(0) else { return nil }
    return Table.lock.withLock { () -> Slot? in
      Table.installHandlersOnce()
      guard let index = (0..<Table.slotCount).first(where: { Table.inUse[$0] == 0 }) else {
        return nil
      }
      let buffer = Table.paths + index * Table.pathCapacity
      for (offset, byte) in bytes.enumerated() { buffer[offset] = CChar(bitPattern: byte) }
      buffer[bytes.count] = 0
      Table.inUse[index] = 1
      return Slot(index: index)
    }
  }

  /// Takes a path out of the table once its file is gone or renamed.
  static func unregister(_ slot: Slot?) {
    guard let slot else { return }
    Table.lock.withLock { Table.inUse[slot.index] = 0 }
  }
}

/// The storage the signal handler reads: allocated once, never freed.
private enum Table {
  static let slotCount = 256
  static let pathCapacity = 4096
  nonisolated(unsafe) static let paths = UnsafeMutablePointer<CChar>.allocate(
    capacity: slotCount * pathCapacity)
  nonisolated(unsafe) static let inUse: UnsafeMutablePointer<Int32> = {
    let flags = UnsafeMutablePointer<Int32>.allocate(capacity: slotCount)
    flags.initialize(repeating: 0, count: slotCount)
    return flags
  }()
  static let lock = NSLock()
  nonisolated(unsafe) static var installed = false

  /// Installs the handler for each signal whose disposition is still the
  /// default, so a host program's own handlers are left alone.
  static func installHandlersOnce() {
    guard !installed else { return }
    installed = true
    _ = paths
    _ = inUse
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var current = sigaction()
      guard sigaction(signal, nil, &current) == 0, isDefault(current) else { continue }
      var action = sigaction()
      setHandler(&action, removeTemporaryFilesAndReraise)
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      _ = sigaction(signal, &action, nil)
    }
  }

  private static func isDefault(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
      return action.__sigaction_u.__sa_handler == nil
    #else
      return action.__sigaction_handler.sa_handler == nil
    #endif
  }

  private static func setHandler(
    _ action: inout sigaction, _ handler: @escaping @convention(c) (Int32) -> Void
  ) {
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
  }
}

/// The signal handler: unlinks every registered path, then lets the signal
/// do what it would have done (end the process with its status).
private func removeTemporaryFilesAndReraise(_ signal: Int32) {
  for index in 0..<Table.slotCount where Table.inUse[index] != 0 {
    unlink(Table.paths + index * Table.pathCapacity)
  }
  var action = sigaction()
  sigemptyset(&action.sa_mask)
  _ = sigaction(signal, &action, nil)
  raise(signal)
}
