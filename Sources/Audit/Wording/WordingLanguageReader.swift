import Diagnostics
import YAML
import YAMLDecoding

/// Reads a pack's `languages:` mapping: for each locale code, its name,
/// script (`words` or `characters`), aliases, and the lists `generic`,
/// `pressure`, `neutral` and `asksToAllow`; every problem is reported at
/// the entry, and a language with one is left out.
enum WordingLanguageReader {
  static func read(_ root: ObjectReader, context: DecodingContext) -> [(
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
      for list in ["aliases", "generic", "pressure", "neutral", "asksToAllow"] {
        guard let node = reader.value(list) else { continue }
        nodes[list] = node
        lists[list] = context.strings(node, path: "\(path).\(list)")
      }
      reader.finish()
      do {
        let language = try WordingLanguage(
          code: code, name: name, script: script, aliases: lists["aliases"] ?? [],
          generic: lists["generic"] ?? [], pressure: lists["pressure"] ?? [],
          neutral: lists["neutral"] ?? [], asksToAllow: lists["asksToAllow"] ?? [])
        languages.append((language, pair.key.location))
      } catch {
        let node = nodes[error.list]
        let location = node?.sequence.flatMap {
          error.index < $0.count ? $0[error.index].location : nil
        }
        context.report(
          .invalid(error.message), at: location ?? node?.location ?? pair.key.location,
          path: "\(path).\(error.list)[\(error.index)]")
      }
    }
    return languages
  }
}
