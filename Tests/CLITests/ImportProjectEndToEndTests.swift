import Foundation
import TestSupport
import Testing

/// `reviewready import --project` run as a user runs it: on the Xcode
/// fixture it writes a description pointing at the project, prints the
/// merge warning at both places and exits 0; the description audits with
/// the project read the same way; a broken project exits 2 with a
/// positioned message.
@Suite struct ImportProjectEndToEndTests {
  static let fixtures = TestPaths.repositoryRoot.appendingPathComponent(
    "Tests/ProjectImportTests/Fixtures")

  @Test func importsAnXcodeProjectAndAuditsIt() throws {
    let folder = try TemporaryFolder("import-project")
    defer { folder.remove() }
    let project = Self.fixtures.appendingPathComponent("Settings/App.xcodeproj").path
    let output = folder.path("app.reviewready.yaml")
    let result = try ReviewReadyBinary.run(["import", "--project", project, "--output", output])
    #expect(result.status == 0, "\(result.standardError)")
    let warnings = result.standardError.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(warnings.count == 2, "\(result.standardError)")
    #expect(warnings.contains { $0.contains("project.pbxproj:") })
    #expect(warnings.contains { $0.contains("Settings/App/Info.plist:7:1") })
    let text = try String(contentsOfFile: output, encoding: .utf8)
    #expect(text.contains("  project: "))
    #expect(text.contains("  target: App\n"))
    #expect(text.contains("  configuration: Release\n"))
    #expect(text.contains("  minimumOS: \"16.4\""))
    #expect(text.contains("  backgroundModes: [location, fetch]"))
    #expect(text.contains("NSMicrophoneUsageDescription:\n    en: Record a voice note"))
    // The audit reads the project through the same resolver: the build
    // settings' keys agree with the description, so no project.* finding
    // says a key is missing or differs.
    let audit = try ReviewReadyBinary.run(["audit", output, "--format", "json"])
    #expect(audit.status != 2, "\(audit.standardError)")
    for rule in [
      "project.key-not-described", "project.key-not-in-info-plist", "project.purpose-differs",
    ] {
      #expect(!audit.standardOutput.contains("\"\(rule)\""), "\(rule): \(audit.standardOutput)")
    }
    // A key only a build setting declares, dropped from the description, is
    // found missing, at the build setting's line.
    let dropped = text.replacingOccurrences(
      of: "  NSMicrophoneUsageDescription:\n    en: Record a voice note for your journal entry.\n",
      with: "")
    #expect(dropped != text)
    try dropped.write(toFile: output, atomically: true, encoding: .utf8)
    let again = try ReviewReadyBinary.run(["audit", output])
    #expect(again.standardOutput.contains("[project.key-not-described]"), "\(again.standardOutput)")
    #expect(
      again.standardOutput.split(separator: "\n").contains {
        $0.contains("[project.key-not-described]") && $0.contains("NSMicrophoneUsageDescription")
      })
  }

  @Test func severalAppTargetsExitTwoNamingThem() throws {
    let folder = try TemporaryFolder("import-project")
    defer { folder.remove() }
    let source = Self.fixtures.appendingPathComponent("Settings")
    let copy = folder.url.appendingPathComponent("Settings")
    try FileManager.default.copyItem(at: source, to: copy)
    let file = copy.appendingPathComponent("App.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(
      of: "\"com.apple.product-type.framework\"", with: "\"com.apple.product-type.application\"")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let result = try ReviewReadyBinary.run([
      "import", "--project", copy.appendingPathComponent("App.xcodeproj").path,
    ])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError.contains(
        "project.pbxproj:"), "\(result.standardError)")
    #expect(
      result.standardError.contains(
        "2 iOS application targets: App, Kit; choose one with --target NAME"))
    let chosen = try ReviewReadyBinary.run([
      "import", "--project", copy.appendingPathComponent("App.xcodeproj").path, "--target", "App",
    ])
    #expect(chosen.status == 0, "\(chosen.standardError)")
  }

  @Test func optionsOfTheOtherFormAreRefused() throws {
    let project = Self.fixtures.appendingPathComponent("XcodeGen/project.yml").path
    let result = try ReviewReadyBinary.run([
      "import", "--project", project, "--info-plist", "Info.plist",
    ])
    #expect(result.status == 2)
    #expect(result.standardError.contains("--info-plist can't be combined with --project"))
    let lone = try ReviewReadyBinary.run(["import", "--target", "App", "--info-plist", "x"])
    #expect(lone.status == 2)
    #expect(lone.standardError.contains("--target needs --project"))
  }
}
