import Diagnostics

/// Finds the evidence in one file's tokens: every token where a catalog
/// API is called, created or sent, with its level read from the
/// arguments, and around it the enclosing type and function, when it runs
/// (following calls within the file: a request in a helper called from
/// `viewDidLoad` runs on appear) and the states the surrounding code
/// handles.
struct EvidenceFinder {
  let tokens: [SourceToken]
  let outline: SourceOutline
  let language: SourceLanguage
  let index: APIIndex
  let file: String

  /// Functions of the file by base name, as scope indices.
  private let functions: [String: [Int]]

  /// How far `trigger(of:)` follows calls within the file.
  static let maximumCallDepth = 4
  /// The most tokens read as one call's arguments.
  static let maximumArgumentTokens = 256

  init(
    tokens: [SourceToken], outline: SourceOutline, language: SourceLanguage, index: APIIndex,
    file: String
  ) {
    self.tokens = tokens
    self.outline = outline
    self.language = language
    self.index = index
    self.file = file
    var functions: [String: [Int]] = [:]
    for (position, scope) in outline.scopes.enumerated() where scope.kind == .function {
      if let baseName = scope.baseName { functions[baseName, default: []].append(position) }
    }
    self.functions = functions
  }

  /// The evidence of the file, in token order.
  func evidence() -> [Evidence] {
    var found: [Evidence] = []
    var triggers: [Int: Evidence.Trigger] = [:]
    for position in tokens.indices where tokens[position].kind == .identifier {
      let matches = self.matches(at: position)
      guard !matches.isEmpty, !outline.isInPreview(position) else { continue }
      var seen: Set<String> = []
      for (api, level) in matches {
        // Two entries for one call (the catalog's and a team's) are one piece of evidence.
        guard seen.insert("\(api.resource) \(level) \(api.kind.rawValue)").inserted else {
          continue
        }
        let token = tokens[position]
        var evidence = Evidence(
          resource: api.resource, level: level, kind: api.kind,
          api: TerminalText.escapingControls(api.name), file: file,
          line: Int(token.line), column: Int(token.column))
        // Names come from untrusted code: a control or bidirectional character
        // in one is shown as its escape in every output.
        evidence.type = outline.typeName(of: position).map { TerminalText.escapingControls($0) }
        evidence.function = outline.enclosing(.function, of: position)?.name.map {
          TerminalText.escapingControls($0)
        }
        evidence.trigger = trigger(at: position, depth: 0, memo: &triggers)
        evidence.handles =
          api.kind == .request || api.kind == .status ? handledStates(around: position) : []
        evidence.availability = outline.availability(of: position)
        found.append(evidence)
      }
    }
    return found
  }

  // MARK: Matching

  private func token(_ position: Int) -> SourceToken? {
    position >= 0 && position < tokens.count ? tokens[position] : nil
  }

  /// The APIs the token at `position` starts, each with its level.
  private func matches(at position: Int) -> [(CodeAPI, String)] {
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
  private func receiverMatches(_ type: String?, before dot: Int) -> Bool {
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
  private func hasLabels(_ labels: [String], after position: Int) -> Bool {
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

  private func matchingOpen(ofClose close: Int) -> Int? {
    matching(open: "(", close: ")", from: close)
  }

  private func matchingBracket(ofClose close: Int) -> Int? {
    matching(open: "[", close: "]", from: close)
  }

  /// The `open` that pairs with the `close` at `position`, looking back at
  /// most `maximumArgumentTokens` tokens.
  private func matching(open: Character, close: Character, from position: Int) -> Int? {
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

  private static let declarationWords: Set<String> = [
    "func", "class", "struct", "enum", "extension", "protocol", "typealias", "import", "case",
    "@class", "@interface", "@implementation", "@protocol",
  ]

  /// `Name(`, `Name.init(`, `.modifier(` for a lower-case name, and in
  /// Objective-C `[Name alloc]` / `[Name new]`; never a declaration.
  private func isCreationOrCall(at position: Int, afterDot: Bool) -> Bool {
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
  private func isTypeAnnotationBrace(at position: Int, next: SourceToken) -> Bool {
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
  private func isMessageSend(at position: Int, form: APIIndex.SelectorForm) -> Bool {
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

  // MARK: Levels

  /// The level `api` gets at `position` from its arguments, or its default;
  /// nil when only a value could tell and none is there.
  private func level(of api: CodeAPI, after position: Int) -> String? {
    guard !api.values.isEmpty else { return api.level }
    let span = argumentSpan(after: position)
    if let label = api.label {
      var cursor = span.lowerBound
      while cursor < span.upperBound {
        if tokens[cursor].isIdentifier(label), token(cursor + 1)?.isPunctuation(":") == true {
          if let level = firstValue(in: (cursor + 2)..<span.upperBound, of: api, stopAtComma: true)
          {
            return level
          }
          break
        }
        cursor += 1
      }
    }
    return firstValue(in: span, of: api, stopAtComma: false) ?? api.level
  }

  private func firstValue(in span: Range<Int>, of api: CodeAPI, stopAtComma: Bool) -> String? {
    var depth = 0
    for cursor in span {
      let token = tokens[cursor]
      if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
      if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
      if stopAtComma && depth <= 0 && token.isPunctuation(",") { return nil }
      if token.kind == .identifier, let level = api.values[token.text] { return level }
    }
    return nil
  }

  /// The tokens that are the arguments of the call starting at `position`:
  /// its parentheses, the rest of an assignment's line, or an Objective-C
  /// message up to its `]`.
  private func argumentSpan(after position: Int) -> Range<Int> {
    let start = position + 1
    guard let next = token(start) else { return start..<start }
    let limit = min(tokens.count, start + Self.maximumArgumentTokens)
    if next.isPunctuation("(") {
      var depth = 0
      for cursor in start..<limit {
        if tokens[cursor].isPunctuation("(") { depth += 1 }
        if tokens[cursor].isPunctuation(")") {
          depth -= 1
          if depth == 0 { return (start + 1)..<cursor }
        }
      }
      return (start + 1)..<limit
    }
    if next.kind == .operator && next.text == "=" {
      var end = start + 1
      while end < limit && tokens[end].line == next.line && !tokens[end].isPunctuation(";") {
        end += 1
      }
      return (start + 1)..<end
    }
    if language == .objectiveC && (next.isPunctuation(":") || next.isIdentifier("alloc")) {
      var depth = 0
      for cursor in start..<limit {
        if tokens[cursor].isPunctuation("[") { depth += 1 }
        if tokens[cursor].isPunctuation("]") {
          depth -= 1
          if depth < 0 { return start..<cursor }
        }
      }
      return start..<limit
    }
    return start..<start
  }

  // MARK: Context

  /// How eager a trigger is: the one that would show a prompt first wins.
  private static func eagerness(_ trigger: Evidence.Trigger) -> Int {
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
  private func trigger(
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
  private func referenceTrigger(
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
  private func selectorLabel(around reference: Int) -> String? {
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
  private func references(to baseName: String, outside region: SourceOutline.Scope) -> [Int] {
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
  private func isReference(at position: Int) -> Bool {
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
  private func handledStates(around position: Int) -> [String] {
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

  private static let stateNames: [String: String] = [
    "limited": "limited", "denied": "denied", "restricted": "restricted",
  ]

  private func states(in range: Range<Int>) -> Set<String> {
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
