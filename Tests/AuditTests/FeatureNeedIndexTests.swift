import AppModel
import Foundation
import RuleLanguage
import TestSupport
import Testing

@testable import Audit
@testable import FileSupport
@testable import RuleBinding
@testable import RulePacks

/// `featuresNeeding(r)` lists, in order, the features whose `f.need(r)` is
/// not null, so that a rule filtering them with `f.need(r) != null && …`
/// gives what the same filter over every feature gives: the same findings,
/// and the same rules waiting on the same unanswered needs.
@Suite struct FeatureNeedIndexTests {
  static func feature(_ name: String, needs: Value, needsAll: Value = .null) -> Value {
    .object("Feature", fields: ["name": .string(name), "needs": needs, "needsAll": needsAll])
  }

  static func needs(_ fields: [String: Value]) -> Value { .object("Needs", fields: fields) }

  static let unknownNeeds = Value.unknown(Unknown("features[1].needs"))

  @Test(arguments: [
    // Objects, in the description's order; a null need is left out.
    (
      [
        feature("a", needs: needs(["camera": "capture"])),
        feature("b", needs: needs(["photos": "browse", "camera": .null])),
        feature("c", needs: needs(["camera": "scanDocument", "photos": "save"])),
      ], "camera", ["a", "c"]
    ),
    // Needs not given at all.
    ([feature("a", needs: .null), feature("b", needs: needs([:]))], "camera", []),
    // Needs left unanswered as a whole: listed under every resource, in place.
    (
      [
        feature("a", needs: needs(["camera": "capture"])), feature("b", needs: unknownNeeds),
        feature("c", needs: needs(["camera": "capture"])), feature("d", needs: unknownNeeds),
      ], "camera", ["a", "b", "c", "d"]
    ),
    (
      [feature("a", needs: needs(["photos": "save"])), feature("b", needs: unknownNeeds)],
      "camera", ["b"]
    ),
    // One need left unanswered is not null.
    (
      [feature("a", needs: needs(["camera": .unknown(Unknown("features[0].needs.camera"))]))],
      "camera", ["a"]
    ),
    // A resource named by needsAll alone (a list of no verb, which the
    // decoder refuses) is listed: a predicate on `has(f.needsAll.r)` holds.
    (
      [feature("a", needs: needs([:]), needsAll: .object("NeedsAll", fields: ["camera": []]))],
      "camera", ["a"]
    ),
    // Needs given as a map (a host that built them without the schema).
    ([feature("a", needs: ["camera": "capture", "photos": .null])], "camera", ["a"]),
    ([feature("a", needs: ["camera": "capture", "photos": .null])], "photos", []),
  ])
  func listsTheFeaturesWhoseNeedIsNotNull(
    features: [Value], resource: String, expected: [String]
  ) {
    let listed = FeatureNeedIndex(features).features(needing: resource)
    #expect(listed.map { $0[field: "name"]?.stringValue ?? "?" } == expected)
  }

  /// Each rule twice, the same but for where it reads the features:
  /// `team.<id>-indexed` from `index` (a `featuresNeeding` call),
  /// `team.<id>-scanned` from every feature. `rule` is the rule after its
  /// id, with `FEATURES` where the features are read.
  static func twice(_ id: String, index: String, _ rule: String) -> String {
    [("indexed", index), ("scanned", "features")].map { kind, features in
      "  - id: team.\(id)-\(kind)\n" + rule.replacingOccurrences(of: "FEATURES", with: features)
    }.joined()
  }

  static let pack =
    """
    pack: team
    title: The index against the scan
    rules:

    """
    + twice(
      "need", index: "featuresNeeding(permission.resource)",
      """
          title: Core features that need the permission's resource
          severity: warning
          for: permission
          let:
            users: >-
              join(FEATURES.filter(f, f.need(permission.resource) != null).map(f, f.name), ", ")
          fails: FEATURES.exists(f, f.need(permission.resource) != null && f.core)
          message: "{{users}}"

      """)
    + twice(
      "has", index: "featuresNeeding(\"camera\")",
      """
          title: A core feature that captures with the camera
          severity: warning
          for: app
          fails: FEATURES.exists(f, has(f.needsAll.camera) && f.core)
          message: "camera"

      """)

  static func description(secondNeeds: String, thirdCore: String = "true") -> String {
    """
    schema: 1
    app: { name: Receipt Box, bundleId: com.receiptbox.app, locales: [en] }
    screens:
      - { id: main, name: Expenses }
    features:
      - { id: scan, name: Scan receipts, screen: main, core: false, needs: { camera: capture } }
      - id: attach
        name: Attach photos
        screen: main
        core: true
        needs: \(secondNeeds)
      - { id: export, name: Export, screen: main, core: \(thirdCore), needs: { camera: capture } }
      - { id: notes, name: Notes, screen: main, core: true }
    permissions:
      - id: camera
        resource: camera
        access: capture
        requestedAt: { screen: main, moment: feature, feature: scan }
      - id: photos
        resource: photos
        access: readWrite
        requestedAt: { screen: main, moment: feature, feature: attach }

    """
  }

  static func audit(_ text: String) throws -> AuditResult {
    let folder = try TemporaryFolder("rr-need-index")
    defer { folder.remove() }
    let pack = try folder.write(Self.pack, to: "team.yaml")
    let engine = AuditEngine(
      packs: try PackLoader.load(paths: [pack]), catalog: try BuiltInChecklists.loadCatalog())
    let description = try DescriptionLoader.decode(bytes: Array(text.utf8), file: "a.yaml")
    return engine.audit(AuditInput(description, today: "2027-01-01"))
  }

  /// Each rule's findings (subject and message) and the questions it waits on.
  static func outcome(of rule: String, in result: AuditResult) -> [String] {
    result.findings.filter { $0.rule == rule }.map { "\($0.subject.id): \($0.message)" }.sorted()
      + result.questions.filter { $0.waitingRules.contains(rule) }.map { "waits: \($0.path)" }
  }

  @Test(arguments: [
    (
      "{ photos: browse, camera: capture }", "true",
      ["camera: Scan receipts, Attach photos, Export", "photos: Attach photos"],
      ["com.receiptbox.app: camera"]
    ),
    ("{ photos: browse }", "false", ["photos: Attach photos"], []),
    // Export decides the camera; the unanswered needs leave its list of
    // users unknown, and the photos rule waiting.
    (
      "TODO", "true", ["camera: TODO", "waits: features[1].needs"],
      ["com.receiptbox.app: camera"]
    ),
    ("TODO", "false", ["waits: features[1].needs"], ["waits: features[1].needs"]),
  ])
  func theIndexGivesWhatTheScanGives(
    secondNeeds: String, thirdCore: String, expected: [String], expectedHas: [String]
  ) throws {
    let result = try Self.audit(Self.description(secondNeeds: secondNeeds, thirdCore: thirdCore))
    #expect(result.problems.isEmpty, "\(result.problems)")
    let indexed = Self.outcome(of: "team.need-indexed", in: result)
    #expect(indexed == Self.outcome(of: "team.need-scanned", in: result))
    #expect(indexed == expected)
    let indexedHas = Self.outcome(of: "team.has-indexed", in: result)
    #expect(indexedHas == Self.outcome(of: "team.has-scanned", in: result))
    #expect(indexedHas == expectedHas)
  }
}
