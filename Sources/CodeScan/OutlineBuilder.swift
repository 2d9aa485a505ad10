/// Builds a `SourceOutline` from a file's tokens in one forward pass.
struct OutlineBuilder {
  private let tokens: [SourceToken]
  private let language: SourceLanguage
  private var scopes: [SourceOutline.Scope]
  private var stack: [Int] = [0]
  private var scopeOfToken: [Int32]
  private var availabilityOfToken: [Int16]
  private var availabilities: [String] = []

  /// A declaration seen, waiting for its `{`.
  private struct PendingDeclaration {
    var kind: SourceOutline.Scope.Kind
    var name: String
    var baseName: String?
    var isPreview = false
    var isAppType = false
    /// Parenthesis depth where it was declared.
    var depth: Int
  }

  /// A control keyword seen (`if`, `guard`, `else`…), waiting for its block.
  private struct PendingControl {
    var keyword: String
    var depth: Int
    /// `#available(iOS 14, *)` in its condition: the version, and whether it
    /// was `#unavailable`.
    var available: (version: String, negated: Bool)?
  }

  private var pendingDeclaration: PendingDeclaration?
  private var pendingControl: PendingControl?
  private var attributes: Set<String> = []
  private var attributeAvailability: String?
  private var parenthesisDepth = 0
  /// Per open `(`: the name of the call it belongs to, if any.
  private var calls: [String?] = []
  /// Open blocks that carry an availability to give their `else`.
  private var blockAvailability: [Int: (version: String, negated: Bool, keyword: String)] = [:]
  /// The availability a just-closed `if` block leaves its `else`.
  private var elseAvailability: (index: Int, text: String)?
  /// After `guard #available(…) else { … }`: the availability of the rest
  /// of the enclosing scope, by scope.
  private var guardedAvailability: [Int: Int16] = [:]

  init(tokens: [SourceToken], language: SourceLanguage) {
    self.tokens = tokens
    self.language = language
    scopes = [.init(kind: .file, start: 0, end: tokens.count)]
    scopeOfToken = Array(repeating: 0, count: tokens.count)
    availabilityOfToken = Array(repeating: -1, count: tokens.count)
  }

  static func outline(of tokens: [SourceToken], language: SourceLanguage) -> SourceOutline {
    var builder = OutlineBuilder(tokens: tokens, language: language)
    builder.build()
    return SourceOutline(
      scopes: builder.scopes, scopeOfToken: builder.scopeOfToken,
      availabilityOfToken: builder.availabilityOfToken, availabilities: builder.availabilities)
  }

  private var current: Int { stack[stack.count - 1] }

  private func token(_ index: Int) -> SourceToken? {
    index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  private mutating func build() {
    var index = 0
    while index < tokens.count {
      let scope = current
      let guarded = guardedAvailabilityOnStack()
      let next = step(at: index)
      for covered in index..<max(next, index + 1) where covered < tokens.count {
        scopeOfToken[covered] = Int32(scope)
        if let guarded { availabilityOfToken[covered] = guarded }
      }
      index = max(next, index + 1)
    }
  }

  /// Handles the token at `index`; the index of the next token to handle.
  private mutating func step(at index: Int) -> Int {
    let token = tokens[index]
    switch token.kind {
    case .identifier:
      return identifier(at: index)
    case .attribute:
      return attribute(at: index)
    case .directive:
      return directive(at: index)
    case .punctuation:
      punctuation(token, at: index)
    case .operator:
      if language == .objectiveC && isObjectiveCMethodStart(index) {
        return objectiveCMethod(at: index)
      }
      if token.text == "=" && pendingDeclaration?.kind == .function
        && pendingDeclaration?.baseName == nil && parenthesisDepth == pendingDeclaration?.depth
      {
        pendingDeclaration = nil  // a stored property, not a computed one
      }
    default:
      break
    }
    return index + 1
  }

  /// The availability a `guard #available` gave the rest of a scope on
  /// the stack, innermost first.
  private func guardedAvailabilityOnStack() -> Int16? {
    guard !guardedAvailability.isEmpty else { return nil }
    for scope in stack.reversed() {
      if scopes[scope].availability != nil { return nil }
      if let guarded = guardedAvailability[scope] { return guarded }
    }
    return nil
  }

  // MARK: Declarations

  private mutating func identifier(at index: Int) -> Int {
    let text = tokens[index].text
    let previous = token(index - 1)
    let afterDot = previous?.isPunctuation(".") ?? false
    guard !afterDot else { return index + 1 }
    switch text {
    case "class", "struct", "enum", "extension", "actor", "protocol":
      return typeDeclaration(at: index)
    case "func":
      return functionDeclaration(at: index)
    case "init", "deinit", "subscript":
      if language == .swift { return initializerDeclaration(at: index) }
    case "var":
      if language == .swift, let name = token(index + 1), name.kind == .identifier {
        pendingDeclaration = PendingDeclaration(
          kind: .function, name: name.text, baseName: nil, depth: parenthesisDepth)
        if name.text == "body" { pendingDeclaration?.baseName = "body" }
        return index + 2
      }
    case "if", "guard", "while", "for", "switch", "do", "catch", "repeat", "defer", "else":
      if text == "else", let available = elseAvailability, available.index == index {
        pendingControl = PendingControl(keyword: "else", depth: parenthesisDepth, available: nil)
        pendingElseAvailability = available.text
        return index + 1
      }
      if text == "else" && pendingControl?.keyword == "guard" {
        pendingControl?.keyword = "guard-else"
        return index + 1
      }
      pendingControl = PendingControl(keyword: text, depth: parenthesisDepth, available: nil)
      pendingDeclaration = nil
    default:
      break
    }
    return index + 1
  }

  private var pendingElseAvailability: String?

  private mutating func typeDeclaration(at index: Int) -> Int {
    let keyword = tokens[index].text
    guard let first = token(index + 1), first.kind == .identifier,
      !["func", "var", "let", "override", "final", "static", "private"].contains(first.text)
    else { return index + 1 }
    var name = first.text
    var cursor = index + 2
    while keyword == "extension", let dot = token(cursor), dot.isPunctuation("."),
      let next = token(cursor + 1), next.kind == .identifier
    {
      name += "." + next.text
      cursor += 2
    }
    var inherited: Set<String> = []
    var scan = cursor
    while let next = token(scan), !next.isPunctuation("{"), !next.isPunctuation("}"),
      !next.isPunctuation(";"), scan - cursor < 64
    {
      if next.kind == .identifier { inherited.insert(next.text) }
      scan += 1
    }
    let isPreview = inherited.contains("PreviewProvider")
    let isAppType =
      attributes.contains("@main") || attributes.contains("@UIApplicationMain")
      || inherited.contains("App") || inherited.contains("UIApplicationDelegate")
      || inherited.contains("UIWindowSceneDelegate")
    pendingDeclaration = PendingDeclaration(
      kind: .type, name: name, isPreview: isPreview, isAppType: isAppType,
      depth: parenthesisDepth)
    return cursor
  }

  private mutating func functionDeclaration(at index: Int) -> Int {
    guard let nameToken = token(index + 1) else { return index + 1 }
    let baseName = nameToken.text
    var cursor = index + 2
    if let open = token(cursor), open.kind == .operator, open.text.hasPrefix("<") {
      cursor = skipGenerics(from: cursor)
    }
    let (labels, next) = parameterLabels(from: cursor)
    pendingDeclaration = PendingDeclaration(
      kind: .function, name: baseName + "(" + labels + ")", baseName: baseName,
      depth: parenthesisDepth)
    return next
  }

  private mutating func initializerDeclaration(at index: Int) -> Int {
    let baseName = tokens[index].text
    var cursor = index + 1
    if let mark = token(cursor), mark.isPunctuation("?") || mark.text == "!" { cursor += 1 }
    guard let open = token(cursor), open.isPunctuation("(") || baseName == "deinit" else {
      return index + 1
    }
    let (labels, next) = baseName == "deinit" ? ("", cursor) : parameterLabels(from: cursor)
    pendingDeclaration = PendingDeclaration(
      kind: .function, name: baseName == "deinit" ? "deinit" : baseName + "(" + labels + ")",
      baseName: baseName, depth: parenthesisDepth)
    return next
  }

  private func skipGenerics(from index: Int) -> Int {
    var depth = 0
    var cursor = index
    while let next = token(cursor), cursor - index < 256 {
      if next.kind == .operator {
        depth += next.text.filter { $0 == "<" }.count
        depth -= next.text.filter { $0 == ">" }.count
        if depth <= 0 { return cursor + 1 }
      }
      cursor += 1
    }
    return cursor
  }

  /// `(_ x: Int, with y: Int)` gives `_:with:`; the position after `)`.
  private func parameterLabels(from index: Int) -> (String, Int) {
    guard let open = token(index), open.isPunctuation("(") else { return ("", index) }
    var labels = ""
    var depth = 0
    var cursor = index
    var expectingLabel = true
    while let next = token(cursor), cursor - index < 512 {
      if next.isPunctuation("(") || next.isPunctuation("[") {
        depth += 1
      } else if next.isPunctuation(")") || next.isPunctuation("]") {
        depth -= 1
        if depth == 0 { return (labels, cursor + 1) }
      } else if depth == 1 && next.isPunctuation(",") {
        expectingLabel = true
      } else if depth == 1 && expectingLabel && next.kind == .identifier {
        labels += next.text + ":"
        expectingLabel = false
      }
      cursor += 1
    }
    return (labels, cursor)
  }

  // MARK: Attributes and directives

  private mutating func attribute(at index: Int) -> Int {
    let text = tokens[index].text
    switch text {
    case "@implementation":
      if let name = token(index + 1), name.kind == .identifier {
        _ = push(
          SourceOutline.Scope(
            kind: .type, name: name.text, baseName: "@implementation", parent: current,
            start: index + 2, end: 0))
        return index + 2
      }
    case "@end":
      if scopes[current].baseName == "@implementation" { pop(at: index) }
    case "@available":
      if let (version, next) = availabilityVersion(from: index + 1) {
        if pendingControl != nil && parenthesisDepth > (pendingControl?.depth ?? 0) {
          pendingControl?.available = (version, false)  // Objective-C's if (@available(…))
        } else {
          attributeAvailability = "iOS \(version)+"
        }
        return next
      }
    default:
      attributes.insert(text)
    }
    return index + 1
  }

  private mutating func directive(at index: Int) -> Int {
    let text = tokens[index].text
    switch text {
    case "#available", "#unavailable":
      if let (version, next) = availabilityVersion(from: index + 1) {
        pendingControl?.available = (version, text == "#unavailable")
        return next
      }
    case "#Preview":
      pendingDeclaration = PendingDeclaration(
        kind: .closure, name: "#Preview", isPreview: true, depth: parenthesisDepth)
    case "#selector":
      break
    default:
      break
    }
    return index + 1
  }

  /// `(iOS 14, *)` or `(iOS 14.0, macOS 11, *)`: the iOS version, and the
  /// position after `)`.
  private func availabilityVersion(from index: Int) -> (String, Int)? {
    guard let open = token(index), open.isPunctuation("(") else { return nil }
    var cursor = index + 1
    var version: String?
    while let next = token(cursor), !next.isPunctuation(")"), cursor - index < 32 {
      if next.isIdentifier("iOS") || next.isIdentifier("ios"),
        let number = token(cursor + 1), number.kind == .number
      {
        version = Self.shortVersion(number.text)
      } else if next.isIdentifier("ios"), let paren = token(cursor + 1), paren.isPunctuation("("),
        let number = token(cursor + 2), number.kind == .number
      {
        version = Self.shortVersion(number.text)
      }
      cursor += 1
    }
    guard let version else { return nil }
    return (version, cursor + 1)
  }

  static func shortVersion(_ text: String) -> String {
    var version = text
    while version.hasSuffix(".0") { version.removeLast(2) }
    return version
  }

  // MARK: Braces and parentheses

  private mutating func punctuation(_ token: SourceToken, at index: Int) {
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

  private func callName(before index: Int) -> String? {
    guard let previous = token(index - 1), previous.kind == .identifier else { return nil }
    return previous.text
  }

  private mutating func openBrace(at index: Int) {
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

  /// For `guard #available … else {`: the scope whose rest takes the
  /// guarded availability once the block closes.
  private var guardedAfterBlock: (scope: Int, text: String)?
  /// Availability an `if #available` block gives its `else`, by scope.
  private var elseTexts: [Int: String] = [:]

  private mutating func closeBrace(at index: Int) {
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
    }
    pendingDeclaration = nil
  }

  private mutating func push(_ scope: SourceOutline.Scope) -> Int {
    scopes.append(scope)
    stack.append(scopes.count - 1)
    return scopes.count - 1
  }

  private mutating func pop(at index: Int) {
    guard stack.count > 1 else { return }
    scopes[current].end = index
    guardedAvailability.removeValue(forKey: current)
    stack.removeLast()
  }

  private func enclosingAppType() -> Bool {
    for scope in stack.reversed() where scopes[scope].kind == .type {
      return scopes[scope].isAppType
    }
    return false
  }

  /// What a closure's brace follows: `.task {`, `.onAppear {`,
  /// `Button("Save") {`, `action: {`.
  private func closureTrigger(at index: Int) -> Evidence.Trigger? {
    guard let previous = token(index - 1) else { return nil }
    var callee: SourceToken?
    var calleeIndex = index - 1
    if previous.kind == .identifier {
      callee = previous
    } else if previous.isPunctuation(")") {
      var depth = 0
      var cursor = index - 1
      while let next = token(cursor), index - cursor < 512 {
        if next.isPunctuation(")") { depth += 1 }
        if next.isPunctuation("(") {
          depth -= 1
          if depth == 0 { break }
        }
        cursor -= 1
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

  // MARK: Objective-C methods

  private func isObjectiveCMethodStart(_ index: Int) -> Bool {
    let token = tokens[index]
    guard token.text == "-" || token.text == "+" else { return false }
    guard let next = self.token(index + 1), next.isPunctuation("(") else { return false }
    guard let previous = self.token(index - 1) else { return true }
    return previous.line < token.line && stack.count <= 2 && parenthesisDepth == 0
  }

  /// `- (void)viewDidLoad {` or `- (BOOL)application:(UIApplication *)a
  /// didFinishLaunchingWithOptions:(NSDictionary *)o {`.
  private mutating func objectiveCMethod(at index: Int) -> Int {
    var cursor = index + 1
    var isAction = false
    // the return type
    var depth = 0
    while let next = token(cursor), cursor - index < 64 {
      if next.isIdentifier("IBAction") { isAction = true }
      if next.isPunctuation("(") { depth += 1 }
      if next.isPunctuation(")") {
        depth -= 1
        if depth == 0 {
          cursor += 1
          break
        }
      }
      cursor += 1
    }
    var selector = ""
    var baseName: String?
    while let next = token(cursor), cursor - index < 512, !next.isPunctuation("{"),
      !next.isPunctuation(";")
    {
      if next.kind == .identifier, let colon = token(cursor + 1), colon.isPunctuation(":") {
        selector += next.text + ":"
        if baseName == nil { baseName = next.text }
        cursor += 2
        // the parameter's type and name
        if let open = token(cursor), open.isPunctuation("(") {
          var depth = 0
          while let part = token(cursor), cursor - index < 512 {
            if part.isPunctuation("(") { depth += 1 }
            if part.isPunctuation(")") {
              depth -= 1
              if depth == 0 { break }
            }
            cursor += 1
          }
          cursor += 1
        }
        cursor += 1  // the parameter name
        continue
      }
      if selector.isEmpty && next.kind == .identifier {
        selector = next.text
        baseName = next.text
      }
      cursor += 1
    }
    guard let open = token(cursor), open.isPunctuation("{"), let baseName else { return cursor }
    var scope = SourceOutline.Scope(
      kind: .function, name: selector, baseName: baseName, parent: current, start: cursor + 1,
      end: 0)
    scope.trigger = TriggerNames.trigger(
      signature: selector, baseName: baseName, attributes: isAction ? ["IBAction"] : [],
      inAppType: false)
    _ = push(scope)
    return cursor + 1
  }
}
