import Foundation
import TestSupport
import Testing

/// `import --project` then `audit --scan` on the real apps' sources
/// (`../shared/testdata/real-sources`, read in place; skipped without it):
/// the drifts their README lists between code, description and Info.plist
/// are raised, and no key their code uses is called unused.
@Suite struct RealSourcesDriftEndToEndTests {
  static let hasData = TestPaths.hasSharedTestData("real-sources")
  static let absent = TestPaths.sharedTestDataAbsent("real-sources")

  /// One app: its project, the code findings that must be there (rule and
  /// subject), and the keys no `code.key-without-use` may name.
  struct App: CustomTestStringConvertible, Sendable {
    var name: String
    var project: String
    var raised: [String]
    var usedKeys: [String]
    var testDescription: String { name }
  }

  static let apps: [App] = [
    App(
      name: "pocket-casts", project: "podcasts.xcodeproj",
      raised: [
        "code.key-without-use NSMicrophoneUsageDescription",
        "code.key-without-use NSBluetoothPeripheralUsageDescription",
        "code.key-without-use NSPhotoLibraryUsageDescription",
      ],
      // Add-only: saving happens only through share sheets handed images (kind host).
      usedKeys: [
        "NSCameraUsageDescription", "NSLocalNetworkUsageDescription",
        "NSPhotoLibraryAddUsageDescription",
      ]),
    App(
      name: "owncloud", project: "ownCloud.xcodeproj",
      raised: [
        "code.key-without-use NSPhotoLibraryAddUsageDescription",
        "code.key-without-use NSAppleMusicUsageDescription",
        // The camera string names scanning documents; the code also takes photos and videos.
        "code.purpose-omits-use NSCameraUsageDescription",
      ],
      usedKeys: [
        "NSPhotoLibraryUsageDescription", "NSCameraUsageDescription", "NSFaceIDUsageDescription",
        "NSMicrophoneUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription",
      ]),
    App(
      // The recent-photos strip asks as the media panel the person opened appears: the
      // feature's own moment, which import writes and the timing rule agrees with.
      name: "ice-cubes", project: "IceCubesApp.xcodeproj", raised: [],
      usedKeys: [
        "NSCameraUsageDescription", "NSPhotoLibraryUsageDescription",
        "NSPhotoLibraryAddUsageDescription",
      ]),
    App(
      // The camera string names pictures and videos; the code also scans QR codes to sign in.
      name: "element-x-ios", project: "project.yml",
      raised: ["code.purpose-omits-use NSCameraUsageDescription"],
      usedKeys: [
        "NSCameraUsageDescription", "NSMicrophoneUsageDescription",
        "NSPhotoLibraryAddUsageDescription", "NSLocationWhenInUseUsageDescription",
        "NSLocationAlwaysAndWhenInUseUsageDescription", "NSFaceIDUsageDescription",
      ]),
    App(
      name: "damus", project: "damus.xcodeproj", raised: [],
      usedKeys: [
        "NSCameraUsageDescription", "NSMicrophoneUsageDescription",
        "NSPhotoLibraryAddUsageDescription", "NSAppleMusicUsageDescription",
        "NSFaceIDUsageDescription",
      ]),
  ]

  @Test(
    "the README's drifts are raised, and no used key is called unused",
    .enabled(if: hasData, absent), arguments: apps)
  func drifts(_ app: App) throws {
    let findings = try RealSourcesAudit(app: app.name, project: app.project).findings
    let code = Set(
      findings.compactMap { finding -> String? in
        guard let rule = finding["rule"] as? String, rule.hasPrefix("code."),
          let subject = (finding["subject"] as? [String: Any])?["id"] as? String
        else { return nil }
        return "\(rule) \(subject)"
      })
    for expected in app.raised {
      #expect(code.contains(expected), "\(app.name): \(expected) not raised; got \(code.sorted())")
    }
    for key in app.usedKeys {
      #expect(!code.contains("code.key-without-use \(key)"), "\(app.name): \(key) called unused")
    }
  }
}
