import ProjectFiles
import ProjectImport
import Testing

/// AccessorySetupKit's Info.plist keys (iOS 18) are arrays that declare the
/// accessories, not purpose strings: `import` writes no purpose string and
/// no permission for them, and keeps the Info.plist's one real purpose string.
@Suite struct AccessorySetupKeysTests {
  static let keys = [
    "NSAccessorySetupKitSupports", "NSAccessorySetupSupports",
    "NSAccessorySetupBluetoothServices", "NSAccessorySetupBluetoothNames",
    "NSAccessorySetupBluetoothCompanyIdentifiers",
  ]

  @Test func theKeysAreNoPurposeStrings() {
    for key in Self.keys { #expect(!UsageKeys.isUsageDescription(key)) }
  }

  @Test func importKeepsThemOutOfThePurposeStrings() throws {
    let project = try ProjectFixture()
    defer { project.folder.remove() }
    let arrays = Self.keys.map { key in
      "<key>\(key)</key><array><string>\(key.hasSuffix("Supports") ? "Bluetooth" : "Dice")</string></array>\n"
    }
    let path = try project.folder.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + arrays.joined()
        + "<key>NSBluetoothAlwaysUsageDescription</key><string>Finds your dice.</string>\n"
        + "</dict>\n</plist>\n", to: "App/Info.plist")
    let draft = try project.draft()
    #expect(draft.purposeStrings.map(\.key) == ["NSBluetoothAlwaysUsageDescription"])
    #expect(draft.permissions.map(\.resource.rawValue) == ["bluetooth"])
    let yaml = try ProjectImporter.yaml(
      ProjectImporter.Sources(infoPlist: path), catalog: ProjectFixture.catalog)
    #expect(!yaml.contains("NSAccessorySetup"))
  }
}
