import Catalog
import CodeScan
import Diagnostics
import YAMLDecoding

extension TeamConfig {
  /// The `scan:` section of `.reviewready.yml`: what `reviewready scan`
  /// leaves out, and the calls of the team's own SDKs that ask for or use a
  /// protected resource, in the catalog's `code` format plus `resource`.
  public struct ScanSettings: Sendable, Equatable {
    /// Folders or files the scan leaves out, as paths from the working
    /// directory (the file writes them relative to its own folder, as
    /// `packs`).
    public var exclude: [String]
    /// The team's APIs, in the file's order, with where each was written.
    public var apis: [CodeAPIEntry]

    public init(exclude: [String] = [], apis: [CodeAPIEntry] = []) {
      self.exclude = exclude
      self.apis = apis
    }

    /// The team's APIs, for the scanner (beside `Catalog.codeAPIs`).
    public var codeAPIs: [CodeAPI] { apis.map(\.api) }
  }

  /// Every `scan.apis` entry whose resource is not one of the catalog's, or
  /// that names a level its resource doesn't have (nor `none`), as
  /// positioned errors with the closest name. The loader reads the file
  /// without the catalog, so this is checked once both are loaded, as
  /// `unknownRules(in:)` is.
  public func invalidScanAPIs(in catalog: Catalog) -> [Diagnostic] {
    let names = catalog.resources.keys.map(\.rawValue).sorted()
    return scan.apis.flatMap { entry -> [Diagnostic] in
      guard let resource = catalog.resource(named: entry.api.resource) else {
        let problem = DecodingProblem.notOneOf(
          entry.api.resource, kind: "a resource of the catalog", valid: names)
        return [
          .error(at: entry.locations["resource"], "\(entry.path).resource: \(problem.message)")
        ]
      }
      return entry.levelProblems(in: resource).map(\.diagnostic)
    }
  }
}
