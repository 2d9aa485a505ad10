import Foundation
import TestSupport
import Testing

/// A real app of `../shared/testdata/real-sources` as a team runs the tool
/// on it: `import --project` into a temporary description, then
/// `audit --scan` of its code, in JSON.
struct RealSourcesAudit {
  /// The app's folder in the shared test data.
  var root: URL
  /// The audit's findings, as the JSON report lists them.
  var findings: [[String: Any]]

  /// Imports `app`'s `project` (relative to its folder) and audits it with
  /// its code scanned; an import that fails is an issue of the calling test.
  init(app: String, project: String) throws {
    root = try #require(TestPaths.sharedTestData("real-sources")).appendingPathComponent(app)
    let folder = try TemporaryFolder("real-sources")
    defer { folder.remove() }
    let description = folder.path("\(app).reviewready.yaml")
    let imported = try ReviewReadyBinary.run(
      ["import", "--project", root.appendingPathComponent(project).path, "-o", description])
    #expect(imported.status == 0, "\(imported.standardError)")
    let audit = try ReviewReadyBinary.run(
      ["audit", "--no-config", "--scan", root.path, "--format", "json", description])
    let json = try JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8))
    findings = (json as? [String: Any])?["findings"] as? [[String: Any]] ?? []
  }
}
