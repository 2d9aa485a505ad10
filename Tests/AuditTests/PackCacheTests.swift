import AppModel
import BinaryCoding
import Foundation
import TestSupport
import Testing

@testable import Audit
@testable import Catalog
@testable import FileSupport
@testable import RulePacks

/// The compiled-pack cache: a cached load audits exactly as a load from the
/// YAML does, and a cache file that is missing, damaged or stale is never
/// trusted and never a crash.
@Suite struct PackCacheTests {
  static let folder = BuiltInChecklists.folder(environment: [:])
  static let sources = PackSource.packs(in: folder)

  /// Loads through the cache in `directory` (or with the cache off).
  static func load(cache directory: String?) throws -> (catalog: Catalog, packs: [RulePack]) {
    try PackCache.load(
      catalogIn: folder, packs: sources, environment: [PackCache.variable: directory ?? "off"])
  }

  /// Every sample audited with both loads, as comparable text.
  static func audits(_ loaded: (catalog: Catalog, packs: [RulePack])) throws -> [String] {
    let engine = AuditEngine(packs: loaded.packs, catalog: loaded.catalog)
    let samples = TestPaths.sampleDescriptions()
    #expect(!samples.isEmpty)
    return try samples.map { url in
      let description = try DescriptionLoader.load(path: url.path)
      let result = engine.audit(description, today: "2026-12-01")
      return
        "\(url.lastPathComponent)\n\(result.findings)\n\(result.appliedRules)\n\(result.checks.map(\.id))"
    }
  }

  @Test("a load from the cache audits every sample as a load from the YAML does")
  func cachedLoadAuditsTheSame() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let fromYAML = try Self.load(cache: nil)
    _ = try Self.load(cache: directory)  // writes the cache
    let files = try cacheFiles(in: directory)
    #expect(files.count == 1)
    let fromCache = try Self.load(cache: directory)
    #expect(fromCache.packs.map(\.name) == fromYAML.packs.map(\.name))
    #expect(fromCache.packs.flatMap(\.rules).map(\.id) == fromYAML.packs.flatMap(\.rules).map(\.id))
    #expect(
      fromCache.packs.flatMap(\.rules).map(\.textNames)
        == fromYAML.packs.flatMap(\.rules).map(\.textNames))
    #expect(fromCache.catalog.codeAPIs == fromYAML.catalog.codeAPIs)
    #expect(try Self.audits(fromCache) == Self.audits(fromYAML))
  }

  @Test("what is written reads back to the same bytes")
  func roundTripIsStable() throws {
    let loaded = try Self.load(cache: nil)
    let key = try #require(PackCache.key(Self.folder, Self.sources))
    let bytes = PackCache.encode(loaded, key: key)
    let decoded = try PackCache.decode(bytes, key: key, sources: Self.sources)
    #expect(PackCache.encode(decoded, key: key) == bytes)
    #expect(throws: BinaryReadError.self) {
      try PackCache.decode(bytes, key: key &+ 1, sources: Self.sources)
    }
  }

  @Test("a truncated, damaged or foreign cache file is ignored and written again")
  func damagedFilesAreIgnored() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let expected = try Self.audits(Self.load(cache: nil))
    _ = try Self.load(cache: directory)
    let file = try #require(try cacheFiles(in: directory).first)
    let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
    var flipped = good
    flipped[good.count / 2] ^= 0x40
    for damaged in [Array(good.prefix(good.count / 3)), flipped, [], Array("not a cache".utf8)] {
      try Data(damaged).write(to: URL(fileURLWithPath: file))
      #expect(try Self.audits(Self.load(cache: directory)) == expected)
      // The load rewrote it whole.
      #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: file))) == good)
    }
  }

  /// Bytes that pass the checksum but were changed (a cache written by a
  /// buggy or hostile hand): reading them throws or gives packs, never
  /// crashes. 150 bytes spread over the body are changed in turn.
  /// A file written to fit the checksum (anyone can recompute it) is
  /// still untrusted: it gives an error or packs, and packs it gives audit
  /// a sample (findings, or rules reported as not evaluated) without a crash.
  @Test("changed bytes with a valid checksum give an error or packs that audit, never a crash")
  func changedBytesNeverCrash() throws {
    let loaded = try Self.load(cache: nil)
    let key = try #require(PackCache.key(Self.folder, Self.sources))
    let good = PackCache.encode(loaded, key: key)
    let bodyStart = good.count - PackCache.body(loaded, key: key).count
    let sample = try DescriptionLoader.load(
      path: TestPaths.samples.appendingPathComponent("photo-journal.reviewready.yaml").path)
    var rejected = 0
    var audited = 0
    // Across the body, and more densely over its last part, the rules.
    let rulesStart = good.count - (good.count - bodyStart) * 2 / 5
    let offsets =
      Array(stride(from: bodyStart, to: good.count, by: max(1, (good.count - bodyStart) / 150)))
      + Array(stride(from: rulesStart, to: good.count, by: max(1, (good.count - rulesStart) / 150)))
    for index in offsets {
      var body = Array(good[bodyStart...])
      body[index - bodyStart] ^= 0xFF
      let bytes = PackCache.resealed(body)
      guard let decoded = try? PackCache.decode(bytes, key: key, sources: Self.sources) else {
        rejected += 1
        continue
      }
      let engine = AuditEngine(packs: decoded.packs, catalog: decoded.catalog)
      _ = engine.audit(sample, today: "2026-12-01")
      audited += 1
    }
    #expect(rejected > 0)
    #expect(audited > 0)
  }

  @Test("an edited pack gets a new key; the cache turned off writes nothing")
  func keysFollowTheSources() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let pack = (directory as NSString).appendingPathComponent("team.yaml")
    let rule = """
      pack: team
      title: Team rules
      rules:
        - id: team.named
          title: The app has a name
          severity: note
          for: app
          fails: app.name == ""
          message: "The app needs a name."
      """
    try rule.write(toFile: pack, atomically: true, encoding: .utf8)
    let first = PackCache.key(Self.folder, Self.sources + [PackSource(path: pack)])
    try (rule + "\n").write(toFile: pack, atomically: true, encoding: .utf8)
    let second = PackCache.key(Self.folder, Self.sources + [PackSource(path: pack)])
    #expect(first != nil && second != nil && first != second)
    let off = (directory as NSString).appendingPathComponent("off-cache")
    _ = try PackCache.load(
      catalogIn: Self.folder, packs: Self.sources, environment: [PackCache.variable: "off"])
    #expect(!FileManager.default.fileExists(atPath: off))
    #expect(PackCache.directory([PackCache.variable: "off"]) == nil)
    #expect(PackCache.directory([PackCache.variable: ""]) == nil)
    #expect(PackCache.directory(["HOME": "/home/a"]) != nil)
  }

  private func temporaryDirectory() throws -> String {
    let path = NSTemporaryDirectory() + "pack-cache-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  private func cacheFiles(in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory)
      .filter { $0.hasPrefix("packs-") }.map { (directory as NSString).appendingPathComponent($0) }
  }
}
