import Foundation
import TestSupport
import Testing

/// `reviewready audit` with the compiled-pack cache: the first run writes
/// it, later runs read it and say the same, byte for byte, and a cache
/// file someone broke changes nothing but the time taken.
@Suite struct PackCacheEndToEndTests {
  @Test func aCachedRunSaysWhatAnUncachedOneSays() throws {
    let folder = try TemporaryFolder("pack-cache-cli")
    defer { folder.remove() }
    let cache = folder.path("cache")
    let arguments = [
      "audit", "--fail-on", "never", "--format", "json", "Samples/photo-journal.reviewready.yaml",
      "Samples/avatar-at-launch.reviewready.yaml",
    ]
    let uncached = try ReviewReadyBinary.run(arguments, environment: ["REVIEWREADY_CACHE": "off"])
    #expect(uncached.status == 0, "\(uncached.standardError)")
    #expect(!FileManager.default.fileExists(atPath: cache))
    let first = try ReviewReadyBinary.run(arguments, environment: ["REVIEWREADY_CACHE": cache])
    let files = try FileManager.default.contentsOfDirectory(atPath: cache)
    #expect(files.count == 1 && files[0].hasPrefix("packs-"), "\(files)")
    let second = try ReviewReadyBinary.run(arguments, environment: ["REVIEWREADY_CACHE": cache])
    for run in [first, second] {
      #expect(run.status == 0, "\(run.standardError)")
      #expect(run.standardOutput == uncached.standardOutput)
      #expect(run.standardError == uncached.standardError)
    }
    let file = (cache as NSString).appendingPathComponent(files[0])
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: file))
    let broken = try ReviewReadyBinary.run(arguments, environment: ["REVIEWREADY_CACHE": cache])
    #expect(broken.status == 0, "\(broken.standardError)")
    #expect(broken.standardOutput == uncached.standardOutput)
    #expect(broken.standardError.isEmpty)
  }

  @Test func anUnwritableCacheFolderIsNoError() throws {
    let folder = try TemporaryFolder("pack-cache-cli")
    defer { folder.remove() }
    // A file where the folder should be: nothing can be written under it.
    let blocker = try folder.write("not a folder", to: "blocker")
    let run = try ReviewReadyBinary.run(
      ["audit", "--fail-on", "never", "Samples/photo-journal.reviewready.yaml"],
      environment: ["REVIEWREADY_CACHE": blocker + "/cache"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardError.isEmpty)
  }
}
