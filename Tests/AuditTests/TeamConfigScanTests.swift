import Audit
import CodeScan
import Diagnostics
import FileSupport
import Foundation
import ReviewReadyKit
import TestSupport
import Testing

/// `.reviewready.yml`'s `scan:` section: paths the scan leaves out, kept
/// relative to the file's folder as `packs` are, and the team's own APIs in
/// the catalog's `code` format, checked against the catalog once both are
/// loaded.
@Suite struct TeamConfigScanTests {
  static let config = """
    scan:
      exclude: [Vendor, Generated/Strings.swift, /opt/shared]
      apis:
        - resource: photos
          call: AcmeMedia.openLibrary
          kind: use
          level: readWrite
          name: "AcmeMedia.openLibrary()"
        - { resource: camera, selector: "acme_startCapture:", kind: use, values: { AcmeBack: capture } }
    """

  static func load(_ text: String) throws -> (TeamConfig, path: String, TemporaryFolder) {
    let folder = try TemporaryFolder("scan-config")
    let path = try folder.write(text, to: "team/.reviewready.yml")
    do {
      return (try TeamConfigLoader.load(path: path, formats: ["text"]), path, folder)
    } catch {
      folder.remove()
      throw error
    }
  }

  @Test func theSectionIsRead() throws {
    let (config, path, folder) = try Self.load(Self.config)
    defer { folder.remove() }
    let team = (path as NSString).deletingLastPathComponent
    #expect(
      config.scan.exclude == ["\(team)/Vendor", "\(team)/Generated/Strings.swift", "/opt/shared"])
    #expect(
      config.scan.codeAPIs == [
        CodeAPI(
          resource: "photos", call: "AcmeMedia.openLibrary", kind: .use, level: "readWrite",
          name: "AcmeMedia.openLibrary()"),
        CodeAPI(
          resource: "camera", selector: "acme_startCapture:", kind: .use,
          values: ["AcmeBack": "capture"]),
      ])
    #expect(config.scan.apis.map(\.path) == ["scan.apis[0]", "scan.apis[1]"])
    #expect(config.invalidScanAPIs(in: try BuiltInChecklists.loadCatalog()).isEmpty)
  }

  @Test func aFileWithoutTheSectionHasAnEmptyOne() throws {
    let (config, _, folder) = try Self.load("failOn: warning\n")
    defer { folder.remove() }
    #expect(config.scan == TeamConfig.ScanSettings())
  }

  /// Resources and levels are the catalog's: a misspelt one is reported
  /// where it was written, with the closest name.
  @Test func resourcesAndLevelsAreCheckedAgainstTheCatalog() throws {
    let text = """
      scan:
        apis:
          - { resource: photo, call: Acme.pick, kind: picker, level: none }
          - { resource: camera, call: Acme.shoot, kind: use, level: caputre }
          - { resource: location, call: Acme.track, kind: use, values: { background: alway } }
      """
    let (config, path, folder) = try Self.load(text)
    defer { folder.remove() }
    let problems = config.invalidScanAPIs(in: try BuiltInChecklists.loadCatalog())
    let expected = try [
      "\(path):\(Self.position(of: "photo,", in: text)): error: scan.apis[0].resource: 'photo' is "
        + "not a resource of the catalog; did you mean 'photos'?",
      "\(path):\(Self.position(of: "caputre", in: text)): error: scan.apis[1].level: "
        + "'caputre' is not a level of camera or 'none'; did you mean 'capture'?",
      "\(path):\(Self.position(of: "alway ", in: text)): error: "
        + "scan.apis[2].values.background: 'alway' is not a level of location or 'none'; did "
        + "you mean 'always'?",
    ]
    #expect(problems.map(\.description) == expected)
  }

  /// `LINE:COLUMN` of the first `needle` in `text`.
  static func position(of needle: String, in text: String) throws -> String {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.contains(needle) })
    let line = lines[index]
    let range = try #require(line.range(of: needle))
    return "\(index + 1):\(line.distance(from: line.startIndex, to: range.lowerBound) + 1)"
  }

  /// What the loader alone can tell stops the load, each at its position.
  @Test func malformedEntriesStopTheLoad() throws {
    let text = """
      scan:
        exlude: [Vendor]
        apis:
          - { call: Acme.pick, kind: picker, level: none }
          - { resource: photos, call: "Acme.pick()", kind: picker, level: none }
          - { resource: photos, call: Acme.pick, kind: pickr, level: none }
      """
    let folder = try TemporaryFolder("scan-config")
    defer { folder.remove() }
    let path = try folder.write(text, to: ".reviewready.yml")
    let error = #expect(throws: DiagnosticsError.self) {
      try TeamConfigLoader.load(path: path, formats: ["text"])
    }
    let expected = try [
      "\(path):\(Self.position(of: "exlude", in: text)): error: scan: unknown key 'exlude'; "
        + "did you mean 'exclude'?",
      "\(path):\(Self.position(of: "{ call", in: text)): error: scan.apis[0]: missing "
        + "required key 'resource'",
      "\(path):\(Self.position(of: "\"Acme.pick()", in: text)): error: scan.apis[1].call: "
        + "'Acme.pick()' is not a form ReviewReady matches; write 'Type.member' "
        + "(PHPhotoLibrary.requestAuthorization), '.member' (.requestWhenInUseAuthorization), "
        + "'Name' (CBCentralManager) or '[.member]' (a subscript's key, [.modificationDate]): "
        + "identifiers and at most one dot, without parentheses or argument labels",
      "\(path):\(Self.position(of: "pickr", in: text)): error: scan.apis[2].kind: 'pickr' "
        + "is not a kind of code evidence; did you mean 'picker'?",
    ]
    #expect(error?.diagnostics.map(\.description) == expected)
  }
}
