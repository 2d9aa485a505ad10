import Diagnostics
import ProjectImport
import Testing

/// A project file that can't be read throws, at the position of the
/// problem, and every broken file is reported at once (sorted by file).
@Suite struct BrokenFileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    var text: String
    /// "line:column" of the problem, or "" for the whole file.
    var position: String
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "an Info.plist that is no property list", file: "App/Info.plist",
      text: "schema: 1\n", position: ":1:1", message: "invalid property list"),
    Case(
      name: "a strings file with a missing semicolon", file: "App/de.lproj/InfoPlist.strings",
      text: "\"NSCameraUsageDescription\" = \"Kamera\";\n\"CFBundleName\" = \"Nom\"\n",
      position: ":3:1", message: "ends without the ';' that closes \"CFBundleName\""),
    Case(
      name: "a manifest whose root is an array", file: "App/PrivacyInfo.xcprivacy",
      text: "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<array/>\n</plist>\n",
      position: "", message: "must be a dictionary"),
  ]

  @Test(arguments: cases) func aBrokenFileThrowsWithItsPosition(_ example: Case) throws {
    let project = try ProjectFixture()
    defer { project.folder.remove() }
    try project.infoPlist(["CFBundleName": "Broken"])
    try project.manifest([])
    let path = try project.folder.write(example.text, to: example.file)
    let error = try #require(throws: DiagnosticsError.self) { try project.draft(manifest: true) }
    #expect(error.diagnostics.count == 1)
    let diagnostic = try #require(error.diagnostics.first)
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.location.description.hasPrefix(path + example.position))
    #expect(diagnostic.message.contains(example.message), "\(diagnostic.message)")
  }

  @Test func missingFilesAreAllReported() throws {
    let error = try #require(throws: DiagnosticsError.self) {
      try ProjectImporter.draft(
        .init(infoPlist: "/nonexistent/Info.plist", privacyManifest: "/nonexistent.xcprivacy"),
        catalog: ProjectFixture.catalog)
    }
    #expect(
      error.diagnostics.map(\.description) == [
        "/nonexistent: error: no such folder", "/nonexistent.xcprivacy: error: no such file",
        "/nonexistent/Info.plist: error: no such file",
      ])
  }
}
