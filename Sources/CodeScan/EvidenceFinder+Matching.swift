/// Matching the catalog's API forms (`Type.member`, `.member`, `Name(`,
/// Objective-C messages, C functions) at a token.
extension EvidenceFinder {
  func token(_ position: Int) -> SourceToken? {
    position >= 0 && position < tokens.count ? tokens[position] : nil
  }

  /// The APIs the token at `position` starts, each with its level.
  func matches(at position: Int) -> [(CodeAPI, String)] {
    let text = tokens[position].text
    var found: [(CodeAPI, String)] = []
    let afterDot = token(position - 1)?.isPunctuation(".") ?? false
    if afterDot, let forms = index.members[text] {
      for form in forms
      where receiverMatches(form.type, before: position - 1)
        && hasLabels(form.api.argumentLabels, after: position)
      {
        if let level = level(of: form.api, after: position) { found.append((form.api, level)) }
      }
    }
    if afterDot, let apis = index.subscriptKeys[text],
      token(position - 2)?.isPunctuation("[") == true,
      token(position + 1)?.isPunctuation("]") == true
    {
      for api in apis {
        if let level = level(of: api, after: position) { found.append((api, level)) }
      }
    }
    if let apis = index.names[text], isCreationOrCall(at: position, afterDot: afterDot) {
      for api in apis {
        if let level = level(of: api, after: position) { found.append((api, level)) }
      }
    }
    if language == .objectiveC {
      if let forms = index.selectors[text] {
        for form in forms where isMessageSend(at: position, form: form) {
          if let level = level(of: form.api, after: position) { found.append((form.api, level)) }
        }
      }
      if let apis = index.objectiveCNames[text], !afterDot,
        isCreationOrCall(at: position, afterDot: false)
      {
        for api in apis where !found.contains(where: { $0.0 == api }) {
          if let level = level(of: api, after: position) { found.append((api, level)) }
        }
      }
    }
    return found
  }

  /// Whether the member at the `.` at `dot` is reached from `type`:
  /// `Type.member`, `Type.shared.member` or `Type.shared().member`.
  func receiverMatches(_ type: String?, before dot: Int) -> Bool {
    guard let type else { return true }
    guard let previous = token(dot - 1) else { return false }
    if previous.kind == .identifier {
      if previous.text == type { return true }
      return token(dot - 2)?.isPunctuation(".") == true && token(dot - 3)?.text == type
    }
    if previous.isPunctuation(")"), let open = matchingOpen(ofClose: dot - 1),
      let name = token(open - 1), name.kind == .identifier,
      token(open - 2)?.isPunctuation(".") == true
    {
      return token(open - 3)?.text == type
    }
    return false
  }

  /// Whether the call at `position` writes every one of `labels`
  /// (`requestAuthorization(toShare:read:)` is HealthKit's, not PhotoKit's).
  func hasLabels(_ labels: [String], after position: Int) -> Bool {
    guard !labels.isEmpty else { return true }
    guard token(position + 1)?.isPunctuation("(") == true else { return false }
    let span = argumentSpan(after: position)
    var written: Set<String> = []
    var depth = 0
    for cursor in span {
      let token = tokens[cursor]
      if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
      if depth == 0, token.kind == .identifier, self.token(cursor + 1)?.isPunctuation(":") == true {
        written.insert(token.text)
      }
    }
    return labels.allSatisfy(written.contains)
  }

  func matchingOpen(ofClose close: Int) -> Int? {
    matching(open: "(", close: ")", from: close)
  }

  func matchingBracket(ofClose close: Int) -> Int? {
    matching(open: "[", close: "]", from: close)
  }

  /// The `open` that pairs with the `close` at `position`, looking back at
  /// most `maximumArgumentTokens` tokens.
  func matching(open: Character, close: Character, from position: Int) -> Int? {
    var depth = 0
    var cursor = position
    while let next = token(cursor), position - cursor < Self.maximumArgumentTokens {
      if next.isPunctuation(close) { depth += 1 }
      if next.isPunctuation(open) {
        depth -= 1
        if depth == 0 { return cursor }
      }
      cursor -= 1
    }
    return nil
  }

  static let declarationWords: Set<String> = [
    "func", "class", "struct", "enum", "extension", "protocol", "typealias", "import", "case",
    "@class", "@interface", "@implementation", "@protocol",
  ]

  /// `Name(`, `Name.init(`, `.modifier(` for a lower-case name, and in
  /// Objective-C `[Name alloc]` / `[Name new]`; never a declaration.
  func isCreationOrCall(at position: Int, afterDot: Bool) -> Bool {
    let text = tokens[position].text
    let isModifier = text.first?.isLowercase ?? false
    if afterDot != isModifier && language == .swift { return false }
    if let previous = token(position - 1),
      Self.declarationWords.contains(previous.text) || previous.text == "->"
    {
      return false  // a declaration, or a function's return type
    }
    guard let next = token(position + 1) else { return false }
    if next.isPunctuation("(") || (!isModifier && next.isPunctuation("{")) {
      return !isTypeAnnotationBrace(at: position, next: next)
    }
    if next.isPunctuation("."), token(position + 2)?.isIdentifier("init") == true { return true }
    if language == .objectiveC, next.isIdentifier("alloc") || next.isIdentifier("new") {
      return true
    }
    return false
  }

  /// `class Picker: PHPickerViewController {` is an inheritance, not a
  /// view used with a trailing closure.
  func isTypeAnnotationBrace(at position: Int, next: SourceToken) -> Bool {
    guard next.isPunctuation("{") else { return false }
    var cursor = position - 1
    while let previous = token(cursor), position - cursor < 16 {
      if previous.isPunctuation(":") || previous.isPunctuation(",") {
        cursor -= 1
        continue
      }
      if previous.kind == .identifier && Self.declarationWords.contains(previous.text) {
        return true
      }
      if previous.kind != .identifier && !previous.isPunctuation(".") { return false }
      cursor -= 1
    }
    return false
  }

  /// `[receiver selector:…]` or `[receiver selector]`, inside code (not
  /// the method's own declaration).
  func isMessageSend(at position: Int, form: APIIndex.SelectorForm) -> Bool {
    guard let next = token(position + 1) else { return false }
    if form.takesArguments ? !next.isPunctuation(":") : !next.isPunctuation("]") { return false }
    guard let previous = token(position - 1) else { return false }
    guard
      outline.enclosing(.function, of: position) != nil
        || outline.enclosing(.closure, of: position) != nil
    else { return false }
    if let receiver = form.api.receiver {
      if previous.kind == .identifier { return previous.text == receiver }
      // one hop: [[INFocusStatusCenter defaultCenter] requestAuthorizationWithCompletionHandler:…]
      guard previous.isPunctuation("]"), let open = matchingBracket(ofClose: position - 1) else {
        return false
      }
      return token(open + 1)?.text == receiver
    }
    return previous.kind == .identifier || previous.isPunctuation("]")
      || previous.isPunctuation(")")
  }
}
