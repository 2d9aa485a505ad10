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

/// The same through a tiny Xcode project (`Fixtures/SDKs/Shelf.xcodeproj`): a
/// package product and a vendored XCFramework in the app target, a version 1
/// Package.resolved in the project's workspace, and a resolved package no
/// target links.
@Suite struct SDKXcodeProjectEndToEndTests {
  static let folder = "Tests/CLITests/Fixtures/SDKs"

  @Test func findingsNameTheLockFileLineAndTheFramework() throws {
    let result = try ReviewReadyBinary.run(["audit", "\(Self.folder)/shelf.reviewready.yaml"])
    let output = result.standardOutput + result.standardError
    let resolved =
      "\(Self.folder)/Shelf.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
    #expect(
      output.contains(
        "\(resolved):14:1: note: see Lottie in the project's file [sdks.version-without-manifest]"
      ))
    #expect(output.contains("Lottie 4.3.4 (\(resolved):14; the manifest ships from 4.4.0)"))
    #expect(
      output.contains(
        "\(Self.folder)/Vendor/FMDB.xcframework: note: see FMDB in the project's file [sdks.binary-unsigned]"
      ))
    #expect(output.contains("[sdks.manifest-missing]"))
    // Alamofire 5.8.1 predates its manifest (5.9.0), but no target links it.
    #expect(!output.contains("Alamofire"))
    #expect(result.status != 0)
  }

  @Test func importWritesTheInventory() throws {
    let result = try ReviewReadyBinary.run([
      "import", "--project", "\(Self.folder)/Shelf.xcodeproj", "--no-scan",
    ])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "  # Third-party SDKs (from \(Self.folder)/Shelf.xcodeproj/project.xcworkspace/xcshareddata/"
          + "swiftpm/Package.resolved): 2 the target links: Lottie 4.3.4*, FMDB*"))
    #expect(
      result.standardOutput.contains(
        "  # 1 more resolved that the target doesn't name (another package may bring them in):"
          + " Alamofire 5.8.1*"))
  }
}

/// The sdks rules on the six real-sources apps, imported then audited: no
/// finding on any (their listed SDKs are at versions with a manifest, or
/// their version is unknown to the catalog, and no checkout is committed);
/// Pocket Casts (Tracks and Firebase Analytics) and Ice Cubes (TelemetryDeck)
/// ship analytics SDKs with their labels unanswered, so
/// sdks.tracking-undeclared waits on that question; Element X's manifest
/// declares analytics data for PostHog.
@Suite(
  .enabled(
    if: TestPaths.hasSharedTestData("real-sources"),
    TestPaths.sharedTestDataAbsent("real-sources")))
struct RealSourcesSDKFindingsTests {
  static let apps: [(folder: String, project: String, waits: Bool)] = [
    ("pocket-casts", "podcasts.xcodeproj", true), ("element-x-ios", "project.yml", false),
    ("ice-cubes", "IceCubesApp.xcodeproj", true), ("damus", "damus.xcodeproj", false),
    ("kiwix", "project.yml", false), ("owncloud", "ownCloud.xcodeproj", false),
  ]

  @Test(arguments: apps.map(\.folder))
  func sdkFindings(folder: String) throws {
    let app = try #require(Self.apps.first { $0.folder == folder })
    let root = try #require(TestPaths.sharedTestData("real-sources")).path
    let scratch = try TemporaryFolder("sdks-real")
    defer { scratch.remove() }
    let description = scratch.path("\(folder).reviewready.yaml")
    let imported = try ReviewReadyBinary.run([
      "import", "--project", "\(root)/\(folder)/\(app.project)", "--no-scan", "-o", description,
    ])
    #expect(imported.status == 0, "\(imported.standardError)")
    let audit = try ReviewReadyBinary.run(["audit", description])
    let output = audit.standardOutput + audit.standardError
    #expect(
      !output.split(separator: "\n").contains { $0.hasSuffix("[sdks.version-without-manifest]") })
    #expect(!output.split(separator: "\n").contains { $0.hasSuffix("[sdks.manifest-missing]") })
    #expect(!output.split(separator: "\n").contains { $0.hasSuffix("[sdks.binary-unsigned]") })
    #expect(!output.split(separator: "\n").contains { $0.hasSuffix("[sdks.tracking-undeclared]") })
    let waiting = output.split(separator: "\n").contains {
      $0.contains("question:") && $0.contains("sdks.tracking-undeclared")
    }
    #expect(waiting == app.waits)
  }
}
