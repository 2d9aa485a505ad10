import Foundation

/// The files a run has read, so that its writes can refuse to replace one
/// of them (`OutputClash` in FileSupport). Every reader of a user's file
/// records the path it opened: `FileSizeLimit.contents`, the pack,
/// configuration and baseline reader, template folders and project files.
///
/// Off until ``startRecording()``: the command-line tool turns it on for
/// its one run; a library caller that reads and writes the same files over
/// a long life (an editor) leaves it off.
public enum InputFiles {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var recording = false
  nonisolated(unsafe) private static var paths: [String] = []
  nonisolated(unsafe) private static var seen: Set<String> = []

  /// Starts recording the paths read from now on.
  public static func startRecording() {
    lock.withLock { recording = true }
  }

  /// Notes that the file at `path` was read (nothing while not recording).
  public static func record(_ path: String) {
    lock.withLock {
      guard recording, seen.insert(path).inserted else { return }
      paths.append(path)
    }
  }

  /// The paths recorded so far, in the order they were first read.
  public static var recorded: [String] {
    lock.withLock { paths }
  }
}
