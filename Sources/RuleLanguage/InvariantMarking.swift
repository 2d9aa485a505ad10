/// Finds the macros in a program whose value depends on environment
/// variables alone (not on a variable some enclosing macro binds) and wraps
/// each in ``Program/invariant(_:part:reads:)``, with the environment slots
/// it reads. At run time such a part is computed once per
/// ``EvaluationCache`` when every slot it reads holds a shared variable.
///
/// Slots are tracked as bits, so programs with more than 64 slots are left
/// as they are (and simply not cached).
struct InvariantMarking {
  private let environmentSlots: UInt64
  private(set) var parts = 0

  /// `globals` are the program's environment variable slots.
  init?(globals: [(name: String, slot: Int)], frameSize: Int) {
    guard frameSize <= 64 else { return nil }
    environmentSlots = globals.reduce(0) { $0 | (1 << UInt64($1.slot)) }
  }

  /// The program with its invariant macros wrapped.
  mutating func mark(_ program: Program) -> Program {
    rewrite(program).program
  }

  /// The rewritten program and the slots it reads that it does not bind.
  private mutating func rewrite(_ program: Program) -> (program: Program, reads: UInt64) {
    switch program {
    case .constant:
      return (program, 0)
    case .variable(let slot):
      return (program, 1 << UInt64(slot))
    case .list(let elements):
      let rewritten = elements.map { rewrite($0) }
      return (.list(rewritten.map(\.program)), rewritten.reduce(0) { $0 | $1.reads })
    case .select(let operand, let field, let slot, let at):
      let inner = rewrite(operand)
      return (.select(inner.program, field: field, slot: slot, at: at), inner.reads)
    case .has(let operand, let field, let slot, let at):
      let inner = rewrite(operand)
      return (.has(inner.program, field: field, slot: slot, at: at), inner.reads)
    case .index(let operand, let index, let at):
      let (container, key) = (rewrite(operand), rewrite(index))
      return (.index(container.program, key.program, at: at), container.reads | key.reads)
    case .unary(let op, let operand, let at):
      let inner = rewrite(operand)
      return (.unary(op, inner.program, at: at), inner.reads)
    case .binary(let op, let lhs, let rhs, let at):
      let (left, right) = (rewrite(lhs), rewrite(rhs))
      return (.binary(op, left.program, right.program, at: at), left.reads | right.reads)
    case .logical(let op, let operands, let at):
      let rewritten = operands.map { rewrite($0) }
      return (
        .logical(op, rewritten.map(\.program), at: at), rewritten.reduce(0) { $0 | $1.reads }
      )
    case .conditional(let condition, let then, let otherwise, let at):
      let parts = [condition, then, otherwise].map { rewrite($0) }
      return (
        .conditional(parts[0].program, parts[1].program, parts[2].program, at: at),
        parts[0].reads | parts[1].reads | parts[2].reads
      )
    case .call(let call):
      let arguments = call.arguments.map { rewrite($0) }
      return (
        .call(
          Call(
            name: call.name, style: call.style, arguments: arguments.map(\.program),
            constants: call.constants, candidates: call.candidates, at: call.at)),
        arguments.reduce(0) { $0 | $1.reads }
      )
    case .comprehension(let comprehension):
      return rewrite(comprehension)
    case .invariant(let inner, _, _):
      return rewrite(inner)
    }
  }

  /// The rewritten macro, wrapped as invariant when it reads environment
  /// slots alone, and the slots it reads besides the one it binds.
  private mutating func rewrite(
    _ comprehension: Comprehension
  ) -> (program: Program, reads: UInt64) {
    let range = rewrite(comprehension.range)
    let filter = comprehension.filter.map { rewrite($0) }
    let body = rewrite(comprehension.body)
    let bound: UInt64 = 1 << UInt64(comprehension.slot)
    let reads = range.reads | ((body.reads | (filter?.reads ?? 0)) & ~bound)
    let rewritten = Program.comprehension(
      Comprehension(
        kind: comprehension.kind, range: range.program, slot: comprehension.slot,
        filter: filter?.program, body: body.program, at: comprehension.at,
        bodyAt: comprehension.bodyAt, filterAt: comprehension.filterAt))
    guard reads & ~environmentSlots == 0 else { return (rewritten, reads) }
    parts += 1
    return (.invariant(rewritten, part: parts - 1, reads: reads), reads)
  }
}
