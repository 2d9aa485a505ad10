import Audit
import Diagnostics
import FileSupport
import Foundation
import RulePacks
import TestSupport
import Testing

/// A pack with a typo, an unknown function or a type error fails to load
/// with a positioned message per problem; golden files in `Snapshots/`.
@Suite struct PackLoadingTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  @Test(arguments: [
    "misspelt-field", "unknown-function", "type-error", "malformed", "misspelt-aspect",
  ])
  func brokenPackFailsWithPositions(_ name: String) throws {
    let path = "Tests/AuditTests/Fixtures/\(name).yaml"
    let previous = FileManager.default.currentDirectoryPath
    _ = FileManager.default.changeCurrentDirectoryPath(TestPaths.repositoryRoot.path)
    defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
    do {
      _ = try PackLoader.load(paths: [path])
      Issue.record("\(name) loaded without problems")
    } catch {
      assertSnapshot(error.diagnostics.map { "\($0)\n" }.joined(), named: "\(name).txt")
      #expect(error.diagnostics.allSatisfy { $0.location.line > 0 })
    }
  }

  /// A pack saved with Windows line endings points at the same lines and
  /// columns as the same pack with `\n` ones.
  @Test(arguments: ["type-error", "unknown-function", "misspelt-field"])
  func windowsLineEndingsKeepPositions(_ name: String) throws {
    let original = Self.fixtures.appendingPathComponent("\(name).yaml")
    let text = try String(contentsOf: original, encoding: .utf8)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("crlf-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let crlf = folder.appendingPathComponent("\(name).yaml")
    try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: crlf)
    func positions(_ path: String) -> [String] {
      do {
        _ = try PackLoader.load(paths: [path])
        return []
      } catch {
        return error.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.message)" }
      }
    }
    let expected = positions(original.path)
    #expect(!expected.isEmpty)
    #expect(positions(crlf.path) == expected)
  }

  @Test func builtInPacksAndCatalogLoad() throws {
    let packs = try BuiltInChecklists.engine().packs
    let ids = Set(packs.flatMap(\.rules).map(\.id))
    // Every id of PRODUCT.md's table, and the further rejection patterns of DOMAIN.md.
    let required = [
      "permission.prompt-at-launch", "permission.without-feature", "permission.pressure",
      "permission.denied-unhandled", "permission.primer-wording", "permission.gates-feature",
      "photos.picker-would-suffice", "photos.add-only-would-suffice",
      "photos.requires-full-access", "photos.limited-unhandled",
      "photos.location-metadata-upload", "camera.denied-no-alternative",
      "contacts.picker-would-suffice", "calendars.write-only-would-suffice",
      "location.always-without-background", "location.precise-not-needed",
      "tracking.label-mismatch", "labels.undeclared-data", "labels.unused-declaration",
      "labels.privacy-policy-missing", "purpose.missing", "purpose.unneeded",
      "purpose.wrong-access", "purpose.vague", "purpose.placeholder", "purpose.mismatch-feature",
      "purpose.untranslated", "review.demo-account-missing", "review.asks-reviewer-to-allow",
      "review.password-in-description",
      // Beyond the table: 5.1.1(iv), 5.1.2(i), 2.5.4, 5.1.1(v), 4.8, 2.5.14, 5.1.3.
      "permission.asked-by-unrelated-feature", "permission.required-to-use-app",
      "location.background-mode-missing", "location.background-mode-unused",
      "location.denied-no-alternative", "tracking.without-permission",
      "contacts.uploaded-without-consent", "sharing.ai-without-consent",
      "sharing.third-party-without-consent", "accounts.deletion-missing",
      "accounts.equivalent-login-missing", "recording.no-indicator", "recording.without-consent",
      "health.used-for-advertising",
      // Wording that fits the key and the features (issue 18).
      "purpose.hides-upload", "purpose.wording-wrong-level", "purpose.other-product",
      "purpose.partial-coverage", "purpose.own-server-unsaid",
    ]
    for id in required { #expect(ids.contains(id), "missing rule \(id)") }
  }
}
