import Diagnostics
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one check that an output never replaces an input: every write of
/// every command (`AtomicFile.write`) compares each path it is about to
/// write with each file the run has read (``InputFiles``), before it
/// writes anything.
///
/// Two paths are the same file when `stat` (which follows symbolic links)
/// gives the same device and inode: that covers a symbolic or hard link to
/// the input, `..` and `.` in the path, and another spelling of the name on
/// a case-insensitive volume (macOS's default, a mounted FAT or SMB share),
/// which opens the same file, with no need to guess the volume's rules. A
/// path that doesn't exist yet is no file any run read.
public enum OutputClash {
  /// Fails, with one line per clash naming both paths, when a path of
  /// `outputs` is the same file as one of `inputs`. An input whose path is
  /// in `replacing` may be replaced by the output of that same path (the
  /// checklist file `checklist mark` updates on purpose), and by no other.
  public static func check(
    outputs: [String], inputs: [String], replacing: Set<String> = []
  ) throws(DiagnosticsError) {
    let written = outputs.compactMap { path in FileIdentity(path).map { (path, $0) } }
    guard !written.isEmpty else { return }
    var problems: [Diagnostic] = []
    for input in inputs {
      guard let identity = FileIdentity(input) else { continue }
      for (output, outputIdentity) in written where outputIdentity == identity {
        if replacing.contains(input), input == output { continue }
        problems.append(clash(output: output, input: input))
      }
    }
    guard problems.isEmpty else { throw DiagnosticsError(problems) }
  }

  /// The message for writing `output`, which is the file read as `input`.
  static func clash(output: String, input: String) -> Diagnostic {
    let same = output == input ? "" : " (\(Quoted.quote(input)), the same file)"
    return .error(
      at: .file(output),
      "is an input of this run\(same); writing it would replace what was read, "
        + "so nothing was written: give another output path")
  }

  /// A file's device and inode.
  struct FileIdentity: Equatable {
    let device: UInt64
    let inode: UInt64

    init?(_ path: String) {
      var status = stat()
      guard !path.isEmpty, stat(path, &status) == 0 else { return nil }
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
    }
  }
}
