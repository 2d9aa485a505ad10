/// The denied path a `switch` over an authorization status shows without
/// always naming `.denied`: a `default:` (or `@unknown default:`) that
/// opens Settings holds every refusal state no other case names; a case
/// that lists `.denied` or `.restricted` holds those.
extension EvidenceFinder {
  /// A `switch` over an authorization status whose clauses open Settings.
  struct StatusSwitch {
    /// The value switched on, between `switch` and `{`.
    var subject: Range<Int>
    /// Inside the braces.
    var body: Range<Int>
    /// The refusal states (`denied`, `restricted`) whose clause opens Settings.
    var states: Set<String>
  }

  /// One clause of a `switch`: the names its patterns write after a `.`,
  /// whether it is the `default`, and its code.
  private struct Clause {
    var names: Set<String>
    var isDefault: Bool
    var body: Range<Int>
  }

  /// The cases of Apple's authorization statuses (AVAuthorizationStatus,
  /// PHAuthorizationStatus, CLAuthorizationStatus, CNAuthorizationStatus,
  /// EKAuthorizationStatus, UNAuthorizationStatus,
  /// AVAudioSession.RecordPermission, HKAuthorizationStatus,
  /// CBManagerAuthorization): a switch naming one is read as a status switch.
  static let statusCaseNames: Set<String> = [
    "authorized", "notDetermined", "denied", "restricted", "limited", "authorizedAlways",
    "authorizedWhenInUse", "fullAccess", "writeOnly", "provisional", "ephemeral", "granted",
    "undetermined", "sharingAuthorized", "sharingDenied", "allowedAlways",
  ]
  /// Cases of the statuses that have no `.restricted` (UNAuthorizationStatus,
  /// AVAudioSession.RecordPermission, HKAuthorizationStatus): their
  /// `default:` holds no restricted state. AVAuthorizationStatus has it:
  /// https://developer.apple.com/documentation/avfoundation/avauthorizationstatus,
  /// https://developer.apple.com/documentation/usernotifications/unauthorizationstatus,
  /// https://developer.apple.com/documentation/avfaudio/avaudiosession/recordpermission-swift.enum
  static let unrestrictedCaseNames: Set<String> = [
    "provisional", "ephemeral", "granted", "undetermined", "sharingAuthorized", "sharingDenied",
  ]
  /// The most `switch` statements read in one function.
  static let maximumSwitches = 16

  /// The status switches of the function at `function` whose clauses open
  /// Settings, read once per function.
  func statusSwitches(in function: Int, memo: inout Memo) -> [StatusSwitch] {
    if let known = memo.switches[function] { return known }
    let scope = outline.scopes[function]
    var found: [StatusSwitch] = []
    var read = 0
    for cursor in scope.start..<max(scope.start, scope.end)
    where tokens[cursor].isIdentifier("switch") {
      read += 1
      guard read <= Self.maximumSwitches else { break }
      if let item = statusSwitch(at: cursor, memo: &memo) { found.append(item) }
    }
    memo.switches[function] = found
    return found
  }

  /// Whether the status switch `item` reads the status of the call at
  /// `position`: the call is in its subject or its body, the switch is in
  /// the call's completion closure, or it switches on the name the call's
  /// result is assigned to (`let status = …; switch status {`).
  func reads(_ item: StatusSwitch, at position: Int, completion: Range<Int>?) -> Bool {
    if item.subject.contains(position) || item.body.contains(position) { return true }
    if let completion, completion.contains(item.subject.lowerBound) { return true }
    guard let last = item.subject.last, let name = assignedName(at: position) else { return false }
    return tokens[last].isIdentifier(name)
  }

  /// The name the value of the call at `position` is assigned to
  /// (`let status = PHPhotoLibrary.authorizationStatus()`), if any.
  private func assignedName(at position: Int) -> String? {
    var cursor = position - 1
    while let current = token(cursor), position - cursor <= 8 {
      if current.kind == .operator && current.text == "=" {
        guard let name = token(cursor - 1), name.kind == .identifier else { return nil }
        return name.text
      }
      guard current.kind == .identifier || current.isPunctuation(".") else { return nil }
      cursor -= 1
    }
    return nil
  }

  /// The `switch` at `keyword`, when it switches on an authorization status
  /// and a clause opens Settings.
  private func statusSwitch(at keyword: Int, memo: inout Memo) -> StatusSwitch? {
    var cursor = keyword + 1
    var depth = 0
    while let current = token(cursor), cursor - keyword < Self.maximumArgumentTokens {
      if current.isPunctuation("(") || current.isPunctuation("[") {
        depth += 1
      } else if current.isPunctuation(")") || current.isPunctuation("]") {
        depth -= 1
      } else if current.isPunctuation("{") && depth == 0 {
        break
      }
      cursor += 1
    }
    guard let (scope, body) = braces(at: cursor) else { return nil }
    let clauses = self.clauses(of: scope, in: body)
    let labels = clauses.reduce(into: Set<String>()) { $0.formUnion($1.names) }
    guard !labels.isDisjoint(with: Self.statusCaseNames) else { return nil }
    let refusals: Set<String> =
      labels.isDisjoint(with: Self.unrestrictedCaseNames) ? ["denied", "restricted"] : ["denied"]
    var states: Set<String> = []
    for clause in clauses where opensSettings(in: clause.body, memo: &memo) {
      states.formUnion(
        clause.isDefault
          ? refusals.subtracting(labels) : clause.names.intersection(refusals))
    }
    guard !states.isEmpty else { return nil }
    return StatusSwitch(subject: (keyword + 1)..<cursor, body: body, states: states)
  }

  /// The clauses of the switch whose braces are the scope at `scope`.
  private func clauses(of scope: Int, in body: Range<Int>) -> [Clause] {
    var heads: [(colon: Int, names: Set<String>, isDefault: Bool, start: Int)] = []
    for cursor in body
    where outline.scopeOfToken[cursor] == scope && tokens[cursor].kind == .identifier {
      if tokens[cursor].text == "default", token(cursor + 1)?.isPunctuation(":") == true {
        heads.append((cursor + 1, [], true, cursor))
      } else if tokens[cursor].text == "case", isClauseCase(at: cursor),
        let colon = labelEnd(after: cursor, in: body)
      {
        heads.append((colon, caseNames(in: (cursor + 1)..<colon), false, cursor))
      }
    }
    return heads.indices.map { index in
      let end = index + 1 < heads.count ? heads[index + 1].start : body.upperBound
      let head = heads[index]
      return Clause(
        names: head.names, isDefault: head.isDefault,
        body: (head.colon + 1)..<max(head.colon + 1, end))
    }
  }

  /// Whether the `case` at `position` starts a clause, not a pattern of
  /// `if case` / `guard case` / `for case` or an enum's case.
  private func isClauseCase(at position: Int) -> Bool {
    guard let previous = token(position - 1) else { return false }
    if previous.isPunctuation(",") { return false }
    return !["if", "guard", "while", "for"].contains(where: previous.isIdentifier)
  }

  /// The `:` that ends the case label after `position`, outside brackets.
  private func labelEnd(after position: Int, in body: Range<Int>) -> Int? {
    var depth = 0
    var cursor = position + 1
    while cursor < body.upperBound, cursor - position < 64 {
      let current = tokens[cursor]
      if current.isPunctuation("(") || current.isPunctuation("[") { depth += 1 }
      if current.isPunctuation(")") || current.isPunctuation("]") { depth -= 1 }
      if depth == 0 && current.isPunctuation(":") { return cursor }
      cursor += 1
    }
    return nil
  }

  /// The names written after a `.` in a case label (`.denied, .restricted`).
  private func caseNames(in label: Range<Int>) -> Set<String> {
    var names: Set<String> = []
    for cursor in label
    where tokens[cursor].kind == .identifier && token(cursor - 1)?.isPunctuation(".") == true {
      names.insert(tokens[cursor].text)
    }
    return names
  }
}
