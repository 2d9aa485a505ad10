import Catalog
import CodeScan
import Diagnostics
import Foundation
import ProjectFiles
import RuleBinding

/// The code evidence of one pack test: `NAME.scan.json` beside the test
/// description `NAME.reviewready.yaml`, in the form `reviewready scan
/// --format json` writes (a test can hold a real scan, or evidence written
/// by hand). Its `root` is relative to the test's folder, and the scan is
/// taken to have looked for every resource and required-reason category of
/// the catalog, so that a test of an unused key needs no evidence at all.
package enum PackTestEvidence {
  /// The sidecar's path for the test description at `file`.
  static func path(forTest file: String) -> String {
    let stem =
      file.hasSuffix(".reviewready.yaml")
      ? String(file.dropLast(".reviewready.yaml".count)) : String(file.dropLast(".yaml".count))
    return stem + ".scan.json"
  }

  /// The evidence beside the test at `file`, nil when there is none; a
  /// file that can't be read as scan output is an error at it.
  package static func load(forTest file: String, catalog: Catalog) throws(DiagnosticsError)
    -> ScannedCode?
  {
    let path = path(forTest: file)
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    try FileSizeLimit.pack.check(path)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw DiagnosticsError([.error(at: .file(path), "the file can't be read")])
    }
    let result: ScanResult
    do {
      result = try JSONDecoder().decode(ScanResult.self, from: data)
    } catch {
      throw DiagnosticsError([
        .error(
          at: .file(path),
          "not the JSON reviewready scan --format json writes (root, files, evidence): "
            + "\(Self.reason(error))")
      ])
    }
    let folder = ProjectFileSystem.join(
      ProjectFileSystem.directory(of: file), SourceScanner.sourceRoot(of: result.root))
    return ScannedCode(
      result: result, folder: folder,
      resources: Set(catalog.resources.keys.map(\.rawValue))
        .union(catalog.requiredReasons.categories.keys))
  }

  /// What JSONDecoder says went wrong, in a line.
  private static func reason(_ error: Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context)).\(key.stringValue) is missing".trimmingCharacters(
        in: CharacterSet(charactersIn: "."))
    case .typeMismatch(_, let context), .valueNotFound(_, let context),
      .dataCorrupted(let context):
      let place = path(context)
      return (place.isEmpty ? "" : "\(place): ") + context.debugDescription
    @unknown default: return "\(error)"
    }
  }
}
