import Diagnostics
import Foundation

/// Reading project files and naming them in messages.
public enum ProjectFileSystem {
  /// The bytes of the file at `path`, or a diagnostic naming the file; a
  /// file over `limit` (``FileSizeLimit/projectFile`` by default) or not a
  /// regular file is refused, through the bounded reader: it is never read
  /// past `limit + 1` bytes, whatever its size says or it grows to while
  /// read (a `/proc` file, whose size reads 0, included).
  public static func bytes(of path: String, limit: FileSizeLimit = .projectFile)
    throws(DiagnosticsError) -> [UInt8]
  {
    guard let bytes = try limit.contents(of: path) else {
      throw DiagnosticsError([.error(at: .file(path), "no such file")])
    }
    return bytes
  }

  /// The names in the folder at `path`, sorted (none when it can't be listed).
  public static func names(in path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
  }

  /// Whether something exists at `path`.
  public static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: path)
  }

  /// Whether `path` is an existing folder.
  public static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// `path` resolved against the folder `base` (kept when absolute), with
  /// `.` and `..` steps folded, so that messages show short, stable paths:
  /// `Samples/` + `Journal/../Journal/Info.plist` → `Samples/Journal/Info.plist`.
  public static func join(_ base: String, _ path: String) -> String {
    if path.hasPrefix("/") { return normalize(path) }
    if base.isEmpty || base == "." { return normalize(path) }
    return normalize(base.hasSuffix("/") ? base + path : base + "/" + path)
  }

  /// Folds `.` and `..` steps and repeated slashes; a leading `..` that
  /// can't be folded stays.
  public static func normalize(_ path: String) -> String {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        if let last = parts.last, last != ".." {
          parts.removeLast()
        } else if !absolute {
          parts.append(part)
        }
      default: parts.append(part)
      }
    }
    let joined = parts.joined(separator: "/")
    if absolute { return "/" + joined }
    return joined.isEmpty ? "." : joined
  }

  /// The folder part of `path` (`""` for a bare file name).
  public static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// `path` written relative to the folder `base`, when both are relative
  /// to the same place (or both absolute): how a description beside
  /// `base` should name the file.
  public static func relative(_ path: String, from base: String) -> String {
    let target = normalize(path).split(separator: "/").map(String.init)
    let from = normalize(base.isEmpty ? "." : base).split(separator: "/").map(String.init)
      .filter { $0 != "." }
    guard path.hasPrefix("/") == base.hasPrefix("/") else { return path }
    var common = 0
    while common < target.count, common < from.count, target[common] == from[common],
      from[common] != ".."
    {
      common += 1
    }
    // A `..` left in the base can't be undone without knowing the folder.
    guard !from[common...].contains("..") else { return path }
    let steps = Array(repeating: "..", count: from.count - common) + target[common...]
    return steps.isEmpty ? "." : steps.joined(separator: "/")
  }
}
