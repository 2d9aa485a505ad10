import Audit
import Catalog
import FileSupport
import Foundation
import ProjectImport
import TestSupport

/// A small project written to a temporary folder by the test: an XML
/// Info.plist, `.lproj` strings files and a privacy manifest, imported in
/// process with the built-in catalog.
struct ProjectFixture {
  let folder: TemporaryFolder

  init() throws { folder = try TemporaryFolder("import") }

  static let catalog: Catalog = {
    do { return try BuiltInChecklists.loadCatalog() } catch {
      fatalError("the built-in catalog doesn't load: \(error)")
    }
  }()

  /// Writes `App/Info.plist` with the given text values, in order.
  @discardableResult
  func infoPlist(_ values: KeyValuePairs<String, String>) throws -> String {
    try infoPlist(entries: values.map { ($0.key, $0.value) })
  }

  /// Writes `App/Info.plist` with the given (key, text) entries, in order.
  @discardableResult
  func infoPlist(entries values: [(String, String)]) throws -> String {
    let entries = values.map {
      "\t<key>\($0.0)</key>\n\t<string>\($0.1)</string>\n"
    }
    return try folder.write(
      "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n"
        + entries.joined() + "</dict>\n</plist>\n", to: "App/Info.plist")
  }

  /// Writes `App/LOCALE.lproj/InfoPlist.strings`.
  func strings(_ locale: String, _ values: KeyValuePairs<String, String>) throws {
    try folder.write(
      values.map { "\"\($0.key)\" = \"\($0.value)\";\n" }.joined(),
      to: "App/\(locale).lproj/InfoPlist.strings")
  }

  /// Writes `App/PrivacyInfo.xcprivacy` collecting each (type, linked,
  /// tracking, purposes) entry.
  @discardableResult
  func manifest(_ entries: [(type: String, linked: Bool, tracking: Bool, purposes: [String])])
    throws -> String
  {
    func bool(_ value: Bool) -> String { value ? "<true/>" : "<false/>" }
    let dicts = entries.map { entry in
      """
      <dict>
      <key>NSPrivacyCollectedDataType</key><string>\(entry.type)</string>
      <key>NSPrivacyCollectedDataTypeLinked</key>\(bool(entry.linked))
      <key>NSPrivacyCollectedDataTypeTracking</key>\(bool(entry.tracking))
      <key>NSPrivacyCollectedDataTypePurposes</key>
      <array>\(entry.purposes.map { "<string>\($0)</string>" }.joined())</array>
      </dict>

      """
    }
    return try folder.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      <key>NSPrivacyTracking</key><false/>
      <key>NSPrivacyCollectedDataTypes</key>
      <array>
      \(dicts.joined())</array>
      </dict>
      </plist>

      """, to: "App/PrivacyInfo.xcprivacy")
  }

  /// The draft of `App/Info.plist`, its folder's localizations and, when
  /// asked, the manifest.
  func draft(manifest: Bool = false) throws -> DescriptionDraft {
    try ProjectImporter.draft(
      ProjectImporter.Sources(
        infoPlist: folder.path("App/Info.plist"),
        privacyManifest: manifest ? folder.path("App/PrivacyInfo.xcprivacy") : nil),
      catalog: Self.catalog)
  }
}
