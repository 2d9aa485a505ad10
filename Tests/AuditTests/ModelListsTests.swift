import AppModel
import Diagnostics
import Foundation
import RuleLanguage
import TestSupport
import Testing

@testable import Audit
@testable import FileSupport
@testable import RuleBinding

/// The description's fields are listed in five places: the model
/// (`AppDescription` and the types it holds), the decoder that fills it, the
/// JSON Schema (`reviewready schema`), the binding schema rules are
/// type-checked against, and the value bridge that gives rules the values.
/// A field missing from one of them reads as null in rules, or is rejected
/// or never read; this test fails when the lists differ, beyond the
/// deliberate differences listed in `Row`.
///
/// The model's fields are the stored properties `Mirror` finds in the
/// descriptions of `Samples/` and `Fixtures/rare-fields.reviewready.yaml`
/// (loaded through the decoder); each field must hold a value in at least
/// one of them, so a field the decoder doesn't read (or no file uses) fails
/// too.
@Suite struct ModelListsTests {
  /// One model type and its names elsewhere, with the deliberate differences.
  struct Row: Sendable, CustomTestStringConvertible {
    /// The Swift type (`AppInfo`).
    var model: String
    /// The binding schema's object type; nil when rules don't see the type.
    var binding: String?
    /// The path to the JSON Schema object that lists its properties; nil
    /// when the schema writes it in another shape.
    var schema: [String]?
    /// Model fields the binding doesn't offer, each for a stated reason.
    var notBound: Set<String> = []
    /// Binding fields the model doesn't store: derived by the bridge.
    var derived: Set<String> = []
    /// Model field → binding field, where the rule language names it otherwise.
    var renamed: [String: String] = [:]
    /// Model fields that are no key of the file.
    var notInSchema: Set<String> = []
    var testDescription: String { model }
  }

  /// `locations` (where each field was written) is in every model type and
  /// is no description field: it is left out everywhere.
  static let positions = "locations"

  static let rows: [Row] = [
    // Rules read the globals; `schema` is the format's version and `waivers`
    // are applied by the engine, not read by rules. `catalog`, `project` and
    // `code` are globals that don't come from the description.
    // `questions` are the fields written TODO: rules see them as unknown
    // values of those fields, and the file has them as those fields' values.
    Row(
      model: "AppDescription", binding: nil, schema: [],
      notBound: ["schema", "waivers", "questions"], derived: ["catalog", "project", "code"],
      renamed: ["privacyLabels": "labels"], notInSchema: ["questions"]),
    Row(model: "OpenQuestion", binding: nil, schema: nil),
    // The project files' paths are read by rules as `project.*` (the files
    // themselves), and the source folder's as `code.*` (the scan), not as text.
    // `data` and `prompts` are read through the features and permissions
    // that leave theirs out.
    Row(
      model: "AppInfo", binding: "App", schema: ["definitions", "app"],
      notBound: [
        "infoPlist", "privacyManifest", "infoPlistStrings", "project", "target", "configuration",
        "sources", "data", "prompts",
      ]),
    Row(
      model: "PromptDefaults", binding: nil,
      schema: ["definitions", "app", "properties", "prompts"]),
    // `named`, `dataFromApp`, `momentFromApp`, `handlesFromApp` and
    // `handlingStatesFromApp` say whether a field was written or came from the
    // id or the app-level answer: no key.
    Row(
      model: "Screen", binding: "Screen", schema: ["definitions", "screen"],
      notBound: ["named"], notInSchema: ["named"]),
    // `resources` is the sorted list of `needs`' resources, `needsAll` every
    // verb of each (`needs` is the first), `webContentKeys` and
    // `shareSheetKeys` the usage keys `webContent` and `shareSheet` can need.
    Row(
      model: "Feature", binding: "Feature", schema: ["definitions", "feature"],
      notBound: ["named", "dataFromApp"],
      derived: ["resources", "needsAll", "webContentKeys", "shareSheetKeys"],
      notInSchema: ["named", "dataFromApp"]),
    Row(
      model: "Recording", binding: "Recording",
      schema: ["definitions", "feature", "properties", "recording"]),
    Row(
      model: "TransportSecurity", binding: "TransportSecurity",
      schema: ["definitions", "app", "properties", "transportSecurity"]),
    Row(
      model: "Invitations", binding: "Invitations",
      schema: ["definitions", "feature", "properties", "invites"]),
    Row(
      model: "AgeRatingAnswers", binding: "AgeRatingAnswers",
      schema: ["definitions", "app", "properties", "ageRating"]),
    Row(model: "DataFlow", binding: "DataFlow", schema: ["definitions", "dataFlow"]),
    Row(
      model: "Recipient", binding: "Recipient",
      schema: ["definitions", "dataFlow", "properties", "recipient"]),
    Row(
      model: "Permission", binding: "Permission", schema: ["definitions", "permission"],
      notBound: ["momentFromApp", "handlesFromApp", "handlingStatesFromApp"],
      notInSchema: ["momentFromApp", "handlesFromApp", "handlingStatesFromApp"]),
    Row(
      model: "PromptPlacement", binding: "Placement",
      schema: ["definitions", "permission", "properties", "requestedAt"]),
    Row(
      model: "Primer", binding: "Primer",
      schema: ["definitions", "permission", "properties", "primer"]),
    Row(
      model: "AuthorizationHandling", binding: "Handling", schema: ["definitions", "handles"]),
    // In YAML, purpose strings are a mapping of key to a mapping of locale
    // to text, so the schema has no `key`, `texts`, `locale` or `text`
    // properties. `resource` (the catalog's, for the key) and `text` (the
    // development region's) are derived.
    Row(
      model: "PurposeString", binding: "PurposeString", schema: nil,
      derived: ["resource", "text"]),
    Row(model: "LocalizedText", binding: "LocalizedText", schema: nil),
    Row(model: "PrivacyLabels", binding: "Labels", schema: ["definitions", "privacyLabels"]),
    Row(model: "LabelEntry", binding: "Label", schema: ["definitions", "labelEntry"]),
    Row(model: "Accounts", binding: "Accounts", schema: ["definitions", "accounts"]),
    Row(model: "ReviewInfo", binding: "Review", schema: ["definitions", "review"]),
    Row(
      model: "DemoAccount", binding: "DemoAccount",
      schema: ["definitions", "review", "properties", "demoAccount"],
      // Rules see whether a password is written, never its text.
      renamed: ["password": "passwordWritten"]),
    Row(
      model: "ReviewContact", binding: "Contact",
      schema: ["definitions", "review", "properties", "contact"]),
    // Waivers are applied by the engine before rules run; rules don't see them.
    Row(model: "Waiver", binding: nil, schema: ["definitions", "waiver"]),
  ]

  /// The samples, and a fixture with the fields none of them uses.
  static let paths: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.samples.path)) ?? []
    return names.filter { $0.hasSuffix(".reviewready.yaml") }.sorted().map {
      TestPaths.samples.appendingPathComponent($0).path
    } + [
      TestPaths.repositoryRoot.appendingPathComponent(
        "Tests/AuditTests/Fixtures/rare-fields.reviewready.yaml"
      ).path
    ]
  }()

  static let descriptions: [AppDescription] = paths.compactMap {
    try? DescriptionLoader.load(path: $0)
  }

  static let model: ModelFields = {
    var fields = ModelFields()
    for description in descriptions { fields.walk(description) }
    return fields
  }()

  /// The keys of each object type the value bridge gives for the samples.
  static let values: [String: Set<String>] = {
    var keys: [String: Set<String>] = [:]
    func walk(_ value: Value) {
      switch value {
      case .object(let object):
        keys[object.typeName, default: []].formUnion(object.fields.map(\.name))
        object.fields.map(\.value).forEach(walk)
      case .list(let items): items.forEach(walk)
      case .map(let entries): entries.values.forEach(walk)
      default: break
      }
    }
    let catalog = try? BuiltInChecklists.loadCatalog()
    for description in descriptions {
      let bridge = DescriptionValues(
        description: description, keyResources: catalog?.keys.mapValues(\.resourceName) ?? [:])
      [bridge.app, bridge.labels, bridge.accounts, bridge.review].forEach(walk)
      description.screens.map(bridge.screen).forEach(walk)
      description.features.map(bridge.feature).forEach(walk)
      description.permissions.map(bridge.permission).forEach(walk)
      description.purposeStrings.map(bridge.purposeString).forEach(walk)
    }
    return keys
  }()

  static func jsonSchema() throws -> [String: Any] {
    try #require(
      try JSONSerialization.jsonObject(with: Data(DescriptionSchema.json.utf8)) as? [String: Any])
  }

  /// Every file loads (a file that doesn't would silently drop its fields).
  @Test func theFilesLoad() throws {
    for path in Self.paths { _ = try DescriptionLoader.load(path: path) }
    #expect(Self.descriptions.count == Self.paths.count)
    #expect(Self.paths.count >= 11)
  }

  /// Every model type has a row, and every row a model type.
  @Test func everyModelTypeIsListed() {
    #expect(Set(Self.model.names.keys) == Set(Self.rows.map(\.model)))
  }

  @Test(arguments: rows) func theDecoderFillsEveryField(_ row: Row) {
    let fields = Self.model.names[row.model, default: []].subtracting([Self.positions])
    let populated = Self.model.populated[row.model, default: []]
    #expect(
      fields.subtracting(populated).isEmpty,
      "\(row.model): no sample gives \(fields.subtracting(populated).sorted()) a value")
  }

  @Test(arguments: rows) func theJSONSchemaListsEveryField(_ row: Row) throws {
    guard let path = row.schema else { return }
    var node: Any = try Self.jsonSchema()
    // A field that may be unanswered is `anyOf` its schema and the marker.
    func answer(_ node: Any) -> Any {
      guard let object = node as? [String: Any], object["properties"] == nil,
        let options = object["anyOf"] as? [Any], let first = options.first
      else { return node }
      return first
    }
    for key in path {
      node = try #require((answer(node) as? [String: Any])?[key], "\(path)")
    }
    let properties = try #require((answer(node) as? [String: Any])?["properties"] as? [String: Any])
    let fields = Self.model.names[row.model, default: []].subtracting([Self.positions])
      .subtracting(row.notInSchema)
    #expect(Set(properties.keys) == fields, "\(row.model) vs the JSON Schema at \(path)")
  }

  @Test(arguments: rows) func theBindingSchemaListsEveryField(_ row: Row) throws {
    let bound: Set<String>
    if let name = row.binding {
      bound = Set(try #require(BindingSchema.schema[name], "no \(name) type").fields.keys)
    } else if row.model == "AppDescription" {
      bound = Set(BindingSchema.globals.keys)
    } else {
      return
    }
    let fields = Self.model.names[row.model, default: []]
      .subtracting([Self.positions]).subtracting(row.notBound)
    let expected = Set(fields.map { row.renamed[$0] ?? $0 }).union(row.derived)
    #expect(bound == expected, "\(row.model) vs the binding's \(row.binding ?? "globals")")
  }

  /// The bridge gives every field the binding declares, and no other.
  @Test(arguments: rows) func theValueBridgeGivesEveryBoundField(_ row: Row) throws {
    guard let name = row.binding else { return }
    let declared = Set(try #require(BindingSchema.schema[name]).fields.keys)
    #expect(Self.values[name, default: []] == declared, "\(name): the bridge vs the binding")
  }
}

/// The stored properties of each AppModel type `Mirror` finds in a value,
/// and those that hold a value (not nil, not empty) somewhere.
struct ModelFields {
  var names: [String: Set<String>] = [:]
  var populated: [String: Set<String>] = [:]

  mutating func walk(_ value: Any) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional, .collection, .set:
      for child in mirror.children { walk(child.value) }
    case .dictionary:
      // Each child is a (key, value) pair.
      for child in mirror.children {
        for part in Mirror(reflecting: child.value).children { walk(part.value) }
      }
    case .struct:
      guard String(reflecting: mirror.subjectType).hasPrefix("AppModel."),
        mirror.subjectType != FieldLocations.self
      else { return }
      let name = String(describing: mirror.subjectType)
      for child in mirror.children {
        guard let label = child.label else { continue }
        names[name, default: []].insert(label)
        if Self.hasValue(child.value) { populated[name, default: []].insert(label) }
        walk(child.value)
      }
    default:
      return
    }
  }

  static func hasValue(_ value: Any) -> Bool {
    switch Mirror(reflecting: value).displayStyle {
    case .optional, .collection, .dictionary, .set: !Mirror(reflecting: value).children.isEmpty
    default: true
    }
  }
}
