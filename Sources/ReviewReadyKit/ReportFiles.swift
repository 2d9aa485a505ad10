import Audit
import Diagnostics
import FileSupport
import Foundation

/// One rendered report and the file name it gets in an output folder.
public struct ReportFile: Sendable, Equatable {
  /// `photo-journal.md`, `reviewready.sarif`.
  public var name: String
  public var text: String

  public init(name: String, text: String) {
    self.name = name
    self.text = text
  }
}

/// Writes rendered reports to one file or into a folder. All the files of
/// one run are written together (`AtomicFile`): every one of them or none,
/// and never half a report.
public enum ReportFiles {
  /// Writes `files` into the folder `output` (created if needed) when
  /// `asDirectory` or when `output` is an existing folder; else all of them,
  /// one after the other, to the file `output`. `alongside` (a baseline, say)
  /// is written in the same all-or-none step.
  public static func write(
    _ files: [ReportFile], to output: String, asDirectory: Bool,
    alongside: [AtomicFile.Entry] = []
  ) throws(DiagnosticsError) {
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
    guard asDirectory || (exists && isDirectory.boolValue) else {
      try AtomicFile.write(
        [AtomicFile.Entry(path: output, text: files.map(\.text).joined())] + alongside)
      return
    }
    let entries = files.map { file in
      AtomicFile.Entry(
        path: (output as NSString).appendingPathComponent(file.name), text: file.text)
    }
    // Checked before the folder is made too: a clash leaves no trace.
    try OutputClash.check(
      outputs: (entries + alongside).map(\.path), inputs: InputFiles.recorded)
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    } catch {
      throw DiagnosticsError([.error(at: .file(output), "cannot create the directory")])
    }
    try AtomicFile.write(entries + alongside)
  }

  /// Whether `--output PATH` names a folder whatever exists there: a path
  /// ending in `/` always does.
  public static func namesDirectory(_ path: String) -> Bool {
    path.hasSuffix("/")
  }
}
