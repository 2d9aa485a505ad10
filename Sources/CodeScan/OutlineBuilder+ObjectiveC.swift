/// Objective-C method definitions (`- (void)viewDidLoad {`) as scopes.
extension OutlineBuilder {
  func isObjectiveCMethodStart(_ index: Int) -> Bool {
    let token = tokens[index]
    guard token.text == "-" || token.text == "+" else { return false }
    guard let next = self.token(index + 1), next.isPunctuation("(") else { return false }
    guard let previous = self.token(index - 1) else { return true }
    return previous.line < token.line && stack.count <= 2 && parenthesisDepth == 0
  }

  /// `- (void)viewDidLoad {` or `- (BOOL)application:(UIApplication *)a
  /// didFinishLaunchingWithOptions:(NSDictionary *)o {`.
  mutating func objectiveCMethod(at index: Int) -> Int {
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
