/// What the code does in a denial state it checks, where the code shows
/// it beside the check: the answers `import` pre-fills a permission's
/// `handles` with. Read from calls and names in code only (the lexer has
/// already set comments and strings apart).
extension EvidenceFinder {
  /// Names whose use opens the app's page in Settings: UIKit's constant,
  /// in Swift and in Objective-C (SwiftUI's `openURL` and `Link` take the
  /// same URL); https://developer.apple.com/documentation/uikit/uiapplication/opensettingsurlstring
  static let settingsNames: Set<String> = [
    "openSettingsURLString", "UIApplicationOpenSettingsURLString",
  ]
  /// Calls that let the person change a limited selection in place:
  /// PhotoKit's limited-library picker, and the Contacts access button and
  /// picker of iOS 18 (Apple's CNAuthorizationStatus.limited page names
  /// both: https://developer.apple.com/documentation/contacts/cnauthorizationstatus/limited).
  static let selectionNames: Set<String> = [
    "presentLimitedLibraryPicker", "ContactAccessButton", "contactAccessPicker",
  ]
  /// The full-access state a limited grant is read together with when the
  /// code treats it as full access (`case .authorized, .limited:`,
  /// `status == .authorized || status == .limited`): `.authorized` of
  /// PHAuthorizationStatus and CNAuthorizationStatus, the statuses that
  /// have `.limited`.
  static let fullAccessNames: Set<String> = ["authorized"]

  /// For each state among `states` (the handled states around `position`):
  /// what the code does there, when it shows. `denied: settingsLink` when
  /// the function or type whose body checks `.denied` names the Settings
  /// URL; `limited: manageSelection` when the one that checks `.limited`
  /// calls a selection picker, else `treatsAsFull` when it reads
  /// `.limited` together with `.authorized`. Other states say nothing.
  func handling(around position: Int, states: [String], memo: inout Memo) -> [String: String] {
    guard states.contains("denied") || states.contains("limited"),
      let function = outline.enclosingIndex(.function, of: position)
    else { return [:] }
    if let known = memo.handling[function] { return known }
    var found: [String: String] = [:]
    defer { memo.handling[function] = found }
    for scope in checkedScopes(from: function) {
      let named = self.states(of: scope, memo: &memo)
      let region = surroundings(of: scope)
      if named.contains("denied"), names(Self.settingsNames, in: region, memo: &memo) {
        found["denied"] = "settingsLink"
      }
      guard named.contains("limited") else { continue }
      if names(Self.selectionNames, in: region, memo: &memo) {
        found["limited"] = "manageSelection"
      } else if found["limited"] == nil, readsLimitedAsFull(in: scope) {
        found["limited"] = "treatsAsFull"
      }
    }
    return found
  }

  /// The function at `function` and the functions of the file it calls
  /// (at most four of each name): where ``handledStates(around:memo:)``
  /// reads states.
  func checkedScopes(from function: Int) -> [Int] {
    let scope = outline.scopes[function]
    var scopes = [function]
    var seen: Set<String> = []
    for cursor in scope.start..<max(scope.start, scope.end) where tokens[cursor].kind == .identifier
    {
      let name = tokens[cursor].text
      guard name != scope.baseName, let callees = functions[name], seen.insert(name).inserted
      else { continue }
      scopes.append(contentsOf: callees.prefix(4))
    }
    return scopes
  }

  /// The token range of the type around the scope at `index`, else the
  /// scope's own.
  func surroundings(of index: Int) -> Range<Int> {
    let scope = outline.scopes[index]
    let outer = outline.enclosingIndex(.type, of: scope.start).map { outline.scopes[$0] } ?? scope
    return outer.start..<max(outer.start, outer.end)
  }

  /// Whether a name of `names` is used as code in `range`.
  func names(_ names: Set<String>, in range: Range<Int>, memo: inout Memo) -> Bool {
    let positions = memo.positions(of: names, in: self)
    let first = Self.firstIndex(in: positions) { $0 >= range.lowerBound }
    return first < positions.count && positions[first] < range.upperBound
  }

  /// Whether the body of the scope at `index` names `.limited` next to a
  /// full-access state, joined by `,` or `||`.
  func readsLimitedAsFull(in index: Int) -> Bool {
    let scope = outline.scopes[index]
    for cursor in scope.start..<max(scope.start, scope.end)
    where tokens[cursor].isIdentifier("limited") && token(cursor - 1)?.isPunctuation(".") == true {
      for offset in [3, 5, 7] {
        if isFullAccessState(at: cursor - offset, joinedTo: cursor)
          || isFullAccessState(at: cursor + offset, joinedTo: cursor)
        {
          return true
        }
      }
    }
    return false
  }

  /// Whether `position` names a full-access state (`.authorized`) joined to
  /// the `.limited` at `limited` by a `,` or `||` between them, with at most
  /// the status's name besides.
  private func isFullAccessState(at position: Int, joinedTo limited: Int) -> Bool {
    guard position >= 0, let state = token(position), state.kind == .identifier,
      Self.fullAccessNames.contains(state.text), token(position - 1)?.isPunctuation(".") == true
    else { return false }
    let between =
      position < limited ? (position + 1)..<(limited - 1) : (limited + 1)..<(position - 1)
    var joiners = 0
    for index in between {
      let token = tokens[index]
      if token.isPunctuation(",") || (token.kind == .operator && token.text == "||") {
        joiners += 1
      } else if !(token.kind == .identifier || token.isPunctuation(".")
        || (token.kind == .operator && token.text == "=="))
      {
        return false
      }
    }
    return joiners == 1
  }
}
