import RuleLanguage

/// The features of one description by the resources they need: what
/// `featuresNeeding(r)` answers. A rule about a permission or a purpose
/// string asks which features use its resource; scanning every feature with
/// `features.filter(f, f.need(r) != null …)` costs each subject the whole
/// feature list, for the few that need the resource.
///
/// A feature is listed under a resource when `f.need(r)` is not null: when
/// it needs the resource, and also when that is unknown (its needs, or its
/// need of the resource, are unanswered). Features whose need is null are
/// the only ones left out, and a predicate that starts with
/// `f.need(r) != null &&` is false for exactly those, without reading the
/// rest; so `featuresNeeding(r).filter(f, f.need(r) != null && p)` gives
/// what `features.filter(f, f.need(r) != null && p)` gives (`exists`,
/// `all` of an implication and `map` of a filter alike), unknowns and
/// errors included, and the packs keep that first test for the unknowns.
struct FeatureNeedIndex: Sendable {
  private let features: [Value]
  /// Positions in `features` of those listed under each resource, in order.
  private let positions: [String: [Int]]
  /// Positions of the features whose needs are unknown as a whole: listed
  /// under every resource.
  private let unknownNeeds: [Int]

  /// The index of `features`, each a `Feature` object as rules see it.
  init(_ features: [Value]) {
    var positions: [String: [Int]] = [:]
    var unknownNeeds: [Int] = []
    for (position, feature) in features.enumerated() {
      switch feature[field: "needs"] {
      case .unknown?: unknownNeeds.append(position)
      case .object(let needs)?:
        for (resource, _) in needs.fields { positions[resource, default: []].append(position) }
      case .map(let needs)?:
        for (resource, need) in needs where !need.isNull {
          positions[resource, default: []].append(position)
        }
      default: break
      }
    }
    self.features = features
    self.positions = positions
    self.unknownNeeds = unknownNeeds
  }

  /// The features whose need of `resource` is not null, in the
  /// description's order.
  func features(needing resource: String) -> [Value] {
    let listed = positions[resource] ?? []
    guard !unknownNeeds.isEmpty else { return listed.map { features[$0] } }
    // Both are ascending: merged, each position once.
    var merged: [Value] = []
    merged.reserveCapacity(listed.count + unknownNeeds.count)
    var left = 0
    var right = 0
    while left < listed.count || right < unknownNeeds.count {
      let next: Int
      if right == unknownNeeds.count
        || (left < listed.count && listed[left] <= unknownNeeds[right])
      {
        next = listed[left]
        left += 1
        if right < unknownNeeds.count, unknownNeeds[right] == next { right += 1 }
      } else {
        next = unknownNeeds[right]
        right += 1
      }
      merged.append(features[next])
    }
    return merged
  }
}
