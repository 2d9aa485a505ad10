import Mustache

/// The variables a rule's texts (message, fix, review note) can read, so
/// that a finding converts only those to template data instead of the whole
/// description: a feature rule failing for every one of sixty features would
/// otherwise convert all sixty features sixty times.
///
/// The names come from the parsed templates (`Template.topLevelNames`); a
/// text that reads what can't be told (a partial, the whole context) keeps
/// all variables.
package enum RuleTextNames {
  /// The first name parts each rule's texts use, by rule id; nil for all.
  package static func index(_ packs: [RulePack]) -> [String: Set<String>?] {
    var index: [String: Set<String>?] = [:]
    for rule in packs.flatMap(\.rules) {
      // Two rules with one id (packs reject it): keep everything.
      index[rule.id] = index[rule.id] == nil ? rule.textNames : .some(nil)
    }
    return index
  }

  /// The first name parts `rule`'s texts use, or nil when one of them reads
  /// what can't be told. The rule compiler keeps them in ``Rule/textNames``.
  static func names(of rule: Rule) -> Set<String>? {
    var names: Set<String> = []
    for text in [rule.message, rule.fix, rule.reviewNote].compactMap({ $0 }) {
      guard let used = text.topLevelNames else { return nil }
      names.formUnion(used)
    }
    return names
  }
}
