import Diagnostics
import Foundation
import Parallelism

/// Scans an app's source folder for evidence: walks it (never following
/// symbolic links), leaves out test code, previews, dependency managers'
/// and build folders and vendored SDKs (and what the team excludes),
/// reads every `.swift`, `.m`, `.mm` and `.h` file within the size limit,
/// and collects every file's evidence, in path order.
public struct SourceScanner: Sendable {
  /// What the scan leaves out and how much it reads.
  public struct Options: Sendable {
    /// Paths the scan leaves out: relative to the scanned folder, or
    /// absolute (`.reviewready.yml`'s `scan.exclude`).
    public var exclude: [String]
    /// Files larger than this are left out (generated code, mostly).
    public var maximumFileSize: Int
    /// The scan stops after this many source files.
    public var maximumFiles: Int
    /// Folders deeper than this are left out.
    public var maximumDepth: Int
    /// The walk stops after looking at this many folders and files (of
    /// any kind); real apps have a few thousand.
    public var maximumEntries: Int

    public init(
      exclude: [String] = [], maximumFileSize: Int = 2 << 20, maximumFiles: Int = 100_000,
      maximumDepth: Int = 48, maximumEntries: Int = 500_000
    ) {
      self.exclude = exclude
      self.maximumFileSize = maximumFileSize
      self.maximumFiles = maximumFiles
      self.maximumDepth = maximumDepth
      self.maximumEntries = maximumEntries
    }
  }

  public let apis: APIIndexing
  public let options: Options

  public init(apis: APIIndexing, options: Options = Options()) {
    self.apis = apis
    self.options = options
  }

  /// The folder a scan of `path` reads: `path` itself for a folder, the
  /// folder holding it for an `.xcodeproj` or a `project.yml`.
  /// The folder keeps the form the path was given in (relative paths stay
  /// relative, for the places reports print).
  public static func sourceRoot(of path: String) -> String {
    var trimmed = path
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
    guard trimmed.hasSuffix(".xcodeproj") || trimmed.hasSuffix(".yml") || trimmed.hasSuffix(".yaml")
    else { return path }
    let parent = (trimmed as NSString).deletingLastPathComponent
    return parent.isEmpty ? "." : parent
  }

  /// Scans `path` (a folder, an `.xcodeproj` or a `project.yml`).
  /// Throws when it is not there or not a folder.
  public func scan(_ path: String) throws(DiagnosticsError) -> ScanResult {
    let root = Self.sourceRoot(of: path)
    try Self.checkFolder(root, given: path)
    var walk = SourceWalk(root: root, options: options)
    walk.walk()
    let results = readAll(walk.files, root: root)
    var evidence: [Evidence] = []
    var notes: [ScanResult.Skipped] = []
    var skipped = walk.skipped
    var filesRead = 0
    var rootTypes: Set<String> = []
    var wrappers: [String: Set<String>] = [:]
    var openers: Set<String> = []
    var namesSettings = false
    for result in results {
      switch result {
      case .evidence(let found, let note, let reading):
        filesRead += 1
        evidence += found
        rootTypes.formUnion(reading.rootTypes)
        wrappers.merge(reading.wrappers) { $0.union($1) }
        openers.formUnion(reading.openers)
        namesSettings = namesSettings || reading.namesSettings
        if let note { notes.append(note) }
      case .skipped(let entry):
        skipped.append(entry)
      }
    }
    if walk.stoppedAtLimit {
      notes.append(
        .init(
          path: ".",
          reason: "stopped after \(options.maximumFiles) source files; the rest is unread"))
    }
    if walk.stoppedAtEntries {
      notes.append(
        .init(
          path: ".",
          reason: "stopped after looking at \(options.maximumEntries) folders and files; "
            + "the rest is unread (is this the app's folder?)"))
    }
    skipped.sort { $0.path < $1.path }
    rootTypes = RootTypeFinder.expand(rootTypes, wrappers: wrappers)
    evidence = SettingsFollower(
      files: walk.files, apis: apis, maximumFileSize: options.maximumFileSize
    ).follow(evidence, openers: openers, namesSettings: namesSettings)
    evidence = moments(of: evidence, rootTypes: rootTypes, files: walk.files)
    return ScanResult(
      root: path, files: filesRead, evidence: evidence, skipped: skipped, notes: notes)
  }

  /// Throws unless `root` (the folder of `path`) is a folder a scan may read.
  private static func checkFolder(_ root: String, given path: String) throws(DiagnosticsError) {
    let place = SourceLocation(file: path, line: 1, column: 1)
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
      throw DiagnosticsError([
        .error(
          at: place,
          "no such folder; give the app's source folder, its .xcodeproj or its project.yml")
      ])
    }
    guard isFolder.boolValue else {
      throw DiagnosticsError([
        .error(
          at: place, "not a folder; give the app's source folder, its .xcodeproj or its project.yml"
        )
      ])
    }
    if let problem = tooBroad(root) { throw DiagnosticsError([.error(at: place, problem)]) }
  }

  /// Why scanning the folder `root` would read far more than an app: it
  /// is the file system's root or the home folder itself (after
  /// resolving links); nil when it may be scanned.
  public static func tooBroad(_ root: String) -> String? {
    let resolved = URL(fileURLWithPath: root).resolvingSymlinksInPath().standardizedFileURL.path
    let advice = "give the app's own folder (the one holding its .xcodeproj or project.yml)"
    if resolved == "/" { return "is the file system's root, not an app's folder; \(advice)" }
    let home = URL(fileURLWithPath: NSHomeDirectory()).resolvingSymlinksInPath()
      .standardizedFileURL.path
    if home != "/" && resolved == home {
      return "is the home folder, not an app's folder; \(advice)"
    }
    return nil
  }

  /// The source files a scan of `path` would read, as absolute paths in
  /// path order (for timing the reading alone).
  public func sourceFiles(_ path: String) -> [String] {
    var walk = SourceWalk(root: Self.sourceRoot(of: path), options: options)
    walk.walk()
    return walk.files.map(\.absolutePath)
  }

  /// `evidence` with the moments `PromptTiming` gives once the whole
  /// scan's root types are known, then those still unknown filled from
  /// their callers in other files, and the `#available` guards of the
  /// callers of code with none of its own (`CallFollower`).
  private func moments(of evidence: [Evidence], rootTypes: Set<String>, files: [SourceWalk.File])
    -> [Evidence]
  {
    var placed = evidence
    for index in placed.indices {
      let item = placed[index]
      placed[index].moment = PromptTiming.moment(
        trigger: item.trigger, file: item.file, type: item.type, rootTypes: rootTypes)
    }
    let follower = CallFollower(
      files: files, apis: apis, rootTypes: rootTypes, maximumFileSize: options.maximumFileSize)
    let followed = follower.follow(placed)
    return follower.followAvailability(followed.evidence, known: followed.calls)
  }

  private enum FileResult: Sendable {
    case evidence([Evidence], note: ScanResult.Skipped?, reading: SourceFileEvidence.Reading)
    case skipped(ScanResult.Skipped)
  }

  /// Reads and scans `files` on every core; the results in `files`' order.
  private func readAll(_ files: [SourceWalk.File], root: String) -> [FileResult] {
    Parallel.map(files) { read($0, root: root) }
  }

  private func read(_ file: SourceWalk.File, root: String) -> FileResult {
    // An input of the run like any other: no report may be written over it.
    InputFiles.record(file.absolutePath)
    // Read through a bounded reader: a file over the limit (a sparse 4 GB
    // one) is refused from its size, never read whole.
    let bytes: [UInt8]
    switch FileStatus.bytes(of: file.absolutePath, limit: options.maximumFileSize) {
    case .success(let read): bytes = read
    case .failure(.tooLarge):
      return .skipped(
        .init(
          path: file.relativePath,
          reason: "larger than \(options.maximumFileSize >> 20) MB (generated code?)"))
    case .failure: return .skipped(.init(path: file.relativePath, reason: "unreadable"))
    }
    var note: ScanResult.Skipped?
    if String(validating: bytes, as: UTF8.self) == nil {
      note = .init(
        path: file.relativePath, reason: "not valid UTF-8: read with replacement characters")
    }
    let reading = SourceFileEvidence.read(
      bytes, language: file.language, file: file.relativePath, apis: apis)
    switch reading.outcome {
    case .evidence(let found):
      return .evidence(found, note: note, reading: reading)
    case .testCode:
      return .skipped(
        .init(path: file.relativePath, reason: "test code (imports a test framework)"))
    case .tooDeep(let line):
      return .skipped(
        .init(
          path: file.relativePath,
          reason: "braces, parentheses and brackets nest deeper than "
            + "\(SourceFileEvidence.maximumNesting) at line \(line) (generated code?)"))
    case .tooManyTokens(let line):
      return .skipped(
        .init(
          path: file.relativePath,
          reason: "more than \(SourceFileEvidence.maximumTokens) tokens, by line \(line) "
            + "(generated code?)"))
    }
  }
}
