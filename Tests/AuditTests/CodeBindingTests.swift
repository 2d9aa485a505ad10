import AppModel
import CodeScan
import Diagnostics
import Foundation
import RuleLanguage
import TestSupport
import Testing

@testable import Audit
@testable import Catalog
@testable import FileSupport
@testable import RuleBinding
@testable import RulePacks

/// The `code` variable and the `codeUse` subjects, from evidence built
/// here (not scanned): which evidence counts for what, what never runs on
/// the systems the app supports, and where findings about the code point.
@Suite struct CodeBindingTests {
  static var catalog: Catalog {
    get throws { try BuiltInChecklists.loadCatalog() }
  }

  static func description(_ text: String) throws -> AppDescription {
    try DescriptionLoader.decode(bytes: Array(text.utf8), file: "Apps/a.reviewready.yaml")
  }

  static let minimal = """
    schema: 1
    app: { name: Gallery, bundleId: com.example.gallery, minimumOS: "15.0", locales: [en] }
    screens:
      - { id: main, name: Gallery }
    permissions:
      - id: library
        resource: photos
        access: readWrite
        requestedAt: { screen: main, moment: feature }
    purposeStrings:
      NSCameraUsageDescription: Gallery opens the camera when you tap Scan.

    """

  static func photos(
    _ level: String, _ kind: CodeAPI.Kind, line: Int, availability: String? = nil,
    handles: [String] = []
  ) -> Evidence {
    Evidence(
      resource: "photos", level: level, kind: kind, api: "API\(line)", file: "Sources/A.swift",
      line: line, column: 5, type: "A", function: "f()", handles: handles,
      availability: availability)
  }

  static func scanned(_ evidence: [Evidence]) -> ScannedCode {
    ScannedCode(
      result: ScanResult(root: "Code/App.xcodeproj", files: 3, evidence: evidence),
      resources: ["photos", "camera"])
  }

  /// (availability, app.minimumOS) → whether the code can run.
  static let reachability: [(String?, String?, Bool)] = [
    (nil, "15.0", true),
    ("iOS 14+", "15.0", true),
    ("below iOS 14", "15.0", false),
    ("below iOS 14", "14.0", false),
    ("below iOS 14", "13.0", true),
    ("below iOS 14.5", "14.4", true),
    ("below iOS 14", nil, true),
    ("below iOS 14", "TODO", true),
  ]

  @Test(arguments: reachability)
  func codeBelowTheDeploymentTargetNeverRuns(
    availability: String?, minimumOS: String?, reachable: Bool
  ) {
    let item = Self.photos("readWrite", .request, line: 1, availability: availability)
    #expect(
      CodeBinding.isReachable(item, minimumOS: minimumOS.flatMap(CodeBinding.knownVersion))
        == reachable)
  }

  @Test func evidenceIsSortedByKindAndLevelsFollowTheCatalog() throws {
    let bound = CodeBinding.bind(
      Self.scanned([
        Self.photos("readWrite", .use, line: 3),
        Self.photos("none", .picker, line: 4),
        Self.photos("readWrite", .status, line: 5, handles: ["denied"]),
        Self.photos("addOnly", .use, line: 6),
        Self.photos("readWrite", .request, line: 7, availability: "below iOS 14"),
      ]), description: try Self.description(Self.minimal), catalog: try Self.catalog)
    let code = bound.value
    #expect(code[field: "folder"] == .string("Code"))
    #expect(code[field: "files"] == .int(3))
    #expect(code[field: "scanned"] == .list(["camera", "photos"]))
    let photos = try #require(code[field: "byResource"]?[field: "photos"])
    #expect(photos[field: "levels"] == .list(["addOnly", "readWrite"]))
    #expect(photos[field: "uses"]?.listValue?.count == 2)
    #expect(photos[field: "pickers"]?.listValue?.count == 1)
    #expect(photos[field: "statuses"]?.listValue?.count == 1)
    #expect(photos[field: "requests"]?.listValue?.count == 0)
    #expect(photos[field: "unreachable"]?.listValue?.count == 1)
    // Every evidence is listed, the unreachable one marked.
    let all = try #require(code[field: "evidence"]?.listValue)
    #expect(all.count == 5)
    #expect(all[4][field: "reachable"] == .bool(false))
    // One subject per level that reachable code requests or uses, with the
    // levels at or above it; a picker and a status check are no use.
    #expect(
      bound.uses.map { "\($0.resource).\($0.level)" } == ["photos.addOnly", "photos.readWrite"])
    #expect(bound.uses[0].value[field: "atLeast"] == .list(["addOnly", "readWrite"]))
    #expect(bound.uses[1].value[field: "atLeast"] == .list(["readWrite"]))
    #expect(bound.uses[1].value[field: "keys"] == .list(["NSPhotoLibraryUsageDescription"]))
  }

  @Test func theSourceIsTheCodeLineAsTheWorkingDirectorySeesIt() throws {
    let bound = CodeBinding.bind(
      Self.scanned([Self.photos("readWrite", .request, line: 8)]),
      description: try Self.description(Self.minimal), catalog: try Self.catalog)
    let source = try #require(bound.uses.first?.value[field: "first"]?[field: "source"])
    #expect(source[field: "file"] == .string("Code/Sources/A.swift"))
    #expect(source[field: "line"] == .int(8))
    #expect(source[field: "column"] == .int(5))
    #expect(source[field: "kind"] == .string("code"))
    let related = try #require(RelatedLocation(ruleValue: source))
    #expect(related.location == SourceLocation(file: "Code/Sources/A.swift", line: 8, column: 5))
    #expect(related.origin == .code)
    #expect(related.note == "see API8 in the app's code")
    #expect(bound.uses.first?.value[field: "first"]?[field: "enclosing"] == .string("A.f()"))
    #expect(RelatedLocation(ruleValue: .null) == nil)
  }

  @Test func withoutAScanCodeIsNull() throws {
    let bound = CodeBinding.bind(
      nil, description: try Self.description(Self.minimal), catalog: try Self.catalog)
    #expect(bound.value == .null)
    #expect(bound.uses.isEmpty)
  }

  /// A finding about a level the code uses points at the resource's
  /// permission, else its purpose string, else the purpose strings.
  @Test func codeUseSubjectsPointAtTheDescription() throws {
    let description = try Self.description(Self.minimal)
    let bound = CodeBinding.bind(
      Self.scanned([
        Self.photos("addOnly", .use, line: 1),
        Evidence(
          resource: "camera", level: "capture", kind: .request, api: "Capture", file: "B.swift",
          line: 2, column: 1),
        Evidence(
          resource: "microphone", level: "record", kind: .request, api: "Record", file: "B.swift",
          line: 3, column: 1),
      ]), description: description, catalog: try Self.catalog)
    let context = AuditContext(
      description: description, catalog: try Self.catalog.value,
      catalogKeys: try Self.catalog.keys.mapValues(\.resourceName), code: bound)
    let subjects = context.subjects(in: .codeUse)
    #expect(subjects.map(\.id) == ["camera.capture", "microphone.record", "photos.addOnly"])
    // camera: its purpose string (line 11); microphone: the purpose strings
    // block (there, too); photos: the read/write permission (line 6).
    #expect(subjects.map(\.locations.start.line) == [11, 11, 6])
  }
}

/// A pack test's evidence: `NAME.scan.json` beside `NAME.reviewready.yaml`.
@Suite struct PackTestEvidenceTests {
  @Test func theSidecarIsFoundBesideTheTest() {
    #expect(
      PackTestEvidence.path(forTest: "tests/code/a.reviewready.yaml") == "tests/code/a.scan.json")
    #expect(PackTestEvidence.path(forTest: "tests/code/b.yaml") == "tests/code/b.scan.json")
  }

  @Test func evidenceIsReadRelativeToTheTest() throws {
    let folder = try TemporaryFolder("rr-pack-evidence")
    defer { folder.remove() }
    let test = try folder.write("schema: 1\n", to: "a.reviewready.yaml")
    _ = try folder.write(
      """
      {"root": "App", "files": 1, "skipped": [], "notes": [], "evidence": [
        {"resource": "photos", "level": "readWrite", "kind": "request", "api": "X",
         "file": "Sources/A.swift", "line": 3, "column": 1, "trigger": "appear",
         "handles": ["denied"]}]}
      """, to: "a.scan.json")
    let code = try #require(
      try PackTestEvidence.load(forTest: test, catalog: try CodeBindingTests.catalog))
    #expect(code.folder == (test as NSString).deletingLastPathComponent + "/App")
    #expect(code.result.evidence.first?.trigger == .appear)
    #expect(code.resources.contains("bluetooth"))
    #expect(
      try PackTestEvidence.load(
        forTest: folder.path("none.reviewready.yaml"), catalog: try CodeBindingTests.catalog) == nil
    )
  }

  @Test func brokenEvidenceIsAnErrorAtTheFile() throws {
    let folder = try TemporaryFolder("rr-pack-evidence")
    defer { folder.remove() }
    let test = try folder.write("schema: 1\n", to: "a.reviewready.yaml")
    let sidecar = try folder.write(#"{"root": "App", "files": 1}"#, to: "a.scan.json")
    #expect {
      try PackTestEvidence.load(forTest: test, catalog: try CodeBindingTests.catalog)
    } throws: { error in
      let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
      return diagnostics.count == 1 && diagnostics[0].location.file == sidecar
        && diagnostics[0].message.contains("evidence is missing")
    }
  }
}
