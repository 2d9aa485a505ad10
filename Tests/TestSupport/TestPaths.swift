import Foundation
import Testing

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

  /// Whether this checkout has `../shared/testdata/NAME`. Tests that read it
  /// take `.enabled(if: hasSharedTestData(NAME), sharedTestDataAbsent(NAME))`,
  /// so that a clone without it skips them instead of failing.
  public static func hasSharedTestData(_ name: String) -> Bool {
    sharedTestData(name) != nil
  }

  /// The standard message of a test skipped because `../shared/testdata/NAME`
  /// is absent.
  public static func sharedTestDataAbsent(_ name: String) -> Comment {
    Comment(
      rawValue: "../shared/testdata/\(name) is absent beside this checkout; "
        + "the tests that read it are skipped")
  }

  /// The sample descriptions, sorted by name.
  public static func sampleDescriptions() -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: samples.path)) ?? []
    return names.filter { $0.hasSuffix(".reviewready.yaml") }.sorted()
      .map { samples.appendingPathComponent($0) }
  }
}
