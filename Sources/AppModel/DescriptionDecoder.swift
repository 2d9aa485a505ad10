import Diagnostics
import YAML
import YAMLDecoding

/// What decoding produced, even when parts were wrong: enough for the
/// validator to check references in the parts that did decode, so that one
/// run reports every problem.
struct DecodedDescription {
  var schema: Int?
  var app: AppInfo?
  var screens: [Screen]
  var features: [Feature]
  var permissions: [Permission]
  var purposeStrings: [PurposeString]
  var privacyLabels: PrivacyLabels?
  var accounts: Accounts?
  var review: ReviewInfo?
  var waivers: [Waiver]
  var locations: FieldLocations
  var questions: [OpenQuestion] = []

  /// The complete description, when the required parts decoded.
  var complete: AppDescription? {
    guard let schema, let app else { return nil }
    return AppDescription(
      schema: schema, app: app, screens: screens, features: features, permissions: permissions,
      purposeStrings: purposeStrings, privacyLabels: privacyLabels, accounts: accounts,
      review: review, waivers: waivers, locations: locations, questions: questions)
  }
}

/// Turns a YAML tree into an `AppDescription`, one object at a time. Each
/// reader reports what is wrong and carries on, so one run shows every
/// problem; the result is only used when nothing was reported.
struct DescriptionDecoder {
  let context: DecodingContext
  /// The unanswered fields met so far (see `unanswered(_:_:owner:within:)`).
  let questions = QuestionLog()

  func decodeDescription(_ root: YAMLNode) -> DecodedDescription? {
    if root.isNull {
      context.report(.invalid(DescriptionMessages.emptyFile), at: root.location, path: "")
      return nil
    }
    guard let object = context.object(root, path: "") else { return nil }
    let schema = decodeSchema(object)
    let app = object.object("app", required: true).flatMap(decodeApp)
    let screens = list(object, "screens", decodeScreen)
    var features = list(object, "features", decodeFeature)
    var permissions = list(object, "permissions", decodePermission)
    resolveAppDefaults(
      app: app, features: &features, permissions: &permissions,
      permissionsPath: object.path("permissions"))
    let region = app?.developmentRegion ?? "en"
    let purposeStrings =
      object.object("purposeStrings").map { decodePurposeStrings($0, developmentRegion: region) }
      ?? []
    let labels =
      unansweredBlock(object, "privacyLabels", owner: .privacyLabels)
      ? nil : object.object("privacyLabels").flatMap(decodePrivacyLabels)
    let accounts = object.object("accounts").flatMap(decodeAccounts)
    let review =
      unansweredBlock(object, "review", owner: .review)
      ? nil : object.object("review").map(decodeReview)
    let waivers = list(object, "waivers", decodeWaiver)
    object.finish()
    askAboutLocationMetadata(
      features: features, permissions: permissions, labels: labels,
      featuresPath: object.path("features"))
    return DecodedDescription(
      schema: schema, app: app, screens: screens, features: features, permissions: permissions,
      purposeStrings: purposeStrings, privacyLabels: labels, accounts: accounts, review: review,
      waivers: waivers, locations: object.locations, questions: questions.questions)
  }

  private func decodeSchema(_ object: ObjectReader) -> Int? {
    guard let node = object.value("schema", required: true) else { return nil }
    guard case .int(1) = node.scalar?.resolved else {
      context.report(
        .unsupportedVersion(
          found: "schema \(Quoted.quote(node.scalar?.text ?? node.kindDescription))",
          reads: "schema 1"),
        at: node.location,
        path: "schema")
      return nil
    }
    return 1
  }

  /// Decodes each item of a sequence field with `decode`, giving it the
  /// item's mapping and its key path (`features[2]`).
  func list<T>(_ object: ObjectReader, _ key: String, _ decode: (ObjectReader) -> T?) -> [T] {
    object.sequence(key).enumerated().compactMap { index, node in
      context.object(node, path: "\(object.path(key))[\(index)]").flatMap(decode)
    }
  }

  /// Reads an id: letters, digits, `-`, `_` and `.`, starting with a letter
  /// or digit, so that ids stay stable names in reports and baselines.
  func id(_ object: ObjectReader) -> String? {
    guard let id = object.string("id", required: true) else { return nil }
    let allowed = id.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-" || $0 == "_" || $0 == "."
    }
    guard allowed, let first = id.unicodeScalars.first, first != "-", first != "_", first != "."
    else {
      context.report(
        .malformed(
          id, kind: "a valid id",
          advice: "use letters, digits, '-', '_' and '.', starting with a letter or digit"),
        at: object.locations["id"], path: object.path("id"))
      return nil
    }
    return id
  }
}
