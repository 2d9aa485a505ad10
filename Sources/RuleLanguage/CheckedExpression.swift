import BinaryCoding

/// An expression that parsed and type-checked: ready to evaluate any number
/// of times, from any thread.
///
/// The parts live in one shared, immutable box, so that copying a checked
/// expression (hosts keep them in rules and copy them as they go) is one
/// reference count, not one per part.
public struct CheckedExpression: Sendable {
  /// What a checked expression holds.
  final class Storage: Sendable {
    let parsed: ParsedExpression
    let type: RuleType
    let expectedType: RuleType?
    let symbols: [Symbol]
    let program: StoredProgram
    let globals: [(name: String, slot: Int)]
    let frameSize: Int
    /// Identifies this expression's parts in an ``EvaluationCache``.
    let identity = ExpressionIdentity()
    /// Where its variables were last found in a ``VariableLayout``.
    let lastBinding = LayoutBindingCache()
    /// Whether the static type already proves a result's elements have the
    /// expected type, so that only its outer kind needs checking (a field
    /// declared `bool` may still hold null).
    let resultIsGuaranteed: Bool

    init(
      parsed: ParsedExpression, type: RuleType, expectedType: RuleType?, symbols: [Symbol],
      program: StoredProgram, globals: [(name: String, slot: Int)], frameSize: Int
    ) {
      self.parsed = parsed
      self.type = type
      self.expectedType = expectedType
      self.symbols = symbols
      self.program = program
      self.globals = globals
      self.frameSize = frameSize
      self.resultIsGuaranteed = expectedType.map { Checker.guarantees(type, $0) } ?? true
    }
  }

  private let storage: Storage

  init(
    parsed: ParsedExpression, type: RuleType, expectedType: RuleType?, symbols: [Symbol],
    program: StoredProgram, globals: [(name: String, slot: Int)], frameSize: Int
  ) {
    storage = Storage(
      parsed: parsed, type: type, expectedType: expectedType, symbols: symbols, program: program,
      globals: globals, frameSize: frameSize)
  }

  /// The parsed text and syntax tree.
  public var parsed: ParsedExpression { storage.parsed }
  /// The expression's static type.
  public var type: RuleType { storage.type }
  /// The type the expression was required to produce, if any.
  public var expectedType: RuleType? { storage.expectedType }
  /// The environment variables, fields and functions the expression refers
  /// to, sorted.
  public var symbols: [Symbol] { storage.symbols }
  var program: StoredProgram { storage.program }
  /// The environment variables read, with their frame slots, in the order
  /// the expression first mentions them.
  var globals: [(name: String, slot: Int)] { storage.globals }
  var frameSize: Int { storage.frameSize }
  var identity: ExpressionIdentity { storage.identity }
  var lastBinding: LayoutBindingCache { storage.lastBinding }

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
    let storage = self.storage
    var frame = [Value].nulls(storage.frameSize)
    var ownSlots: UInt64 = 0
    for (name, slot) in storage.globals {
      if let value = variables[name] {
        frame[slot] = value
        if slot < 64 { ownSlots |= 1 << UInt64(slot) }
      } else if let value = shared[name] {
        frame[slot] = value
      } else {
        throw EvaluationError(.unboundVariable(name), at: parsed.position(at: 0))
      }
    }
    return try run(
      frame, program: Self.program(storage.program.program(), of: parsed), ownSlots: ownSlots,
      context: context, cache: cache, budget: budget)
  }

  /// The program a read gave, or the evaluation error saying it does not
  /// read.
  static func program(
    _ read: Result<Program, BinaryReadError>, of parsed: ParsedExpression
  ) throws(EvaluationError) -> Program {
    switch read {
    case .success(let program): return program
    case .failure(let error):
      throw EvaluationError(.unreadableProgram(error.description), at: parsed.position(at: 0))
    }
  }

  /// Runs the program over a frame holding the environment variables'
  /// values; `ownSlots` marks those that are not shared.
  func run(
    _ frame: [Value], program: Program, ownSlots: UInt64, context: any Sendable,
    cache: EvaluationCache?, budget: EvaluationBudget?
  ) throws(EvaluationError) -> Value {
    let storage = self.storage
    let budget = budget ?? EvaluationBudget()
    var evaluator = Evaluator(
      frame: frame, context: context, map: storage.parsed.map, budget: budget)
    if let cache {
      evaluator.cache = cache
      evaluator.identity = storage.identity
      evaluator.ownSlots = ownSlots
    }
    let start = evaluator.remainingSteps
    defer { budget.stepsUsed += start - evaluator.remainingSteps }
    let result = try evaluator.evaluate(program)
    if let expectedType = storage.expectedType,
      !result.conforms(to: expectedType, deep: !storage.resultIsGuaranteed)
    {
      throw EvaluationError(
        .resultType(expected: expectedType, found: result.typeName), at: parsed.position(at: 0))
    }
    return result
  }
}
