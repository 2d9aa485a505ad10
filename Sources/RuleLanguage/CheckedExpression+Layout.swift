import BinaryCoding

extension CheckedExpression {
  /// Evaluates the expression with variables bound by position in `layout`:
  /// `shared` holds the values of its ``VariableLayout/sharedNames`` and
  /// `own` those of its ``VariableLayout/ownNames``, in order. Otherwise
  /// the same as ``evaluate(_:over:context:cache:budget:)`` with the same
  /// values by name: the same result, the same errors (a name the layout
  /// lacks, or whose array ends before its position, is
  /// ``EvaluationError/Reason/unboundVariable(_:)``; so a host can append
  /// values as it computes them), and with a `cache`, parts that read only
  /// shared variables (never an own one) computed once. The
  /// expression finds its variables in a layout once and remembers the last
  /// layout it saw, so a host should keep its layouts rather than build one
  /// per evaluation.
  public func evaluate(
    _ own: [Value], over shared: [Value], in layout: VariableLayout, context: any Sendable = (),
    cache: EvaluationCache? = nil, budget: EvaluationBudget? = nil
  ) throws(EvaluationError) -> Value {
    let binding = self.binding(to: layout)
    var frame = [Value].nulls(frameSize)
    for (index, source) in binding.sources.enumerated() {
      guard let value = VariableLayout.value(at: source.position, own: own, shared: shared) else {
        throw EvaluationError(.unboundVariable(globals[index].name), at: parsed.position(at: 0))
      }
      frame[source.slot] = value
    }
    if let unbound = binding.unbound {
      throw EvaluationError(.unboundVariable(unbound), at: parsed.position(at: 0))
    }
    return try run(
      frame, program: Self.program(binding.program, of: parsed), ownSlots: binding.ownSlots,
      context: context, cache: cache, budget: budget)
  }

  /// Where this expression's variables are in `layout`: the one remembered,
  /// or found now (and remembered) when `layout` is another.
  func binding(to layout: VariableLayout) -> LayoutBinding {
    if let known = lastBinding.binding(for: layout) { return known }
    let binding = LayoutBinding(globals: globals, in: layout, program: program.program())
    lastBinding.remember(binding)
    return binding
  }
}

/// Where each environment variable of one expression is in one layout. A
/// class, so that handing the remembered one out is one reference count.
final class LayoutBinding: Sendable {
  let layout: VariableLayout
  /// Each variable's frame slot and where its value is, in the order of the
  /// expression's globals (up to the first unbound one).
  let sources: [(slot: Int, position: VariableLayout.Position)]
  /// The slots holding own (not shared) values, as in
  /// ``Evaluator/ownSlots``.
  let ownSlots: UInt64
  /// The first variable, in the expression's order, the layout lacks.
  let unbound: String?
  /// The expression's program, decoded (see ``StoredProgram``) when the
  /// binding was made: kept here, so that each evaluation takes one lock,
  /// the remembered binding's, not a second one for the program.
  let program: Result<Program, BinaryReadError>

  init(
    globals: [(name: String, slot: Int)], in layout: VariableLayout,
    program: Result<Program, BinaryReadError>
  ) {
    var sources: [(slot: Int, position: VariableLayout.Position)] = []
    var ownSlots: UInt64 = 0
    var unbound: String? = nil
    for (name, slot) in globals {
      guard let position = layout.position(of: name) else {
        unbound = name
        break
      }
      sources.append((slot, position))
      if case .own = position, slot < 64 { ownSlots |= 1 << UInt64(slot) }
    }
    self.layout = layout
    self.sources = sources
    self.ownSlots = ownSlots
    self.unbound = unbound
    self.program = program
  }
}
