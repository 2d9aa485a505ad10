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
  func trigger(
    at position: Int, depth: Int, memo: inout [Int: Evidence.Trigger]
  ) -> Evidence.Trigger {
    for scope in outline.scopeChain(of: position) {
      let region = outline.scopes[scope]
      if let trigger = region.trigger { return trigger }
      if region.kind == .function {
        if let known = memo[scope] { return known }
        guard depth < Self.maximumCallDepth, let baseName = region.baseName else {
          return .unknown
        }
        memo[scope] = .unknown  // a recursive call adds nothing
        var best = Evidence.Trigger.unknown
        for reference in references(to: baseName, outside: region) {
          let found = referenceTrigger(reference, depth: depth, memo: &memo)
          if Self.eagerness(found) > Self.eagerness(best) { best = found }
        }
        memo[scope] = best
        return best
      }
    }
    return .unknown
  }

  /// A function named at `reference`: a `#selector` for a control's
  /// action runs on the person's action; a call runs when its caller does.
  func referenceTrigger(
    _ reference: Int, depth: Int, memo: inout [Int: Evidence.Trigger]
  ) -> Evidence.Trigger {
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

  /// Tokens naming `baseName` outside its own declaration and body.
  func references(to baseName: String, outside region: SourceOutline.Scope) -> [Int] {
    var found: [Int] = []
    for position in tokens.indices where tokens[position].kind == .identifier {
      guard tokens[position].text == baseName else { continue }
      if position >= region.start - 1 && position <= region.end { continue }
      if let previous = token(position - 1), previous.isIdentifier("func") { continue }
      guard isReference(at: position) else { continue }
      found.append(position)
      if found.count >= 64 { break }
    }
    return found
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
  /// function switches on, or the functions of the file it calls.
  func handledStates(around position: Int) -> [String] {
    guard let function = outline.enclosing(.function, of: position) else { return [] }
    var states = states(in: function.start..<max(function.start, function.end))
    var seen: Set<String> = []
    for cursor in function.start..<max(function.start, function.end)
    where tokens[cursor].kind == .identifier {
      let name = tokens[cursor].text
      guard name != function.baseName, let scopes = functions[name], !seen.contains(name) else {
        continue
      }
      seen.insert(name)
      for scope in scopes.prefix(4) {
        let callee = outline.scopes[scope]
        states.formUnion(self.states(in: callee.start..<max(callee.start, callee.end)))
      }
    }
    return states.sorted()
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
