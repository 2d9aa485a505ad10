import Foundation

/// Where the repository and the shared test data are, found from this file's
/// own path so tests work from any working directory.
public enum TestPaths {
  /// The repository root (the folder holding Package.swift).
  public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TestSupport
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// `Samples/` in the repository.
  public static var samples: URL { repositoryRoot.appendingPathComponent("Samples") }

  /// A folder of `../shared/testdata/` (data others wrote, read in place and
  /// never copied into the repository), or nil when this checkout has none.
  public static func sharedTestData(_ name: String) -> URL? {
    let url = repositoryRoot.deletingLastPathComponent()
      .appendingPathComponent("shared/testdata/\(name)")
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return nil }
    return url
  }

  /// The sample descriptions, sorted by name.
  public static func sampleDescriptions() -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
    return names.filter { $0.hasSuffix(".reviewready.yaml") }.sorted()
      .map { samples.appendingPathComponent($0) }
  }
}
