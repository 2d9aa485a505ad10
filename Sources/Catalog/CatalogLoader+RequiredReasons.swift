import CodeScan
import Diagnostics
import YAML
import YAMLDecoding

extension CatalogLoader {
  /// The catalog's `requiredReasons:` section: its `source` and `checked`
  /// date, and each category's manifest identifier, approved reasons and
  /// calls (every one of kind `reason`).
  static func decodeRequiredReasons(_ object: ObjectReader?, context: DecodingContext)
    -> CatalogRequiredReasons
  {
    guard let object else { return .empty }
    let source = object.string("source", required: true) ?? ""
    let checked = object.string("checked", required: true) ?? ""
    var categories: [String: CatalogReasonCategory] = [:]
    if let list = object.object("categories", required: true) {
      for pair in list.remainingPairs() {
        guard let name = pair.key.scalar?.text,
          let entry = context.object(pair.value, path: list.path(name))
        else { continue }
        if categories[name] == nil {
          categories[name] = decodeReasonCategory(entry, name: name, context: context)
        }
        entry.finish()
      }
    }
    object.finish()
    return CatalogRequiredReasons(source: source, checked: checked, categories: categories)
  }

  private static func decodeReasonCategory(
    _ object: ObjectReader, name: String, context: DecodingContext
  ) -> CatalogReasonCategory {
    let manifest = object.string("manifest", required: true) ?? ""
    let reasons = object.sequence("reasons").enumerated().compactMap {
      index, node -> CatalogReason? in
      guard let reader = context.object(node, path: object.path("reasons[\(index)]")) else {
        return nil
      }
      defer { reader.finish() }
      guard let code = reader.string("code", required: true),
        let meaning = reader.string("meaning", required: true)
      else { return nil }
      return CatalogReason(code: code, meaning: meaning, sdkOnly: reader.bool("sdkOnly") ?? false)
    }
    if reasons.isEmpty {
      context.report(
        .invalid(
          "the category lists no approved reason; give 'reasons' with a code and meaning each"),
        at: object.node.location, path: object.path("reasons"))
    }
    let code = object.sequence("code").enumerated().compactMap { index, node -> CodeAPI? in
      guard let reader = context.object(node, path: object.path("code[\(index)]")) else {
        return nil
      }
      defer { reader.finish() }
      guard var entry = CodeAPIReader.read(reader, resource: name, context: context)?.api else {
        return nil
      }
      guard entry.kind == .reason, entry.level == nil, entry.values.isEmpty else {
        context.report(
          .invalid(
            "a required-reason category's calls are kind 'reason', with no level or values "
              + "(the category's manifest identifier is their level)"),
          at: reader.node.location, path: reader.path)
        return nil
      }
      entry.level = manifest
      return entry
    }
    return CatalogReasonCategory(
      name: object.string("name", required: true) ?? name, manifest: manifest, reasons: reasons,
      code: code)
  }
}
