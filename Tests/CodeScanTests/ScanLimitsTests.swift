import CodeScan
import Foundation
import TestSupport
import Testing

/// Hostile source folders, generated here: each finishes at once with the
/// right evidence, or with the file or the walk left out and a note that
/// says why. Time is guarded only loosely (well under 10 s).
@Suite("What a scan does with hostile input")
struct ScanLimitsTests {
  private static let request =
    "  PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in if status == .denied {} }\n"

  private func scan(
    _ folder: TemporaryFolder, options: SourceScanner.Options = .init()
  ) throws -> ScanResult {
    try SourceScanner(apis: TestAPIs.indexing, options: options).scan(folder.url.path)
  }

  private func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = Date()
    try body()
    return Date().timeIntervalSince(start)
  }

  @Test("thousands of permission calls in one function: every one found, in linear time")
  func manyCallsInOneFunction() throws {
    let folder = try TemporaryFolder("limits")
    defer { folder.remove() }
    let count = 6_000  // about 560 KB
    _ = try folder.write(
      "func viewDidLoad() {\n" + String(repeating: Self.request, count: count) + "}\n",
      to: "Gallery.swift")
    var result: ScanResult?
    let elapsed = try seconds { result = try scan(folder) }
    let evidence = try #require(result).evidence
    #expect(evidence.count == count)
    #expect(evidence.allSatisfy { $0.trigger == .appear && $0.handles == ["denied"] })
    #expect(evidence.last?.line == count + 1)
    #expect(elapsed < 10)
  }

  @Test("thousands of requests in a Bool wrapper of a file that opens Settings: linear time")
  func manyCallsInASettingsWrapper() throws {
    let folder = try TemporaryFolder("limits")
    defer { folder.remove() }
    let count = 6_000
    _ = try folder.write(
      "extension PHPhotoLibrary {\n  class func askAll(completion: @escaping (Bool) -> Void) {\n"
        + String(
          repeating: "  PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in }\n",
          count: count)
        + "  }\n  func openAppSettings() { open(URL(string: UIApplication.openSettingsURLString)!) }\n}\n",
      to: "Gallery.swift")
    _ = try folder.write(
      "func f() { PHPhotoLibrary.askAll { ok in if !ok { openAppSettings() } } }\n",
      to: "Caller.swift")
    var result: ScanResult?
    let elapsed = try seconds { result = try scan(folder) }
    let evidence = try #require(result).evidence
    #expect(evidence.count == count)
    #expect(evidence.allSatisfy { $0.handling["denied"] == "settingsLink" })
    #expect(elapsed < 10)
  }

  @Test("2 MB of '{' is left out at the line where it nests too deep")
  func deepBraces() throws {
    let folder = try TemporaryFolder("limits")
    defer { folder.remove() }
    _ = try folder.write(
      Self.request + "\n" + String(repeating: "{", count: 2_000_000), to: "Deep.swift")
    _ = try folder.write("func f() {\n" + Self.request + "}\n", to: "Fine.swift")
    var result: ScanResult?
    let elapsed = try seconds { result = try scan(folder) }
    let scanned = try #require(result)
    #expect(scanned.evidence.map(\.file) == ["Fine.swift"])
    #expect(
      scanned.skipped.map { "\($0.path): \($0.reason)" } == [
        "Deep.swift: braces, parentheses and brackets nest deeper than 256 at line 3 "
          + "(generated code?)"
      ])
    #expect(elapsed < 10)
  }

  @Test("code nested 200 deep is still read")
  func nestedWithinTheLimit() throws {
    let folder = try TemporaryFolder("limits")
    defer { folder.remove() }
    _ = try folder.write(
      "func f() {\n" + String(repeating: "g {", count: 200) + Self.request
        + String(repeating: "}", count: 200) + "}\n", to: "Nested.swift")
    let result = try scan(folder)
    #expect(result.evidence.count == 1)
    #expect(result.skipped.isEmpty)
  }

  @Test("a sparse 4 GB source file is left out from its size, never read")
  func sparseHugeFile() throws {
    let folder = try TemporaryFolder("limits")
    defer { folder.remove() }
    let path = try folder.write(Self.request, to: "Huge.swift")
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.truncate(atOffset: 4 << 30)
    try handle.close()
    var result: ScanResult?
    let elapsed = try seconds { result = try scan(folder) }
    #expect(
      try #require(result).skipped.map { "\($0.path): \($0.reason)" } == [
        "Huge.swift: larger than 2 MB (generated code?)"
      ])
    #expect(elapsed < 10)
  }

  @Test("the file system's root and the home folder are refused, with what would be right")
  func tooBroadFolders() throws {
    let scanner = SourceScanner(apis: TestAPIs.indexing)
    for path in ["/", "/."] {
      #expect(
        message(scanning: path, with: scanner)
          == "\(path):1:1: error: is the file system's root, not an app's folder; give the "
          + "app's own folder (the one holding its .xcodeproj or project.yml)")
    }
    let home = NSHomeDirectory()
    guard home != "/" else { return }
    #expect(
      message(scanning: home, with: scanner).hasPrefix(
        "\(home):1:1: error: is the home folder, not an app's folder"))
  }

  private func message(scanning path: String, with scanner: SourceScanner) -> String {
    do {
      _ = try scanner.scan(path)
      return "no error"
    } catch {
      return "\(error)"
    }
  }

  @Test("a walk that looks at too many folders and files stops with a note")
  func tooManyEntries() throws {
    let folder = try TemporaryFolder("limits")
    defer { folder.remove() }
    for index in 0..<12 { _ = try folder.write(Self.request, to: "F\(index)/A.swift") }
    let result = try scan(folder, options: .init(maximumEntries: 10))
    #expect(result.files == 5)
    #expect(
      result.notes.map { "\($0.path): \($0.reason)" } == [
        ".: stopped after looking at 10 folders and files; the rest is unread "
          + "(is this the app's folder?)"
      ])
  }
}
