/// The names of the variables a host binds by position rather than by name:
/// first the shared ones (the same values for every evaluation over one
/// ``EvaluationCache``), then the ones each evaluation brings its own values
/// for.
///
/// A host that evaluates the same expressions many times with the same
/// names builds a layout once and passes values in its order to
/// ``CheckedExpression/evaluate(_:over:in:context:cache:budget:)``. Each
/// expression looks its variables up in a layout once, not at every
/// evaluation. Layouts are compared by identity: make one per set of names
/// and keep it.
public final class VariableLayout: Sendable {
  /// Where a variable's value is, in the values handed with a layout.
  public enum Position: Hashable, Sendable {
    /// `shared[index]`.
    case shared(Int)
    /// `own[index]`.
    case own(Int)
  }

  /// The shared variables' names, in the order of their values.
  public let sharedNames: [String]
  /// The names each evaluation gives its own values for, in their order.
  public let ownNames: [String]
  private let positions: [String: Position]

  /// A layout of `shared` names, then `own` names. A name given twice keeps
  /// its first place among its kind; an own name hides a shared one of the
  /// same name, as `variables` hides `shared` in
  /// ``CheckedExpression/evaluate(_:over:context:cache:budget:)``.
  public init(shared: [String], own: [String] = []) {
    var positions: [String: Position] = [:]
    for (index, name) in shared.enumerated() where positions[name] == nil {
      positions[name] = .shared(index)
    }
    var ownPositions: [String: Position] = [:]
    for (index, name) in own.enumerated() where ownPositions[name] == nil {
      ownPositions[name] = .own(index)
    }
    positions.merge(ownPositions) { _, own in own }
    self.sharedNames = shared
    self.ownNames = own
    self.positions = positions
  }

  private init(sharedNames: [String], ownNames: [String], positions: [String: Position]) {
    self.sharedNames = sharedNames
    self.ownNames = ownNames
    self.positions = positions
  }

  /// This layout with `more` own names after its own ones, as if they had
  /// been given to ``init(shared:own:)`` at the end of `own` (a host with a
  /// base layout and a few names of each of its expressions' own builds
  /// each without hashing every shared name again).
  public func addingOwn(_ more: [String]) -> VariableLayout {
    var positions = self.positions
    for (index, name) in more.enumerated() {
      if case .own = positions[name] { continue }
      positions[name] = .own(ownNames.count + index)
    }
    return VariableLayout(sharedNames: sharedNames, ownNames: ownNames + more, positions: positions)
  }

  /// Where the value named `name` is, or nil when the layout lacks it.
  public func position(of name: String) -> Position? {
    positions[name]
  }

  /// The value named `name` among `own` and `shared`, or nil when the
  /// layout lacks it or its array is too short to hold it.
  public func value(named name: String, own: [Value], over shared: [Value]) -> Value? {
    positions[name].flatMap { Self.value(at: $0, own: own, shared: shared) }
  }

  /// The values of `own` over `shared` by name, as the dictionary-based
  /// ``CheckedExpression/evaluate(_:over:context:cache:budget:)`` would see
  /// them merged: an own value wins over a shared one of the same name, and
  /// a name with no value is left out.
  public func dictionary(own: [Value], over shared: [Value]) -> [String: Value] {
    var result: [String: Value] = [:]
    result.reserveCapacity(positions.count)
    for (name, position) in positions {
      result[name] = Self.value(at: position, own: own, shared: shared)
    }
    return result
  }

  /// The value at `position` among `own` and `shared`, or nil past the end.
  @inline(__always)
  static func value(at position: Position, own: [Value], shared: [Value]) -> Value? {
    switch position {
    case .shared(let index): return index < shared.count ? shared[index] : nil
    case .own(let index): return index < own.count ? own[index] : nil
    }
  }
}
