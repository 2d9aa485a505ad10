/// The JSON Schema (draft-07, which YAML language servers read) of the
/// description, for editors to check and complete `*.reviewready.yaml` files
/// as people type. Built from the same vocabulary enums the decoder uses; a
/// test keeps the two in agreement over every sample, and another checks that
/// every property has a `description` for editors to show.
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
        "schema": ["const": 1, "description": "The description format's version: always 1."],
        "app": ref(
          "app",
          "Who the app is: its name, bundle id, versions and locales, and the project files "
            + "to cross-check, if any."),
        "screens": list(
          ref("screen"),
          "The places in the app a reviewer can reach; features and permissions name them "
            + "by id."),
        "features": list(
          ref("feature"),
          "What the app does with protected resources: where each feature is, what it needs "
            + "and what data it sends off the device."),
        "permissions": list(
          ref("permission"),
          "The system prompts the app really shows: the resource and access level asked for, "
            + "where and when, and what the app does in each authorization state."),
        "purposeStrings": ref(
          "purposeStrings",
          "The Info.plist usage descriptions the system prompts show, keyed by Info.plist key, "
            + "with a text per locale."),
        "privacyLabels": orUnanswered(
          ref(
            "privacyLabels",
            "The App Privacy answers given in App Store Connect: whether the app collects data, "
              + "and which types for which purposes.")),
        "accounts": ref(
          "accounts",
          "How people create, sign in to and delete an account; leave it out when the app has "
            + "no accounts."),
        "review": orUnanswered(
          ref(
            "review",
            "The App Review Information: a demo account, a contact and notes for the reviewer.")),
        "waivers": list(
          ref("waiver"),
          "Findings the team accepts for now, each with its rule, a reason, an owner and an "
            + "end date."),
      ],
      "definitions": .object(definitions),
    ]
  }

  static let extensions: Value = [
    "^x-": ["description": "A key starting with x- is kept for your team's own use, unchecked."]
  ]
  /// Text: numbers are taken as written (`build: 412`), booleans are not.
  static let text: Value = ["type": ["string", "number"]]
  /// A list of texts, each described by `item`; a single text stands for a
  /// list of one.
  static func texts(_ item: String) -> Value {
    ["type": ["array", "string", "number"], "items": text.described(item)]
  }
  static let flag: Value = ["type": "boolean"]

  /// The unanswered marker (`OpenQuestion`): `TODO`, or a text starting `TODO:`.
  static let unanswered: Value = Value(["type": "string", "pattern": "^TODO(:|$)"]).described(
    "Not answered yet: TODO, or TODO: followed by what to decide. The audit lists it as a "
      + "question, and rules that depend on it wait for the answer.")

  /// `schema`, or the unanswered marker in its place. A description given
  /// here or later (`.described`) is the property's, where editors show it;
  /// the answer's own schema keeps it too.
  static func orUnanswered(_ schema: Value, marker: Value = unanswered) -> Value {
    Answerable(schema: schema, marker: marker).value
  }

  /// A schema that also accepts the unanswered marker: `anyOf`, not
  /// `oneOf`, since a free text (`justification: TODO`) matches both.
  struct Answerable {
    var schema: Value
    var marker: Value

    var value: Value {
      guard case .object(let members) = schema, case .string(let text)? = members["description"]
      else { return ["anyOf": [schema, marker]] }
      return Value(["anyOf": [schema, marker]]).described(text)
    }
  }
  static let id: Value = ["type": "string", "pattern": "^[A-Za-z0-9][A-Za-z0-9._-]*$"]
  /// What every id's description ends with: the characters it may hold.
  static let idCharacters = "letters, digits, -, _ and ., starting with a letter or digit"

  /// A reference to a definition, with the property's own description.
  static func ref(_ name: String, _ description: String? = nil) -> Value {
    let reference: Value = ["$ref": .string("#/definitions/\(name)")]
    return description.map(reference.described) ?? reference
  }

  static func oneOf(_ values: [String]) -> Value { ["enum": .array(values.map(Value.string))] }

  static func oneOf<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> Value
  where E.RawValue == String { oneOf(E.allCases.map(\.rawValue)) }

  /// Values for a sentence: `a, b or c`.
  static func choices(_ values: [String]) -> String {
    guard let last = values.last else { return "" }
    let rest = values.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
  }

  static func choices<E: RawRepresentable & CaseIterable>(_ type: E.Type) -> String
  where E.RawValue == String { choices(E.allCases.map(\.rawValue)) }

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

  /// An array of `items`, described.
  static func list(_ items: Value, _ description: String) -> Value {
    ["type": "array", "items": items, "description": .string(description)]
  }

  static var definitions: [String: Value] {
    [
      "app": app, "screen": screen, "feature": feature, "dataFlow": dataFlow,
      "accounts": accounts, "permission": permission, "handles": handles,
      "purposeStrings": purposeStrings,
      "localizedText": localizedText, "privacyLabels": privacyLabels, "labelEntry": labelEntry,
      "review": review, "waiver": waiver,
    ]
  }

  static var app: Value {
    object(
      [
        "name": text.described(
          "The app's name as people see it on the Home Screen (CFBundleDisplayName)."),
        "bundleId": orUnanswered(
          Value(["type": "string", "pattern": .string(BundleIdentifier.pattern)])
        ).described(
          "The bundle identifier (CFBundleIdentifier), such as com.example.app: letters, "
            + "digits, dots and hyphens, and build settings as Xcode writes them, such as "
            + "$(PRODUCT_BUNDLE_IDENTIFIER) or com.example.$(PRODUCT_NAME:rfc1034identifier)."),
        "version": text.described(
          "The marketing version (CFBundleShortVersionString), kept exactly as written, "
            + "such as \"2.3\"."),
        "build": text.described(
          "The build number (CFBundleVersion), kept exactly as written, such as \"412\"."),
        "minimumOS": orUnanswered(
          Value(["type": ["string", "number"], "pattern": "^[0-9]+(\\.[0-9]+){0,2}$"])
        ).described(
          "The deployment target, an iOS version such as \"16.0\"; some rules depend on it."),
        "developmentRegion": text.described(
          "The locale the app is written in, such as en (the default); a purpose string given "
            + "as one text is in this locale."),
        "locales": texts("A locale code, such as de or pt-BR.").described(
          "Every locale the app ships, such as [en, de], the development region first; "
            + "the default is the development region alone."),
        "privacyPolicyURL": orUnanswered(
          Value(["type": "string", "pattern": .string(WebAddress.httpsPattern)])
        ).described(
          "The web address of the app's privacy policy, an https:// URL; needed when the app "
            + "collects data."),
        "infoPlist": text.described(
          "The app's real Info.plist, relative to this file; the audit then checks purpose "
            + "strings and locales against it and the localizations beside it."),
        "privacyManifest": text.described(
          "The app's PrivacyInfo.xcprivacy, relative to this file; the audit then checks the "
            + "privacy labels against it."),
        "infoPlistStrings": text.described(
          "The folder, relative to this file, holding the InfoPlist.strings localizations and "
            + "the InfoPlist.xcstrings catalog, when they are not beside the Info.plist."),
        "project": text.described(
          "The Xcode project (an .xcodeproj folder) or XcodeGen spec (project.yml) the app is "
            + "built from, relative to this file; the audit then checks against the target's "
            + "Info.plist merged with its build settings (INFOPLIST_KEY_*), and the "
            + "localizations and privacy manifest the target's resources list."),
        "target": text.described(
          "The project's target to check, when it has several iOS application targets."),
        "configuration": text.described(
          "The project's build configuration whose settings count; Release by default."),
        "sources": text.described(
          "The app's source folder, relative to this file (or its .xcodeproj or project.yml, "
            + "standing for the folder holding it): the audit scans its Swift and Objective-C "
            + "for every place the code asks for or uses a protected resource and compares that "
            + "with this description and the Info.plist (the code pack). reviewready audit "
            + "--scan PATH overrides it."),
        "transportSecurity": transportSecurity,
        "usesNonExemptEncryption": usesNonExemptEncryption,
        "requiredReasonAPIs": requiredReasonAPIs,
        "ageRating": ageRating,
        "xcode": xcode,
        "ageAssurance": ageAssurance,
        "seller": seller,
        "regulatedFields": regulatedFields,
        "data": orUnanswered(
          list(
            ref("dataFlow"),
            "Where each kind of data goes, once for the whole app: a feature that lists no "
              + "data of its own sends the entries of the data types its resources give "
              + "(camera and photos: photosOrVideos; location: preciseLocation and "
              + "coarseLocation; contacts: contacts; microphone and speech: audioData; …).")),
        "prompts": orUnanswered(
          object([
            "moment": oneOf(PromptMoment.self).described(
              "When the app's prompts appear, for every permission that doesn't say."),
            "handles": ref("handles").described(
              "What the app does on a refusal, for every permission that doesn't say "
                + "(limited only counts for photos and contacts)."),
          ])
        ).described(
          "When the app's prompts appear and how it handles a refusal, once for the app; a "
            + "permission's own requestedAt.moment and handles override it."),
        "backgroundModes": list(
          oneOf(BackgroundMode.self).described(
            "A UIBackgroundModes value, spelt as Info.plist spells it."),
          "The Info.plist UIBackgroundModes the app declares: \(choices(BackgroundMode.self))."),
      ], required: ["name", "bundleId"]
    ).described("Who the app is, and where its project files are.")
  }

  static var screen: Value {
    object(
      [
        "id": id.described(
          "The screen's unique id, which features and permissions refer to: \(idCharacters)."),
        "name": text.described(
          "The screen's name, as the app shows it; reports use the id when it is left out."),
        "path": text.described(
          "How a reviewer gets to the screen, step by step, such as Profile tab > Edit."),
        "requiresAccount": orUnanswered(flag).described(
          "true when the screen sits behind sign-in (then give a demo account under review); "
            + "false by default."),
      ], required: ["id"]
    ).described("A place in the app a reviewer can reach.")
  }
}
