#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's environment variables, only those asked for, read with
/// `getenv`: `ProcessInfo.processInfo.environment` builds a dictionary of
/// every variable each time it is read, a cost paid at every start.
public enum ProcessEnvironment {
  /// The variables among `names` that are set (an empty value counts as
  /// set), by name.
  public static func values(_ names: String...) -> [String: String] {
    var values: [String: String] = [:]
    for name in names {
      if let value = getenv(name) { values[name] = String(cString: value) }
    }
    return values
  }
}
