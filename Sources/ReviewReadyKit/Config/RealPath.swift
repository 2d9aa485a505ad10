#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path with every link, `.` and `..` resolved (`realpath`), so two
/// names of one file compare equal: the same pack named by `--pack` and
/// by the configuration is loaded once.
enum RealPath {
  /// The real path of `path`, or nil when it doesn't exist.
  static func of(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
