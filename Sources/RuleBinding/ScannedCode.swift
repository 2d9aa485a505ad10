import CodeScan

/// The code evidence an audit compares with the description: one scan of
/// the app's sources (`reviewready audit --scan PATH`, or the description's
/// `app.sources`), made by the caller (ReviewReadyKit's `CodeScanning`) and
/// handed to the engine, which reads no source folder itself.
public struct ScannedCode: Sendable, Equatable {
  /// What the scan found.
  public var result: ScanResult
  /// The folder the evidence's `file`s are relative to, as the working
  /// directory sees it (so the places printed are the ones editors open).
  public var folder: String
  /// The resources the scan had APIs for (the catalog's and the team's):
  /// only their keys can be judged as used or unused.
  public var resources: Set<String>

  /// `folder` defaults to the folder `result.root` stands for (the folder
  /// holding an `.xcodeproj` or a `project.yml`).
  public init(result: ScanResult, folder: String? = nil, resources: Set<String>) {
    self.result = result
    self.folder = folder ?? SourceScanner.sourceRoot(of: result.root)
    self.resources = resources
  }
}
