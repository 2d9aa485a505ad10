import AppModel
import Audit
import Catalog
import Diagnostics
import FileSupport
import Foundation
import Testing

/// The catalog uses its keys, resources and alternatives consistently: no
/// resource without a key (notifications have none by design), no key
/// without a resource, each key named by a level of its own resource, every
/// least-access alternative a level or `none`, and the privacy-label
/// vocabulary mapped to its manifest identifiers. The loader checks most of
/// it on every load; a broken copy shows it does, with positions.
@Suite struct CatalogConsistencyTests {
  static func load() throws -> Catalog {
    try BuiltInChecklists.loadCatalog()
  }

  @Test func everyKeyBelongsToTheResourceWhoseLevelsNameIt() throws {
    let catalog = try Self.load()
    var named: [String: Set<Resource>] = [:]
    for (name, resource) in catalog.resources {
      for (_, level) in resource.levels {
        for key in level.keys + level.legacyKeys.map(\.key) + level.optionalKeys {
          named[key, default: []].insert(name)
        }
      }
    }
    for (key, entry) in catalog.keys {
      if let resource = entry.resource {
        #expect(named[key] == [resource], "\(key): \(resource) vs \(named[key] ?? [])")
      } else {
        #expect(named[key] == nil, "\(key) has resource none but a level names it")
      }
    }
    #expect(Set(catalog.keys.keys) == Set(UsageDescriptionKeys.all))
  }

  /// A key current iOS doesn't read is no current key of any level (only an
  /// old form, as `NSLocationUsageDescription` is below iOS 8), so no rule
  /// asks an iOS app for it; every other key is an iOS key.
  @Test func keysOfOtherPlatformsAreAtMostLegacyKeys() throws {
    let catalog = try Self.load()
    let current = Set(
      catalog.resources.values.flatMap { resource in
        resource.levels.flatMap { $0.level.keys + $0.level.optionalKeys }
      })
    let others = catalog.keys.filter { !$0.value.isIOSKey }
    for (key, entry) in others {
      #expect(!current.contains(key), "\(key) is a \(entry.platforms) key but a level needs it")
      #expect(entry.platforms.allSatisfy(CatalogKey.knownPlatforms.contains))
    }
    #expect(others["NSLocationUsageDescription"]?.platforms == ["macOS"])
    #expect(others["NSDesktopFolderUsageDescription"] != nil)
    // Apple's keys DOMAIN.md is silent on are there too.
    for key in ["NSCrossWebsiteTrackingUsageDescription", "NSAlarmKitUsageDescription"] {
      #expect(catalog.keys[key]?.isIOSKey == true, "\(key)")
    }
  }

  /// The keys Apple added in 2024–2026 (DOMAIN-2026.md §1.1), each on the
  /// platforms its key page names.
  @Test func keysAppleAddedAreOnTheirPlatforms() throws {
    let catalog = try Self.load()
    let expected: [String: [String]] = [
      "NSCriticalMessagingUsageDescription": ["iOS"],
      "NSUserTrackingMarkdownUsageDescription": ["iOS"],
      "NSMainCameraUsageDescription": ["visionOS"],
      "NSEnterpriseMCAMUsageDescription": ["visionOS"],
      "NSAccessoryTrackingUsageDescription": ["visionOS"],
      "NSAudioCaptureUsageDescription": ["macOS"],
      "NSFileProviderPresenceUsageDescription": ["macOS"],
      "NSAppBundlesUsageDescription": ["macOS"],
      "NSAppDataUsageDescription": ["macOS"],
      "OSBundleUsageDescription": ["macOS"],
    ]
    for (key, platforms) in expected {
      #expect(catalog.keys[key]?.platforms == platforms, "\(key)")
    }
    #expect(catalog.keys["NSCriticalMessagingUsageDescription"]?.since == "18.2")
  }

  @Test func onlyNotificationsHaveNoKey() throws {
    let catalog = try Self.load()
    let keyless = catalog.resources.filter { _, resource in
      resource.levels.allSatisfy { $0.level.keys.isEmpty && $0.level.legacyKeys.isEmpty }
    }
    #expect(keyless.keys.sorted() == [.notifications])
    // Every level of a keyed resource names at least one current key.
    for (name, resource) in catalog.resources where name != .notifications {
      for (level, entry) in resource.levels {
        #expect(!entry.keys.isEmpty, "\(name).\(level) has no key")
      }
    }
  }

  @Test func everyResourceMatchesTheDescriptionVocabulary() throws {
    let catalog = try Self.load()
    #expect(Set(catalog.resources.keys) == Set(Resource.allCases))
    for resource in Resource.allCases {
      let entry = try #require(catalog.resources[resource])
      // The catalog orders levels from least to most access; the model lists them as written.
      #expect(Set(entry.levels.map(\.name)) == Set(resource.accessLevels), "\(resource) levels")
      #expect(Set(entry.needs.keys) == Set(resource.needVerbs), "\(resource) verbs")
      for (verb, need) in entry.needs {
        #expect(
          need.access.map(resource.accessLevels.contains) ?? true,
          "\(resource).needs.\(verb).access is \(need.access ?? "none")")
      }
    }
  }

  @Test func labelVocabularyMapsToManifestIdentifiers() throws {
    let catalog = try Self.load()
    #expect(Set(catalog.dataTypes.keys) == Set(PrivacyDataType.allCases.map(\.rawValue)))
    for (name, type) in catalog.dataTypes {
      // App Store Connect's "Photos or Videos" is spelt PhotosorVideos in manifests.
      let suffix =
        name == "photosOrVideos" ? "PhotosorVideos" : name.prefix(1).uppercased() + name.dropFirst()
      #expect(type.manifest == "NSPrivacyCollectedDataType" + suffix, "\(name)")
    }
    #expect(Set(catalog.purposes.keys) == Set(DataPurpose.allCases.map(\.rawValue)))
    for (name, purpose) in catalog.purposes {
      #expect(purpose.manifest.hasPrefix("NSPrivacyCollectedDataTypePurpose"), "\(name)")
    }
  }

  /// A key moved to another resource, and a level naming an unknown key,
  /// fail the load with a positioned message each.
  @Test func brokenCatalogFailsWithPositions() throws {
    let original = try #require(
      try BuiltInChecklists.folder().text(of: BuiltInChecklists.catalogName))
    let moved = "  NSMotionUsageDescription:\n    resource: motion\n"
    try #require(original.contains(moved))
    var broken = original.replacingOccurrences(
      of: moved, with: "  NSMotionUsageDescription:\n    resource: camera\n")
    broken = broken.replacingOccurrences(
      of: "keys: [NSFocusStatusUsageDescription]", with: "keys: [NSFocusUsageDescription]")
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("catalog-\(UUID().uuidString).yaml")
    try broken.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    do {
      _ = try CatalogLoader.load(path: file.path)
      Issue.record("the broken catalog loaded")
    } catch {
      let messages = error.diagnostics.map(\.message)
      let expected = [
        "levels.activity names 'NSMotionUsageDescription', whose resource is 'camera', not 'motion'",
        "'NSMotionUsageDescription' belongs to camera, but no level of camera names it",
        "levels.read names 'NSFocusUsageDescription', which the catalog's keys don't declare",
        "'NSFocusStatusUsageDescription' belongs to focusStatus, but no level of focusStatus names it",
      ]
      for text in expected {
        #expect(
          messages.contains { $0.contains(text) }, "no message containing \(text): \(messages)")
      }
      #expect(error.diagnostics.allSatisfy { $0.location.line > 1 })
    }
  }
}
