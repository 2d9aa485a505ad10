/// The largest file of one kind ReviewReady reads, checked before reading,
/// so that a wrong file (a video, a sparse 1 GB file, a FIFO) fails at once
/// with a message instead of being read whole.
public struct FileSizeLimit: Sendable {
  /// What the file is, for messages: "an Info.plist", "a baseline".
  public let kind: String
  /// The largest size accepted, in bytes.
  public let maximumSize: Int

  /// Creates a limit.
  public init(_ kind: String, maximumSize: Int) {
    self.kind = kind
    self.maximumSize = maximumSize
  }

  /// Project files (Info.plist, .strings, .xcstrings, privacy manifests):
  /// 32 MiB. Real ones are kilobytes; large string catalogs a few MB.
  public static let projectFile = FileSizeLimit("a project file", maximumSize: 32 << 20)
  /// Rule packs, the catalog and pack tests: 4 MiB (the built-in catalog,
  /// the largest, is 34 KB).
  public static let pack = FileSizeLimit("a pack file", maximumSize: 4 << 20)
  /// Baselines (JSON reports): 16 MiB, like descriptions.
  public static let baseline = FileSizeLimit("a baseline", maximumSize: 16 << 20)
  /// Checklist files: 4 MiB (real ones are a few KB).
  public static let checklist = FileSizeLimit("a checklist file", maximumSize: 4 << 20)
  /// Report templates and partials: 1 MiB (the built-in HTML report
  /// template is 11 KB).
  public static let template = FileSizeLimit("a template", maximumSize: 1 << 20)

  /// Fails when `path` is not a regular file (a FIFO, a device) or is
  /// larger than the limit. A file that can't be examined is left to the
  /// read to report.
  public func check(_ path: String) throws(DiagnosticsError) {
    if let problem = problem(path) { throw DiagnosticsError([.error(at: .file(path), problem)]) }
  }

  /// What is wrong with the file at `path`, or nil when it may be read.
  public func problem(_ path: String) -> String? {
    // `stat` follows symbolic links to the file itself.
    guard let file = FileStatus(path) else { return nil }
    if file.kind != .regular { return problem(notRegular: file.kind) }
    return file.size > maximumSize ? problem(size: file.size) : nil
  }

  /// The bytes of the file at `path`, read once it passed the checks of
  /// ``check(_:)``, or nil when there is no such file. A file that can't
  /// be read is an error saying `unreadable`.
  public func contents(of path: String, unreadable: String = "cannot read the file")
    throws(DiagnosticsError) -> [UInt8]?
  {
    let message: String
    InputFiles.record(path)
    switch FileStatus.bytes(of: path, limit: maximumSize) {
    case .success(let bytes): return bytes
    case .failure(.missing): return nil
    case .failure(.notRegular(let kind)): message = problem(notRegular: kind)
    case .failure(.tooLarge(let size)): message = problem(size: size)
    case .failure(.unreadable): message = unreadable
    }
    throw DiagnosticsError([.error(at: .file(path), message)])
  }

  private func problem(notRegular kind: FileStatus.Kind) -> String {
    kind == .directory
      ? "is a folder; expected \(self.kind)"
      : "is not a regular file (a pipe or a device); expected \(self.kind)"
  }

  /// What a file of `size` bytes, over the limit, is told.
  public func problem(size: Int) -> String {
    "the file is \(Self.describe(size)); \(kind) may be at most "
      + "\(Self.describe(maximumSize)) (is this the right file?)"
  }

  /// `3 MB`, or bytes under one megabyte.
  static func describe(_ size: Int) -> String {
    size >= 1 << 20 ? "\(size >> 20) MB" : "\(size) bytes"
  }
}
