import AppModel
import Audit
import Catalog
import CodeScan
import Diagnostics
import FileSupport
import Foundation
import RuleBinding

/// The library's entry point for `reviewready scan` and `audit --scan`:
/// the catalog's knowledge of permission APIs and the team's
/// (`.reviewready.yml`, `scan.apis`), the folders the team leaves out
/// (`scan.exclude`), and the scan of one source folder.
public enum CodeScanning {
  /// Scans `path` (a folder, an `.xcodeproj` or a `project.yml`), leaving
  /// out `exclude` (paths from the working directory) beside what the
  /// configuration excludes. Throws a positioned error for an invalid
  /// configuration or a missing folder.
  public static func scan(
    _ path: String, configuration source: Auditor.ConfigurationSource, exclude: [String] = []
  ) throws(DiagnosticsError) -> ScanResult {
    let catalog = try BuiltInChecklists.loadCatalog()
    // The folder scanned finds its configuration, as a description does.
    var source = source
    if case .search = source {
      let isFolder = FileStatus(path)?.kind == .directory
      source = .search(from: isFolder ? path : TeamConfigLoader.folder(of: path))
    }
    let configuration = try Auditor.configuration(source)
    let invalid = configuration?.files.flatMap { $0.invalidScanAPIs(in: catalog) } ?? []
    guard invalid.isEmpty else { throw DiagnosticsError(invalid) }
    return try scanner(catalog: catalog, configuration: configuration, exclude: exclude).scan(path)
  }

  /// Scans `path` for an audit, with the APIs and exclusions of `catalog`
  /// and `configuration` (already checked against each other): the
  /// evidence, and the resources the scan could see.
  public static func scanForAudit(
    _ path: String, catalog: Catalog, configuration: ConfigChain?
  ) throws(DiagnosticsError) -> ScannedCode {
    let scanner = scanner(catalog: catalog, configuration: configuration, exclude: [])
    return ScannedCode(
      result: try scanner.scan(path),
      resources: Set(apis(catalog: catalog, configuration: configuration).map(\.resource)))
  }

  /// The code of `description`'s `app.sources` (relative to its folder),
  /// or nil when it names none. A folder that isn't there is an error at
  /// the `sources` line.
  static func scanSources(
    of description: AppDescription, catalog: Catalog, configuration: ConfigChain?
  ) throws(DiagnosticsError) -> ScannedCode? {
    guard let sources = description.app.sources else { return nil }
    let folder = (description.file as NSString).deletingLastPathComponent
    let path =
      sources.hasPrefix("/") || folder.isEmpty ? sources : folder + "/" + sources
    do {
      return try scanForAudit(path, catalog: catalog, configuration: configuration)
    } catch {
      let place = description.app.locations["sources"]
      throw DiagnosticsError(
        error.diagnostics.map { .error(at: place, "app.sources: \($0.location): \($0.message)") })
    }
  }

  /// The APIs a scan looks for: the catalog's, then the team's.
  static func apis(catalog: Catalog, configuration: ConfigChain?) -> [CodeAPI] {
    catalog.codeAPIs + (configuration?.scan.codeAPIs ?? [])
  }

  private static func scanner(catalog: Catalog, configuration: ConfigChain?, exclude: [String])
    -> SourceScanner
  {
    let excluded = exclude + (configuration?.scan.exclude ?? [])
    let working = FileManager.default.currentDirectoryPath
    let absolute = excluded.map { $0.hasPrefix("/") ? $0 : working + "/" + $0 }
    return SourceScanner(
      apis: APIIndexing(apis(catalog: catalog, configuration: configuration)),
      options: SourceScanner.Options(exclude: absolute))
  }
}
