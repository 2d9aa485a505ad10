import CodeScan
import Foundation
import TestSupport
import Testing

@Suite("What a scan reads and leaves out")
struct SourceWalkTests {
  private static let request =
    "func f() { PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in } }\n"

  private func scan(_ folder: TemporaryFolder, exclude: [String] = []) throws -> ScanResult {
    try SourceScanner(apis: TestAPIs.indexing, options: .init(exclude: exclude)).scan(
      folder.url.path)
  }

  @Test("test, mock, preview, vendored and build folders are left out, and listed")
  func leftOut() throws {
    let folder = try TemporaryFolder("walk")
    defer { folder.remove() }
    for path in [
      "App/Gallery.swift", "AppTests/GalleryTests.swift", "App/Mocks/MockGallery.swift",
      "Pods/SDK/SDK.swift", "Carthage/Checkouts/X.swift", ".build/checkouts/Y.swift",
      "App/Preview Content/Sample.swift", "Vendor/Analytics.m", "App/GalleryUITest.swift",
      "App/Legacy.swift", "App/Contests.swift", "App/ABTest/Experiment.swift",
    ] {
      _ = try folder.write(Self.request, to: path)
    }
    let result = try scan(folder, exclude: ["App/Legacy.swift"])
    #expect(
      result.evidence.map(\.file) == [
        "App/ABTest/Experiment.swift", "App/Contests.swift", "App/Gallery.swift",
      ])
    #expect(result.files == 3)
    #expect(
      result.skipped.map { "\($0.path): \($0.reason)" } == [
        ".build: build output: SwiftPM", "App/GalleryUITest.swift: test code",
        "App/Legacy.swift: excluded by the team's configuration", "App/Mocks: test code (mocks)",
        "App/Preview Content: previews", "AppTests: test code", "Carthage: vendored: Carthage",
        "Pods: vendored: CocoaPods", "Vendor: vendored SDKs",
      ])
  }

  @Test("a big generated file, invalid UTF-8 and a symbolic link loop stay bounded, with notes")
  func bounded() throws {
    let folder = try TemporaryFolder("walk")
    defer { folder.remove() }
    _ = try folder.write(
      String(repeating: "let x = PHAsset.fetchAssets(with: nil)\n", count: 140_000),
      to: "Generated.swift")
    var bytes = Array(Self.request.utf8)
    bytes.insert(contentsOf: [0xFF, 0xFE, 0xC0], at: 3)
    try Data(bytes).write(to: folder.url.appendingPathComponent("Broken.swift"))
    try FileManager.default.createSymbolicLink(
      atPath: folder.path("Loop"), withDestinationPath: folder.url.path)
    let result = try scan(folder)
    #expect(result.files == 1)
    #expect(result.evidence.map(\.file) == ["Broken.swift"])
    #expect(
      result.skipped.map { "\($0.path): \($0.reason)" } == [
        "Generated.swift: larger than 2 MB (generated code?)",
        "Loop: a symbolic link, not followed",
      ])
    #expect(
      result.notes.map { "\($0.path): \($0.reason)" } == [
        "Broken.swift: not valid UTF-8: read with replacement characters"
      ])
  }

  @Test("an unreadable file is listed, and the rest is read")
  func unreadable() throws {
    guard getuid() != 0 else { return }  // root reads every file
    let folder = try TemporaryFolder("walk")
    defer { folder.remove() }
    let locked = try folder.write(Self.request, to: "Locked.swift")
    _ = try folder.write(Self.request, to: "Open.swift")
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked)
    let result = try scan(folder)
    #expect(result.evidence.map(\.file) == ["Open.swift"])
    #expect(result.skipped.map { "\($0.path): \($0.reason)" } == ["Locked.swift: unreadable"])
  }

  @Test(
    "an .xcodeproj or project.yml stands for the folder holding it; a missing folder is an error")
  func roots() throws {
    #expect(SourceScanner.sourceRoot(of: "App/App.xcodeproj") == "App")
    #expect(SourceScanner.sourceRoot(of: "project.yml") == ".")
    #expect(throws: (any Error).self) {
      try SourceScanner(apis: TestAPIs.indexing).scan("/nonexistent/reviewready")
    }
  }
}

@Suite("What a scan says of hostile names")
struct HostileNameTests {
  @Test("controls and bidirectional characters in file and type names are escaped")
  func escaped() throws {
    let folder = try TemporaryFolder("walk")
    defer { folder.remove() }
    let request = "func f() { PHPhotoLibrary.requestAuthorization(for: .readWrite) { _ in } }\n"
    _ = try folder.write(
      "class Gal\u{202E}lery {\n  " + request + "}\n", to: "Evil\u{1B}[31m.swift")
    let result = try SourceScanner(apis: TestAPIs.indexing).scan(folder.url.path)
    let item = try #require(result.evidence.first)
    #expect(item.file == "Evil\\u{1B}[31m.swift")
    #expect(item.type == "Gal\\u{202E}lery")
    for output in [result.text(), result.json()] {
      #expect(!output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
    }
  }
}
