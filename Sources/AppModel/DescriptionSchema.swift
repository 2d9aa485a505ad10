/// The JSON Schema (draft-07, which YAML language servers read) of the
/// description, for editors to check and complete `*.reviewready.yaml` files
/// as people type. Built from the same vocabulary enums the decoder uses; a
/// test keeps the two in agreement over every sample.
public enum DescriptionSchema {
  /// The schema as JSON text.
  public static var json: String { root.serialized() }

  typealias Value = JSONSchemaValue

  static var root: Value {
    [
      "$schema": "http://json-schema.org/draft-07/schema#",
      "title": "ReviewReady app description (schema 1)",
      "description":
        "What an iOS app does with protected resources, for an App Review readiness audit.",
      "type": "object",
      "required": ["schema", "app"],
      "additionalProperties": false,
      "patternProperties": extensions,
      "properties": [
        "schema": ["const": 1, "description": "The description format's version."],
        "app": ref("app"),
        "screens": ["type": "array", "items": ref("screen")],
        "features": ["type": "array", "items": ref("feature")],
        "permissions": ["type": "array", "items": ref("permission")],
        "purposeStrings": ref("purposeStrings"),
        "privacyLabels": ref("privacyLabels"),
        "accounts": ref("accounts"),
        "review": ref("review"),
        "waivers": ["type": "array", "items": ref("waiver")],
      ],
      "definitions": .object(definitions),
    ]
  }

  static let extensions: Value = ["^x-": ["description": "Kept for your team's own use."]]
  /// Text: numbers are taken as written (`build: 412`), booleans are not.
  static let text: Value = ["type": ["string", "number"]]
  /// A list of texts; a single text stands for a list of one.
  static let texts: Value = ["type": ["array", "string", "number"], "items": text]
  static let flag: Value = ["type": "boolean"]
  static let id: Value = ["type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$"]

  static func ref(_ name: String) -> Value { ["$ref": .string("#/definitions/\(name)")] }

  static func oneOf(_ values: [String]) -> Value { ["enum": .array(values.map(Value.string))] }

  static func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> Value
  where E.RawValue == String { oneOf(E.allCases.map(\.rawValue)) }

  /// A closed object: the listed properties, `x-` keys, nothing else.
  static func object(_ properties: [String: Value], required: [String] = []) -> Value {
    [
      "type": "object",
      "properties": .object(properties),
      "required": .array(required.map(Value.string)),
      "patternProperties": extensions,
      "additionalProperties": false,
    ]
  }

  static var definitions: [String: Value] {
    [
      "app": object(
        [
          "name": text, "bundleId": ["type": "string", "pattern": "^[A-Za-z0-9.-]+$"],
          "version": ["type": ["string", "number"]], "build": ["type": ["string", "number"]],
          "minimumOS": ["type": ["string", "number"], "pattern": "^[0-9]+(\\.[0-9]+){0,2}$"],
          "developmentRegion": text, "locales": texts,
          "privacyPolicyURL": ["type": "string", "pattern": "^https?://[^/]+"],
          "infoPlist": text, "privacyManifest": text, "infoPlistStrings": text,
          "backgroundModes": list(oneOf(BackgroundMode.self)),
        ], required: ["name", "bundleId"]),
      "screen": object(
        ["id": id, "name": text, "path": text, "requiresAccount": flag], required: ["id", "name"]),
      "feature": object(
        [
          "id": id, "name": text, "screen": id, "control": text, "core": flag,
          "needs": object(
            Dictionary(
              uniqueKeysWithValues: Resource.allCases.map { ($0.rawValue, oneOf($0.needVerbs)) })),
          "data": ["type": "array", "items": ref("dataFlow")],
          "gatedOn": list(oneOf(Resource.self)),
          "recording": object([
            "captures": list(oneOf(RecordedActivity.self)),
            "indicator": oneOf(RecordingIndicator.self), "consent": oneOf(Consent.self),
          ]),
        ], required: ["id", "name", "screen"]),
      "dataFlow": dataFlow,
      "accounts": object(
        [
          "creation": oneOf(AccountCreation.self), "deletion": oneOf(AccountDeletion.self),
          "signInWith": list(oneOf(SignInMethod.self)),
        ], required: ["creation"]),
      "permission": permission,
      "purposeStrings": [
        "type": "object",
        "patternProperties": extensions,
        "additionalProperties": false,
        "properties": .object(
          Dictionary(
            uniqueKeysWithValues: UsageDescriptionKeys.all.map { ($0, ref("localizedText")) })),
      ],
      "localizedText": [
        "oneOf": [
          ["type": ["string", "number"], "description": "The text in the development region."],
          [
            "type": "object", "patternProperties": extensions,
            "additionalProperties": ["type": ["string", "number", "null"]],
          ],
        ]
      ],
      "privacyLabels": object(
        ["collectsData": flag, "data": ["type": "array", "items": ref("labelEntry")]],
        required: ["collectsData"]),
      "labelEntry": object(
        [
          "type": oneOf(PrivacyDataType.self), "linkedToUser": flag, "usedForTracking": flag,
          "purposes": ["type": "array", "items": oneOf(DataPurpose.self)],
        ], required: ["type"]),
      "review": object([
        "demoAccount": object(["username": text, "passwordEnv": text, "password": text]),
        "contact": object(["name": text, "email": text, "phone": text]),
        "notes": text,
      ]),
      "waiver": object(
        [
          "rule": ["type": "string", "pattern": "^[a-z0-9-]+(\\.[a-z0-9-]+)+$"], "subject": text,
          "reason": text, "by": text,
          "until": ["type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"],
        ], required: ["rule", "reason", "by", "until"]),
    ]
  }

  static func list(_ items: Value) -> Value { ["type": "array", "items": items] }

  /// Data leaving the device; a `recipient` goes with `destination: thirdParty`.
  static var dataFlow: Value {
    var schema = object(
      [
        "type": oneOf(PrivacyDataType.self), "destination": oneOf(DataDestination.self),
        "linkedToUser": flag, "purposes": list(oneOf(DataPurpose.self)),
        "keepsLocationMetadata": flag,
        "recipient": object(["name": text, "kind": oneOf(RecipientKind.self)], required: ["kind"]),
        "consent": oneOf(Consent.self),
      ], required: ["type", "destination"])
    if case .object(var members) = schema {
      members["if"] = ["required": ["recipient"]]
      members["then"] = ["properties": ["destination": ["const": "thirdParty"]]]
      schema = .object(members)
    }
    return schema
  }

  /// A permission; its `access` levels depend on its resource.
  static var permission: Value {
    let refusal = oneOf(RefusalHandling.self)
    var schema = object(
      [
        "id": id, "resource": oneOf(Resource.self), "access": text,
        "accuracy": oneOf(LocationAccuracy.self), "api": text,
        "requestedAt": object(
          ["screen": id, "moment": oneOf(PromptMoment.self), "feature": id],
          required: ["screen", "moment"]),
        "primer": object(["text": text, "buttons": texts]),
        "handles": object([
          "limited": oneOf(LimitedAccessHandling.self), "denied": refusal, "restricted": refusal,
        ]),
        "requiredToUseApp": flag,
      ], required: ["id", "resource", "access", "requestedAt"])
    if case .object(var members) = schema {
      members["allOf"] = .array(
        Resource.allCases.map { resource in
          [
            "if": [
              "properties": ["resource": ["const": .string(resource.rawValue)]],
              "required": ["resource"],
            ],
            "then": ["properties": ["access": oneOf(resource.accessLevels)]],
          ]
        })
      schema = .object(members)
    }
    return schema
  }
}
