/// How much work evaluations may do before they stop with an
/// ``EvaluationError``: a step count and the largest value they may build.
///
/// One budget may be handed to several evaluations (a rule's condition, its
/// `let` bindings and its test for one subject) so that together they stay
/// within it. A budget is used from one thread at a time.
public final class EvaluationBudget {
  /// The limits this budget enforces.
  public let limits: Limits
  /// The steps evaluations have taken out of this budget so far.
  public internal(set) var stepsUsed = 0

  /// Creates a budget with nothing used yet.
  public init(_ limits: Limits = .default) {
    self.limits = limits
  }

  /// The steps still available.
  var remainingSteps: Int { max(0, limits.steps - stepsUsed) }

  /// The limits of a budget.
  public struct Limits: Sendable, Hashable {
    /// How many steps evaluations may take: one per part of the expression
    /// evaluated and one per element a macro visits.
    public var steps: Int
    /// The longest string (in UTF-8 bytes) and the longest list or map an
    /// evaluation may produce.
    public var valueSize: Int

    /// Creates limits.
    public init(steps: Int, valueSize: Int) {
      self.steps = steps
      self.valueSize = valueSize
    }

    /// Generous for real rule packs, which take at most a few thousand
    /// steps per rule and subject and build strings of a few hundred bytes
    /// (see Documentation/RuleLanguage.md), and small enough that a
    /// runaway expression stops within a second or so.
    public static let `default` = Limits(steps: 1_000_000, valueSize: 1 << 20)
  }
}
