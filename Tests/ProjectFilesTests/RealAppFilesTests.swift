import Diagnostics
import Foundation
import ProjectFiles
import TestSupport
import Testing

/// Every Info.plist, `.strings`, `.xcstrings` and privacy manifest of the
/// open-source apps in `../shared/testdata/real-apps/` (read in place, never
/// copied here) reads without an error, and reads what Foundation reads.
/// Skipped, with a note saying so, in a checkout without the data set.
@Suite(
  .enabled(
    if: TestPaths.hasSharedTestData("real-apps"), TestPaths.sharedTestDataAbsent("real-apps")))
struct RealAppFilesTests {
  static let root = TestPaths.sharedTestData("real-apps")

  /// Every file of the data set with one of the extensions, relative to it.
  static func files(_ matches: (String) -> Bool) -> [String] {
    guard let root else { return [] }
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      if matches((path as NSString).lastPathComponent) { found.append(path) }
    }
    return found.sorted()
  }

  static let infoPlists = files { $0.hasSuffix("Info.plist") }
  static let stringsFiles = files { $0.lowercased() == "infoplist.strings" }
  static let catalogs = files { $0.hasSuffix(".xcstrings") }
  static let manifests = files { $0.hasSuffix(".xcprivacy") }

  /// The path of a file of the data set (the suite runs only when it is there).
  static func path(_ relative: String) throws -> String {
    try #require(root).appendingPathComponent(relative).path
  }

  @Test func theDataSetIsThere() {
    #expect(Self.infoPlists.count >= 12)
    #expect(Self.stringsFiles.count >= 30)
    #expect(Self.catalogs.count >= 4)
    #expect(Self.manifests.count >= 7)
  }

  @Test(arguments: infoPlists)
  func infoPlistReads(_ file: String) throws {
    let plist = try InfoPlistReader.read(path: try Self.path(file))
    #expect(plist.document.format == .xml)
    #expect(!plist.entries.isEmpty)
    // Each top-level key has a line, and that line names the key.
    let lines = try String(contentsOfFile: try Self.path(file), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    for key in plist.entries.keys {
      let line = try #require(plist.document.lines[key], "\(file): no line for \(key)")
      #expect(lines[line - 1].contains("<key>\(key)</key>"), "\(file):\(line) is not \(key)")
    }
  }

  @Test(arguments: stringsFiles)
  func stringsFileReadsAsFoundationReadsIt(_ file: String) throws {
    let path = try Self.path(file)
    let strings = try StringsFileReader.read(path: path)
    // Foundation reads the raw bytes (BOM and all) to the same table.
    let direct = try PropertyListSerialization.propertyList(
      from: Data(contentsOf: URL(fileURLWithPath: path)), options: [], format: nil)
    #expect(strings.entries == (direct as? [String: String]), "\(file)")
    #expect(!strings.entries.isEmpty)
    if strings.format == .text {
      let text = try #require(
        String(data: Data(contentsOf: URL(fileURLWithPath: path)), encoding: encoding(strings)))
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for key in strings.entries.keys {
        let line = try #require(strings.lines[key], "\(file): no line for \(key)")
        #expect(lines[line - 1].contains(key), "\(file):\(line) does not define \(key)")
      }
    }
  }

  private func encoding(_ file: StringsFile) -> String.Encoding {
    switch file.encoding {
    case .utf16LittleEndian, .utf16BigEndian: return .utf16
    default: return .utf8
    }
  }

  @Test func formatsAndEncodingsAreRecognised() throws {
    let damus = try StringsFileReader.read(path: try Self.path("damus/de.lproj/InfoPlist.strings"))
    #expect(damus.encoding == .utf16LittleEndian)
    #expect(damus.entries["NSCameraUsageDescription"]?.hasPrefix("Damus benötigt") == true)
    let pocket = try StringsFileReader.read(
      path: try Self.path("pocket-casts/de.lproj/InfoPlist.strings"))
    #expect(pocket.format == .xmlPropertyList)
    let unquoted = try StringsFileReader.read(
      path: try Self.path("pocket-casts/en.lproj/InfoPlist.strings"))
    #expect(unquoted.format == .text)
    #expect(!unquoted.entries.isEmpty)
    let home = try InfoPlistReader.read(path: try Self.path("home-assistant/Info.plist"))
    #expect(home.usageDescriptions.values.contains { $0.contains("\n") && $0.contains("\t") })
    let inaturalist = try InfoPlistReader.read(
      path: try Self.path("inaturalist/INaturalistIOS-Info.plist"))
    #expect(inaturalist.usageDescriptions.values.contains { $0.contains("${PRODUCT_NAME}") })
  }

  @Test(arguments: catalogs)
  func stringCatalogReads(_ file: String) throws {
    let catalog = try StringCatalogReader.read(path: try Self.path(file))
    #expect(!catalog.entries.isEmpty)
    for entry in catalog.entries.values {
      #expect(entry.line != nil, "\(file): no line for \(entry.key)")
      for (locale, localization) in entry.localizations {
        #expect(localization.line != nil, "\(file): no line for \(entry.key) \(locale)")
      }
    }
  }

  @Test func catalogStatesAreKept() throws {
    let owncloud = try StringCatalogReader.read(path: try Self.path("owncloud/InfoPlist.xcstrings"))
    #expect(owncloud.sourceLanguage == "en")
    #expect(owncloud.locales.count >= 22)
    let usage = owncloud.entries.values.filter { $0.key.hasSuffix("UsageDescription") }
    #expect(usage.count == 8)
    #expect(usage.allSatisfy { $0.localizations.values.allSatisfy { $0.state == "translated" } })
    let damus = try StringCatalogReader.read(
      path: try Self.path("damus/en-US.xcloc/InfoPlist.xcstrings"))
    #expect(damus.sourceLanguage == "en-US")
    #expect(damus.entries["CFBundleName"]?.localizations["en-US"]?.state == "new")
    #expect(damus.entries["CFBundleName"]?.extractionState == "extracted_with_value")
  }

  @Test(arguments: manifests)
  func privacyManifestReads(_ file: String) throws {
    let manifest = try PrivacyManifestReader.read(path: try Self.path(file))
    for entry in manifest.collectedDataTypes {
      #expect(entry.type.hasPrefix("NSPrivacyCollectedDataType"))
      #expect(manifest.document.lines[entry.path] != nil)
    }
    for entry in manifest.accessedAPITypes {
      #expect(entry.type.hasPrefix("NSPrivacyAccessedAPICategory"))
    }
  }

  @Test func manifestFactsMatchTheDataSetNotes() throws {
    let element = try PrivacyManifestReader.read(
      path: try Self.path("element-x-ios/PrivacyInfo.xcprivacy"))
    #expect(element.tracking == false)
    #expect(element.collectedDataTypes.count == 11)
    #expect(
      element.collectedDataTypes.contains { $0.type == "NSPrivacyCollectedDataTypePhotosorVideos" })
    #expect(Set(element.accessedAPITypes.map(\.type)).count == 4)
    let duck = try PrivacyManifestReader.read(
      path: try Self.path("duckduckgo/PrivacyInfo.xcprivacy"))
    #expect(duck.tracking == false)
    #expect(duck.trackingDomains.isEmpty)
    let talk = try PrivacyManifestReader.read(
      path: try Self.path("nextcloud-talk/PrivacyInfo.xcprivacy"))
    #expect(talk.collectedDataTypes.isEmpty)
  }

  @Test func projectFoldersMergeLocalizations() throws {
    let folder = try Self.path("mastodon")
    let project = try AppProject.load(
      infoPlist: folder + "/Info.plist", strings: folder, privacyManifest: nil)
    #expect(project.locales.map(\.locale) == ["de", "en", "fr"])
    let purposes = project.purposeStrings(developmentRegion: "en")
    #expect(
      purposes.map(\.key) == ["NSCameraUsageDescription", "NSPhotoLibraryAddUsageDescription"])
    #expect(purposes.allSatisfy { $0.infoPlistText == nil && $0.baseText != nil })
    #expect(purposes[0].texts.map(\.locale) == ["de", "en", "fr"])

    let home = try Self.path("home-assistant")
    let assistant = try AppProject.load(
      infoPlist: home + "/Info.plist", strings: home, privacyManifest: nil)
    let camera = try #require(
      assistant.purposeStrings(developmentRegion: "en").first {
        $0.key == "NSCameraUsageDescription"
      })
    // The en.lproj text is what English speakers see, not the Info.plist's.
    #expect(camera.texts.first { $0.locale == "en" }?.origin == .strings)
    let bluetooth = try #require(
      assistant.purposeStrings(developmentRegion: "en").first {
        $0.key == "NSBluetoothAlwaysUsageDescription"
      })
    #expect(bluetooth.texts.map(\.origin) == [.infoPlist])

    let cloud = try Self.path("owncloud")
    let owncloud = try AppProject.load(
      infoPlist: cloud + "/Info.plist", strings: cloud, privacyManifest: nil)
    let music = try #require(
      owncloud.purposeStrings(developmentRegion: "en").first {
        $0.key == "NSAppleMusicUsageDescription"
      })
    #expect(music.texts.count >= 22)
    #expect(music.texts.allSatisfy { $0.origin == .catalog && $0.state == "translated" })
  }
}
