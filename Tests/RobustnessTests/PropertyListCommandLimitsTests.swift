import Foundation
import TestSupport
import Testing

/// A binary Info.plist whose objects share references stops `audit` (through
/// `app.infoPlist`) and `import` at once with one positioned line (issue 45:
/// 22 levels took 41 s and 571 MB, 31 never ended).
@Suite struct PropertyListCommandLimitsTests {
  /// `levels` arrays, each holding the one below twice, under one key:
  /// 163 bytes at 22 levels.
  static func sharedLevels(_ levels: Int) -> Data {
    var objects: [[UInt8]] = [[0x51, UInt8(ascii: "a")]]
    for level in 0..<levels { objects.append([0xA2, UInt8(level), UInt8(level)]) }
    objects.append([0x51, UInt8(ascii: "k")])
    objects.append([0xD1, UInt8(levels + 1), UInt8(levels)])
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = []
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let table = bytes.count
    for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
    func eight(_ value: Int) -> [UInt8] {
      (0..<8).reversed().map { UInt8((value >> ($0 * 8)) & 0xFF) }
    }
    bytes += [0, 0, 0, 0, 0, 0, 2, 1] + eight(objects.count) + eight(objects.count - 1)
    bytes += eight(table)
    return Data(bytes)
  }

  @Test(arguments: [22, 31])
  func sharedReferencesStopAuditAndImport(levels: Int) throws {
    let folder = try TemporaryFolder("plist-limits")
    defer { folder.remove() }
    let plist = folder.path("App/Info.plist")
    try FileManager.default.createDirectory(
      atPath: folder.path("App"), withIntermediateDirectories: true)
    try Self.sharedLevels(levels).write(to: URL(fileURLWithPath: plist))
    let description = try folder.write(
      """
      schema: 1
      app:
        name: Shared
        bundleId: com.example.shared
        infoPlist: App/Info.plist
      """, to: "app.reviewready.yaml")
    let started = ContinuousClock.now
    let audit = try ReviewReadyBinary.run(["audit", "--no-config", description])
    let imported = try ReviewReadyBinary.run([
      "import", "--info-plist", plist, "--output", folder.path("out.yaml"),
    ])
    #expect(ContinuousClock.now - started < .seconds(10))
    for run in [audit, imported] {
      #expect(run.status == 2)
      let lines = run.standardError.split(separator: "\n")
      #expect(lines.count == 1)
      #expect(
        run.standardError.contains(
          "binary property list: the property list holds more than 50,000 objects"
        ))
    }
    #expect(imported.standardError.hasPrefix("\(plist): error: binary property list: "))
    #expect(audit.standardError.hasPrefix("\(description):5:14: error: app.infoPlist: "))
    #expect(!FileManager.default.fileExists(atPath: folder.path("out.yaml")))
  }
}
