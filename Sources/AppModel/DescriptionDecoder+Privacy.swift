import Diagnostics
import YAML
import YAMLDecoding

extension DescriptionDecoder {
  /// `purposeStrings` maps Info.plist keys to a text per locale; a plain
  /// text stands for the development region.
  func decodePurposeStrings(_ object: ObjectReader, developmentRegion: String) -> [PurposeString] {
    object.remainingPairs().compactMap { pair in
      guard let key = context.string(pair.key, path: object.path),
        context.choice(
          key, from: UsageDescriptionKeys.all, kind: "an Info.plist usage-description key",
          at: pair.key.location, path: object.path) != nil
      else { return nil }
      let path = object.path(key)
      if let scalar = pair.value.scalar, !pair.value.isNull {
        let text = LocalizedText(
          locale: developmentRegion, text: scalar.text,
          locations: FieldLocations(start: pair.value.location))
        return PurposeString(
          key: key, texts: [text], locations: FieldLocations(start: pair.key.location))
      }
      guard let texts = context.object(pair.value, path: path) else { return nil }
      let localized = texts.remainingPairs().compactMap { entry -> LocalizedText? in
        guard let locale = context.string(entry.key, path: path) else { return nil }
        // An empty text is kept: it is a finding (purpose.placeholder), not a syntax error.
        let text = entry.value.isNull ? "" : context.string(entry.value, path: "\(path).\(locale)")
        return text.map {
          LocalizedText(
            locale: locale, text: $0, locations: FieldLocations(start: entry.value.location))
        }
      }
      return PurposeString(
        key: key, texts: localized, locations: FieldLocations(start: pair.key.location))
    }
  }

  func decodePrivacyLabels(_ object: ObjectReader) -> PrivacyLabels? {
    let collects =
      unanswered(object, "collectsData", owner: .privacyLabels)
      ? true : object.bool("collectsData", required: true)
    let data = list(object, "data", decodeLabelEntry)
    object.finish()
    guard let collects else { return nil }
    if !collects, !data.isEmpty {
      context.report(
        .invalid(
          "collectsData is false but data declares \(data.count) type(s); set collectsData: true or remove them"
        ),
        at: object.locations["collectsData"], path: object.path("collectsData"))
    }
    // Keyed by name: a dictionary keyed by the enum itself would cost a
    // start the runtime's search for the enum's `Hashable` conformance.
    var seen: [String: LabelEntry] = [:]
    for entry in data {
      if let first = seen[entry.type.rawValue] {
        context.report(
          .repeatedDataType(entry.type.rawValue, firstLine: first.locations.start.line),
          at: entry.locations["type"], path: object.path("data"))
      }
      seen[entry.type.rawValue] = seen[entry.type.rawValue] ?? entry
    }
    return PrivacyLabels(collectsData: collects, data: data, locations: object.locations)
  }

  private func decodeLabelEntry(_ object: ObjectReader) -> LabelEntry? {
    let type = object.oneOf(
      "type", PrivacyDataType.self, kind: "a privacy data type", required: true)
    let linked = object.bool("linkedToUser") ?? false
    let tracking = object.bool("usedForTracking") ?? false
    let purposes = object.listOf("purposes", DataPurpose.self, kind: "a data purpose")
    object.finish()
    guard let type else { return nil }
    return LabelEntry(
      type: type, linkedToUser: linked, usedForTracking: tracking, purposes: purposes,
      locations: object.locations)
  }
}
