import AppModel
import RuleLanguage

/// The names and types rule expressions can use: the object types of the
/// description and the catalog, the variables of each scope, and the helper
/// functions. Expressions are checked against these when a pack loads.
package enum BindingSchema {
  package static let schema = Schema(
    descriptionTypes + ProjectBinding.objectTypes + TargetBinding.objectTypes
      + ProjectBinding.sdkObjectTypes
      + CodeBinding.objectTypes)

  /// The description's and the catalog's object types.
  static let descriptionTypes: [ObjectType] = [
    ObjectType(
      "App",
      fields: [
        "name": .string, "bundleId": .string, "version": .string, "build": .string,
        "minimumOS": .string, "developmentRegion": .string, "locales": .list(.string),
        "privacyPolicyURL": .string, "backgroundModes": .list(.string),
        "transportSecurity": .object("TransportSecurity"), "usesNonExemptEncryption": .bool,
        "requiredReasonAPIs": .list(.string), "ageRating": .object("AgeRatingAnswers"),
        "xcode": .string, "ageAssurance": .list(.string), "seller": .string,
        "regulatedFields": .list(.string),
      ],
      optional: [
        "version", "build", "minimumOS", "privacyPolicyURL", "transportSecurity",
        "usesNonExemptEncryption", "requiredReasonAPIs", "ageRating", "xcode", "ageAssurance",
        "seller",
      ]),
    // The age-rating questionnaire's answers about what people can do
    // (`app.ageRating`); an answer not stated is null.
    ObjectType(
      "AgeRatingAnswers",
      fields: [
        "userGeneratedContent": .bool, "messagingAndChat": .bool, "unrestrictedWebAccess": .bool,
      ], optional: ["userGeneratedContent", "messagingAndChat", "unrestrictedWebAccess"]),
    ObjectType(
      "TransportSecurity",
      fields: [
        "allowsArbitraryLoads": .bool, "exceptionDomains": .list(.string),
        "justification": .string,
      ], optional: ["allowsArbitraryLoads", "justification"]),
    ObjectType("Invitations", fields: ["contacts": .string], optional: ["contacts"]),
    ObjectType(
      "Screen",
      fields: ["id": .string, "name": .string, "path": .string, "requiresAccount": .bool],
      optional: ["path"]),
    ObjectType(
      "Feature",
      fields: [
        "id": .string, "name": .string, "screen": .string, "control": .string, "core": .bool,
        "needs": .object("Needs"), "resources": .list(.string), "data": .list(.object("DataFlow")),
        "gatedOn": .list(.string), "recording": .object("Recording"),
        "invites": .object("Invitations"),
        "needsAll": .object("NeedsAll"), "webContent": .list(.string),
        "webContentKeys": .list(.string), "shareSheet": .list(.string),
        "shareSheetKeys": .list(.string),
        "alternativeWhenDenied": .string, "reason": .string, "content": .list(.string),
        "safeguards": .list(.string), "background": .list(.string), "ai": .string,
      ], optional: ["control", "recording", "invites", "alternativeWhenDenied", "reason", "ai"]),
    ObjectType(
      "Recording",
      fields: ["captures": .list(.string), "indicator": .string, "consent": .string],
      optional: ["indicator", "consent"]),
    ObjectType(
      "Needs",
      fields: Dictionary(uniqueKeysWithValues: Resource.allCases.map { ($0.rawValue, .string) }),
      optional: Set(Resource.names)),
    ObjectType(
      "NeedsAll",
      fields: Dictionary(
        uniqueKeysWithValues: Resource.allCases.map { ($0.rawValue, .list(.string)) }),
      optional: Set(Resource.names)),
    ObjectType(
      "DataFlow",
      fields: [
        "type": .string, "destination": .string, "linkedToUser": .bool, "purposes": .list(.string),
        "keepsLocationMetadata": .bool, "recipient": .object("Recipient"), "consent": .string,
      ], optional: ["linkedToUser", "keepsLocationMetadata", "recipient", "consent"]),
    ObjectType("Recipient", fields: ["name": .string, "kind": .string], optional: ["name"]),
    ObjectType(
      "Permission",
      fields: [
        "id": .string, "resource": .string, "access": .string, "accuracy": .string,
        "api": .string, "requestedAt": .object("Placement"), "primer": .object("Primer"),
        "handles": .object("Handling"), "requiredToUseApp": .bool, "onlyBelow": .string,
        "askedBy": .string,
      ], optional: ["accuracy", "api", "primer", "onlyBelow", "askedBy"]),
    ObjectType(
      "Placement", fields: ["screen": .string, "moment": .string, "feature": .string],
      optional: ["feature"]),
    ObjectType(
      "Primer", fields: ["text": .string, "buttons": .list(.string)], optional: ["text"]),
    ObjectType(
      "Handling", fields: ["limited": .string, "denied": .string, "restricted": .string],
      optional: ["limited", "denied", "restricted"]),
    ObjectType(
      "PurposeString",
      fields: [
        "key": .string, "resource": .string, "texts": .list(.object("LocalizedText")),
        "text": .string,
      ], optional: ["resource", "text"]),
    ObjectType("LocalizedText", fields: ["locale": .string, "text": .string]),
    ObjectType(
      "Labels", fields: ["collectsData": .bool, "data": .list(.object("Label"))]),
    ObjectType(
      "Label",
      fields: [
        "type": .string, "linkedToUser": .bool, "usedForTracking": .bool,
        "purposes": .list(.string),
      ]),
    ObjectType(
      "Accounts",
      fields: ["creation": .string, "deletion": .string, "signInWith": .list(.string)],
      optional: ["deletion"]),
    ObjectType(
      "Review",
      fields: [
        "demoAccount": .object("DemoAccount"), "contact": .object("Contact"), "notes": .string,
      ], optional: ["demoAccount", "contact", "notes"]),
    ObjectType(
      "DemoAccount",
      fields: ["username": .string, "passwordEnv": .string, "passwordWritten": .bool],
      optional: ["username", "passwordEnv"]),
    ObjectType(
      "Contact", fields: ["name": .string, "email": .string, "phone": .string],
      optional: ["name", "email", "phone"]),
    ObjectType(
      "Catalog",
      fields: [
        "keys": .map(.object("CatalogKey")), "resources": .map(.object("CatalogResource")),
        "dataTypes": .map(.object("CatalogDataType")), "purposes": .map(.object("CatalogLabel")),
        "requiredReasons": .object("CatalogRequiredReasons"),
      ]),
    ObjectType(
      "CatalogRequiredReasons",
      fields: [
        "source": .string, "checked": .string,
        "categories": .map(.object("CatalogReasonCategory")),
      ]),
    ObjectType(
      "CatalogReasonCategory",
      fields: [
        "name": .string, "manifest": .string, "reasons": .list(.object("CatalogReason")),
        "reasonCodes": .list(.string), "apis": .list(.string),
      ]),
    ObjectType(
      "CatalogReason", fields: ["code": .string, "meaning": .string, "sdkOnly": .bool]),
    ObjectType(
      "CatalogKey",
      fields: [
        "resource": .string, "platforms": .list(.string), "since": .string,
        "deprecatedIn": .string, "trigger": .string,
        "missingKey": .string, "note": .string,
      ], optional: ["deprecatedIn", "note"]),
    ObjectType(
      "CatalogResource",
      fields: [
        "name": .string, "framework": .string, "limitedAccess": .bool,
        "levelOrder": .list(.string), "levels": .map(.object("CatalogLevel")),
        "needs": .map(.object("CatalogNeed")),
      ]),
    ObjectType(
      "CatalogLevel",
      fields: [
        "keys": .list(.string), "legacyKeys": .list(.object("LegacyKey")),
        "optionalKeys": .list(.string), "api": .string,
        "since": .string, "prompts": .bool,
      ], optional: ["api", "since"]),
    ObjectType("LegacyKey", fields: ["key": .string, "before": .string]),
    ObjectType(
      "CatalogNeed",
      fields: ["access": .string, "via": .string, "since": .string, "note": .string],
      optional: ["via", "since", "note"]),
    ObjectType(
      "CatalogDataType",
      fields: ["category": .string, "label": .string, "manifest": .string, "note": .string],
      optional: ["note"]),
    ObjectType("CatalogLabel", fields: ["label": .string, "manifest": .string]),
  ]

  /// Variables every expression can read.
  package static let globals: [String: RuleType] = [
    "app": .object("App"), "screens": .list(.object("Screen")),
    "features": .list(.object("Feature")), "permissions": .list(.object("Permission")),
    "purposeStrings": .list(.object("PurposeString")), "labels": .object("Labels"),
    "accounts": .object("Accounts"), "review": .object("Review"), "catalog": .object("Catalog"),
    "project": .object("Project"), "code": .object("Code"),
  ]

  /// The globals' names in the order of ``AuditContext/globalValues``: the
  /// shared part of every rule's ``VariableLayout``.
  package static let globalNames = globals.keys.sorted()

  /// The variables a scope adds: its subject, and for features and
  /// permissions the screen (and feature) they belong to.
  package static func variables(for scope: RuleScope) -> [String: RuleType] {
    Dictionary(uniqueKeysWithValues: orderedVariables(for: scope).map { ($0.name, $0.type) })
  }

  /// The names of the variables a scope adds, in the order of a subject's
  /// ``AuditContext/Subject/values``.
  package static func variableNames(for scope: RuleScope) -> [String] {
    orderedVariables(for: scope).map(\.name)
  }

  /// The variables a scope adds, in a fixed order.
  private static func orderedVariables(for scope: RuleScope) -> [(name: String, type: RuleType)] {
    switch scope {
    case .app: return []
    case .feature: return [("feature", .object("Feature")), ("screen", .object("Screen"))]
    case .permission:
      return [
        ("permission", .object("Permission")), ("screen", .object("Screen")),
        ("feature", .object("Feature")),
      ]
    case .screen: return [("screen", .object("Screen"))]
    case .purposeString: return [("purposeString", .object("PurposeString"))]
    case .label: return [("label", .object("Label"))]
    case .codeUse: return [("codeUse", .object("CodeUse"))]
    }
  }
}
