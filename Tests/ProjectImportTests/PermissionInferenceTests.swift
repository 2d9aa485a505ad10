import AppModel
import ProjectImport
import Testing

/// Which permission each set of purpose-string keys implies: the resource,
/// the access level and the `needs` verb of its feature.
@Suite struct PermissionInferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var keys: [String]
    /// "resource access verb", one per inferred permission, in order.
    var expected: [String]
    var testDescription: String { keys.joined(separator: " + ") }
  }

  static let cases: [Case] = [
    Case(keys: ["NSCameraUsageDescription"], expected: ["camera capture capture"]),
    Case(keys: ["NSPhotoLibraryAddUsageDescription"], expected: ["photos addOnly save"]),
    // Both photo keys: every key of readWrite is there.
    Case(
      keys: ["NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription"],
      expected: ["photos readWrite browse"]),
    Case(keys: ["NSLocationWhenInUseUsageDescription"], expected: ["location whenInUse whenInUse"]),
    // Only the Always key: still the level it belongs to.
    Case(
      keys: ["NSLocationAlwaysAndWhenInUseUsageDescription"],
      expected: ["location always background"]),
    Case(
      keys: ["NSCalendarsWriteOnlyAccessUsageDescription"],
      expected: ["calendars writeOnly addEvent"]),
    Case(keys: ["NSCalendarsFullAccessUsageDescription"], expected: ["calendars full read"]),
    Case(keys: ["NSContactsUsageDescription"], expected: ["contacts full read"]),
    // Two resources, in the vocabulary's order.
    Case(
      keys: ["NSSpeechRecognitionUsageDescription", "NSMicrophoneUsageDescription"],
      expected: ["microphone record record", "speech recognize transcribe"]),
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
      draft.permissions.map { "\($0.resource.rawValue) \($0.access) \($0.verb)" }
        == example.expected)
    // Every key of a resource is named by its permission.
    let described = example.keys.filter { $0 != "NSFooUsageDescription" }
    #expect(draft.permissions.flatMap(\.keys).sorted() == described.sorted())
    for permission in draft.permissions {
      #expect(permission.levels == permission.resource.accessLevels)
      #expect(permission.resource.needVerbs.contains(permission.verb))
    }
  }
}
