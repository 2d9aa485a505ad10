import Foundation
import ProjectImport
import TestSupport
import Testing

/// `import --project` writes `app.xcode` from the repository's CI files,
/// with where it was read, and writes nothing (and asks nothing) when no
/// file names a version.
@Suite struct XcodeVersionImportTests {
  private func importedText(workflow: String?) throws -> String {
    let folder = try TemporaryFolder("import-xcode")
    defer { folder.remove() }
    try FileManager.default.createDirectory(
      atPath: folder.path(".git"), withIntermediateDirectories: true)
    try folder.write(
      """
      name: Clips
      targets:
        Clips:
          type: application
          platform: iOS
          sources: [App]
          settings:
            base:
              INFOPLIST_FILE: App/Info.plist
              PRODUCT_BUNDLE_IDENTIFIER: com.example.clips
      """, to: "project.yml")
    try folder.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + "\t<key>CFBundleName</key>\n\t<string>Clips</string>\n</dict>\n</plist>\n",
      to: "App/Info.plist")
    if let workflow { try folder.write(workflow, to: ".github/workflows/release.yml") }
    return try ProjectImporter.yaml(
      projectPath: folder.path("project.yml"), target: nil, configuration: nil,
      output: folder.path("clips.reviewready.yaml"), catalog: ProjectFixture.catalog
    ).text
  }

  @Test func theWorkflowsXcodeIsWrittenWithItsPlace() throws {
    let text = try importedText(
      workflow: "jobs:\n  build:\n    steps:\n      - with:\n          xcode-version: '26.1'\n")
    #expect(
      text.contains(
        "  xcode: \"26.1\"   # the Xcode that builds the upload, from .github/workflows/release.yml:5"
      ))
  }

  @Test func nothingSaidNothingWritten() throws {
    let text = try importedText(workflow: nil)
    #expect(!text.contains("xcode:"))
  }
}
