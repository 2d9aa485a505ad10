/// An expression's static type and the program that computes it.
struct Typed {
  var type: RuleType
  var program: Program
}

/// Type-checks a syntax tree against an ``Environment`` and resolves it into
/// a ``Program``. After an error it gives the faulty part the type `dyn`,
/// which is accepted everywhere, so that one mistake yields one message and
/// checking goes on to find the others.
struct Checker {
  /// A variable bound by a macro, visible in the macro's body.
  struct Local {
    let name: String
    let type: RuleType
    let slot: Int
  }

  let environment: Environment
  let map: SourceMap
  var errors: [ExpressionError] = []
  var symbols: Set<Symbol> = []
  var locals: [Local] = []
  /// Environment variables read, with their frame slots.
  var globals: [(name: String, slot: Int)] = []
  var globalSlots: [String: Int] = [:]
  var slotCount = 0

  init(environment: Environment, map: SourceMap) {
    self.environment = environment
    self.map = map
  }

  /// Records an error at the start of `range`.
  mutating func report(_ reason: ExpressionError.Reason, at range: SourceRange) {
    errors.append(
      ExpressionError(
        reason, at: map.position(at: range.lowerBound), end: map.position(at: range.upperBound)))
  }

  /// What an erroneous part checks as: `dyn`, so no further errors cascade.
  static let failed = Typed(type: .dyn, program: .constant(.null))

  mutating func check(_ expr: Expr) -> Typed {
    switch expr.kind {
    case .literal(let literal):
      return Typed(type: Self.type(of: literal), program: .constant(literal.value))
    case .identifier(let name):
      return checkIdentifier(name, expr.range)
    case .select(let operand, let field, let fieldRange):
      let target = check(operand)
      guard let (type, slot) = fieldType(of: target.type, field: field, at: fieldRange) else {
        return Self.failed
      }
      return Typed(
        type: type,
        program: .select(target.program, field: field, slot: slot, at: fieldRange.lowerBound))
    case .index(let operand, let index):
      return checkIndex(operand, index, expr.range)
    case .call(let receiver, let name, let nameRange, let arguments):
      return checkCall(receiver, name, nameRange, arguments, expr.range)
    case .list(let elements):
      let typed = elements.map { check($0) }
      let element = typed.map(\.type).reduce(nil) { $0?.joined(with: $1) ?? $1 } ?? .dyn
      return Typed(type: .list(element), program: .list(typed.map(\.program)))
    case .unary(let op, let operand):
      return checkUnary(op, operand, expr.range)
    case .binary(let op, let lhs, let rhs, let operatorRange):
      return checkBinary(op, lhs, rhs, operatorRange)
    case .logical(let op, let operands):
      let typed = operands.map { check($0) }
      for (operand, result) in zip(operands, typed) {
        requireBool(result.type, .logical(op), at: operand.range)
      }
      return Typed(
        type: .bool,
        program: .logical(op, typed.map(\.program), at: operands.map(\.range.lowerBound)))
    case .conditional(let condition, let then, let otherwise):
      return checkConditional(condition, then, otherwise)
    case .invalid:
      return Self.failed
    }
  }

  static func type(of literal: Expr.Literal) -> RuleType {
    switch literal {
    case .null: return .null
    case .bool: return .bool
    case .int: return .int
    case .double: return .double
    case .string: return .string
    }
  }

  mutating func checkIdentifier(_ name: String, _ range: SourceRange) -> Typed {
    if let local = locals.last(where: { $0.name == name }) {
      return Typed(type: local.type, program: .variable(slot: local.slot))
    }
    guard let type = environment.variables[name] else {
      let candidates = environment.variables.keys.map { $0 } + locals.map(\.name)
      report(
        .unknownVariable(name, suggestion: NameSuggestion.closest(to: name, in: candidates)),
        at: range)
      return Self.failed
    }
    symbols.insert(.variable(name))
    if let slot = globalSlots[name] { return Typed(type: type, program: .variable(slot: slot)) }
    let slot = newSlot()
    globalSlots[name] = slot
    globals.append((name, slot))
    return Typed(type: type, program: .variable(slot: slot))
  }

  mutating func newSlot() -> Int {
    slotCount += 1
    return slotCount - 1
  }

  /// The type of `field` selected on a value of `type`, with its slot in the
  /// layout of an object type, or nil after reporting why it cannot be
  /// selected.
  mutating func fieldType(
    of type: RuleType, field: String, at range: SourceRange
  ) -> (RuleType, FieldSlot?)? {
    switch type {
    case .object(let name):
      guard let object = environment.schema[name] else {
        report(.undeclaredType(name), at: range)
        return nil
      }
      guard let declaration = object.fields[field] else {
        let suggestion = NameSuggestion.closest(to: field, in: object.fields.keys)
        report(.unknownField(field, type: name, suggestion: suggestion), at: range)
        return nil
      }
      symbols.insert(.field(type: name, name: field))
      let slot = environment.schema.layout(of: name).flatMap { layout in
        layout.slot(of: field).map { FieldSlot(layout: layout, index: $0) }
      }
      return (declaration.type, slot)
    case .map(let element): return (element, nil)
    case .dyn: return (.dyn, nil)
    case .null: return (.null, nil)
    default:
      report(.cannotSelect(field, on: type), at: range)
      return nil
    }
  }

  mutating func checkIndex(_ operand: Expr, _ index: Expr, _ range: SourceRange) -> Typed {
    let container = check(operand)
    let key = check(index)
    let program = Program.index(container.program, key.program, at: index.range.lowerBound)
    switch container.type {
    case .list(let element):
      guard key.type.isAssignable(to: .int) else {
        report(.indexType(container: container.type, index: key.type), at: index.range)
        return Self.failed
      }
      return Typed(type: element, program: program)
    case .map(let element):
      guard key.type.isAssignable(to: .string) else {
        report(.indexType(container: container.type, index: key.type), at: index.range)
        return Self.failed
      }
      return Typed(type: element, program: program)
    case .dyn:
      return Typed(type: .dyn, program: program)
    default:
      report(.cannotIndex(container.type), at: operand.range)
      return Self.failed
    }
  }

  mutating func checkConditional(_ condition: Expr, _ then: Expr, _ otherwise: Expr) -> Typed {
    let test = check(condition)
    requireBool(test.type, .conditional, at: condition.range)
    let first = check(then)
    let second = check(otherwise)
    var type = first.type.joined(with: second.type)
    if type == .dyn, first.type != .dyn, second.type != .dyn {
      report(.branchTypes(first.type, second.type), at: otherwise.range)
      type = .dyn
    }
    return Typed(
      type: type,
      program: .conditional(
        test.program, first.program, second.program, at: condition.range.lowerBound))
  }

  /// Reports a type that cannot be a bool where one is required.
  mutating func requireBool(_ type: RuleType, _ context: BoolContext, at range: SourceRange) {
    if !type.isAssignable(to: .bool) { report(.notBool(context, found: type), at: range) }
  }
}
