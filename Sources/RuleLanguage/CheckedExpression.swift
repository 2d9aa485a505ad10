/// An expression that parsed and type-checked: ready to evaluate any number
/// of times, from any thread.
public struct CheckedExpression: Sendable {
  /// The parsed text and syntax tree.
  public let parsed: ParsedExpression
  /// The expression's static type.
  public let type: RuleType
  /// The type the expression was required to produce, if any.
  public let expectedType: RuleType?
  /// The environment variables, fields and functions the expression refers
  /// to, sorted.
  public let symbols: [Symbol]
  let program: Program
  /// The environment variables read, with their frame slots, in the order
  /// the expression first mentions them.
  let globals: [(name: String, slot: Int)]
  let frameSize: Int
  /// Identifies this expression's parts in an ``EvaluationCache``.
  let identity = ExpressionIdentity()
  /// Whether the static type already proves a result's elements have the
  /// expected type, so that only its outer kind needs checking (a field
  /// declared `bool` may still hold null).
  var resultIsGuaranteed: Bool { expectedType.map { Checker.guarantees(type, $0) } ?? true }

  /// The expression as written.
  public var source: String { parsed.source }

  /// The names of the environment variables the expression reads; only
  /// these need values when it is evaluated.
  public var variables: [String] { globals.map(\.name) }

  /// Evaluates the expression. `variables` gives a value to each variable
  /// the expression reads (more are ignored); `context` is handed, as is, to
  /// every function implementation the expression calls. The evaluation
  /// stops with an error when it exhausts `budget` (by default a fresh one
  /// with ``EvaluationBudget/Limits/default``).
  public func evaluate(
    _ variables: [String: Value], context: any Sendable = (), budget: EvaluationBudget? = nil
  ) throws(EvaluationError) -> Value {
    try evaluate(variables, over: [:], context: context, budget: budget)
  }

  /// Evaluates the expression with two layers of variables: a name is
  /// looked up in `variables`, then in `shared`. A host that evaluates many
  /// expressions for many subjects keeps the variables common to all in
  /// `shared` and passes only each subject's own, instead of merging them
  /// into a new dictionary every time. With a `cache`, the parts that read
  /// only `shared` variables (say `labels.data.exists(l, …)` in a rule run
  /// for every feature) are computed once per cache; the cache must only
  /// ever see one set of `shared` values and one `context`. The steps taken
  /// come out of `budget` (by default a fresh one), so that one budget can
  /// bound several evaluations together.
  public func evaluate(
    _ variables: [String: Value], over shared: [String: Value], context: any Sendable = (),
    cache: EvaluationCache? = nil, budget: EvaluationBudget? = nil
  ) throws(EvaluationError) -> Value {
    var frame = [Value](repeating: .null, count: frameSize)
    var ownSlots: UInt64 = 0
    for (name, slot) in globals {
      if let value = variables[name] {
        frame[slot] = value
        if slot < 64 { ownSlots |= 1 << UInt64(slot) }
      } else if let value = shared[name] {
        frame[slot] = value
      } else {
        throw EvaluationError(.unboundVariable(name), at: parsed.position(at: 0))
      }
    }
    let budget = budget ?? EvaluationBudget()
    var evaluator = Evaluator(frame: frame, context: context, map: parsed.map, budget: budget)
    if let cache {
      evaluator.cache = cache
      evaluator.identity = identity
      evaluator.ownSlots = ownSlots
    }
    let start = evaluator.remainingSteps
    defer { budget.stepsUsed += start - evaluator.remainingSteps }
    let result = try evaluator.evaluate(program)
    if let expectedType, !result.conforms(to: expectedType, deep: !resultIsGuaranteed) {
      throw EvaluationError(
        .resultType(expected: expectedType, found: result.typeName), at: parsed.position(at: 0))
    }
    return result
  }
}
