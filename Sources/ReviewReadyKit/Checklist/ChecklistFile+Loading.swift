import Audit
import Diagnostics

extension ChecklistFile {
  /// Reads the checklist at `path`; an empty checklist when there is no
  /// file yet. A file that can't be read, isn't YAML or doesn't have the
  /// checklist's shape is every problem, with its position.
  public static func load(path: String) throws(DiagnosticsError) -> ChecklistFile {
    guard
      let bytes = try FileSizeLimit.checklist.contents(
        of: path, unreadable: "cannot read the checklist file")
    else { return ChecklistFile(path: path) }
    return try decode(bytes: bytes, file: path)
  }
}
