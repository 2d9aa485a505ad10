import RulePacks

/// Which of a rule's `let` values its verdict needs. A rule's `fails`
/// reads some of its values, directly or through other values; the rest
/// serve only its texts and `related`, which are made only for a subject
/// that fails. The engine computes the values the verdict needs first,
/// and the others only once the subject fails, so a subject that holds
/// (most do) skips them: a text's list of the features that use a
/// resource, say, walks every feature for every purpose string.
struct VerdictBindings: Sendable {
  /// Per binding, in order: whether the verdict reads it. Nil when every
  /// binding is computed first, as written: when the verdict reads them
  /// all, or some binding reads one written after it (the checker rejects
  /// that, but a rule built in code may do it, and must keep the error it
  /// gets).
  let neededByVerdict: [Bool]?

  // Arrays searched in order rather than sets: a rule has a few values,
  // each reading a few names, and this runs for every rule at every start.
  init(_ rule: Rule) {
    let names = rule.bindings.map(\.name)
    guard !names.isEmpty else {
      neededByVerdict = nil
      return
    }
    // Each binding may read only those before it, so that a binding left
    // for later can be filled in order with the same values.
    for (index, binding) in rule.bindings.enumerated() {
      let later = names[index...]
      if binding.expression.variables.contains(where: later.contains) {
        neededByVerdict = nil
        return
      }
    }
    var read = rule.fails.variables
    var needed = [Bool](repeating: false, count: names.count)
    for index in names.indices.reversed() where read.contains(names[index]) {
      needed[index] = true
      read += rule.bindings[index].expression.variables
    }
    neededByVerdict = needed.contains(false) ? needed : nil
  }
}
