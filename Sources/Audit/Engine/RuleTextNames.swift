import Foundation

/// The variables a rule's texts (message, fix, review note) can read, so
/// that a finding converts only those to template data instead of the whole
/// description: a feature rule failing for every one of sixty features would
/// otherwise convert all sixty features sixty times.
///
/// A Mustache name resolves through the section contexts, then the data's
/// top level; keeping every top-level variable whose name is the first part
/// of some tag's name leaves every lookup's answer unchanged. Templates with
/// tags this scan does not follow (set delimiters, partials, the implicit
/// iterator) keep all variables.
enum RuleTextNames {
  /// The first name parts each rule's texts use, by rule id; nil for all.
  static func index(_ packs: [RulePack]) -> [String: Set<String>?] {
    var index: [String: Set<String>?] = [:]
    for rule in packs.flatMap(\.rules) {
      let sources = [rule.sources.message, rule.sources.fix, rule.sources.reviewNote]
      var names: Set<String>? = []
      for source in sources.compactMap({ $0 }) {
        guard let used = firstNames(in: source) else {
          names = nil
          break
        }
        names?.formUnion(used)
      }
      // Two rules with one id (packs reject it): keep everything.
      index[rule.id] = index[rule.id] == nil ? names : .some(nil)
    }
    return index
  }

  /// The first part of every name a template's tags use, or nil when the
  /// template has a tag whose names this scan can't tell.
  static func firstNames(in template: String) -> Set<String>? {
    var names: Set<String> = []
    var rest = Substring(template)
    while let open = rest.range(of: "{{") {
      guard let close = rest[open.upperBound...].range(of: "}}") else { return nil }
      var tag = rest[open.upperBound..<close.lowerBound]
      rest = rest[close.upperBound...]
      if tag.first == "{" {
        tag = tag.dropFirst()
        if rest.first == "}" { rest = rest.dropFirst() }
      }
      guard let sigil = tag.first else { return nil }
      switch sigil {
      case "!": continue  // a comment
      case "=", ">", "<", "$": return nil  // delimiters, partials, parents, blocks
      case "#", "^", "/", "&": tag = tag.dropFirst()
      default: break
      }
      let name = tag.trimmingCharacters(in: .whitespaces)
      guard let first = name.split(separator: ".", omittingEmptySubsequences: false).first,
        !first.isEmpty
      else { return nil }  // `.`, the implicit iterator
      names.insert(String(first))
    }
    return names
  }
}
