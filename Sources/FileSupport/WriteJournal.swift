import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The journal that makes a multi-file write all-or-nothing even when the
/// process is killed between its renames (`kill -9`, a power cut of the
/// CI runner's container).
///
/// Once every new file is staged beside its target, `AtomicFile` writes
/// the list of renames still to do — temporary file, target — into a
/// journal, one copy in each folder written to (`.reviewready-journal.PID.
/// RANDOM`, itself written to a temporary file, flushed and renamed, so a
/// journal is whole or absent). From then on the write is decided: the
/// renames follow, and the journal is removed after the last one. A run
/// killed in between leaves the journal; the next write into any of those
/// folders finds it (its process is gone), renames the temporary files
/// still there into place — a rename already done left no temporary file
/// — and removes it with the links to the replaced files. So the folder holds the old files, or, once the next
/// write has run, all the new ones; never a mix after that.
struct WriteJournal {
  static let prefix = ".reviewready-journal."
  static let stagingPrefix = ".reviewready-journal-tmp."

  /// The journal's copies, one per folder.
  let copies: [String]

  /// Writes the journal of `renames` into each of their folders; nil with
  /// nothing written when one copy can't be written.
  static func begin(
    _ renames: [(temporary: String, target: String)], backups: [String]
  ) throws(DiagnosticsError) -> WriteJournal {
    let folders = Array(Set(renames.map { folder(of: $0.target) })).sorted()
    let name = "\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
    let copies = folders.map { join($0, prefix + name) }
    let document: [String: Any] = [
      "renames": renames.map { [$0.temporary, $0.target] }, "journals": copies,
      "backups": backups,
    ]
    guard let data = try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    else { throw AtomicFile.failure(copies[0], "cannot encode the write's journal") }
    var written: [String] = []
    for (folder, copy) in zip(folders, copies) {
      let staging = join(folder, stagingPrefix + name)
      guard writeSynced(Array(data), to: staging), rename(staging, copy) == 0 else {
        unlink(staging)
        written.forEach { unlink($0) }
        throw AtomicFile.failure(copy, "cannot write the write's journal beside it")
      }
      written.append(copy)
    }
    return WriteJournal(copies: copies)
  }

  /// Removes the journal once every rename is done (or undone).
  func end() {
    copies.forEach { unlink($0) }
  }

  /// Completes the writes that killed runs left journals of in `folders`,
  /// and removes their half-written journals.
  static func recover(in folders: [String]) {
    for folder in Set(folders) {
      let directory = folder.isEmpty ? "." : folder
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
        continue
      }
      for name in names {
        if name.hasPrefix(stagingPrefix), ownerIsGone(name.dropFirst(stagingPrefix.count)) {
          unlink(join(directory, name))
        } else if name.hasPrefix(prefix), ownerIsGone(name.dropFirst(prefix.count)) {
          complete(join(directory, name))
        }
      }
    }
  }

  /// Does the renames the journal at `path` lists whose temporary file is
  /// still there, then removes every copy of the journal.
  ///
  /// A journal is a file in a folder others may write to (a checked-out
  /// repository's `reports/`), so only what the run that wrote it could
  /// have listed is acted on: a rename of a temporary file named for its
  /// target by the journal's process (`.NAME.PID.N.tmp`) beside that
  /// target, the links to replaced files (`.NAME.PID.N.old`), and copies of
  /// the journal of the same name. A forged journal can't move or remove
  /// any other file.
  static func complete(_ path: String) {
    let name = (path as NSString).lastPathComponent
    let pid = name.dropFirst(prefix.count).split(separator: ".").first.map(String.init) ?? ""
    guard let data = FileStatus.contents(of: path, limit: 16 << 20),
      let document = try? JSONSerialization.jsonObject(with: Data(data)) as? [String: Any],
      let renames = document["renames"] as? [[String]],
      let copies = document["journals"] as? [String]
    else {
      unlink(path)
      return
    }
    for pair in renames
    where pair.count == 2 && isStaged(pair[0], for: pair[1], pid: pid, kind: "tmp")
      && access(pair[0], F_OK) == 0
    {
      rename(pair[0], pair[1])
    }
    // The links to the replaced files, kept for undoing a failed rename.
    let backups = (document["backups"] as? [String] ?? []).filter { backup in
      renames.contains { $0.count == 2 && isStaged(backup, for: $0[1], pid: pid, kind: "old") }
    }
    let journals = copies.filter { ($0 as NSString).lastPathComponent == name }
    (backups + journals + [path]).forEach { unlink($0) }
  }

  /// Whether `file` is a staged file of `kind` (`tmp`, `old`) that process
  /// `pid` made for `target`: `.NAME.PID.N.kind` in the target's folder.
  static func isStaged(_ file: String, for target: String, pid: String, kind: String) -> Bool {
    guard folder(of: file) == folder(of: target) else { return false }
    let targetName = (target as NSString).lastPathComponent
    let stagedPrefix = ".\(targetName).\(pid)."
    let fileName = (file as NSString).lastPathComponent
    guard !targetName.isEmpty, targetName != ".", targetName != "..",
      fileName.hasPrefix(stagedPrefix), fileName.hasSuffix(".\(kind)")
    else { return false }
    let middle = fileName.dropFirst(stagedPrefix.count).dropLast(kind.count + 1)
    return UInt32(middle) != nil
  }

  /// Whether the process named by `PID.RANDOM` has ended.
  private static func ownerIsGone(_ suffix: Substring) -> Bool {
    let parts = suffix.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil else {
      return false
    }
    return pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
  }

  static func folder(of path: String) -> String {
    (path as NSString).deletingLastPathComponent
  }

  private static func join(_ folder: String, _ name: String) -> String {
    folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
  }

  /// Writes `bytes` to a new file at `path` and flushes it to disk.
  private static func writeSynced(_ bytes: [UInt8], to path: String) -> Bool {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return false }
    var ok = writeAll(bytes, to: descriptor)
    if fsync(descriptor) != 0 { ok = false }
    if close(descriptor) != 0 { ok = false }
    return ok
  }
}

/// A test hook: with `REVIEWREADY_TEST_KILL_AFTER_RENAME=K` in the
/// environment, a multi-file write kills its own process (SIGKILL, which
/// nothing can catch or clean up after) right after its K-th rename, as a
/// crash or `kill -9` between two renames would.
enum RenameKillHook {
  static let afterRename: Int? = ProcessInfo.processInfo.environment[
    "REVIEWREADY_TEST_KILL_AFTER_RENAME"
  ].flatMap { Int($0) }

  static func renamed(_ count: Int) {
    if let afterRename, afterRename == count { kill(getpid(), SIGKILL) }
  }
}
