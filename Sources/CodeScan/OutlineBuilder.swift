/// Builds a `SourceOutline` from a file's tokens in one forward pass.
struct OutlineBuilder {
  let tokens: [SourceToken]
  let language: SourceLanguage
  var scopes: [SourceOutline.Scope]
  var stack: [Int] = [0]
  /// Per entry of `stack`: what ``guardedAvailabilityOnStack()`` and
  /// ``enclosingAppType()`` answer while it is the innermost, kept as the
  /// stack grows so that neither walks it.
  var frames: [Frame] = [Frame(guarded: nil, inAppType: false)]

  struct Frame {
    var guarded: Int16?
    var inAppType: Bool
  }
  var scopeOfToken: [Int32]
  var availabilityOfToken: [Int16]
  var availabilities: [String] = []

  /// A declaration seen, waiting for its `{`.
  struct PendingDeclaration {
    var kind: SourceOutline.Scope.Kind
    var name: String
    var baseName: String?
    var isPreview = false
    var isAppType = false
    /// Parenthesis depth where it was declared.
    var depth: Int
  }

  /// A control keyword seen (`if`, `guard`, `else`…), waiting for its block.
  struct PendingControl {
    var keyword: String
    var depth: Int
    /// `#available(iOS 14, *)` in its condition: the version, and whether it
    /// was `#unavailable`.
    var available: (version: String, negated: Bool)?
  }

  /// The `(` not yet closed, by token index, over every token (those a
  /// declaration's step skips too).
  var openParentheses: [Int] = []
  /// The last `)` seen and the `(` it closes, if any.
  var lastClose: (close: Int, open: Int?)?

  var pendingDeclaration: PendingDeclaration?
  var pendingControl: PendingControl?
  var attributes: Set<String> = []
  var attributeAvailability: String?
  var parenthesisDepth = 0
  /// Per open `(`: the name of the call it belongs to, if any.
  var calls: [String?] = []
  /// Open blocks that carry an availability to give their `else`.
  var blockAvailability: [Int: (version: String, negated: Bool, keyword: String)] = [:]
  /// The availability a just-closed `if` block leaves its `else`.
  var elseAvailability: (index: Int, text: String)?
  /// After `guard #available(…) else { … }`: the availability of the rest
  /// of the enclosing scope, by scope.
  var guardedAvailability: [Int: Int16] = [:]
  /// For `guard #available … else {`: the scope whose rest takes the
  /// guarded availability once the block closes.
  var guardedAfterBlock: (scope: Int, text: String)?
  /// Availability an `if #available` block gives its `else`, by scope.
  var elseTexts: [Int: String] = [:]

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

  var current: Int { stack[stack.count - 1] }

  func token(_ index: Int) -> SourceToken? {
    index >= 0 && index < tokens.count ? tokens[index] : nil
  }

  mutating func build() {
    var index = 0
    while index < tokens.count {
      let scope = current
      let guarded = guardedAvailabilityOnStack()
      let next = step(at: index)
      // The `}` of an empty closure or block belongs to the scope around
      // it once that scope is dropped (``closeBrace(at:)``).
      let owner = scope < scopes.count ? scope : current
      for covered in index..<max(next, index + 1) where covered < tokens.count {
        scopeOfToken[covered] = Int32(owner)
        if let guarded { availabilityOfToken[covered] = guarded }
        matchParentheses(at: covered)
      }
      index = max(next, index + 1)
    }
  }

  /// Pairs parentheses as they pass, so that a closure's brace finds the
  /// call before it without looking back.
  mutating func matchParentheses(at index: Int) {
    let token = tokens[index]
    guard token.kind == .punctuation else { return }
    if token.isPunctuation("(") {
      openParentheses.append(index)
    } else if token.isPunctuation(")") {
      lastClose = (index, openParentheses.popLast())
    }
  }

  /// Handles the token at `index`; the index of the next token to handle.
  mutating func step(at index: Int) -> Int {
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
  func guardedAvailabilityOnStack() -> Int16? { frames[frames.count - 1].guarded }

  /// The frame of the innermost scope, from its own availability, the
  /// `guard #available` given to its rest, and the frame below it.
  func innermostFrame() -> Frame {
    let scope = scopes[current]
    let below = frames.count > 1 ? frames[frames.count - 2] : Frame(guarded: nil, inAppType: false)
    return Frame(
      guarded: scope.availability != nil ? nil : guardedAvailability[current] ?? below.guarded,
      inAppType: scope.kind == .type ? scope.isAppType : below.inAppType)
  }

  // MARK: Declarations

  mutating func identifier(at index: Int) -> Int {
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

  var pendingElseAvailability: String?

  mutating func typeDeclaration(at index: Int) -> Int {
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

  mutating func functionDeclaration(at index: Int) -> Int {
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

  mutating func initializerDeclaration(at index: Int) -> Int {
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

  func skipGenerics(from index: Int) -> Int {
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
  func parameterLabels(from index: Int) -> (String, Int) {
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
}
