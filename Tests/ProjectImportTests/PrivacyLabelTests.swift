import ProjectImport
import TestSupport
import Testing

/// The privacy labels a manifest implies, by the catalog's identifiers.
@Suite struct PrivacyLabelTests {
  typealias Label = DraftPrivacyLabels.Label
  static let prefix = "NSPrivacyCollectedDataType"

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var entries: [(type: String, linked: Bool, tracking: Bool, purposes: [String])]
    var labels: [Label]
    var unknown: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "collects nothing", entries: [], labels: [], unknown: []),
    Case(
      name: "one type, purposes in the vocabulary's order",
      entries: [
        (
          "\(prefix)EmailAddress", true, false,
          ["\(prefix)PurposeAppFunctionality", "\(prefix)PurposeAnalytics"]
        )
      ],
      labels: [
        Label(
          type: "emailAddress", linkedToUser: true, usedForTracking: false,
          purposes: ["analytics", "appFunctionality"])
      ], unknown: []),
    Case(
      name: "a type named twice is merged",
      entries: [
        ("\(prefix)PhotosorVideos", false, false, ["\(prefix)PurposeAppFunctionality"]),
        ("\(prefix)CrashData", false, false, ["\(prefix)PurposeAnalytics"]),
        ("\(prefix)PhotosorVideos", true, true, ["\(prefix)PurposeAnalytics"]),
      ],
      labels: [
        Label(
          type: "photosOrVideos", linkedToUser: true, usedForTracking: true,
          purposes: ["analytics", "appFunctionality"]),
        Label(
          type: "crashData", linkedToUser: false, usedForTracking: false, purposes: ["analytics"]),
      ], unknown: []),
    Case(
      name: "unknown identifiers are left out and listed",
      entries: [
        ("\(prefix)AudioDATA", false, false, ["\(prefix)PurposeAppFunctionality"]),
        ("\(prefix)EmailAddress", false, false, ["\(prefix)PurposeWhatever"]),
      ],
      labels: [
        Label(type: "emailAddress", linkedToUser: false, usedForTracking: false, purposes: [])
      ], unknown: ["\(prefix)AudioDATA", "\(prefix)PurposeWhatever"]),
  ]

  @Test(arguments: cases) func manifestImpliesLabels(_ example: Case) throws {
    let project = try ProjectFixture()
    defer { project.folder.remove() }
    try project.infoPlist(["CFBundleName": "Labels"])
    try project.manifest(example.entries)
    let labels = try #require(try project.draft(manifest: true).privacyLabels)
    #expect(labels.data == example.labels)
    #expect(labels.unknownIdentifiers == example.unknown)
  }

  @Test func noManifestNoLabels() throws {
    let project = try ProjectFixture()
    defer { project.folder.remove() }
    try project.infoPlist(["CFBundleName": "Labels"])
    #expect(try project.draft().privacyLabels == nil)
  }

  /// The fixture manifest of the project pack's tests, read in place.
  @Test func theDriftedFixtureManifest() throws {
    let root = TestPaths.repositoryRoot.appendingPathComponent("Checklists/tests/project").path
    let draft = try ProjectImporter.draft(
      .init(
        infoPlist: "\(root)/Journal/Info.plist",
        privacyManifest: "\(root)/Manifests/drifted.xcprivacy"),
      catalog: ProjectFixture.catalog)
    let labels = try #require(draft.privacyLabels)
    #expect(labels.data.map(\.type) == ["emailAddress", "photosOrVideos"])
    #expect(labels.unknownIdentifiers == ["\(Self.prefix)AudioDATA"])
  }
}
