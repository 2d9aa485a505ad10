/// The denied paths beside a request or a status check that name no
/// state: a status switch whose clauses open Settings
/// (``statusSwitches(in:memo:)``), and a completion whose Bool parameter
/// (`granted`, `allowed`, whatever the closure names it) is false in a
/// branch that opens Settings (`if !granted {`, `guard granted else {`, the
/// `else` of `if granted {`).
extension EvidenceFinder {
  /// The most tokens of one completion closure read for its branches.
  static let maximumCompletionTokens = 4_096

  /// Adds to `evidence` (found at `position`) the refusal states a status
  /// switch or a Bool completion shows opening Settings: to `handling` as
  /// `settingsLink`, and the switch's states to `handles` too (a `default:`
  /// of a status switch does tell those states apart).
  func addBranchHandling(at position: Int, to evidence: inout Evidence, memo: inout Memo) {
    let completion = completionClosure(after: position)
    var states: Set<String> = []
    if let function = outline.enclosingIndex(.function, of: position) {
      for item in statusSwitches(in: function, memo: &memo)
      where reads(item, at: position, completion: completion?.range) {
        states.formUnion(item.states)
      }
    }
    // Notifications have no restricted state (UNAuthorizationStatus).
    if evidence.resource == "notifications" { states.remove("restricted") }
    if !states.isEmpty {
      evidence.handles = Set(evidence.handles).union(states).sorted()
    }
    if let completion, opensSettingsWhenFalse(completion, memo: &memo) { states.insert("denied") }
    for state in states where evidence.handling[state] == nil {
      evidence.handling[state] = "settingsLink"
    }
  }

  /// The closure passed to the call at `position`, among its arguments or
  /// trailing it (Swift only): its scope and the range inside its braces.
  func completionClosure(after position: Int) -> (scope: Int, range: Range<Int>)? {
    guard language == .swift else { return nil }
    var cursor = position + 1
    // `AVCaptureDevice.requestAccess`: the evidence may stand at the type.
    while token(cursor)?.isPunctuation(".") == true, token(cursor + 1)?.kind == .identifier {
      cursor += 2
    }
    var depth = 0
    while let current = token(cursor), cursor - position <= Self.maximumArgumentTokens {
      if current.isPunctuation("{") {
        // The outline may take `(for: .video, completionHandler: {` for a `for` block.
        guard let found = braces(at: cursor),
          [.closure, .block].contains(outline.scopes[found.scope].kind)
        else { return nil }
        return found
      }
      if current.isPunctuation("(") {
        depth += 1
      } else if current.isPunctuation(")") {
        depth -= 1
        if depth < 0 || (depth == 0 && token(cursor + 1)?.isPunctuation("{") != true) {
          return nil
        }
      } else if depth == 0 {
        return nil
      }
      cursor += 1
    }
    return nil
  }

  /// Whether the closure opens Settings in a branch where its first
  /// parameter is false; read once per closure.
  func opensSettingsWhenFalse(
    _ closure: (scope: Int, range: Range<Int>), memo: inout Memo
  ) -> Bool {
    if let known = memo.completions[closure.scope] { return known }
    var found = false
    defer { memo.completions[closure.scope] = found }
    guard let name = firstParameter(of: closure.range) else { return false }
    let range = closure.range
    let last = min(range.upperBound, range.lowerBound + Self.maximumCompletionTokens)
    for cursor in range.lowerBound..<max(range.lowerBound, last) {
      if let branch = falseBranch(of: name, at: cursor), opensSettings(in: branch, memo: &memo) {
        found = true
        return true
      }
    }
    return false
  }

  /// The first parameter a closure names before `in` (`granted in`,
  /// `[weak self] (granted, error) in`); nil for `_` or none.
  func firstParameter(of body: Range<Int>) -> String? {
    var cursor = body.lowerBound
    if token(cursor)?.isPunctuation("[") == true {
      while let current = token(cursor), !current.isPunctuation("]"), cursor < body.upperBound,
        cursor - body.lowerBound < 32
      {
        cursor += 1
      }
      cursor += 1
    }
    if token(cursor)?.isPunctuation("(") == true { cursor += 1 }
    guard cursor < body.upperBound, tokens[cursor].kind == .identifier, tokens[cursor].text != "_"
    else { return nil }
    for ahead in (cursor + 1)..<max(cursor + 1, min(cursor + 12, body.upperBound)) {
      let word = tokens[ahead]
      if word.isIdentifier("in") { return tokens[cursor].text }
      if word.isPunctuation("{") || word.isPunctuation("}") { return nil }
    }
    return nil
  }

  /// The code inside the braces that run when `name` is false, for the
  /// statement at `keyword`: `if !name {`, `if name == false {`,
  /// `guard name else {`, or the `else {` of `if name {`.
  func falseBranch(of name: String, at keyword: Int) -> Range<Int>? {
    guard let word = token(keyword), word.kind == .identifier else { return nil }
    if word.text == "guard" {
      guard token(keyword + 1)?.isIdentifier(name) == true,
        token(keyword + 2)?.isIdentifier("else") == true
      else { return nil }
      return braces(at: keyword + 3)?.range
    }
    guard word.text == "if" else { return nil }
    if let not = token(keyword + 1), not.kind == .operator, not.text == "!",
      token(keyword + 2)?.isIdentifier(name) == true
    {
      return braces(at: keyword + 3)?.range
    }
    guard token(keyword + 1)?.isIdentifier(name) == true else { return nil }
    if let equals = token(keyword + 2), equals.kind == .operator, equals.text == "==",
      token(keyword + 3)?.isIdentifier("false") == true
    {
      return braces(at: keyword + 4)?.range
    }
    guard let then = braces(at: keyword + 2),
      token(then.range.upperBound + 1)?.isIdentifier("else") == true
    else { return nil }
    return braces(at: then.range.upperBound + 2)?.range
  }
}
