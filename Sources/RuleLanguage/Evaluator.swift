/// Runs a ``Program`` over one set of variable values. Errors are thrown as
/// values with the position of the part that failed.
struct Evaluator {
  /// Variable values by slot: environment variables, then macro variables.
  var frame: [Value]
  let context: any Sendable
  let map: SourceMap
  /// Where invariant parts are remembered, if anywhere.
  var cache: EvaluationCache? = nil
  /// The expression whose program runs, for cache keys.
  var identity: ExpressionIdentity? = nil
  /// The environment slots holding a subject's own variables rather than
  /// shared ones: parts reading them are not cached.
  var ownSlots: UInt64 = .max
  /// The steps left in the budget; each evaluated part and each element a
  /// macro visits takes one.
  var remainingSteps: Int
  /// The largest string (UTF-8 bytes) or list or map the evaluation may build.
  let valueSizeLimit: Int
  let stepLimit: Int

  init(frame: [Value], context: any Sendable, map: SourceMap, budget: EvaluationBudget) {
    self.frame = frame
    self.context = context
    self.map = map
    self.remainingSteps = budget.remainingSteps
    self.valueSizeLimit = budget.limits.valueSize
    self.stepLimit = budget.limits.steps
  }

  func error(_ reason: EvaluationError.Reason, at offset: Int) -> EvaluationError {
    EvaluationError(reason, at: map.position(at: offset))
  }

  /// Takes one step out of the budget, or throws when none is left.
  mutating func step(at offset: Int) throws(EvaluationError) {
    if remainingSteps <= 0 { throw error(.stepLimit(stepLimit), at: offset) }
    remainingSteps -= 1
  }

  /// Takes the step of running `program`; its position is worked out only
  /// when the budget is spent (this runs at every part).
  mutating func step(before program: Program) throws(EvaluationError) {
    if remainingSteps <= 0 { throw error(.stepLimit(stepLimit), at: program.offset) }
    remainingSteps -= 1
  }

  /// Throws when `value` is a string, list or map over the size limit.
  func checkSize(_ value: Value, at offset: Int) throws(EvaluationError) {
    let size: Int
    switch value {
    case .string(let text): size = text.utf8.count
    case .list(let elements): size = elements.count
    case .map(let entries): size = entries.count
    default: return
    }
    if size > valueSizeLimit {
      throw error(.valueTooLarge(value.typeName, size: size, limit: valueSizeLimit), at: offset)
    }
  }

  /// Evaluates an operand: a variable or a constant is read in place, with
  /// the same step taken as ``evaluate(_:)`` takes for it, rather than
  /// through a call of the whole evaluator (variables and constants are
  /// two in five of the parts rules evaluate).
  @inline(__always)
  mutating func evaluateOperand(_ program: Program) throws(EvaluationError) -> Value {
    switch program {
    case .variable(let slot):
      try step(before: program)
      return frame[slot]
    case .constant(let value):
      try step(before: program)
      return value
    default:
      return try evaluate(program)
    }
  }

  // Operands are evaluated into locals before a non-mutating method of
  // `self` gets them: written as that method's arguments, they would make
  // the compiler copy the whole evaluator (its frame, context and cache)
  // for the call, at every node.
  mutating func evaluate(_ program: Program) throws(EvaluationError) -> Value {
    try step(before: program)
    switch program {
    case .constant(let value):
      return value
    case .variable(let slot):
      return frame[slot]
    case .list(let elements):
      var values: [Value] = []
      values.reserveCapacity(elements.count)
      for element in elements { values.append(try evaluate(element)) }
      return .list(values)
    case .select(let operand, let field, let slot, let at):
      let value = try evaluateOperand(operand)
      return try select(field, slot: slot, of: value, at: at)
    case .has(let operand, let field, let slot, let at):
      let value = try evaluateOperand(operand)
      return try has(field, slot: slot, in: value, at: at)
    case .index(let operand, let index, let at):
      let container = try evaluateOperand(operand)
      let key = try evaluateOperand(index)
      return try subscripting(container, with: key, at: at)
    case .unary(let op, let operand, let at):
      let value = try evaluateOperand(operand)
      return try unary(op, value, at: at)
    case .binary(let op, let lhs, let rhs, let at):
      let left = try evaluateOperand(lhs)
      let right = try evaluateOperand(rhs)
      return try checkedBinary(op, left, right, at: at)
    case .logical(let op, let operands, let at):
      return try logical(op, operands, at: at)
    case .conditional(let condition, let then, let otherwise, let at):
      switch try evaluateOperand(condition) {
      case .bool(true): return try evaluate(then)
      case .bool(false): return try evaluate(otherwise)
      case .unknown(let unknown): return .unknown(unknown)
      case let other: throw error(.notBool("'?:'", found: other.typeName), at: at)
      }
    case .call(let call):
      return try self.call(call)
    case .comprehension(let comprehension):
      return try evaluate(comprehension)
    case .invariant(let inner, let part, let reads):
      guard let cache, let identity, reads & ownSlots == 0 else { return try evaluate(inner) }
      let key = EvaluationCache.Key(expression: identity, part: part)
      if let known = cache.value(for: key) { return known }
      let value = try evaluate(inner)
      cache.store(value, for: key)
      return value
    }
  }

  /// `has(value.field)`: whether the field holds a value other than null
  /// (false for a null `value`; unknown when the value or the field is).
  /// An object laid out as the checker saw its type is read at `slot`.
  func has(
    _ field: String, slot: FieldSlot?, in value: Value, at: Int
  ) throws(EvaluationError) -> Value {
    let fieldValue: Value?
    switch value {
    case .null: return false
    case .unknown(let unknown): return .unknown(unknown)
    case .object(let object):
      fieldValue = slot.map { object.value(at: $0, named: field) } ?? object[field]
    case .map(let fields): fieldValue = fields[field]
    case let other: throw error(.cannotSelect(field, on: other.typeName), at: at)
    }
    // Whether an unanswered field will hold a value is not known either.
    if case .unknown(let unknown)? = fieldValue { return .unknown(unknown) }
    return .bool(!(fieldValue?.isNull ?? true))
  }

  /// `value.field`: null stays null, an object's absent field is null, a
  /// map's absent key is an error. An object laid out as the checker saw
  /// its type is read at `slot`, others by name.
  func select(
    _ field: String, slot: FieldSlot?, of value: Value, at: Int
  ) throws(EvaluationError) -> Value {
    switch value {
    case .null, .unknown: return value
    case .object(let object):
      if let slot { return object.value(at: slot, named: field) }
      return object[field] ?? .null
    case .map(let entries):
      guard let entry = entries[field] else { throw error(.noSuchKey(field), at: at) }
      return entry
    default: throw error(.cannotSelect(field, on: value.typeName), at: at)
    }
  }

  func subscripting(_ container: Value, with key: Value, at: Int) throws(EvaluationError) -> Value {
    switch (container, key) {
    case (.unknown(let unknown), _), (_, .unknown(let unknown)): return .unknown(unknown)
    case (.list(let elements), .int(let index)):
      guard elements.indices.contains(index) else {
        throw error(.indexOutOfRange(index, count: elements.count), at: at)
      }
      return elements[index]
    case (.map(let entries), .string(let name)):
      guard let entry = entries[name] else { throw error(.noSuchKey(name), at: at) }
      return entry
    default:
      throw error(.cannotIndex(container.typeName, with: key.typeName), at: at)
    }
  }

  /// `&&` and `||` as in CEL: operands are evaluated left to right until one
  /// decides the result; an error or a non-bool operand is absorbed when a
  /// later operand decides it, and thrown otherwise. An unknown operand is
  /// absorbed the same way; when none decides, the result is unknown (an
  /// unknown wins over an error, as in CEL's partial evaluation).
  mutating func logical(
    _ op: LogicalOperator, _ operands: [Program], at: [Int]
  ) throws(EvaluationError) -> Value {
    let decisive = op == .or
    var firstError: EvaluationError?
    var unknowns = UnknownAccumulator()
    for (operand, offset) in zip(operands, at) {
      do throws(EvaluationError) {
        let value = try evaluate(operand)
        if case .unknown(let unknown) = value {
          unknowns.add(unknown)
          continue
        }
        guard case .bool(let result) = value else {
          throw error(.notBool("'\(op.rawValue)'", found: value.typeName), at: offset)
        }
        if result == decisive { return .bool(decisive) }
      } catch {
        if error.reason.isBudgetExhausted { throw error }
        if firstError == nil { firstError = error }
      }
    }
    if let unknown = unknowns.found { return .unknown(unknown) }
    if let firstError { throw firstError }
    return .bool(!decisive)
  }

  /// Calls the first candidate overload whose parameters the argument values
  /// fit; a function's own error gets the call's position.
  mutating func call(_ call: Call) throws(EvaluationError) -> Value {
    // Left to right, the first three into the arguments' inline storage.
    let programs = call.arguments
    let count = programs.count
    let first: Value = try count > 0 ? evaluateOperand(programs[0]) : .null
    let second: Value = try count > 1 ? evaluateOperand(programs[1]) : .null
    let third: Value = try count > 2 ? evaluateOperand(programs[2]) : .null
    var rest: [Value] = []
    if count > 3 {
      rest.reserveCapacity(count - 3)
      for argument in programs[3...] { rest.append(try evaluate(argument)) }
    }
    let arguments = FunctionArguments(count: count, first, second, third, rest: rest)
    // A function of an unknown is unknown; it is not called.
    if let unknown = arguments.unknownArguments { return .unknown(unknown) }
    for candidate in call.candidates
    where arguments.fit(candidate.parameters, deep: candidate.deepCheck) {
      let result: Value
      do {
        result = try candidate.body(arguments, context)
      } catch let reason as EvaluationError.Reason {
        throw error(reason, at: call.at)
      } catch {
        throw self.error(.custom(String(describing: error)), at: call.at)
      }
      try checkSize(result, at: call.at)
      return result
    }
    throw error(.noMatchingOverload(call.name, found: arguments.map(\.typeName)), at: call.at)
  }
}
