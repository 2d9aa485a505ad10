import Diagnostics
import YAMLDecoding

/// Checks what no single object can check alone: ids are unique, every
/// reference names something that exists, locales are shipped ones.
struct DescriptionValidator {
  let description: DecodedDescription
  let context: DecodingContext

  func validate() {
    let screenIDs = uniqueIDs(
      description.screens.map { ($0.id, $0.locations["id"]) }, kind: "screen")
    let featureIDs = uniqueIDs(
      description.features.map { ($0.id, $0.locations["id"]) }, kind: "feature")
    _ = uniqueIDs(
      description.permissions.map { ($0.id, $0.locations["id"]) }, kind: "permission")

    for (index, feature) in description.features.enumerated() {
      check(
        feature.screen, in: screenIDs, kind: "screen", at: feature.locations["screen"],
        path: "features[\(index)].screen")
    }
    for (index, permission) in description.permissions.enumerated() {
      let path = "permissions[\(index)].requestedAt"
      check(
        permission.requestedAt.screen, in: screenIDs, kind: "screen",
        at: permission.locations["requestedAt.screen"], path: "\(path).screen")
      if let feature = permission.requestedAt.feature {
        check(
          feature, in: featureIDs, kind: "feature", at: permission.locations["requestedAt.feature"],
          path: "\(path).feature")
      }
    }
    validateLocales()
    validateWaiverSubjects()
    validateSafeguards()
  }

  /// Safeguards protect what people post or send: a feature with safeguards
  /// says which content they protect.
  private func validateSafeguards() {
    for (index, feature) in description.features.enumerated()
    where !feature.safeguards.isEmpty
      && !feature.content.contains(where: { $0 == .userGenerated || $0 == .chat || $0 == .creator })
    {
      context.report(
        .invalid(
          "safeguards protect user content, chat or creator content; add content: "
            + "[userGenerated], [chat] or [creator] to say what they protect, or remove them"),
        at: feature.locations["safeguards"], path: "features[\(index)].safeguards")
    }
  }

  private func validateLocales() {
    guard let app = description.app else { return }
    guard !app.locales.isEmpty else {
      context.report(
        .invalid(
          "locales is empty; list every locale the app ships, starting with \(Quoted.quote(app.developmentRegion))"
        ),
        at: app.locations["locales"], path: "app.locales")
      return
    }
    if !app.locales.contains(app.developmentRegion) {
      context.report(
        .invalid(
          "developmentRegion \(Quoted.quote(app.developmentRegion)) is not in locales; add it, since the app ships it"
        ),
        at: app.locations["locales"], path: "app.locales")
    }
    for purpose in description.purposeStrings {
      for text in purpose.texts where !app.locales.contains(text.locale) {
        context.report(
          .notOneOf(text.locale, kind: "a locale the app ships (app.locales)", valid: app.locales),
          at: text.locations.start, path: "purposeStrings.\(purpose.key)")
      }
    }
  }

  private func validateWaiverSubjects() {
    var subjects = description.screens.map(\.id) + description.features.map(\.id)
    subjects += description.permissions.map(\.id) + description.purposeStrings.map(\.key)
    subjects += (description.privacyLabels?.data ?? []).map(\.type.rawValue)
    subjects += PrivacyDataType.allCases.map(\.rawValue) + ["app"]
    if let bundleId = description.app?.bundleId { subjects.append(bundleId) }
    for (index, waiver) in description.waivers.enumerated() {
      guard let subject = waiver.subject, !subjects.contains(subject) else { continue }
      context.report(
        .unknownReference(
          kind: "screen, feature, permission or purpose string", id: subject, valid: subjects),
        at: waiver.locations["subject"], path: "waivers[\(index)].subject")
    }
  }

  /// The ids, reporting each repeat with where the id was first used.
  private func uniqueIDs(_ entries: [(String, SourceLocation)], kind: String) -> [String] {
    var first: [String: SourceLocation] = [:]
    var ids: [String] = []
    for (index, (id, location)) in entries.enumerated() {
      if let earlier = first[id] {
        context.report(
          .duplicateID(kind: kind, id: id, first: earlier), at: location,
          path: "\(kind)s[\(index)].id")
        continue
      }
      first[id] = location
      ids.append(id)
    }
    return ids
  }

  private func check(
    _ id: String, in ids: [String], kind: String, at location: SourceLocation, path: String
  ) {
    guard !ids.contains(id) else { return }
    context.report(.unknownReference(kind: kind, id: id, valid: ids), at: location, path: path)
  }
}
