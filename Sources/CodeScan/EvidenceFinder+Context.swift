/// What surrounds a matched call: the function it runs in, what triggers
/// it, its availability and the authorization states handled nearby.
extension EvidenceFinder {
  /// How eager a trigger is: the one that would show a prompt first wins.
  static func eagerness(_ trigger: Evidence.Trigger) -> Int {
    switch trigger {
    case .launch: return 3
    case .appear: return 2
    case .action: return 1
    case .unknown: return 0
    }
  }

  /// When the code at `position` runs: the innermost closure or function
  /// that says so, else the most eager of the places that call the
  /// enclosing function.
  func trigger(at position: Int, depth: Int, memo: inout Memo) -> Evidence.Trigger {
    for scope in outline.scopeChain(of: position) {
      let region = outline.scopes[scope]
      if let trigger = region.trigger { return trigger }
      if region.kind == .function {
        if let known = memo.triggers[scope] { return known }
        guard depth < Self.maximumCallDepth, let baseName = region.baseName else {
          return .unknown
        }
        memo.triggers[scope] = .unknown  // a recursive call adds nothing
        var best = Evidence.Trigger.unknown
        for reference in references(to: baseName, outside: region, memo: &memo) {
          let found = referenceTrigger(reference, depth: depth, memo: &memo)
          if Self.eagerness(found) > Self.eagerness(best) { best = found }
        }
        memo.triggers[scope] = best
        return best
      }
    }
    return .unknown
  }

  /// A function named at `reference`: a `#selector` for a control's
  /// action runs on the person's action; a call runs when its caller does.
  func referenceTrigger(_ reference: Int, depth: Int, memo: inout Memo) -> Evidence.Trigger {
    if let selector = selectorLabel(around: reference) {
      return TriggerNames.actionLabels.contains(selector) ? .action : .unknown
    }
    if let previous = token(reference - 1), previous.isPunctuation(":"),
      let label = token(reference - 2), TriggerNames.actionLabels.contains(label.text)
    {
      return .action  // `Button(action: save)`
    }
    return trigger(at: reference, depth: depth + 1, memo: &memo)
  }

  /// For a name inside `#selector(…)` / `@selector(…)`: the label the
  /// selector is passed with (`action`, `selector`), or "" when none.
  func selectorLabel(around reference: Int) -> String? {
    guard let open = token(reference - 1), open.isPunctuation("("),
      let selector = token(reference - 2),
      selector.text == "#selector" || selector.text == "@selector"
    else { return nil }
    if let colon = token(reference - 3), colon.isPunctuation(":"),
      let label = token(reference - 4), label.kind == .identifier
    {
      return label.text
    }
    return ""
  }

  /// Tokens naming `baseName` outside its own declaration and body (the
  /// first 64): a binary search in the name's references, found once per
  /// name, so that many functions sharing a name cost no more than one.
  func references(
    to baseName: String, outside region: SourceOutline.Scope, memo: inout Memo
  ) -> [Int] {
    let all = memo.references(to: baseName, in: self)
    // An unclosed region (`end` 0) leaves nothing out.
    let low = Self.firstIndex(in: all) { $0 >= region.start - 1 }
    let high = max(low, Self.firstIndex(in: all) { $0 > region.end })
    return Array((all[..<low] + all[high...]).prefix(64))
  }

  /// The first index of the sorted `positions` whose value is `above`
  /// (false up to it, true from it on), by binary search.
  static func firstIndex(in positions: [Int], where above: (Int) -> Bool) -> Int {
    var low = 0
    var high = positions.count
    while low < high {
      let middle = (low + high) / 2
      if above(positions[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  /// Every token naming `baseName` that calls or passes it, except its
  /// declarations, in token order.
  func references(to baseName: String, among positions: [Int]) -> [Int] {
    positions.filter { position in
      if let previous = token(position - 1), previous.isIdentifier("func") { return false }
      return isReference(at: position)
    }
  }

  /// Whether the name at `position` calls or passes a function, rather than
  /// naming a property that shares its name (`tableView.reloadData()`):
  /// `name(`, `name {`, `#selector(name)`, `action: name`, and in
  /// Objective-C `[receiver name]` or `[receiver name:…]` inside code.
  func isReference(at position: Int) -> Bool {
    guard let next = token(position + 1) else { return false }
    if selectorLabel(around: position) != nil { return true }
    if let previous = token(position - 1), previous.isPunctuation(":"),
      let label = token(position - 2), TriggerNames.actionLabels.contains(label.text)
    {
      return true
    }
    if language == .objectiveC {
      guard
        outline.enclosing(.function, of: position) != nil
          || outline.enclosing(.closure, of: position) != nil
      else { return false }  // a method declaration's selector
      if next.isPunctuation("]") || next.isPunctuation(":") {
        return token(position - 1)?.kind == .identifier
          || token(position - 1)?.isPunctuation("]") == true
      }
      return next.isPunctuation("(")
    }
    return next.isPunctuation("(") || next.isPunctuation("{")
  }

  /// The denial states (`limited`, `denied`, `restricted`) the enclosing
  /// function switches on, or the functions of the file it calls: read
  /// once per function, however many calls it makes.
  func handledStates(around position: Int, memo: inout Memo) -> [String] {
    guard let scope = outline.enclosingIndex(.function, of: position) else { return [] }
    if let known = memo.handled[scope] { return known }
    var states: Set<String> = []
    for index in checkedScopes(from: scope) {
      states.formUnion(self.states(of: index, memo: &memo))
    }
    let sorted = states.sorted()
    memo.handled[scope] = sorted
    return sorted
  }

  /// The states named in the body of the scope at `index`, read once.
  func states(of index: Int, memo: inout Memo) -> Set<String> {
    if let known = memo.bodyStates[index] { return known }
    let scope = outline.scopes[index]
    let found = states(in: scope.start..<max(scope.start, scope.end))
    memo.bodyStates[index] = found
    return found
  }

  static let stateNames: [String: String] = [
    "limited": "limited", "denied": "denied", "restricted": "restricted",
  ]

  func states(in range: Range<Int>) -> Set<String> {
    var states: Set<String> = []
    for cursor in range where tokens[cursor].kind == .identifier {
      let text = tokens[cursor].text
      if let state = Self.stateNames[text], token(cursor - 1)?.isPunctuation(".") == true {
        states.insert(state)
      } else if language == .objectiveC, text.contains("Status") {
        for suffix in ["Limited", "Denied", "Restricted"] where text.hasSuffix(suffix) {
          states.insert(suffix.lowercased())
        }
      }
    }
    return states
  }
}
