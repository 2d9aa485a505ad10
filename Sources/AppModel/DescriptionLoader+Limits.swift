import Diagnostics
import Foundation

extension DescriptionLoader {
  /// The largest description accepted, in bytes (16 MiB). A real one is a
  /// few kilobytes; the limit stops a wrong file (a video, a log) from being
  /// read whole before the YAML parser gives up on it.
  public static let maximumSize = 16 * 1024 * 1024

  /// The most items any list of a description holds, and keys any mapping
  /// (2,000): more features, screens, permissions, locales or data items
  /// than any app has, and small enough that an audit of that many stays
  /// well under a second. A longer list is an error at its position.
  public static let maximumItems = 2_000

  /// The most YAML nodes (scalars, lists and mappings) a description may
  /// have (200,000; a real one has hundreds to a few thousand), so that a
  /// 16 MB file of tiny values fails while it is parsed.
  public static let maximumNodes = 200_000

  /// The checks a description file passes before it is read: a regular
  /// file of at most `maximumSize` bytes.
  static let sizeLimit = FileSizeLimit("a description", maximumSize: maximumSize)

  static func tooLarge(_ file: String, size: Int) -> DiagnosticsError {
    DiagnosticsError([.error(at: .file(file), sizeLimit.problem(size: size))])
  }
}
