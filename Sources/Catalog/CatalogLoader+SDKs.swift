import YAMLDecoding

extension CatalogLoader {
  /// `thirdPartySDKs`: `source`, `checked`, and `sdks`, a map from each
  /// SDK's name to `listed`, `aliases`, `manifestSince` with its
  /// `manifestSource` (both or neither), and `kind`.
  static func decodeSDKs(_ object: ObjectReader?, context: DecodingContext) -> CatalogSDKs {
    guard let object else { return .empty }
    let source = object.string("source", required: true) ?? ""
    let checked = object.string("checked", required: true) ?? ""
    var sdks: [CatalogSDK] = []
    if let list = object.object("sdks", required: true) {
      for pair in list.remainingPairs() {
        guard let name = pair.key.scalar?.text,
          let entry = context.object(pair.value, path: list.path(name))
        else { continue }
        let since = entry.string("manifestSince")
        let sinceSource = entry.string("manifestSource", required: since != nil)
        let kind = entry.string("kind").flatMap {
          context.choice(
            $0, from: CatalogSDKs.kinds, kind: "an SDK kind", at: entry.locations["kind"],
            path: entry.path("kind"))
        }
        sdks.append(
          CatalogSDK(
            name: name,
            aliases: entry.value("aliases").map {
              context.strings($0, path: entry.path("aliases"))
            } ?? [],
            listed: entry.bool("listed", required: true) ?? false, manifestSince: since,
            manifestSource: sinceSource, kind: kind))
        entry.finish()
      }
    }
    object.finish()
    return CatalogSDKs(source: source, checked: checked, sdks: sdks)
  }
}
