import AppModel
import Catalog
import CodeScan
import Diagnostics
import FileSupport
import Foundation
import TestSupport
import Testing

/// The catalog's required-reason table against DOMAIN.md §5 (Apple's
/// "Describing use of required reason API"): every category of the
/// description's vocabulary, its manifest identifier, its approved reasons
/// in Apple's order, and calls for the scan to match.
@Suite struct CatalogRequiredReasonsTests {
  static let expected: [String: [String]] = [
    "fileTimestamp": ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"],
    "systemBootTime": ["35F9.1", "8FFB.1", "3D61.1"],
    "diskSpace": ["85F4.1", "E174.1", "7D9E.1", "B728.1"],
    "activeKeyboards": ["3EC4.1", "54BD.1"],
    "userDefaults": ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"],
  ]

  @Test func theTableIsApples() throws {
    let reasons = try BuiltInChecklists.loadCatalog().requiredReasons
    #expect(reasons.source.hasPrefix("https://developer.apple.com/"))
    #expect(!reasons.checked.isEmpty)
    #expect(Set(reasons.categories.keys) == Set(RequiredReasonAPI.allCases.map(\.rawValue)))
    for (name, codes) in Self.expected {
      let category = try #require(reasons.categories[name])
      #expect(category.reasons.map(\.code) == codes, "\(name)")
      let suffix = name.prefix(1).uppercased() + name.dropFirst()
      #expect(category.manifest == "NSPrivacyAccessedAPICategory" + suffix)
      #expect(reasons.category(forManifestType: category.manifest) == name)
      #expect(!category.code.isEmpty, "\(name) has no calls to scan for")
      #expect(category.code.allSatisfy { $0.kind == .reason && $0.level == category.manifest })
    }
    #expect(reasons.categories["userDefaults"]?.reasons.filter(\.sdkOnly).map(\.code) == ["C56D.1"])
    #expect(reasons.category(forManifestType: "NSPrivacyAccessedAPICategoryDiskspace") == nil)
    #expect(reasons.categories(withReason: "35F9.1") == ["systemBootTime"])
  }

  @Test func theScanLooksForEveryCategory() throws {
    let catalog = try BuiltInChecklists.loadCatalog()
    let scanned = Set(catalog.codeAPIs.filter { $0.kind == .reason }.map(\.resource))
    #expect(scanned == Set(RequiredReasonAPI.allCases.map(\.rawValue)))
  }

  /// Broken edits of the section, each an error at its line.
  @Test(arguments: [
    (
      "{ call: UITextInputMode.activeInputModes, selector: activeInputModes, receiver: UITextInputMode, kind: reason }",
      "{ call: UITextInputMode.activeInputModes, kind: use, level: reason }",
      "a required-reason category's calls are kind 'reason'"
    ),
    (
      "manifest: NSPrivacyAccessedAPICategoryActiveKeyboards\n      reasons:\n",
      "manifest: NSPrivacyAccessedAPICategoryActiveKeyboards\n      reasonz: []\n      reasons:\n",
      "unknown key 'reasonz'"
    ),
    (
      "    userDefaults:\n      name: User defaults",
      "    userDefault:\n      name: User defaults",
      "'userDefault' is not a required-reason category"
    ),
  ])
  func brokenSectionsStopTheLoad(_ edit: (from: String, to: String, message: String)) throws {
    let original = try #require(
      try BuiltInChecklists.folder().text(of: BuiltInChecklists.catalogName))
    let text = original.replacingOccurrences(of: edit.from, with: edit.to)
    #expect(text != original, "\(edit.from) is not in the catalog")
    let folder = try TemporaryFolder("catalog-reasons")
    defer { folder.remove() }
    let path = try folder.write(text, to: "catalog.yaml")
    do {
      _ = try CatalogLoader.load(path: path)
      Issue.record("the catalog loaded")
    } catch {
      let messages = error.diagnostics.map(\.description)
      #expect(messages.contains { $0.contains(edit.message) }, "\(messages)")
    }
  }
}
