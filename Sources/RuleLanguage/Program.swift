/// The checked form of an expression that the evaluator runs: names are
/// resolved to frame slots, functions to their implementations, macros to
/// loops. Positions are UTF-8 offsets, turned into line and column only
/// when an error is thrown.
indirect enum Program: Sendable {
  case constant(Value)
  /// A variable: an environment variable or a macro's bound variable.
  case variable(slot: Int)
  case list([Program])
  /// `operand.field`; selecting on null gives null. `slot` is where the
  /// field sits in the layout of the operand's declared object type (nil
  /// for maps and `dyn`).
  case select(Program, field: String, slot: FieldSlot?, at: Int)
  /// `has(operand.field)`.
  case has(Program, field: String, slot: FieldSlot?, at: Int)
  case index(Program, Program, at: Int)
  case unary(UnaryOperator, Program, at: Int)
  case binary(BinaryOperator, Program, Program, at: Int)
  /// `&&` or `||` over operands, each with its position.
  case logical(LogicalOperator, [Program], at: [Int])
  case conditional(Program, Program, Program, at: Int)
  case call(Call)
  case comprehension(Comprehension)
  /// A part that reads only environment variables (the slots in `reads`):
  /// computed once per ``EvaluationCache`` while those hold shared values.
  case invariant(Program, part: Int, reads: UInt64)
}

/// A function call resolved to one or more candidate overloads; more than one
/// only when an argument's type is known only at run time. A class, so that
/// the evaluator taking a call out of its program retains one object, not
/// each of its arrays.
final class Call: Sendable {
  /// One overload that may run.
  struct Candidate: Sendable {
    /// The overload's index among the registry's overloads of the name in
    /// the call's style, so that a snapshot can prepare it again.
    let overload: Int
    let parameters: [RuleType]
    /// Per argument: whether its elements need checking against the
    /// parameter type at run time (the checker could not prove they match).
    let deepCheck: [Bool]
    let body: FunctionBody
  }

  let name: String
  let style: FunctionOverload.Style
  let arguments: [Program]
  /// The arguments that are literals (nil for the others), as the
  /// candidates were prepared with.
  let constants: [Value?]
  let candidates: [Candidate]
  let at: Int

  init(
    name: String, style: FunctionOverload.Style, arguments: [Program], constants: [Value?],
    candidates: [Candidate], at: Int
  ) {
    self.name = name
    self.style = style
    self.arguments = arguments
    self.constants = constants
    self.candidates = candidates
    self.at = at
  }
}

/// A macro that iterates over a list or a map's keys. A class for the
/// same reason as ``Call``.
final class Comprehension: Sendable {
  enum Kind: String, Sendable {
    case exists, all
    case existsOne = "exists_one"
    case filter, map
  }

  let kind: Kind
  let range: Program
  /// The frame slot of the bound variable.
  let slot: Int
  /// For the three-argument `map(x, p, e)`: the filter `p`.
  let filter: Program?
  /// The predicate, or the mapped expression for `map`.
  let body: Program
  let at: Int
  let bodyAt: Int
  let filterAt: Int

  init(
    kind: Kind, range: Program, slot: Int, filter: Program?, body: Program, at: Int, bodyAt: Int,
    filterAt: Int
  ) {
    self.kind = kind
    self.range = range
    self.slot = slot
    self.filter = filter
    self.body = body
    self.at = at
    self.bodyAt = bodyAt
    self.filterAt = filterAt
  }
}

extension Program {
  /// Where the part starts, for an error thrown before it runs: its own
  /// position when it has one, else the start of the expression.
  var offset: Int {
    switch self {
    case .constant, .variable, .list: return 0
    case .select(_, _, _, let at), .has(_, _, _, let at), .index(_, _, let at),
      .unary(_, _, let at),
      .binary(_, _, _, let at), .conditional(_, _, _, let at):
      return at
    case .logical(_, _, let at): return at.first ?? 0
    case .call(let call): return call.at
    case .comprehension(let comprehension): return comprehension.at
    case .invariant(let inner, _, _): return inner.offset
    }
  }
}
