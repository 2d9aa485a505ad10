import Diagnostics
import Foundation

extension Template {
  /// The largest template file read, in bytes (``FileSizeLimit/template``,
  /// 1 MiB; the built-in HTML report template is 11 KB).
  public static let maximumFileSize = FileSizeLimit.template.maximumSize

  /// Why the file at `path` is not read (too large, or not a regular file),
  /// or nil. A file that can't be examined is left to the read to report.
  static func fileProblem(_ path: String) -> String? {
    // Through symbolic links to the file itself.
    let resolved = FileStatus.realPath(path) ?? path
    if resolved.hasPrefix("/proc/") || resolved.hasPrefix("/sys/") || resolved.hasPrefix("/dev/") {
      return "\(Quoted.quote(resolved)) is a file of /proc, /sys or /dev, not a template"
    }
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: resolved) else {
      return nil
    }
    if let type = attributes[.type] as? FileAttributeType, type != .typeRegular {
      return "not a regular file (a folder, a pipe or a device)"
    }
    guard let size = (attributes[.size] as? NSNumber)?.intValue, size > maximumFileSize else {
      return nil
    }
    return "the file is \(size) bytes; a template may be at most \(maximumFileSize) bytes"
  }
}
