import AppModel
import BinaryCoding
import Catalog
import RuleBinding
import RuleLanguage
import RulePacks

/// Which parts of a description a manual check depends on, and a
/// fingerprint of each: what lets a recorded result go stale when the
/// description changes under it.
///
/// The parts come from the symbols of the check's `applies` expression: a
/// check that reads `permissions` depends on the permissions (and on the
/// purpose strings their prompts show), one that reads `app.locales` on the
/// locales alone. A fingerprint hashes the part's data in a canonical,
/// order-insensitive form, so reordering, requoting or reformatting the
/// YAML changes nothing; only a different value does.
public struct ChecklistFingerprints {
  private let values: DescriptionValues
  private let description: AppDescription
  /// Fingerprints already computed, by part: every check that reads a part
  /// asks for it, and hashing the features or permissions is not cheap.
  private let computed = FingerprintCache()

  /// The fingerprints of `description`; `catalog` tells which resource each
  /// purpose-string key belongs to.
  public init(description: AppDescription, catalog: Catalog) {
    self.description = description
    self.values = DescriptionValues(
      description: description, keyResources: catalog.keys.mapValues(\.resourceName))
  }

  /// The parts `check` depends on, by name (`permissions`, `app.locales`,
  /// `permissions(location)` when it reads only the location permissions).
  public static func parts(of check: ManualCheck) -> [String] {
    scoped(parts(of: check.applies.symbols), by: ResourceScope(of: check.applies.parsed.root))
  }

  /// `parts` with the permissions and features narrowed to the resources
  /// `scope` limits them to.
  static func scoped(_ parts: [String], by scope: ResourceScope) -> [String] {
    parts.map { part in
      switch part {
      case "permissions":
        return scope.permissions.map { ResourceScope.partName(part, $0) } ?? part
      case "features":
        return scope.features.map { ResourceScope.partName(part, $0) } ?? part
      default: return part
      }
    }.sorted()
  }

  /// The parts an expression with these symbols reads.
  static func parts(of symbols: [Symbol]) -> [String] {
    var parts: Set<String> = []
    var readsApp = false
    var appFields: Set<String> = []
    for symbol in symbols {
      switch symbol {
      case .variable("app"): readsApp = true
      case .variable(let name): if let part = collection[name] { parts.insert(part) }
      case .function(let name): if let part = lookups[name] { parts.insert(part) }
      case .field(type: "App", let name): appFields.insert(name)
      default: break
      }
    }
    if readsApp {
      if appFields.isEmpty { parts.insert("app") }
      for field in appFields { parts.insert("app.\(field)") }
    }
    return parts.sorted()
  }

  /// The part each description variable belongs to (`catalog` is not part
  /// of the description).
  private static let collection = [
    "screens": "screens", "screen": "screens", "features": "features", "feature": "features",
    "permissions": "permissions", "permission": "permissions",
    "purposeStrings": "purposeStrings", "purposeString": "purposeStrings",
    "labels": "labels", "label": "labels", "review": "review",
  ]

  /// The part each lookup helper reads.
  private static let lookups = [
    "screen": "screens", "feature": "features", "featuresNeeding": "features",
    "purpose": "purposeStrings",
  ]

  /// The fingerprint of each part `check` depends on.
  public func fingerprints(for check: ManualCheck) -> [String: String] {
    var result: [String: String] = [:]
    for part in Self.parts(of: check) { result[part] = fingerprint(of: part) }
    return result
  }

  /// The fingerprint of one part: 12 hex digits.
  public func fingerprint(of part: String) -> String {
    if let known = computed.fingerprints[part] { return known }
    let fingerprint = Self.hash(Self.canonical(value(of: part)))
    computed.fingerprints[part] = fingerprint
    return fingerprint
  }

  /// The data of a part, as expressions see it.
  package func value(of part: String) -> Value {
    if let (collection, resources) = ResourceScope.parse(part) {
      return scopedValue(of: collection, resources: resources)
    }
    switch part {
    case "app": return values.app
    case "screens": return .list(description.screens.map(values.screen))
    case "features": return .list(description.features.map(values.feature))
    case "permissions": return permissionsValue(description.permissions)
    case "purposeStrings": return .list(description.purposeStrings.map(values.purposeString))
    case "labels": return values.labels
    case "review": return values.review
    default:
      guard part.hasPrefix("app.") else { return .null }
      return values.app[field: String(part.dropFirst(4))] ?? .null
    }
  }

  /// The permissions as a person meets them: each prompt, and the purpose
  /// strings it shows.
  private func permissionsValue(_ permissions: [Permission]) -> Value {
    let purposes = description.purposeStrings.map(values.purposeString)
    return .list(
      permissions.map { permission in
        let resource = Value.string(permission.resource.rawValue)
        return .map([
          "permission": values.permission(permission),
          "purposeStrings": .list(purposes.filter { $0[field: "resource"] == resource }),
        ])
      })
  }

  /// The permissions of `resources`, or the features that need one of them
  /// (or whose needs are unknown, as `featuresNeeding` lists them).
  private func scopedValue(of collection: String, resources: Set<String>) -> Value {
    switch collection {
    case "permissions":
      return permissionsValue(
        description.permissions.filter { resources.contains($0.resource.rawValue) })
    case "features":
      return .list(
        description.features.map(values.feature).filter { feature in
          let needs = feature[field: "needs"]
          let needsAll = feature[field: "needsAll"]
          if needs?.unknownValue != nil || needsAll?.unknownValue != nil { return true }
          return resources.contains { resource in
            !(needs?[field: resource]?.isNull ?? true)
              || !(needsAll?[field: resource]?.isNull ?? true)
          }
        })
    default: return .null
    }
  }

  /// A canonical text of a value: map keys sorted, list items sorted (the
  /// order things are written in carries no meaning here).
  static func canonical(_ value: Value) -> String {
    var text = ""
    appendCanonical(value, to: &text)
    return text
  }

  private static func appendCanonical(_ value: Value, to text: inout String) {
    switch value {
    case .null: text += "null"
    case .unknown(let unknown): text += "unknown(" + unknown.sorted.joined(separator: ",") + ")"
    case .bool(let flag): text += flag ? "true" : "false"
    case .int(let number): text += String(number)
    case .double(let number): text += "\(number)"
    case .string(let string): appendQuoted(string, to: &text)
    case .list(let items):
      text += "["
      text += items.map(canonical).sorted().joined(separator: ",")
      text += "]"
    case .map(let fields):
      appendCanonical(fields.sorted(by: { $0.key < $1.key }), to: &text)
    case .object(let object):
      appendCanonical(object.fields.map { (key: $0.name, value: $0.value) }, to: &text)
    }
  }

  /// `{"key":value,…}` of the fields that are not null, in the given order.
  private static func appendCanonical(
    _ fields: [(key: String, value: Value)], to text: inout String
  ) {
    text += "{"
    var first = true
    for (key, field) in fields where !field.isNull {
      if !first { text += "," }
      first = false
      appendQuoted(key, to: &text)
      text += ":"
      appendCanonical(field, to: &text)
    }
    text += "}"
  }

  /// `string` in double quotes, with `\` and `"` escaped by a backslash.
  private static func appendQuoted(_ string: String, to text: inout String) {
    text += "\""
    if string.utf8.contains(where: { $0 == UInt8(ascii: "\\") || $0 == UInt8(ascii: "\"") }) {
      for character in string.unicodeScalars {
        if character == "\\" || character == "\"" { text += "\\" }
        text.unicodeScalars.append(character)
      }
    } else {
      text += string
    }
    text += "\""
  }

  /// FNV-1a (64 bits) of the text's UTF-8, as the first 12 hex digits.
  static func hash(_ text: String) -> String {
    let hex = String(FNV1a.hash(text.utf8), radix: 16)
    return String((String(repeating: "0", count: 16 - hex.count) + hex).prefix(12))
  }

  /// How a part is named in messages: "the permissions or their purpose strings".
  public static func describe(_ part: String) -> String {
    if let (collection, resources) = ResourceScope.parse(part) {
      let names = resources.sorted().joined(separator: ", ")
      return collection == "permissions"
        ? "the \(names) permissions or their purpose strings"
        : "the features that need \(names)"
    }
    switch part {
    case "app": return "the app's details"
    case "screens": return "the screens"
    case "features": return "the features"
    case "permissions": return "the permissions or their purpose strings"
    case "purposeStrings": return "the purpose strings"
    case "labels": return "the privacy labels"
    case "review": return "the review information"
    default:
      return part.hasPrefix("app.") ? "app.\(part.dropFirst(4))" : part
    }
  }
}

/// The fingerprints a `ChecklistFingerprints` has computed; a reference, so
/// that copies of one set of fingerprints share what they learn.
private final class FingerprintCache {
  var fingerprints: [String: String] = [:]
}
