import Foundation
import TestSupport
import Testing

/// The SDK rules through the built binary: a listed SDK pinned before its
/// manifest, and one whose checkout lacks it, named at the lock files'
/// lines; the current project raises neither.
@Suite struct SDKInventoryEndToEndTests {
  static let folder = "Checklists/tests/sdks"

  @Test func oldSDKsAreFoundAtTheLockFilesLines() throws {
    let result = try ReviewReadyBinary.run(["audit", "\(Self.folder)/old-sdks.reviewready.yaml"])
    let output = result.standardOutput + result.standardError
    let resolved =
      "\(Self.folder)/Old/Tally.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/"
      + "Package.resolved"
    #expect(
      output.contains(
        "\(resolved):5:1: note: see kingfisher in the project's file [sdks.version-without-manifest]"
      ))
    #expect(output.contains("kingfisher 7.6.2"))
    #expect(
      output.contains(
        "\(Self.folder)/Old/Podfile.lock:2:1: note: see SnapKit in the project's file [sdks.manifest-missing]"
      ))
    #expect(output.contains("\(resolved):14:1: note: see posthog-ios"))
    #expect(result.status != 0)
  }

  @Test func currentSDKsRaiseNothing() throws {
    let result = try ReviewReadyBinary.run([
      "audit", "\(Self.folder)/current-sdks.reviewready.yaml",
    ])
    let output = result.standardOutput + result.standardError
    #expect(!output.contains("[sdks."))
  }
}
