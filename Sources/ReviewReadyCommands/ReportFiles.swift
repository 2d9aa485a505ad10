import Diagnostics
import Foundation

/// Writes rendered reports: to standard output, to one file, or into a
/// directory. Every file is written atomically (a temporary file renamed
/// into place), so a failed run never leaves half a report.
enum ReportFiles {
  static func write(
    _ files: [(name: String, text: String)], output: String?, asDirectory: Bool, console: Console
  ) throws(DiagnosticsError) {
    guard let output else {
      console.out(files.map(\.text).joined())
      return
    }
    var isDirectory: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory)
    if asDirectory || (exists && isDirectory.boolValue) {
      do {
        try FileManager.default.createDirectory(
          atPath: output, withIntermediateDirectories: true)
      } catch {
        throw DiagnosticsError([.error(at: .file(output), "cannot create the directory")])
      }
      for file in files {
        try writeFile(file.text, to: (output as NSString).appendingPathComponent(file.name))
      }
    } else {
      try writeFile(files.map(\.text).joined(), to: output)
    }
  }

  /// Whether `--output PATH` names a folder whatever exists there: a path
  /// ending in `/` always does.
  static func namesDirectory(_ path: String) -> Bool {
    path.hasSuffix("/")
  }

  static func writeFile(_ text: String, to path: String) throws(DiagnosticsError) {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw DiagnosticsError([
        .error(at: .file(path), "cannot write the file (\(error.localizedDescription))")
      ])
    }
  }
}
