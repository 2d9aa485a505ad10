import AppModel
import Catalog
import CodeScan
import FileSupport
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
}
