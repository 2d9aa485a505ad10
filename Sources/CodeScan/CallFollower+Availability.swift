/// The `#available` guard a call inherits from the places that call its
/// function, in the file or another: a request in `presentLegacyPicker()`
/// whose only caller sits in the `else` of `if #available(iOS 14, *)` runs
/// only below iOS 14. Bounded as the moments are: only evidence with no
/// guard of its own, distinctive names, at most ``maximumNames`` of them
/// and ``maximumRounds`` hops (a caller with no guard of its own is followed
/// once more through its own function's callers). Required-reason calls are
/// left as their file reads them: an app makes hundreds (UserDefaults), and
/// following them cost a third more scan time on Pocket Casts for guards
/// they rarely have.
extension CallFollower {
  /// `evidence` with the guard every call of its function sits under; one
  /// call with none (or none that can be told, or calls past the limits)
  /// leaves it unguarded. `known` holds calls already read by name (those
  /// ``follow(_:)`` read), so no file is read again for them.
  func followAvailability(_ evidence: [Evidence], known: [String: [Call]] = [:]) -> [Evidence] {
    var pending: [String: [Int]] = [:]
    for (index, item) in evidence.enumerated()
    where item.availability == nil && item.kind != .reason {
      guard let name = item.function.flatMap(Self.baseName), Self.isDistinctive(name) else {
        continue
      }
      pending[name, default: []].append(index)
    }
    var calls: [String: [Call]] = [:]
    var read = known
    var frontier = Set(pending.keys.sorted().prefix(Self.maximumNames))
    for _ in 0..<Self.maximumRounds where !frontier.isEmpty {
      let unread = frontier.filter { read[$0] == nil }
      if !unread.isEmpty { _ = self.calls(of: unread, into: &read) }
      for name in frontier { calls[name] = read[name] ?? [] }
      var next: Set<String> = []
      for name in frontier.sorted() {
        for call in calls[name] ?? [] where call.availability == nil {
          guard let caller = call.caller, Self.isDistinctive(caller), calls[caller] == nil,
            next.count < Self.maximumNames
          else { continue }
          next.insert(caller)
        }
      }
      frontier = next
    }
    var filled = evidence
    for (name, indices) in pending {
      guard let found = Self.guardOf(name, calls: calls, visiting: []) else { continue }
      for index in indices { filled[index].availability = found }
    }
    return filled
  }

  /// The guard every call of `name` runs under: its own, else its
  /// caller's (followed as far as the rounds went); nil when a call has
  /// none, none was found, or the guards point different ways.
  static func guardOf(_ name: String, calls: [String: [Call]], visiting: Set<String>) -> String? {
    guard let made = calls[name], !made.isEmpty else { return nil }
    var guards: [String] = []
    for call in made {
      if let own = call.availability {
        guards.append(own)
      } else if let caller = call.caller, caller != name, !visiting.contains(caller),
        let inherited = guardOf(caller, calls: calls, visiting: visiting.union([name]))
      {
        guards.append(inherited)
      } else {
        return nil
      }
    }
    return widest(guards)
  }

  /// Guards all one way, as one: `iOS 14+` and `iOS 15+` run from iOS
  /// 14; `below iOS 13` and `below iOS 14` below iOS 14. Nil when they
  /// point different ways.
  static func widest(_ guards: [String]) -> String? {
    let below = "below iOS "
    let above = "iOS "
    if guards.allSatisfy({ $0.hasPrefix(below) }) {
      let versions = guards.map { String($0.dropFirst(below.count)) }
      return versions.max(by: isEarlier).map { below + $0 }
    }
    guard guards.allSatisfy({ $0.hasPrefix(above) && $0.hasSuffix("+") }) else { return nil }
    let versions = guards.map { String($0.dropFirst(above.count).dropLast()) }
    return versions.min(by: isEarlier).map { above + $0 + "+" }
  }

  /// Whether version `left` (`14`, `14.5`) comes before `right`.
  static func isEarlier(_ left: String, _ right: String) -> Bool {
    OSVersion.isLess(left, than: right)
  }
}
