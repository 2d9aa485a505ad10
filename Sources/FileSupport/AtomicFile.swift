import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files whole or not at all: every report, baseline and checklist
/// file goes through here (its text through `OutputRedaction`: no secret,
/// no raw NUL), so a failed or killed run never leaves half a
/// file, and a run that writes several files replaces all of them or none.
public enum AtomicFile {
  /// One file to write: where, and the whole text.
  public struct Entry: Sendable, Equatable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
      self.path = path
      self.text = text
    }
  }

  /// Writes `text` to a temporary file beside `path`, flushed to disk, and
  /// renames it over `path`. An existing file's permissions are kept.
  public static func write(_ text: String, to path: String, replacing: Set<String> = [])
    throws(DiagnosticsError)
  {
    try write([Entry(path: path, text: text)], replacing: replacing)
  }

  /// Writes every entry or none. Each text first goes to a temporary file
  /// beside its path (flushed to disk); only when all of them are written
  /// are they renamed into place. Should a rename still fail, the files
  /// already replaced get their old contents back, so the folder is as it
  /// was. Several files are renamed under a journal (``WriteJournal``):
  /// should the process be killed between two renames, the next write into
  /// one of those folders completes them. Temporary files are removed when
  /// the process is interrupted before the renames (SIGINT, SIGTERM,
  /// SIGHUP), and those a killed run left behind are removed by the next
  /// write of the same file.
  ///
  /// Before anything is written, every path is compared with every file
  /// the run read (``OutputClash``): an output that would replace an input
  /// is an error. Missing folders above a path are made (``OutputFolders``). `replacing` names inputs that the output of the same path
  /// replaces on purpose (a checklist file that is updated).
  public static func write(_ entries: [Entry], replacing: Set<String> = [])
    throws(DiagnosticsError)
  {
    try OutputClash.check(
      outputs: entries.map(\.path), inputs: InputFiles.recorded, replacing: replacing)
    for entry in entries { try OutputFolders.create(above: entry.path) }
    WriteJournal.recover(in: entries.map { WriteJournal.folder(of: $0.path) })
    var staged: [StagedFile] = []
    for entry in entries {
      do {
        staged.append(try StagedFile(OutputRedaction.redacting(entry.text), for: entry.path))
      } catch {
        staged.forEach { $0.discard() }
        throw error
      }
    }
    var journal: WriteJournal?
    if staged.count > 1 {
      do {
        journal = try WriteJournal.begin(
          staged.map { ($0.temporary, $0.path) }, backups: staged.compactMap(\.backup))
      } catch {
        staged.forEach { $0.discard() }
        throw error
      }
      // Decided: a signal from now on must leave the staged files for the
      // journal's renames, not remove them.
      staged.forEach { $0.keepOnSignal() }
    }
    try commit(staged, journal: journal)
  }

  /// Renames every staged file into place, then ends the journal; on a
  /// failed rename, ends it and puts back the files already renamed.
  private static func commit(_ staged: [StagedFile], journal: WriteJournal?)
    throws(DiagnosticsError)
  {
    var replaced: [StagedFile] = []
    for (index, file) in staged.enumerated() {
      do {
        try file.commit()
        replaced.append(file)
        RenameKillHook.renamed(index + 1)
      } catch {
        journal?.end()
        staged[(index + 1)...].forEach { $0.discard() }
        let restored = replaced.reversed().allSatisfy { $0.restore() }
        var problems = error.diagnostics
        if !replaced.isEmpty {
          problems.append(
            restored
              ? Diagnostic(
                .note, at: .file(file.path),
                "the files written before it were put back as they were")
              : .error(
                at: .file(file.path),
                "could not put back every file written before it: "
                  + replaced.map(\.path).joined(separator: ", ")))
        }
        throw DiagnosticsError(problems)
      }
    }
    journal?.end()
    replaced.forEach { $0.finish() }
  }

  /// Completes the multi-file writes that killed runs left pending (their
  /// ``WriteJournal``s) in the folders `paths` write into: each path's
  /// folder, and the path itself when it is a folder (`--output reports/`).
  /// Every command calls it with the paths it names for writing before it
  /// reads anything, so that no run reads, reports on or stops before
  /// writing over a mix of old and new files; cheap (one listing per
  /// folder) and safe to repeat, since a journal whose process is still
  /// running is left alone.
  public static func completePendingWrites(for paths: [String]) {
    var folders: [String] = []
    for path in paths where !path.isEmpty {
      folders.append(WriteJournal.folder(of: path))
      if FileStatus(path)?.kind == .directory { folders.append(path) }
    }
    WriteJournal.recover(in: folders)
  }

  static func failure(_ path: String, _ message: String) -> DiagnosticsError {
    DiagnosticsError([.error(at: .file(path), message)])
  }
}

/// A file's new text, written to a temporary file beside it and not yet
/// renamed into place; with a hard link to the old file, so a failed
/// multi-file write can put it back.
private final class StagedFile {
  let path: String
  let temporary: String
  /// A hard link to the file being replaced, if there was one.
  let backup: String?
  /// Whether a file was there before.
  let replaces: Bool
  /// Where the temporary file and the backup are registered for removal
  /// on a signal.
  var temporarySlot: TemporaryFiles.Slot?
  var backupSlot: TemporaryFiles.Slot?

  init(_ text: String, for path: String) throws(DiagnosticsError) {
    self.path = path
    let folder = (path as NSString).deletingLastPathComponent
    let name = (path as NSString).lastPathComponent
    TemporaryFiles.removeAbandoned(of: name, in: folder)
    let temporary = TemporaryFiles.path(for: name, in: folder, kind: "tmp")
    // A new file gets 0644 less the umask; a replaced one keeps its mode.
    var mode: mode_t = 0o644
    var existing = stat()
    let replaces = stat(path, &existing) == 0
    if replaces {
      guard existing.st_mode & S_IFMT == S_IFREG else {
        throw AtomicFile.failure(path, "is not a regular file; refusing to replace it")
      }
      mode = existing.st_mode & 0o7777
    }
    let slot = TemporaryFiles.register(temporary)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard descriptor >= 0 else {
      TemporaryFiles.unregister(slot)
      throw AtomicFile.failure(path, "cannot create a temporary file beside it")
    }
    var ok = writeAll(Array(text.utf8), to: descriptor)
    if replaces { _ = fchmod(descriptor, mode) }
    if ok, fsync(descriptor) != 0 { ok = false }
    if close(descriptor) != 0 { ok = false }
    guard ok else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      TemporaryFiles.unregister(slot)
      throw AtomicFile.failure(path, "cannot write the file (\(reason))")
    }
    self.temporary = temporary
    self.replaces = replaces
    var backup: String?
    var backupSlot: TemporaryFiles.Slot?
    if replaces {
      let candidate = TemporaryFiles.path(for: name, in: folder, kind: "old")
      backupSlot = TemporaryFiles.register(candidate)
      if link(path, candidate) == 0 {
        backup = candidate
      } else {
        TemporaryFiles.unregister(backupSlot)
        backupSlot = nil
      }
    }
    self.backup = backup
    self.temporarySlot = slot
    self.backupSlot = backupSlot
  }

  /// Renames the temporary file over the real one.
  func commit() throws(DiagnosticsError) {
    guard rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      keepOnSignal()
      throw AtomicFile.failure(path, "cannot write the file (\(reason))")
    }
    keepOnSignal()
  }

  /// Takes the temporary file out of the signal handler's list.
  func keepOnSignal() {
    TemporaryFiles.unregister(temporarySlot)
    temporarySlot = nil
  }

  /// Puts the old file back after a commit (or removes a new one); true
  /// when the file is as it was before the write.
  func restore() -> Bool {
    defer {
      TemporaryFiles.unregister(backupSlot)
      backupSlot = nil
    }
    guard let backup else { return !replaces && unlink(path) == 0 }
    return rename(backup, path) == 0
  }

  /// Removes the temporary file of a write that will not happen.
  func discard() {
    unlink(temporary)
    if let backup { unlink(backup) }
    keepOnSignal()
    TemporaryFiles.unregister(backupSlot)
    backupSlot = nil
  }

  /// Removes the backup once every file is in place.
  func finish() {
    if let backup { unlink(backup) }
    TemporaryFiles.unregister(backupSlot)
    backupSlot = nil
  }
}

/// Writes every byte to `descriptor`, retrying short and interrupted
/// writes; false on an error.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
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
