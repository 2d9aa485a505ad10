import AppModel
import ProjectImport
import Testing

/// Which permission each set of purpose-string keys implies: the resource,
/// the access level and the `needs` verb of its feature.
@Suite struct PermissionInferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var keys: [String]
    /// "id resource access verb", one per inferred permission, in order.
    var expected: [String]
    var testDescription: String { keys.joined(separator: " + ") }
  }

  static let cases: [Case] = [
    Case(keys: ["NSCameraUsageDescription"], expected: ["camera camera capture capture"]),
    Case(keys: ["NSPhotoLibraryAddUsageDescription"], expected: ["photos photos addOnly save"]),
    // Both photo keys: two prompts, add-only to save and read/write to browse.
    Case(
      keys: ["NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription"],
      expected: ["photos-add-only photos addOnly save", "photos photos readWrite browse"]),
    // Write-only and full calendar access are two prompts too.
    Case(
      keys: [
        "NSCalendarsWriteOnlyAccessUsageDescription", "NSCalendarsFullAccessUsageDescription",
      ],
      expected: [
        "calendars-write-only calendars writeOnly addEvent", "calendars calendars full read",
      ]),
    // "Always" needs the when-in-use key too: one prompt that upgrades, at always.
    Case(
      keys: [
        "NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription",
        "NSLocationAlwaysUsageDescription",
      ],
      expected: ["location location always background"]),
    // Health read and write are asked in one sheet: readWrite.
    Case(
      keys: ["NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription"],
      expected: ["health health readWrite read"]),
    // A legacy key alone still names its level (Pocket Casts' Bluetooth).
    Case(
      keys: ["NSBluetoothPeripheralUsageDescription"], expected: ["bluetooth bluetooth use connect"]
    ),
    // Keys only other platforms read imply no iOS permission; keys of no resource neither.
    Case(keys: ["NSLocationUsageDescription"], expected: []),
    Case(
      keys: ["NSDesktopFolderUsageDescription", "NSCrossWebsiteTrackingUsageDescription"],
      expected: []),
    Case(
      keys: ["NSLocationWhenInUseUsageDescription"],
      expected: ["location location whenInUse whenInUse"]),
    // Only the Always key: still the level it belongs to.
    Case(
      keys: ["NSLocationAlwaysAndWhenInUseUsageDescription"],
      expected: ["location location always background"]),
    Case(
      keys: ["NSCalendarsWriteOnlyAccessUsageDescription"],
      expected: ["calendars calendars writeOnly addEvent"]),
    Case(
      keys: ["NSCalendarsFullAccessUsageDescription"], expected: ["calendars calendars full read"]),
    Case(keys: ["NSContactsUsageDescription"], expected: ["contacts contacts full read"]),
    // Two resources, in the vocabulary's order.
    Case(
      keys: ["NSSpeechRecognitionUsageDescription", "NSMicrophoneUsageDescription"],
      expected: [
        "microphone microphone record record", "speech speech recognize transcribe",
      ]),
    // A key the description format doesn't know implies nothing.
    Case(keys: ["NSFooUsageDescription"], expected: []),
    Case(keys: [], expected: []),
  ]

  @Test(arguments: cases) func keysImplyPermissions(_ example: Case) throws {
    let project = try ProjectFixture()
    defer { project.folder.remove() }
    try project.folder.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + example.keys.map { "<key>\($0)</key><string>Because.</string>\n" }.joined()
        + "</dict>\n</plist>\n", to: "App/Info.plist")
    let draft = try project.draft()
    #expect(
      draft.permissions.map { "\($0.id) \($0.resource.rawValue) \($0.access) \($0.verb)" }
        == example.expected)
    // Every iOS key of a resource is named by one of its permissions, once.
    let described = example.keys.filter {
      ProjectFixture.catalog.keys[$0].map { $0.isIOSKey && $0.resource != nil } ?? false
    }
    #expect(draft.permissions.flatMap(\.keys).sorted() == described.sorted())
    for permission in draft.permissions {
      #expect(permission.levels == permission.resource.accessLevels)
      #expect(permission.resource.needVerbs.contains(permission.verb))
    }
  }
}

/// A key only the localizations have counts for a resource the Info.plist
/// names no key of (Mastodon's camera), not as a second level beside a
/// declared key of its resource (Element X's translated read/write photo key
/// beside its declared add-only key).
@Suite struct LocalizedOnlyKeyTests {
  @Test func aTranslatedKeyAddsNoLevelBesideADeclaredOne() throws {
    let project = try ProjectFixture()
    defer { project.folder.remove() }
    try project.infoPlist(["NSPhotoLibraryAddUsageDescription": "Save a photo you took."])
    try project.strings(
      "de",
      [
        "NSPhotoLibraryUsageDescription": "Wähle Fotos aus.",
        "NSCameraUsageDescription": "Nimm ein Foto auf.",
      ])
    let draft = try project.draft()
    #expect(
      draft.permissions.map { "\($0.id) \($0.access) \($0.keys)" } == [
        "photos addOnly [\"NSPhotoLibraryAddUsageDescription\"]",
        "camera capture [\"NSCameraUsageDescription\"]",
      ])
  }
}
