import Foundation

/// A fresh folder under the system's temporary directory, removed when the
/// test is done with it (`defer { folder.remove() }`).
public struct TemporaryFolder: Sendable {
  /// The folder.
  public let url: URL

  /// Creates `rr-PREFIX-UUID/`.
  public init(_ prefix: String) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rr-\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The path of `relative` inside the folder.
  public func path(_ relative: String) -> String {
    url.appendingPathComponent(relative).path
  }

  /// Writes `text` to `relative`, creating folders on the way.
  @discardableResult
  public func write(_ text: String, to relative: String) throws -> String {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file.path
  }

  /// Copies a file of the repository (`Samples/x.reviewready.yaml`) to `relative`.
  @discardableResult
  public func copy(repositoryFile: String, to relative: String) throws -> String {
    let text = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent(repositoryFile), encoding: .utf8)
    return try write(text, to: relative)
  }

  /// Removes the folder and everything in it.
  public func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
