import Audit
import CodeScan
import Diagnostics
import Foundation

/// The library's entry point for `reviewready scan`: the catalog's
/// knowledge of permission APIs and the team's (`.reviewready.yml`,
/// `scan.apis`), the folders the team leaves out (`scan.exclude`), and
/// the scan of one source folder.
public enum CodeScanning {
  /// Scans `path` (a folder, an `.xcodeproj` or a `project.yml`), leaving
  /// out `exclude` (paths from the working directory) beside what the
  /// configuration excludes. Throws a positioned error for an invalid
  /// configuration or a missing folder.
  public static func scan(
    _ path: String, configuration source: Auditor.ConfigurationSource, exclude: [String] = []
  ) throws(DiagnosticsError) -> ScanResult {
    let catalog = try BuiltInChecklists.loadCatalog()
    let configuration = try Auditor.configuration(source)
    var apis = catalog.codeAPIs
    var excluded = exclude
    if let configuration {
      let invalid = configuration.invalidScanAPIs(in: catalog)
      guard invalid.isEmpty else { throw DiagnosticsError(invalid) }
      apis += configuration.scan.codeAPIs
      excluded += configuration.scan.exclude
    }
    let working = FileManager.default.currentDirectoryPath
    let absolute = excluded.map { $0.hasPrefix("/") ? $0 : working + "/" + $0 }
    let scanner = SourceScanner(
      apis: APIIndexing(apis), options: SourceScanner.Options(exclude: absolute))
    return try scanner.scan(path)
  }
}
