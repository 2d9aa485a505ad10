import RuleLanguage

/// The features of one description by the resources they need: what
/// `featuresNeeding(r)` answers. A rule about a permission or a purpose
/// string asks which features use its resource; scanning every feature with
/// `features.filter(f, f.need(r) != null …)` costs each subject the whole
/// feature list, for the few that need the resource.
///
/// A feature is listed under a resource when `f.needs.r` (which is
/// `f.need(r)`) or `f.needsAll.r` is not null: when it needs the resource,
/// and also when that is unknown (its needs, or its need of the resource,
/// are unanswered). The features left out are those for which both are
/// null, and a predicate that starts with `f.need(r) != null &&`,
/// `has(f.needs.r)`, `has(f.needsAll.r)` or `f.needs.r == "verb"` is false
/// for exactly those, without reading the rest; so
/// `featuresNeeding(r).filter(f, p)` gives what `features.filter(f, p)`
/// gives for such a `p` (and `exists` likewise; not `all`), unknowns and
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
      let needs = feature[field: "needs"]
      let needsAll = feature[field: "needsAll"]
      if needs?.unknownValue != nil || needsAll?.unknownValue != nil {
        unknownNeeds.append(position)
        continue
      }
      // Each resource once, whichever of the two names it.
      var resources = Self.resourcesNamed(by: needs)
      for resource in Self.resourcesNamed(by: needsAll) where !resources.contains(resource) {
        resources.append(resource)
      }
      for resource in resources { positions[resource, default: []].append(position) }
    }
    self.features = features
    self.positions = positions
    self.unknownNeeds = unknownNeeds
  }

  /// The resources an object or a map of needs holds a non-null value for.
  private static func resourcesNamed(by needs: Value?) -> [String] {
    switch needs {
    case .object(let object)?: return object.fields.map(\.name)
    case .map(let entries)?: return entries.filter { !$0.value.isNull }.map(\.key)
    default: return []
    }
  }

  /// The features whose need of `resource` is not null, in the
  /// description's order.
  func features(needing resource: String) -> [Value] {
    let listed = positions[resource] ?? []
    guard !unknownNeeds.isEmpty else { return listed.map { features[$0] } }
    // Both are ascending, and a feature is in one or the other: merged.
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
      } else {
        next = unknownNeeds[right]
        right += 1
      }
      merged.append(features[next])
    }
    return merged
  }
}
