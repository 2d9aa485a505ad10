import Audit
import Diagnostics
import Foundation

/// Loads what every auditing command needs once per run: the catalog, the
/// built-in packs and any `--pack` given.
enum AuditSetup {
  /// The engine, or every problem found in the catalog and packs.
  static func engine(extraPacks: [String]) throws(DiagnosticsError) -> AuditEngine {
    try BuiltInChecklists.engine(adding: expand(extraPacks))
  }

  /// `--pack` values: files as given, folders as their `*.yaml` files.
  static func expand(_ paths: [String]) -> [PackSource] {
    paths.flatMap { path -> [PackSource] in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return [PackSource(path: path)] }
      let folder = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
      return PackSource.packs(in: .disk(folder))
    }
  }

  /// Today's date (UTC, YYYY-MM-DD), or the date of `SOURCE_DATE_EPOCH`
  /// so that runs are reproducible.
  static func today(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
    let date =
      environment["SOURCE_DATE_EPOCH"].flatMap(TimeInterval.init).map(
        Date.init(timeIntervalSince1970:))
      ?? Date()
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd"
    return formatter.string(from: date)
  }
}
