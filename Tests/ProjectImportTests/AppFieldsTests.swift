import ProjectImport
import Testing

/// The `app` section: the identity with the key each fact came from, the
/// development region (assumed `en` when missing or not a locale) and the
/// locales, the development region first.
@Suite struct AppFieldsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var plist: [(String, String)]
    var lproj: [String]
    var region: String
    var regionNote: String
    var locales: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "no region: en, with a TODO", plist: [], lproj: [], region: "en",
      regionNote: "TODO: the development language (the Info.plist doesn't say; en assumed)",
      locales: ["en"]),
    Case(
      name: "a region that is no locale", plist: [("CFBundleDevelopmentRegion", "English")],
      lproj: ["fr"], region: "en",
      regionNote: "CFBundleDevelopmentRegion is English; en assumed, Xcode's default",
      locales: ["en", "fr"]),
    Case(
      name: "the region first, Base left out",
      plist: [("CFBundleDevelopmentRegion", "de")], lproj: ["Base", "fr", "en", "de", "pt-BR"],
      region: "de", regionNote: "CFBundleDevelopmentRegion", locales: ["de", "en", "fr", "pt-BR"]),
  ]

  @Test(arguments: cases) func regionAndLocales(_ example: Case) throws {
    let project = try ProjectFixture()
    defer { project.folder.remove() }
    try project.infoPlist(entries: example.plist)
    for locale in example.lproj {
      try project.strings(locale, ["NSCameraUsageDescription": "Kamera \(locale)"])
    }
    let app = try project.draft().app
    #expect(app.developmentRegion == .init(example.region, note: example.regionNote))
    #expect(app.locales == example.locales)
  }

  @Test func identityComesWithItsKeys() throws {
    let project = try ProjectFixture()
    defer { project.folder.remove() }
    try project.infoPlist([
      "CFBundleName": "Trail", "CFBundleDisplayName": "Trail Notes",
      "CFBundleIdentifier": "com.example.trail", "CFBundleShortVersionString": "2.1",
      "CFBundleVersion": "42", "MinimumOSVersion": "16.4",
    ])
    let app = try project.draft().app
    #expect(app.name == .init("Trail Notes", note: "CFBundleDisplayName"))
    #expect(app.bundleId == .init("com.example.trail", note: "CFBundleIdentifier"))
    #expect(app.version == .init("2.1", note: "CFBundleShortVersionString"))
    #expect(app.build == .init("42", note: "CFBundleVersion"))
    #expect(app.minimumOS == .init("16.4", note: "MinimumOSVersion"))
  }

  @Test func aBuildSettingIsNoMinimumOS() throws {
    let project = try ProjectFixture()
    defer { project.folder.remove() }
    try project.infoPlist([
      "CFBundleName": "$(PRODUCT_NAME)", "MinimumOSVersion": "$(IPHONEOS_DEPLOYMENT_TARGET)",
    ])
    let app = try project.draft().app
    #expect(app.name == .init("$(PRODUCT_NAME)", note: "CFBundleName"))
    #expect(app.minimumOS == nil)
    #expect(app.version == nil)
  }
}
