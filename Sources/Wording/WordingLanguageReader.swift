import Diagnostics
import YAML
import YAMLDecoding

/// Reads a pack's `languages:` mapping: for each locale code, its name,
/// script (`words` or `characters`), aliases, the lists `generic`,
/// `pressure`, `neutral`, `asksToAllow`, `leavesDevice`, `denials` and
/// `nameSlots`, and `uses` (a list of patterns per use); every problem is
/// reported at the entry, and a language with one is left out.
package enum WordingLanguageReader {
  package static func read(_ root: ObjectReader, context: DecodingContext) -> [(
    WordingLanguage, SourceLocation
  )] {
    guard let object = root.object("languages") else { return [] }
    var languages: [(WordingLanguage, SourceLocation)] = []
    for pair in object.remainingPairs() {
      guard let code = context.string(pair.key, path: "languages"), !code.isEmpty else {
        continue
      }
      let path = "languages.\(code)"
      guard let reader = context.object(pair.value, path: path) else { continue }
      let name = reader.string("name") ?? code
      let script =
        reader.oneOf("script", WordingLanguage.Script.self, kind: "script") ?? .words
      var lists: [String: [String]] = [:]
      var nodes: [String: YAMLNode] = [:]
      for list in [
        "aliases", "generic", "pressure", "neutral", "asksToAllow", "leavesDevice", "denials",
        "nameSlots",
      ] {
        guard let node = reader.value(list) else { continue }
        nodes[list] = node
        lists[list] = context.strings(node, path: "\(path).\(list)")
      }
      var uses: [String: [String]] = [:]
      if let usesReader = reader.object("uses") {
        for use in usesReader.remainingPairs() {
          guard let name = context.string(use.key, path: "\(path).uses") else { continue }
          guard WordingLanguage.useNames.contains(name) else {
            context.report(
              .unknownKey(name, valid: WordingLanguage.useNames.sorted()), at: use.key.location,
              path: "\(path).uses")
            continue
          }
          nodes["uses.\(name)"] = use.value
          uses[name] = context.strings(use.value, path: "\(path).uses.\(name)")
        }
      }
      reader.finish()
      do {
        let language = try WordingLanguage(
          code: code, name: name, script: script, aliases: lists["aliases"] ?? [],
          generic: lists["generic"] ?? [], pressure: lists["pressure"] ?? [],
          neutral: lists["neutral"] ?? [], asksToAllow: lists["asksToAllow"] ?? [],
          leavesDevice: lists["leavesDevice"] ?? [], denials: lists["denials"] ?? [], uses: uses,
          nameSlots: lists["nameSlots"] ?? [])
        languages.append((language, pair.key.location))
      } catch {
        let node = nodes[error.list]
        let location = node?.sequence.flatMap {
          error.index < $0.count ? $0[error.index].location : nil
        }
        context.report(
          .reported(error.message), at: location ?? node?.location ?? pair.key.location,
          path: "\(path).\(error.list)[\(error.index)]")
      }
    }
    return languages
  }
}
