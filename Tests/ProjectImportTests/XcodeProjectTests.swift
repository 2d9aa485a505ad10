import Diagnostics
import Foundation
import ProjectFiles
import Testing
import XcodeProject

/// An Xcode project's app target read as Xcode builds it: build settings
/// through every level, the Info.plist merged with the generated keys,
/// localizations and the manifest found through the target's resources.
@Suite struct XcodeProjectTests {
  static func read(
    _ path: String, target: String? = nil, configuration: String? = nil
  ) throws -> ImportedProject {
    try XcodeProjectReader.read(
      ProjectSelection(path: path, target: target, configuration: configuration))
  }

  @Test func settingsResolveThroughEveryLevel() throws {
    let imported = try Self.read(XcodeFixtures.settings)
    #expect(imported.kind == .xcodeproj)
    #expect(imported.target == "App")
    #expect(imported.configuration == "Release")
    let settings = imported.settings
    // The target's xcconfig (16.4) overrides the project (15.0).
    #expect(imported.minimumOS == "16.4")
    // `#include "Shared.xcconfig"` gives 2.3 and the target adds ".1" to it.
    #expect(settings.value("MARKETING_VERSION") == "2.3.1")
    #expect(settings.value("CURRENT_PROJECT_VERSION") == "41")
    // $(BUNDLE_PREFIX) from the xcconfig, ${PRODUCT_NAME:rfc1034identifier}
    // from "$(TARGET_NAME) App".
    #expect(settings.value("PRODUCT_BUNDLE_IDENTIFIER") == "com.example.App-App")
    let plist = try #require(imported.project.infoPlist)
    #expect(plist.string("CFBundleIdentifier") == "com.example.App-App")
    #expect(plist.string("CFBundleShortVersionString") == "2.3.1")
    #expect(plist.string("CFBundleDisplayName") == "Journal")
    #expect(plist.string("MinimumOSVersion") == "16.4")
    // `$(PRODUCT_NAME)` in an Info.plist value is expanded.
    #expect(
      plist.string("NSLocationWhenInUseUsageDescription")
        == "App App tags an entry with where you wrote it.")
    // The condition [sdk=iphoneos*] holds, [sdk=macosx*] doesn't.
    #expect(
      plist.string("NSPhotoLibraryAddUsageDescription")
        == "Save your journal photos to your library.")
    #expect(
      plist.entries["UIBackgroundModes"] == .array([.string("location"), .string("fetch")]))
  }

  @Test func theBuildSettingWinsAndBothPlacesAreReported() throws {
    let imported = try Self.read(XcodeFixtures.settings)
    let plist = try #require(imported.project.infoPlist)
    #expect(
      plist.string("NSCameraUsageDescription")
        == "Take a photo of the page for your journal entry.")
    #expect(
      plist.keySources["NSCameraUsageDescription"] == "INFOPLIST_KEY_NSCameraUsageDescription")
    let conflict = try #require(imported.conflicts.first)
    #expect(imported.conflicts.count == 1)
    #expect(conflict.key == "NSCameraUsageDescription")
    #expect(conflict.fileText == "Journal uses the camera.")
    #expect(conflict.fileLocation.file.hasSuffix("Settings/App/Info.plist"))
    #expect(conflict.fileLocation.line == 7)
    #expect(conflict.settingLocation.file.hasSuffix("project.pbxproj"))
    #expect(conflict.settingLocation.line > 0 && conflict.settingLocation.column > 1)
    // The key's position is the build setting's line.
    #expect(plist.location(of: "NSCameraUsageDescription") == conflict.settingLocation)
    let warned = imported.warnings.filter { $0.message.contains("NSCameraUsageDescription") }
    #expect(Set(warned.map(\.location)) == [conflict.fileLocation, conflict.settingLocation])
    #expect(warned.allSatisfy { $0.severity == .warning })
  }

  @Test func resourcesComeFromTheTargetsBuildPhase() throws {
    let imported = try Self.read(XcodeFixtures.settings)
    let strings = try #require(imported.project.strings)
    #expect(strings.localizations.map(\.locale) == ["de", "en"])
    #expect(imported.project.privacyManifest?.file.hasSuffix("App/PrivacyInfo.xcprivacy") == true)
  }

  @Test func anotherConfigurationHasItsOwnSettings() throws {
    let imported = try Self.read(XcodeFixtures.settings, configuration: "Debug")
    let plist = try #require(imported.project.infoPlist)
    #expect(plist.string("CFBundleIdentifier") == "com.example.journal.debug")
    // No INFOPLIST_KEY_ in Debug: the file's text stays.
    #expect(plist.string("NSCameraUsageDescription") == "Journal uses the camera.")
    #expect(imported.conflicts.isEmpty)
  }

  @Test func xcodeGenTemplatesIncludesAndConfigs() throws {
    let imported = try Self.read(XcodeFixtures.xcodeGen)
    #expect(imported.kind == .xcodegen)
    #expect(imported.target == "Trails")
    #expect(imported.minimumOS == "16.4")  // the target's deploymentTarget over options
    let plist = try #require(imported.project.infoPlist)
    #expect(plist.string("CFBundleIdentifier") == "org.example.trails")  // configFiles
    #expect(plist.string("CFBundleVersion") == "77")  // settings.configs.Release
    #expect(plist.string("CFBundleDisplayName") == "Trails")  // info.properties, expanded
    #expect(
      plist.string("NSLocationWhenInUseUsageDescription")
        == "Trails shows your position on the Trails map.")  // the template, ${target_name}
    #expect(plist.string("NSMotionUsageDescription") == "Trails counts your steps on a hike.")
    #expect(plist.entries["ITSAppUsesNonExemptEncryption"] == .bool(false))
    #expect(plist.location(of: "NSCameraUsageDescription").file.hasSuffix("App/target.yml"))
    // The template's source folder: infoplist.strings in lower case, the manifest.
    #expect(imported.project.strings?.localizations.map(\.locale) == ["de", "en"])
    #expect(imported.project.privacyManifest != nil)
  }

  struct Failure: Sendable, CustomTestStringConvertible {
    var name: String
    var fixture: String
    var edits: [(file: String, old: String, new: String)] = []
    var target: String? = nil
    var configuration: String? = nil
    /// The end of the file the error is in, and its line (0: any).
    var file: String
    var line: Int = 0
    var message: String
    var testDescription: String { name }
  }

  static let pbxproj = "App.xcodeproj/project.pbxproj"
  static let failures: [Failure] = [
    Failure(
      name: "two iOS application targets", fixture: "Settings",
      edits: [
        (pbxproj, "\"com.apple.product-type.framework\"", "\"com.apple.product-type.application\"")
      ],
      file: pbxproj, message: "2 iOS application targets: App, Kit; choose one with --target NAME"),
    Failure(
      name: "no application target", fixture: "Settings",
      edits: [
        (
          pbxproj, "productType = \"com.apple.product-type.application\"",
          "productType = \"com.apple.product-type.bundle\""
        )
      ],
      file: pbxproj, message: "no iOS application target"),
    Failure(
      name: "an unknown target", fixture: "Settings", target: "Ap", file: pbxproj,
      message: "no target named 'Ap'; did you mean 'App'?"),
    Failure(
      name: "a target that is no app", fixture: "Settings", target: "Kit", file: pbxproj,
      message: "target 'Kit' is not an iOS application"),
    Failure(
      name: "an unknown configuration", fixture: "Settings", configuration: "Releas",
      file: pbxproj, message: "has no configuration 'Releas'; did you mean 'Release'?"),
    Failure(
      name: "an include loop", fixture: "Settings",
      edits: [
        ("Config/Shared.xcconfig", "CURRENT_PROJECT_VERSION = 41", "#include \"Base.xcconfig\"")
      ],
      file: "Config/Shared.xcconfig", line: 2,
      message: "include loop: Base.xcconfig → Shared.xcconfig → Base.xcconfig"),
    Failure(
      name: "a missing include", fixture: "Settings",
      edits: [
        ("Config/Base.xcconfig", "#include \"Shared.xcconfig\"", "#include \"Gone.xcconfig\"")
      ],
      file: "Config/Base.xcconfig", line: 2, message: "does not exist"),
    Failure(
      name: "a malformed project.pbxproj", fixture: "Settings",
      edits: [
        (
          pbxproj,
          "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tAPP_NAME",
          "IPHONEOS_DEPLOYMENT_TARGET = ;\n\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tAPP_NAME"
        )
      ],
      file: pbxproj, line: 124, message: "malformed project.pbxproj: expected a value"),
    Failure(
      name: "a missing Info.plist file", fixture: "Settings",
      edits: [
        (
          pbxproj, "INFOPLIST_FILE = App/Info.plist;\n\t\t\t\tINFOPLIST_KEY_CFBundle",
          "INFOPLIST_FILE = App/Gone.plist;\n\t\t\t\tINFOPLIST_KEY_CFBundle"
        )
      ],
      file: pbxproj, message: "INFOPLIST_FILE is App/Gone.plist, and there is no such file"),
    Failure(
      name: "no Info.plist at all", fixture: "Settings",
      edits: [
        (
          pbxproj,
          "GENERATE_INFOPLIST_FILE = YES;\n\t\t\t\tINFOPLIST_FILE = App/Info.plist;\n\t\t\t\tINFOPLIST_KEY_CFBundle",
          "INFOPLIST_KEY_CFBundle"
        )
      ],
      file: pbxproj, message: "the target has no Info.plist"),
    Failure(
      name: "malformed XcodeGen YAML", fixture: "XcodeGen",
      edits: [("App/target.yml", "    templates: [iOSApp]", "    templates: [iOSApp")],
      file: "App/target.yml", message: "malformed XcodeGen spec"),
    Failure(
      name: "an XcodeGen include loop", fixture: "XcodeGen",
      edits: [("App/target.yml", "targets:\n", "include: [../project.yml]\ntargets:\n")],
      file: "App/target.yml", line: 1, message: "include loop"),
  ]

  @Test(arguments: failures) func aBrokenProjectIsAPositionedError(_ failure: Failure) throws {
    let copy = try XcodeFixtures.copy(failure.fixture, replacing: failure.edits)
    defer { copy.remove() }
    let root = copy.path(failure.fixture)
    let path = failure.fixture == "XcodeGen" ? root + "/project.yml" : root + "/App.xcodeproj"
    let error = #expect(throws: DiagnosticsError.self) {
      try Self.read(path, target: failure.target, configuration: failure.configuration)
    }
    let diagnostic = try #require(error?.diagnostics.first)
    #expect(diagnostic.message.contains(failure.message), "\(diagnostic)")
    #expect(diagnostic.location.file.hasSuffix(failure.file), "\(diagnostic)")
    #expect(diagnostic.location.line > 0 && diagnostic.location.column > 0, "\(diagnostic)")
    if failure.line > 0 { #expect(diagnostic.location.line == failure.line, "\(diagnostic)") }
  }

  @Test func aMissingBaseConfigurationIsAWarning() throws {
    let copy = try XcodeFixtures.copy(
      "Settings", replacing: [(Self.pbxproj, "path = Base.xcconfig;", "path = Gone.xcconfig;")])
    defer { copy.remove() }
    let imported = try Self.read(copy.path("Settings/App.xcodeproj"))
    #expect(imported.warnings.contains { $0.message.contains("Gone.xcconfig is missing") })
    #expect(imported.minimumOS == "15.0")
  }

  @Test func aProjectFileOverTheLimitIsRefusedFromItsSize() throws {
    let copy = try XcodeFixtures.copy("Settings", replacing: [])
    defer { copy.remove() }
    let file = copy.path("Settings/" + Self.pbxproj)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: file))
    try handle.truncate(atOffset: 9 << 20)  // sparse: nothing is written
    try handle.close()
    let start = Date()
    let error = #expect(throws: DiagnosticsError.self) {
      try Self.read(copy.path("Settings/App.xcodeproj"))
    }
    #expect(
      error?.diagnostics.map(\.description) == [
        "\(file): error: the file is 9 MB; a project.pbxproj may be at most 8 MB "
          + "(is this the right file?)"
      ])
    #expect(Date().timeIntervalSince(start) < 10)
  }
}
