import Catalog
import FileSupport
import ProjectFiles
import TestSupport
import Testing
import XcodeProject

/// The SDK inventory of the six real projects in
/// `../shared/testdata/real-sources`, each fact checked by reading their
/// lock files, Podfile and project files: which lock file Xcode builds
/// with, which SDKs the app target links (Apple-listed ones by name and
/// version), and what is only resolved or left out.
@Suite(
  .enabled(
    if: TestPaths.hasSharedTestData("real-sources"),
    TestPaths.sharedTestDataAbsent("real-sources")))
struct RealSDKInventoryTests {
  struct App: Sendable, CustomTestStringConvertible {
    var folder: String
    var project: String
    /// The lock and declaring files read, relative to the app's folder.
    var files: [String]
    /// Listed SDKs the target ships: "name version" (or requirement).
    var listedShipped: [String]
    /// Listed SDKs only resolved.
    var listedResolved: [String] = []
    /// Analytics / advertising SDKs the target ships.
    var kinds: [String] = []
    /// Other facts: "name linkage".
    var linkages: [String] = []
    var ignored: [String] = []
    var testDescription: String { folder }
  }

  static let apps: [App] = [
    App(
      folder: "pocket-casts", project: "podcasts.xcodeproj",
      files: [
        "podcasts.xcworkspace/xcshareddata/swiftpm/Package.resolved", "Podfile.lock", "Podfile",
      ],
      // Firebase for its FirebaseRemoteConfig product; FMDB through the local package
      // Modules/DataModel, whose Package.swift declares ccgus/fmdb.
      listedShipped: [
        "Firebase 10.29.0", "FMDB 2.7.12", "GoogleSignIn 7.1.0", "Kingfisher 7.12.0",
        "Lottie 4.5.0",
      ],
      listedResolved: [
        "abseil", "AppAuth", "GoogleDataTransport", "GoogleUtilities", "GTMSessionFetcher",
        "GTMAppAuth", "leveldb", "nanopb", "Promises",
      ],
      kinds: ["AutomatticTracksiOS analytics", "Firebase analytics"],
      // google-cast comes through the common_pods helper; Pulse only in Debug, Staging and
      // Prototype; SwiftGen and SwiftLint belong to the abstract CI target.
      linkages: [
        "FMDB dependency", "google-cast-sdk-no-bluetooth direct", "PulseCore unlinked",
        "PulseUI unlinked", "SwiftGen unlinked", "SwiftLint unlinked",
        "GoogleAppMeasurement resolved",
      ],
      ignored: [
        "Modules/Server/Package.resolved",
        "podcasts.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
      ]),
    App(
      folder: "element-x-ios", project: "project.yml",
      files: ["ElementX.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"],
      listedShipped: ["kingfisher 8.10.0"], kinds: ["posthog-ios analytics"],
      // compound-ios names swift-snapshot-testing only in its test target.
      linkages: ["swift-snapshot-testing resolved", "sentry-cocoa direct"],
      ignored: [
        "BuildExtensions/Package.resolved", "Package.resolved",
        "compound-ios/Inspector/Inspector.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
        "compound-ios/Package.resolved",
      ]),
    App(
      folder: "ice-cubes", project: "IceCubesApp.xcodeproj",
      files: ["IceCubesApp.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"],
      // TelemetryDeck's SwiftSDK, through the local package Packages/Env.
      listedShipped: [], kinds: ["swiftsdk analytics"], linkages: ["swiftsdk dependency"]),
    App(
      folder: "damus", project: "damus.xcodeproj",
      files: ["damus.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"],
      listedShipped: ["kingfisher 8.3.1"], linkages: ["sentry-cocoa direct"]),
    App(
      folder: "kiwix", project: "project.yml", files: [], listedShipped: [],
      linkages: ["defaults direct", "stripe-apple-pay direct", "swift-system direct"]),
    App(
      folder: "owncloud", project: "ownCloud.xcodeproj", files: [],
      // krzyzanowskim/OpenSSL, declared in the project with no Package.resolved committed.
      listedShipped: ["openssl (upToNextMajorVersion 3.3.2000)"],
      linkages: ["plcrashreporter direct", "pocketsvg direct", "down direct"]),
  ]

  @Test(arguments: apps)
  func inventory(app: App) throws {
    let root = try #require(TestPaths.sharedTestData("real-sources")).path + "/" + app.folder
    let imported = try XcodeProjectReader.read(ProjectSelection(path: root + "/" + app.project))
    let inventory = try #require(imported.project.sdks)
    let catalog = try BuiltInChecklists.loadCatalog()
    func relative(_ path: String) -> String {
      path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }
    func listed(_ sdk: SDKDependency) -> Bool {
      catalog.sdks.matching(name: sdk.name, products: sdk.products, repository: sdk.repository)
        .contains(where: \.listed)
    }
    func described(_ sdk: SDKDependency) -> String {
      sdk.name + " " + (sdk.version ?? "(\(sdk.requirement ?? ""))")
    }
    let sdks = inventory.dependencies
    #expect(inventory.files.map(relative) == app.files)
    #expect(
      sdks.filter { $0.ships && listed($0) }.map(described).sorted() == app.listedShipped.sorted())
    #expect(
      sdks.filter { $0.linkage == .resolved && listed($0) }.map(\.name).sorted()
        == app.listedResolved.sorted())
    let kinds = sdks.filter(\.ships).compactMap { sdk in
      catalog.sdks.matching(name: sdk.name, products: sdk.products, repository: sdk.repository)
        .compactMap(\.kind).first.map { "\(sdk.name) \($0)" }
    }
    #expect(kinds.sorted() == app.kinds.sorted())
    for fact in app.linkages {
      let parts = fact.split(separator: " ").map(String.init)
      #expect(sdks.first { $0.name == parts[0] }?.linkage.rawValue == parts[1], "\(fact)")
    }
    #expect(inventory.ignored.map { relative($0.file) }.sorted() == app.ignored.sorted())
  }
}
