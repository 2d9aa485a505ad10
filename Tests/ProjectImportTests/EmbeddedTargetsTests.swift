import Diagnostics
import Foundation
import ProjectFiles
import Testing
import XcodeProject

/// An Xcode project's embedded extensions and entitlements
/// (`Fixtures/Extensions`): what is shipped is what the copy phase embeds,
/// each extension read with its own settings, and each target's files
/// told apart through synchronized folders and their exceptions.
@Suite struct EmbeddedTargetsTests {
  static func read() throws -> AppProject {
    try XcodeProjectReader.read(ProjectSelection(path: XcodeFixtures.extensions)).project
  }

  static let root = XcodeFixtures.folder.appendingPathComponent("Extensions").path

  @Test func onlyTheEmbeddedExtensionIsShipped() throws {
    let project = try Self.read()
    #expect(project.extensions.map(\.name) == ["Widget"])
    let widget = try #require(project.extensions.first)
    #expect(widget.executable == "WalksWidget")
    #expect(widget.productType == "com.apple.product-type.app-extension")
    #expect(widget.extensionPoint == "com.apple.widgetkit-extension")
    #expect(widget.privacyManifest == nil)
    // Its Info.plist is merged with its own INFOPLIST_KEY_ settings.
    #expect(
      widget.infoPlist?.string("NSHealthShareUsageDescription")
        == "The widget shows today's steps from Health.")
    #expect(widget.entitlements?.granted == ["com.apple.developer.healthkit"])
    #expect(widget.entitlements?.file.hasSuffix("Widget/Widget.entitlements") == true)
  }

  @Test func theAppHasItsOwnEntitlementsAndExecutable() throws {
    let project = try Self.read()
    #expect(project.targetName == "App")
    #expect(project.executable == "Walks")
    #expect(project.entitlements?.file.hasSuffix("App/App.entitlements") == true)
    #expect(project.entitlements?.location(of: "com.apple.developer.healthkit").line == 5)
  }

  @Test func eachTargetsFilesAreToldApart() throws {
    let project = try Self.read()
    let app = try #require(project.sources)
    let widget = try #require(project.extensions.first).sources
    func path(_ name: String) -> String { Self.root + "/" + name }
    #expect(app.contains(path("App/AppMain.swift")))
    #expect(app.contains(path("Shared/Formatting.swift")))
    #expect(app.contains(path("Shared/Defaults.swift")))
    #expect(!app.contains(path("Widget/StepsWidget.swift")))
    #expect(widget.contains(path("Widget/StepsWidget.swift")))
    // The app's shared folder gives the widget Defaults.swift only.
    #expect(widget.contains(path("Shared/Defaults.swift")))
    #expect(!widget.contains(path("Shared/Formatting.swift")))
    // The widget's own folder leaves Legacy.swift out.
    #expect(!widget.contains(path("Widget/Legacy.swift")))
  }

  @Test func aMissingEntitlementsFileIsAWarning() throws {
    let copy = try XcodeFixtures.copy("Extensions")
    defer { copy.remove() }
    try FileManager.default.removeItem(
      at: copy.url.appendingPathComponent("Extensions/Widget/Widget.entitlements"))
    let imported = try XcodeProjectReader.read(
      ProjectSelection(path: copy.url.appendingPathComponent("Extensions/App.xcodeproj").path))
    #expect(imported.project.extensions.first?.entitlements == nil)
    #expect(
      imported.warnings.contains {
        $0.message.hasPrefix("CODE_SIGN_ENTITLEMENTS is Widget/Widget.entitlements")
          && $0.location.file.hasSuffix("project.pbxproj") && $0.location.line > 0
      })
  }

  @Test func aBrokenEntitlementsFileStopsTheImportAtItsLine() throws {
    let copy = try XcodeFixtures.copy(
      "Extensions", replacing: [(file: "App/App.entitlements", old: "<true/>", new: "<true>")])
    defer { copy.remove() }
    do {
      _ = try XcodeProjectReader.read(
        ProjectSelection(path: copy.url.appendingPathComponent("Extensions/App.xcodeproj").path))
      Issue.record("a broken entitlements file was accepted")
    } catch {
      let problem = try #require(error.diagnostics.first)
      #expect(problem.location.file.hasSuffix("App/App.entitlements"), "\(problem)")
    }
  }
}
