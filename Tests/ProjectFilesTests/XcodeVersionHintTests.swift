import Foundation
import TestSupport
import Testing

@testable import ProjectFiles

/// The Xcode version a repository names (`.xcode-version`, workflows,
/// Fastfile), which `import` writes as `app.xcode`; nothing when the files
/// disagree or say nothing.
@Suite struct XcodeVersionHintTests {
  /// A repository (`.git` at its top) with the project in `App/`.
  private func repository(_ files: [String: String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder("xcode-hint")
    try FileManager.default.createDirectory(
      atPath: folder.path(".git"), withIntermediateDirectories: true)
    try folder.write("name: App\n", to: "App/project.yml")
    for (path, text) in files { try folder.write(text, to: path) }
    return folder
  }

  @Test func xcodeVersionFileComesFirst() throws {
    let folder = try repository([
      ".xcode-version": "26.1.1\n",
      ".github/workflows/ci.yml": "    xcode-version: '16.4'\n",
    ])
    defer { folder.remove() }
    let hint = XcodeVersionHint.find(near: folder.path("App/project.yml"))
    #expect(hint?.version == "26.1.1")
    #expect(hint?.file.hasSuffix("/.xcode-version") == true)
    #expect(hint?.line == 1)
  }

  @Test func workflowsAndFastfileThatAgree() throws {
    let folder = try repository([
      ".github/workflows/release.yml": """
      env:
        DEVELOPER_DIR: /Applications/Xcode_26.2.app/Contents/Developer
      # xcode-version: '15.4' (commented out)
      steps:
        - uses: maxim-lobanov/setup-xcode@v1
          with: { xcode-version: "26.2" }
      """,
      "fastlane/Fastfile": "lane :beta do\n  xcversion(version: \"~> 26.2\")\nend\n",
    ])
    defer { folder.remove() }
    let hint = XcodeVersionHint.find(near: folder.path("App/project.yml"))
    #expect(hint?.version == "26.2")
    #expect(hint?.line == 2)
  }

  @Test func versionsThatDisagreeSayNothing() throws {
    let folder = try repository([
      ".github/workflows/tests.yml": "xcode-version: '16.4'\n",
      ".github/workflows/release.yml": "xcode-version: '26.1'\n",
    ])
    defer { folder.remove() }
    #expect(XcodeVersionHint.find(near: folder.path("App/project.yml")) == nil)
  }

  @Test func noFileSaysNothingAndTheSearchStopsAtTheRepository() throws {
    let folder = try repository(["README.md": "Built with Xcode 26.\n"])
    defer { folder.remove() }
    #expect(XcodeVersionHint.find(near: folder.path("App/project.yml")) == nil)
    #expect(XcodeVersionHint.leadingVersion(of: "latest-stable") == nil)
    #expect(XcodeVersionHint.leadingVersion(of: "26.0 beta") == "26.0")
  }
}
