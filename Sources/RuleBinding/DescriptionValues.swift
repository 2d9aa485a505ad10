import AppModel
import RuleLanguage

/// Turns the description model into expression values, in the shape
/// `BindingSchema` declares. Optional fields that are absent are simply left
/// out (they read as null); a field the description leaves unanswered
/// (`TODO`, an `OpenQuestion`) reads as unknown, whatever placeholder the
/// model holds for it.
package struct DescriptionValues {
  let description: AppDescription
  /// The resource of each Info.plist key, from the catalog.
  let keyResources: [String: String]

  /// The values of `description`, with each Info.plist key's resource.
  package init(description: AppDescription, keyResources: [String: String]) {
    self.description = description
    self.keyResources = keyResources
  }

  package var app: Value { answered(.app, appFacts) }

  private var appFacts: Value {
    let app = description.app
    return object(
      "App",
      [
        "name": .string(app.name), "bundleId": .string(app.bundleId),
        "version": text(app.version), "build": text(app.build), "minimumOS": text(app.minimumOS),
        "developmentRegion": .string(app.developmentRegion),
        "locales": .list(app.locales.map(Value.string)),
        "privacyPolicyURL": text(app.privacyPolicyURL),
        "backgroundModes": .list(app.backgroundModes.map { .string($0.rawValue) }),
        "transportSecurity": app.transportSecurity.map { ats in
          object(
            "TransportSecurity",
            [
              "allowsArbitraryLoads": flag(ats.allowsArbitraryLoads),
              "exceptionDomains": .list(ats.exceptionDomains.map(Value.string)),
              "justification": text(ats.justification),
            ])
        } ?? .null,
        "usesNonExemptEncryption": flag(app.usesNonExemptEncryption),
        "requiredReasonAPIs": app.requiredReasonAPIs.map { apis in
          .list(apis.map { .string($0.rawValue) })
        } ?? .null,
        "ageRating": app.ageRating.map { answers in
          object(
            "AgeRatingAnswers",
            [
              "userGeneratedContent": flag(answers.userGeneratedContent),
              "messagingAndChat": flag(answers.messagingAndChat),
              "unrestrictedWebAccess": flag(answers.unrestrictedWebAccess),
            ])
        } ?? .null,
        "xcode": text(app.xcode),
        "ageAssurance": app.ageAssurance.map { .list($0.map { .string($0.rawValue) }) } ?? .null,
        "seller": text(app.seller?.rawValue),
        "regulatedFields": .list(app.regulatedFields.map { .string($0.rawValue) }),
      ])
  }

  package func screen(_ screen: Screen) -> Value { answered(.screen(screen.id), facts(of: screen)) }

  private func facts(of screen: Screen) -> Value {
    object(
      "Screen",
      [
        "id": .string(screen.id), "name": .string(screen.name), "path": text(screen.path),
        "requiresAccount": .bool(screen.requiresAccount),
      ])
  }

  package func feature(_ feature: Feature) -> Value {
    let value = answered(.feature(feature.id), facts(of: feature))
    guard feature.dataFromApp, let asked = appQuestion("data") else { return value }
    return value.replacing(["data"], with: .unknown(Unknown(asked.path)))
  }

  /// The app-level question (`app.data`, `app.prompts`) a feature or
  /// permission that leaves the field out reads, while it is unanswered.
  private func appQuestion(_ field: String) -> OpenQuestion? {
    description.questions.first { $0.owner == .app && $0.field == [field] }
  }

  private func facts(of feature: Feature) -> Value {
    // `needs.r` is the first verb written, as before lists; `needsAll.r` is every verb.
    var needs: [String: Value] = [:]
    var needsAll: [String: Value] = [:]
    for (resource, verbs) in feature.needs {
      needs[resource.rawValue] = verbs.first.map(Value.string) ?? .null
      needsAll[resource.rawValue] = .list(verbs.map(Value.string))
    }
    return object(
      "Feature",
      [
        "id": .string(feature.id), "name": .string(feature.name), "screen": .string(feature.screen),
        "control": text(feature.control), "core": .bool(feature.core),
        "needs": BindingSchema.object("Needs", fields: needs),
        "needsAll": BindingSchema.object("NeedsAll", fields: needsAll),
        "resources": .list(feature.needs.keys.map(\.rawValue).sorted().map(Value.string)),
        "data": .list(feature.data.map { dataFlow($0, of: feature) }),
        "gatedOn": .list(feature.gatedOn.map { .string($0.rawValue) }),
        "recording": feature.recording.map { recording in
          object(
            "Recording",
            [
              "captures": .list(recording.captures.map { .string($0.rawValue) }),
              "indicator": text(recording.indicator?.rawValue),
              "consent": text(recording.consent?.rawValue),
            ])
        } ?? .null,
        "invites": feature.invites.map { invites in
          object("Invitations", ["contacts": text(invites.contacts?.rawValue)])
        } ?? .null,
        "webContent": .list(feature.webContent.map { .string($0.rawValue) }),
        "webContentKeys": .list(
          feature.webContent.flatMap(\.usageKeys).reduce(into: [String]()) { keys, key in
            if !keys.contains(key) { keys.append(key) }
          }.map(Value.string)),
        "shareSheet": .list(feature.shareSheet.map { .string($0.rawValue) }),
        "shareSheetKeys": .list(
          feature.shareSheet.flatMap(\.usageKeys).reduce(into: [String]()) { keys, key in
            if !keys.contains(key) { keys.append(key) }
          }.map(Value.string)),
        "alternativeWhenDenied": text(feature.alternativeWhenDenied?.rawValue),
        "reason": text(feature.reason),
        "content": .list(feature.content.map { .string($0.rawValue) }),
        "safeguards": .list(feature.safeguards.map { .string($0.rawValue) }),
        "background": .list(feature.background.map { .string($0.rawValue) }),
        "ai": text(feature.ai?.rawValue),
      ])
  }

  private func dataFlow(_ flow: DataFlow, of feature: Feature) -> Value {
    let flowValue = dataFlowFacts(flow)
    // A flow's location-metadata question (written TODO, or asked because the
    // field is left out) is found by where it points: the field, or the flow.
    guard !description.questions.isEmpty else { return flowValue }
    let place = flow.locations.fields["keepsLocationMetadata"] ?? flow.locations.start
    guard
      let question = description.questions(of: .feature(feature.id)).first(where: {
        $0.field.last == "keepsLocationMetadata" && $0.location == place
      })
    else { return flowValue }
    return flowValue.replacing(["keepsLocationMetadata"], with: .unknown(Unknown(question.path)))
  }

  private func dataFlowFacts(_ flow: DataFlow) -> Value {
    object(
      "DataFlow",
      [
        "type": .string(flow.type.rawValue), "destination": .string(flow.destination.rawValue),
        "linkedToUser": flag(flow.linkedToUser),
        "purposes": .list(flow.purposes.map { .string($0.rawValue) }),
        "keepsLocationMetadata": flag(flow.keepsLocationMetadata),
        "recipient": flow.recipient.map { recipient in
          object(
            "Recipient", ["name": text(recipient.name), "kind": .string(recipient.kind.rawValue)])
        } ?? .null,
        "consent": text(flow.consent?.rawValue),
      ])
  }

  package func permission(_ permission: Permission) -> Value {
    var value = answered(.permission(permission.id), facts(of: permission))
    guard let asked = appQuestion("prompts") else { return value }
    let unknown = Value.unknown(Unknown(asked.path))
    if permission.momentFromApp {
      value = value.replacing(["requestedAt", "moment"], with: unknown)
    }
    // Each state the permission leaves out waits on the app's answer.
    for state in permission.handlingStatesFromApp {
      value = value.replacing(["handles", state.rawValue], with: unknown)
    }
    return value
  }

  private func facts(of permission: Permission) -> Value {
    let placement = permission.requestedAt
    let handles = permission.handles
    let accuracy =
      permission.accuracy?.rawValue ?? (permission.resource == .location ? "full" : nil)
    return object(
      "Permission",
      [
        "id": .string(permission.id), "resource": .string(permission.resource.rawValue),
        "access": .string(permission.access), "accuracy": text(accuracy),
        "api": text(permission.api),
        "requestedAt": object(
          "Placement",
          [
            "screen": .string(placement.screen), "moment": .string(placement.moment.rawValue),
            "feature": text(placement.feature),
          ]),
        "primer": permission.primer.map { primer in
          object(
            "Primer",
            ["text": text(primer.text), "buttons": .list(primer.buttons.map(Value.string))])
        } ?? .null,
        "handles": object(
          "Handling",
          [
            "limited": text(handles.limited?.rawValue), "denied": text(handles.denied?.rawValue),
            "restricted": text(handles.restricted?.rawValue),
          ]),
        "requiredToUseApp": .bool(permission.requiredToUseApp),
        "onlyBelow": text(permission.onlyBelow),
        "askedBy": text(permission.askedBy?.rawValue),
      ])
  }

  package func purposeString(_ purpose: PurposeString) -> Value {
    object(
      "PurposeString",
      [
        "key": .string(purpose.key), "resource": text(keyResources[purpose.key]),
        "texts": .list(
          purpose.texts.map {
            object("LocalizedText", ["locale": .string($0.locale), "text": .string($0.text)])
          }),
        "text": text(purpose.text(for: description.app.developmentRegion)),
      ])
  }

  func label(_ entry: LabelEntry) -> Value {
    object(
      "Label",
      [
        "type": .string(entry.type.rawValue), "linkedToUser": .bool(entry.linkedToUser),
        "usedForTracking": .bool(entry.usedForTracking),
        "purposes": .list(entry.purposes.map { .string($0.rawValue) }),
      ])
  }

  package var labels: Value { answered(.privacyLabels, labelFacts) }

  private var labelFacts: Value {
    guard let labels = description.privacyLabels else { return .null }
    return object(
      "Labels",
      ["collectsData": .bool(labels.collectsData), "data": .list(labels.data.map(label))])
  }

  var accounts: Value {
    guard let accounts = description.accounts else { return .null }
    return object(
      "Accounts",
      [
        "creation": .string(accounts.creation.rawValue),
        "deletion": text(accounts.deletion?.rawValue),
        "signInWith": .list(accounts.signInWith.map { .string($0.rawValue) }),
      ])
  }

  package var review: Value { answered(.review, reviewFacts) }

  private var reviewFacts: Value {
    guard let review = description.review else { return .null }
    let account = review.demoAccount.map { account in
      object(
        "DemoAccount",
        [
          "username": text(account.username), "passwordEnv": text(account.passwordEnv),
          // Only whether one is written: its text never reaches a rule or a template.
          "passwordWritten": .bool(account.password != nil),
        ])
    }
    let contact = review.contact.map { contact in
      object(
        "Contact",
        ["name": text(contact.name), "email": text(contact.email), "phone": text(contact.phone)])
    }
    return object(
      "Review",
      ["demoAccount": account ?? .null, "contact": contact ?? .null, "notes": text(review.notes)])
  }

  /// `value` with an unknown in each field of `owner` the description
  /// leaves unanswered. A feature's `resources` and `needsAll` come from
  /// its `needs`, so they are unknown with it.
  private func answered(_ owner: OpenQuestion.Owner, _ value: Value) -> Value {
    guard !description.questions.isEmpty else { return value }
    var value = value
    // The app-level answers features and permissions read are no field of
    // `app` itself (see `feature(_:)`, `permission(_:)`).
    for question in description.questions(of: owner)
    where owner != .app || !["data", "prompts"].contains(question.field.first ?? "") {
      let unknown = Value.unknown(Unknown(question.path))
      value = value.replacing(question.field[...], with: unknown)
      if question.field == ["needs"] {
        value = value.replacing(["resources"], with: unknown)
        value = value.replacing(["needsAll"], with: unknown)
      }
    }
    return value
  }

  private func object(_ type: String, _ fields: KeyValuePairs<String, Value>) -> Value {
    BindingSchema.object(type, fields)
  }

  private func text(_ value: String?) -> Value { value.map(Value.string) ?? .null }
  private func flag(_ value: Bool?) -> Value { value.map(Value.bool) ?? .null }
}
