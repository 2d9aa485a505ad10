import Foundation
import ProjectFiles
import TestSupport
import Testing
import XcodeProject

/// The extensions and entitlements of the six real projects in
/// `../shared/testdata/real-sources`, as `XcodeProjectReader` finds them.
@Suite(
  .enabled(
    if: TestPaths.hasSharedTestData("real-sources"),
    TestPaths.sharedTestDataAbsent("real-sources")))
struct RealEmbeddedTargetsTests {
  @Test(arguments: [
    ("element-x-ios", "project.yml"), ("ice-cubes", "IceCubesApp.xcodeproj"),
    ("pocket-casts", "podcasts.xcodeproj"), ("owncloud", "ownCloud.xcodeproj"),
    ("kiwix", "project.yml"), ("damus", "damus.xcodeproj"),
  ])
  func probe(_ app: String, _ project: String) throws {
    let root = try #require(TestPaths.sharedTestData("real-sources")).appendingPathComponent(app)
    let imported = try XcodeProjectReader.read(
      ProjectSelection(path: root.appendingPathComponent(project).path))
    let p = imported.project
    print(
      "PROBE \(app) target=\(p.targetName ?? "-") exe=\(p.executable ?? "-") ent=\(p.entitlements?.file ?? "-") granted=\(p.entitlements?.granted ?? []) sources=\(p.sources?.files.count ?? -1)/\(p.sources?.folders ?? [])"
    )
    for e in p.extensions {
      print(
        "PROBE   ext \(e.name) \(e.productType) exe=\(e.executable) point=\(e.extensionPoint ?? "-") plist=\(e.infoPlist?.file ?? "-") manifest=\(e.privacyManifest?.file ?? "-") ent=\(e.entitlements?.file ?? "-") granted=\(e.entitlements?.granted ?? []) files=\(e.sources.files.count) folders=\(e.sources.folders)"
      )
    }
    for w in imported.warnings { print("PROBE   warn \(w.location): \(w.message)") }
  }
}
