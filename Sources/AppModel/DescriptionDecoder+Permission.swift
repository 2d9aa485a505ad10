import Diagnostics
import YAML
import YAMLDecoding

extension DescriptionDecoder {
  func decodePermission(_ object: ObjectReader) -> Permission? {
    let id = id(object)
    let owner = OpenQuestion.Owner.permission(id ?? "")
    let resource = object.oneOf("resource", Resource.self, kind: "a resource", required: true)
    let accessUnanswered = unanswered(object, "access", owner: owner)
    let accessNode = object.value("access", required: true)
    var access: String? = accessUnanswered ? resource?.accessLevels.last : nil
    if !accessUnanswered, let accessNode,
      let text = context.string(accessNode, path: object.path("access")),
      let resource
    {
      access = context.choice(
        text, from: resource.accessLevels, kind: "a \(resource) access level",
        at: accessNode.location, path: object.path("access"))
    }
    let accuracy =
      unanswered(object, "accuracy", owner: owner)
      ? nil : object.oneOf("accuracy", LocationAccuracy.self, kind: "a location accuracy")
    if accuracy != nil, let resource, resource != .location {
      context.report(
        .appliesOnly(field: "accuracy", to: "location permissions"),
        at: object.locations["accuracy"], path: object.path("accuracy"))
    }
    let api = object.string("api")
    let placement = object.object("requestedAt", required: true).flatMap {
      decodePlacement($0, owner: owner)
    }
    let primer =
      unanswered(object, "primer", owner: owner) ? nil : object.object("primer").map(decodePrimer)
    let none = AuthorizationHandling(limited: nil, denied: nil, restricted: nil)
    let handlesFromApp = object.value("handles") == nil
    let statesFromApp = handlingStatesFromApp(object, resource: resource)
    let handles =
      unanswered(object, "handles", owner: owner)
      ? none
      : object.object("handles").map { decodeHandling($0, resource: resource, owner: owner) }
        ?? none
    let required =
      unanswered(object, "requiredToUseApp", owner: owner)
      ? false : object.bool("requiredToUseApp") ?? false
    let (onlyBelow, askedBy) = decodeFallbacks(object, owner: owner)
    object.finish()
    guard let id, let resource, let access, let placement else { return nil }
    var locations = object.locations
    for (key, location) in placement.locations.fields {
      locations.fields["requestedAt.\(key)"] = location
    }
    return Permission(
      id: id, resource: resource, access: access, accuracy: accuracy, api: api,
      requestedAt: placement.value, primer: primer, handles: handles, requiredToUseApp: required,
      onlyBelow: onlyBelow, locations: locations,
      momentFromApp: placement.momentFromApp, handlesFromApp: handlesFromApp,
      handlingStatesFromApp: statesFromApp, askedBy: askedBy)
  }

  /// The states of `handles` a permission leaves out, which the app-level
  /// answer fills: all of them without `handles`, none with `handles:
  /// TODO`, otherwise those not written; `limited` only for a resource
  /// with a limited grant.
  private func handlingStatesFromApp(_ object: ObjectReader, resource: Resource?) -> Set<
    AuthorizationState
  > {
    var states = Set(AuthorizationState.allCases)
    if resource?.hasLimitedAccess != true { states.remove(.limited) }
    guard let node = object.value("handles") else { return states }
    guard let pairs = node.mapping else { return [] }
    let written = Set(pairs.compactMap { $0.value.isNull ? nil : $0.key.scalar?.text })
    return states.filter { !written.contains($0.rawValue) }
  }

  /// `onlyBelow` (a version, when the prompt is an older system's fallback)
  /// and `askedBy` (who asks, when not the app's code).
  private func decodeFallbacks(_ object: ObjectReader, owner: OpenQuestion.Owner) -> (
    onlyBelow: String?, askedBy: PromptAsker?
  ) {
    let onlyBelow =
      unanswered(object, "onlyBelow", owner: owner) ? nil : object.string("onlyBelow")
    let askedBy =
      unanswered(object, "askedBy", owner: owner)
      ? nil : object.oneOf("askedBy", PromptAsker.self, kind: "who asks")
    if let onlyBelow, !isVersion(onlyBelow) {
      context.report(
        .malformed(
          onlyBelow, kind: "an iOS version",
          advice: "write the first version without this prompt like \"14.0\""),
        at: object.locations["onlyBelow"], path: object.path("onlyBelow"))
    }
    return (onlyBelow.flatMap { isVersion($0) ? $0 : nil }, askedBy)
  }

  private func decodePlacement(_ object: ObjectReader, owner: OpenQuestion.Owner) -> (
    value: PromptPlacement, locations: FieldLocations, momentFromApp: Bool
  )? {
    let screen = object.string("screen", required: true)
    // An unanswered moment holds a placeholder the binding never shows rules;
    // so does a left-out one until the app-level answer (`app.prompts.moment`)
    // replaces it (`resolveAppDefaults`).
    let momentFromApp = object.value("moment") == nil
    let moment =
      unanswered(object, "moment", owner: owner, within: ["requestedAt"]) || momentFromApp
      ? .feature
      : object.oneOf("moment", PromptMoment.self, kind: "a prompt moment", required: true)
    let feature = object.string("feature")
    object.finish()
    guard let screen, let moment else { return nil }
    return (
      PromptPlacement(screen: screen, moment: moment, feature: feature), object.locations,
      momentFromApp
    )
  }

  private func decodePrimer(_ object: ObjectReader) -> Primer {
    let text = object.string("text")
    let buttons = object.value("buttons").map { context.strings($0, path: object.path("buttons")) }
    object.finish()
    return Primer(text: text, buttons: buttons ?? [])
  }

  func decodeHandling(
    _ object: ObjectReader, resource: Resource?, owner: OpenQuestion.Owner
  ) -> AuthorizationHandling {
    func asked(_ key: String) -> Bool { unanswered(object, key, owner: owner, within: ["handles"]) }
    let limited =
      asked("limited")
      ? nil : object.oneOf("limited", LimitedAccessHandling.self, kind: "a limited-access handling")
    if limited != nil, let resource, !resource.hasLimitedAccess {
      context.report(
        .appliesOnly(
          field: "'limited'", to: "photos and contacts, the resources with a limited grant"),
        at: object.locations["limited"], path: object.path("limited"))
    }
    let denied =
      asked("denied")
      ? nil : object.oneOf("denied", RefusalHandling.self, kind: "a denied-access handling")
    let restricted =
      asked("restricted")
      ? nil
      : object.oneOf("restricted", RefusalHandling.self, kind: "a restricted-access handling")
    object.finish()
    return AuthorizationHandling(limited: limited, denied: denied, restricted: restricted)
  }
}
