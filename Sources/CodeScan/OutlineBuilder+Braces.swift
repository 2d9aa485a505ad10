/// Braces and parentheses: opening and closing scopes, the calls a `(`
/// belongs to, and what runs a closure (a `Button` action, `.task`).
extension OutlineBuilder {
  mutating func punctuation(_ token: SourceToken, at index: Int) {
    switch token.text {
    case "(", "[":
      calls.append(callName(before: index))
      parenthesisDepth += 1
    case ")", "]":
      if !calls.isEmpty { calls.removeLast() }
      parenthesisDepth = max(0, parenthesisDepth - 1)
    case "{":
      openBrace(at: index)
    case "}":
      closeBrace(at: index)
    case ";":
      if language == .objectiveC { pendingDeclaration = nil }
    default:
      break
    }
  }

  func callName(before index: Int) -> String? {
    guard let previous = token(index - 1), previous.kind == .identifier else { return nil }
    return previous.text
  }

  mutating func openBrace(at index: Int) {
    if let declaration = pendingDeclaration, declaration.depth == parenthesisDepth {
      pendingDeclaration = nil
      let inAppType = enclosingAppType()
      var scope = SourceOutline.Scope(
        kind: declaration.kind, name: declaration.name, baseName: declaration.baseName,
        parent: current, start: index + 1, end: 0)
      scope.isPreview = declaration.isPreview
      scope.isAppType = declaration.isAppType
      scope.availability = attributeAvailability
      if declaration.kind == .function, let baseName = declaration.baseName {
        scope.trigger = TriggerNames.trigger(
          signature: declaration.name, baseName: baseName, attributes: attributes,
          inAppType: inAppType)
      }
      attributes = []
      attributeAvailability = nil
      _ = push(scope)
      return
    }
    attributes = []
    attributeAvailability = nil
    if let control = pendingControl, control.depth == parenthesisDepth {
      pendingControl = nil
      var scope = SourceOutline.Scope(kind: .block, parent: current, start: index + 1, end: 0)
      if control.keyword == "else", let text = pendingElseAvailability {
        scope.availability = text
        pendingElseAvailability = nil
      }
      if let available = control.available {
        let positive = "iOS \(available.version)+"
        let negative = "below iOS \(available.version)"
        let inside = available.negated ? negative : positive
        let outside = available.negated ? positive : negative
        if control.keyword == "guard-else" {
          scope.availability = outside
          guardedAfterBlock = (current, inside)
        } else {
          scope.availability = inside
          elseTexts[scopes.count] = outside
        }
      }
      _ = push(scope)
      return
    }
    var scope = SourceOutline.Scope(kind: .closure, parent: current, start: index + 1, end: 0)
    scope.trigger = closureTrigger(at: index)
    _ = push(scope)
  }

  mutating func closeBrace(at index: Int) {
    guard stack.count > 1 else { return }
    let closing = current
    if scopes[closing].baseName == "@implementation" {
      return  // an Objective-C @implementation closes at @end, not at a brace
    }
    pop(at: index)
    if let text = elseTexts.removeValue(forKey: closing) {
      elseAvailability = (index + 1, text)
    }
    if let guarded = guardedAfterBlock, scopes[closing].parent == guarded.scope {
      guardedAfterBlock = nil
      availabilities.append(guarded.text)
      guardedAvailability[guarded.scope] = Int16(availabilities.count - 1)
      if guarded.scope == current { frames[frames.count - 1] = innermostFrame() }
    }
    pendingDeclaration = nil
    dropIfEmpty(closing, closedAt: index)
  }

  /// Drops the closure or block `scope`, just closed at `index`, when it
  /// holds no token and is the last one made: nothing can point into it,
  /// and `){}` over and over then costs no scope per pair of braces.
  /// Types and functions stay, empty or not (calls find them by name).
  mutating func dropIfEmpty(_ scope: Int, closedAt index: Int) {
    let closed = scopes[scope]
    guard scope == scopes.count - 1, closed.start == index,
      closed.kind == .closure || closed.kind == .block
    else { return }
    scopes.removeLast()
  }

  mutating func push(_ scope: SourceOutline.Scope) -> Int {
    scopes.append(scope)
    stack.append(scopes.count - 1)
    frames.append(Frame(guarded: nil, inAppType: false))
    frames[frames.count - 1] = innermostFrame()
    return scopes.count - 1
  }

  mutating func pop(at index: Int) {
    guard stack.count > 1 else { return }
    scopes[current].end = index
    guardedAvailability.removeValue(forKey: current)
    stack.removeLast()
    frames.removeLast()
  }

  func enclosingAppType() -> Bool { frames[frames.count - 1].inAppType }

  /// What a closure's brace follows: `.task {`, `.onAppear {`,
  /// `Button("Save") {`, `action: {`.
  func closureTrigger(at index: Int) -> Evidence.Trigger? {
    guard let previous = token(index - 1) else { return nil }
    var callee: SourceToken?
    var calleeIndex = index - 1
    if previous.kind == .identifier {
      callee = previous
    } else if previous.isPunctuation(")") {
      // The `(` it closes when within 512 tokens; else where a look back
      // over 512 tokens would have stopped.
      var cursor = max(index - 512, -1)
      if let close = lastClose, close.close == index - 1, let open = close.open,
        open > index - 512
      {
        cursor = open
      }
      if let name = token(cursor - 1), name.kind == .identifier {
        callee = name
        calleeIndex = cursor - 1
      }
    } else if previous.isPunctuation(":"), let label = token(index - 2), label.kind == .identifier {
      if TriggerNames.actionLabels.contains(label.text) { return .action }
      if let call = calls.last ?? nil, TriggerNames.actionCallees.contains(call),
        label.text != "label"
      {
        return .action
      }
      return nil
    }
    guard let callee else { return nil }
    let isModifier = token(calleeIndex - 1)?.isPunctuation(".") ?? false
    if isModifier && TriggerNames.appearModifiers.contains(callee.text) {
      return enclosingAppType() ? .launch : .appear
    }
    if TriggerNames.actionCallees.contains(callee.text) { return .action }
    return nil
  }
}
