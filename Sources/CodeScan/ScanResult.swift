/// What one `reviewready scan` found: the evidence, in file and line
/// order, the number of source files read, and what was left out and why.
public struct ScanResult: Sendable, Equatable, Codable {
  /// A folder or file the scan did not read, with the reason
  /// (`test code`, `vendored: Pods`, `larger than 2 MB`, `unreadable`).
  public struct Skipped: Sendable, Equatable, Codable {
    public var path: String
    public var reason: String
    public init(path: String, reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// The scanned folder, as the user named it.
  public var root: String
  /// Source files read (`.swift`, `.m`, `.mm`, `.h`).
  public var files: Int
  public var evidence: [Evidence]
  /// Folders and files left out, in path order.
  public var skipped: [Skipped]
  /// Files read with a caveat (invalid UTF-8 replaced), in path order.
  public var notes: [Skipped]

  public init(
    root: String, files: Int, evidence: [Evidence], skipped: [Skipped] = [],
    notes: [Skipped] = []
  ) {
    self.root = root
    self.files = files
    self.evidence = evidence
    self.skipped = skipped
    self.notes = notes
  }
}
