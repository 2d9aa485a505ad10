import Diagnostics
import Foundation
import YAML
import YAMLDecoding

extension DescriptionDecoder {
  func decodeApp(_ object: ObjectReader) -> AppInfo? {
    // An unanswered text keeps its TODO text (reports show it); rules read it as unknown.
    func text(_ key: String, required: Bool = false) -> (value: String?, unanswered: Bool) {
      unanswered(object, key, owner: .app)
        ? (object.string(key), true) : (object.string(key, required: required), false)
    }
    let name = text("name", required: true).value
    let (bundleId, bundleIdUnanswered) = text("bundleId", required: true)
    if let bundleId, !bundleIdUnanswered { checkBundleId(bundleId, in: object) }
    let version = text("version").value
    let build = text("build").value
    let (minimumOS, minimumOSUnanswered) = text("minimumOS")
    if let minimumOS, !minimumOSUnanswered, !isVersion(minimumOS) {
      context.report(
        .malformed(minimumOS, kind: "an iOS version", advice: "write it like \"15.0\""),
        at: object.locations["minimumOS"], path: object.path("minimumOS"))
    }
    let developmentRegion = object.string("developmentRegion") ?? "en"
    let locales = object.value("locales").map { context.strings($0, path: object.path("locales")) }
    let (policy, policyUnanswered) = text("privacyPolicyURL")
    if let policy, !policyUnanswered, let problem = Self.privacyPolicyProblem(policy) {
      context.report(
        .reported(problem), at: object.locations["privacyPolicyURL"],
        path: object.path("privacyPolicyURL"))
    }
    let infoPlist = object.string("infoPlist")
    let privacyManifest = object.string("privacyManifest")
    let backgroundModes = object.listOf(
      "backgroundModes", BackgroundMode.self, kind: "a UIBackgroundModes value")
    let infoPlistStrings = object.string("infoPlistStrings")
    let project = object.string("project")
    let target = object.string("target")
    let configuration = object.string("configuration")
    let sources = object.string("sources")
    let transportSecurity = object.object("transportSecurity").map(decodeTransportSecurity)
    let ageRating = object.object("ageRating").map(decodeAgeRating)
    let encryption =
      unanswered(object, "usesNonExemptEncryption", owner: .app)
      ? nil : object.bool("usesNonExemptEncryption")
    let reasonAPIs =
      object.value("requiredReasonAPIs") == nil
      ? nil
      : object.listOf("requiredReasonAPIs", RequiredReasonAPI.self, kind: "a required-reason API")
    let defaults = decodeAppDefaults(object)
    let submission = decodeSubmission(object)
    if project == nil { checkProjectlessFields(object) }
    object.finish()
    guard let name, let bundleId else { return nil }
    return submission.applied(
      to: AppInfo(
        name: name, bundleId: bundleId, version: version, build: build, minimumOS: minimumOS,
        developmentRegion: developmentRegion, locales: locales ?? [developmentRegion],
        privacyPolicyURL: policy, infoPlist: infoPlist, privacyManifest: privacyManifest,
        backgroundModes: backgroundModes, infoPlistStrings: infoPlistStrings, project: project,
        target: target, configuration: configuration, sources: sources,
        transportSecurity: transportSecurity,
        usesNonExemptEncryption: encryption, requiredReasonAPIs: reasonAPIs, ageRating: ageRating,
        locations: object.locations, data: defaults.data, prompts: defaults.prompts))
  }

  /// The answers given once for the whole app: `data` (where each kind of
  /// data goes) and `prompts` (when prompts appear, how a refusal is
  /// handled); each may be unanswered as a whole.
  private func decodeAppDefaults(_ object: ObjectReader) -> (
    data: [DataFlow]?, prompts: PromptDefaults?
  ) {
    let data =
      unanswered(object, "data", owner: .app) || object.value("data") == nil
      ? nil : list(object, "data") { decodeDataFlow($0, owner: .app) }
    let prompts =
      unanswered(object, "prompts", owner: .app)
      ? nil : object.object("prompts").map(decodePromptDefaults)
    return (data, prompts)
  }

  private func decodePromptDefaults(_ object: ObjectReader) -> PromptDefaults {
    let moment = object.oneOf("moment", PromptMoment.self, kind: "a prompt moment")
    let handles = object.object("handles").map {
      decodeHandling($0, resource: nil, owner: .app)
    }
    object.finish()
    return PromptDefaults(moment: moment, handles: handles)
  }

  /// `target` and `configuration` name parts of `app.project`: without it
  /// they mean nothing.
  private func checkProjectlessFields(_ object: ObjectReader) {
    for field in ["target", "configuration"] where object.locations.fields[field] != nil {
      context.report(
        .invalid("\(field) names a target of app.project; give project: too"),
        at: object.locations[field], path: object.path(field))
    }
  }

  func decodeScreen(_ object: ObjectReader) -> Screen? {
    let id = id(object)
    let owner = OpenQuestion.Owner.screen(id ?? "")
    _ = unanswered(object, "name", owner: owner)
    let name = object.string("name")
    _ = unanswered(object, "path", owner: owner)
    let path = object.string("path")
    let requiresAccount =
      unanswered(object, "requiresAccount", owner: owner)
      ? false : object.bool("requiresAccount") ?? false
    object.finish()
    guard let id else { return nil }
    return Screen(
      id: id, name: name ?? id, path: path, requiresAccount: requiresAccount,
      locations: object.locations, named: name != nil)
  }

  func decodeFeature(_ object: ObjectReader) -> Feature? {
    let id = id(object)
    let owner = OpenQuestion.Owner.feature(id ?? "")
    _ = unanswered(object, "name", owner: owner)
    let name = object.string("name")
    let screen = object.string("screen", required: true)
    _ = unanswered(object, "control", owner: owner)
    let control = object.string("control")
    let core = unanswered(object, "core", owner: owner) ? false : object.bool("core") ?? false
    var locations = object.locations
    let needs =
      unanswered(object, "needs", owner: owner)
      ? [:] : object.object("needs").map { decodeNeeds($0, into: &locations) } ?? [:]
    let dataFromApp = object.value("data") == nil
    let data =
      unanswered(object, "data", owner: owner)
      ? [] : list(object, "data") { decodeDataFlow($0, owner: owner) }
    let gatedOn = object.listOf("gatedOn", Resource.self, kind: "a resource")
    let recording = object.object("recording").map(decodeRecording)
    let invites = object.object("invites").map(decodeInvitations)
    let webContent = object.listOf(
      "webContent", WebContentAccess.self, kind: "a web-content request")
    let shareSheet = object.listOf(
      "shareSheet", ShareSheetAccess.self, kind: "a share-sheet action that needs a key")
    let alternative = object.oneOf(
      "alternativeWhenDenied", DeniedAlternative.self, kind: "an alternative when denied")
    let reason = object.string("reason")
    let content = object.listOf("content", FeatureContent.self, kind: "a kind of content")
    let safeguards = object.listOf("safeguards", ContentSafeguard.self, kind: "a safeguard")
    let ai = object.oneOf("ai", FeatureAI.self, kind: "where an AI model runs")
    let background = object.listOf(
      "background", BackgroundMode.self, kind: "a UIBackgroundModes value")
    if alternative != nil, reason == nil, object.locations.fields["reason"] == nil {
      context.report(
        .invalid(
          "alternativeWhenDenied: none needs a reason: say why nothing else can do the feature's "
            + "job (the camera is the product), for the review notes"),
        at: object.locations["alternativeWhenDenied"], path: object.path("alternativeWhenDenied"))
    }
    if reason != nil, object.locations.fields["alternativeWhenDenied"] == nil {
      context.report(
        .invalid(
          "reason explains alternativeWhenDenied; give alternativeWhenDenied: none too, or "
            + "remove it"),
        at: object.locations["reason"], path: object.path("reason"))
    }
    object.finish()
    locations.fields.merge(object.locations.fields) { first, _ in first }
    guard let id, let screen else { return nil }
    var feature = Feature(
      id: id, name: name ?? id, screen: screen, control: control, core: core, needs: needs,
      data: data, gatedOn: gatedOn, recording: recording, invites: invites,
      webContent: webContent, alternativeWhenDenied: alternative, reason: reason,
      content: content, safeguards: safeguards, background: background,
      locations: locations, dataFromApp: dataFromApp, named: name != nil)
    feature.shareSheet = shareSheet
    feature.ai = ai
    return feature
  }

  /// `needs` maps resources to one verb or a list of verbs; its keys are
  /// data, so they are checked against the resource list rather than read as
  /// fields. A verb written twice for one resource is an error.
  private func decodeNeeds(_ object: ObjectReader, into locations: inout FieldLocations)
    -> [Resource: [String]]
  {
    var needs: [Resource: [String]] = [:]
    for pair in object.remainingPairs() {
      guard let key = context.string(pair.key, path: object.path),
        let resource = context.choice(
          key, from: Resource.names, kind: "a resource",
          at: pair.key.location, path: object.path
        ).flatMap(Resource.init(rawValue:))
      else { continue }
      let path = object.path(key)
      let items: [(node: YAMLNode, path: String)] =
        pair.value.scalar != nil
        ? [(pair.value, path)]
        : context.sequence(pair.value, path: path).enumerated().map { ($1, "\(path)[\($0)]") }
      if pair.value.scalar == nil, items.isEmpty {
        context.report(
          .invalid(
            "\(key) lists no verb; write one (\(key): \(resource.needVerbs[0])) or several "
              + "(\(key): [\(resource.needVerbs.prefix(2).joined(separator: ", "))]), or remove it"),
          at: pair.value.location, path: path)
      }
      var verbs: [String] = []
      for item in items {
        guard let verb = context.string(item.node, path: item.path),
          context.choice(
            verb, from: resource.needVerbs, kind: "a \(resource) need",
            at: item.node.location, path: item.path) != nil
        else { continue }
        if verbs.contains(verb) {
          context.report(
            .repeatedVerb(verb, need: key),
            at: item.node.location, path: item.path)
          continue
        }
        verbs.append(verb)
      }
      guard !verbs.isEmpty else { continue }
      needs[resource] = verbs
      locations.fields["needs.\(key)"] = pair.value.location
    }
    return needs
  }

  private func decodeDataFlow(_ object: ObjectReader, owner: OpenQuestion.Owner) -> DataFlow? {
    let type = object.oneOf(
      "type", PrivacyDataType.self, kind: "a privacy data type", required: true)
    let destination = object.oneOf(
      "destination", DataDestination.self, kind: "a data destination", required: true)
    let linked = object.bool("linkedToUser")
    let purposes = object.listOf("purposes", DataPurpose.self, kind: "a data purpose")
    let keepsMetadata =
      unanswered(object, "keepsLocationMetadata", owner: owner, within: ["data"])
      ? nil : object.bool("keepsLocationMetadata")
    let recipient = object.object("recipient").flatMap(decodeRecipient)
    if recipient != nil, let destination, destination != .thirdParty {
      context.report(
        .invalid(
          "recipient names a third party, but destination is \(destination.rawValue); "
            + "set destination: thirdParty, also when the data reaches it through your server"),
        at: object.locations["recipient"], path: object.path("recipient"))
    }
    let consent = object.oneOf("consent", Consent.self, kind: "a kind of consent")
    object.finish()
    guard let type, let destination else { return nil }
    return DataFlow(
      type: type, destination: destination, linkedToUser: linked, purposes: purposes,
      keepsLocationMetadata: keepsMetadata, recipient: recipient, consent: consent,
      locations: object.locations)
  }

  private func decodeRecipient(_ object: ObjectReader) -> Recipient? {
    let name = object.string("name")
    let kind = object.oneOf("kind", RecipientKind.self, kind: "a recipient kind", required: true)
    object.finish()
    return kind.map { Recipient(name: name, kind: $0) }
  }

  private func decodeRecording(_ object: ObjectReader) -> Recording {
    let captures = object.listOf("captures", RecordedActivity.self, kind: "a recorded activity")
    let indicator = object.oneOf(
      "indicator", RecordingIndicator.self, kind: "a recording indicator")
    let consent = object.oneOf("consent", Consent.self, kind: "a kind of consent")
    object.finish()
    return Recording(
      captures: captures, indicator: indicator, consent: consent, locations: object.locations)
  }

  /// Reports a bundle id that is not one (`BundleIdentifier`, which the
  /// JSON Schema's pattern matches).
  func checkBundleId(_ bundleId: String, in object: ObjectReader) {
    guard !BundleIdentifier.isValid(bundleId) else { return }
    context.report(
      .malformed(
        bundleId, kind: "a bundle identifier",
        advice: "use letters, digits, dots and hyphens, such as com.example.app, or a build "
          + "setting such as $(PRODUCT_BUNDLE_IDENTIFIER)"),
      at: object.locations["bundleId"], path: object.path("bundleId"))
  }

  func isVersion(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return (1...3).contains(parts.count)
      && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
  }

  /// What is wrong with a privacy-policy address, or nil when it is an
  /// https:// URL with a host and no character a URI can't hold
  /// (``WebAddress/refused``: a quote, any space, `<`, `>`, a control, a
  /// bidirectional control; the schema's pattern refuses the same). Plain
  /// http:// is refused: the page is linked
  /// from the product page and the app, and a policy served without TLS can
  /// be altered on the way (browsers mark it "Not secure").
  static func privacyPolicyProblem(_ text: String) -> String? {
    let quoted = Quoted.quote(text)
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      !(url.host ?? "").isEmpty
    else { return "\(quoted) is not a web address; expected an https:// URL" }
    if let bad = text.unicodeScalars.first(where: { WebAddress.isRefused($0) }) {
      let percent = "%" + String(format: "%02X", bad.value)
      return "\(quoted) holds \(Quoted.quote(String(bad))), which a web address can't; "
        + "expected an https:// URL"
        + (bad.value < 0x80 ? " with it percent-encoded (\(percent))" : "")
    }
    switch scheme {
    case "https": return nil
    case "http":
      let secure = "https" + text.dropFirst(scheme.count)
      return "\(quoted) is served over plain http; expected an https:// URL "
        + "(\(Quoted.quote(secure)), once the site serves it)"
    default: return "\(quoted) uses the \(scheme): scheme; expected an https:// URL"
    }
  }
}
