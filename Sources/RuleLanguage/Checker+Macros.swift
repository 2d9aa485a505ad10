extension Checker {
  /// `has(a.b)`: the argument must be a field selection, and the field must
  /// exist on the operand's type.
  mutating func checkHas(_ arguments: [Expr], _ nameRange: SourceRange) -> Typed {
    guard arguments.count == 1 else {
      report(.argumentCount("has", expected: [1], found: arguments.count), at: nameRange)
      return Self.failed
    }
    guard case .select(let operand, let field, let fieldRange) = arguments[0].kind else {
      report(.hasArgument, at: arguments[0].range)
      return Self.failed
    }
    let target = check(operand)
    if target.type == .null {
      report(.cannotSelect(field, on: .null), at: fieldRange)
      return Self.failed
    }
    guard let (_, slot) = fieldType(of: target.type, field: field, at: fieldRange) else {
      return Self.failed
    }
    return Typed(
      type: .bool,
      program: .has(target.program, field: field, slot: slot, at: fieldRange.lowerBound))
  }

  /// `range.exists(x, p)`, `all`, `exists_one`, `filter`, and `map(x, e)` or
  /// `map(x, p, e)`: `x` is bound, in the body only, to each element of a
  /// list or each key of a map.
  mutating func checkComprehension(
    _ receiver: Expr, _ name: String, _ nameRange: SourceRange, _ arguments: [Expr]
  ) -> Typed {
    guard let kind = Comprehension.Kind(rawValue: name) else { return Self.failed }
    let range = check(receiver)
    let counts = kind == .map ? [2, 3] : [2]
    guard counts.contains(arguments.count) else {
      report(.argumentCount(name, expected: counts, found: arguments.count), at: nameRange)
      return Self.failed
    }
    guard case .identifier(let variable) = arguments[0].kind else {
      report(.macroVariable(name), at: arguments[0].range)
      return Self.failed
    }
    let element: RuleType
    switch range.type {
    case .list(let type): element = type
    case .map: element = .string
    case .dyn: element = .dyn
    default:
      report(.macroRange(name, found: range.type), at: receiver.range)
      return Self.failed
    }
    let slot = newSlot()
    locals.append(Local(name: variable, type: element, slot: slot))
    defer { locals.removeLast() }

    var filter: Typed?
    if arguments.count == 3 {
      let predicate = check(arguments[1])
      requireBool(predicate.type, .predicate(name), at: arguments[1].range)
      filter = predicate
    }
    let bodyExpr = arguments[arguments.count - 1]
    let body = check(bodyExpr)
    if kind != .map { requireBool(body.type, .predicate(name), at: bodyExpr.range) }

    let type: RuleType
    switch kind {
    case .exists, .all, .existsOne: type = .bool
    case .filter: type = .list(element)
    case .map: type = .list(body.type)
    }
    let comprehension = Comprehension(
      kind: kind, range: range.program, slot: slot, filter: filter?.program,
      body: body.program, at: nameRange.lowerBound, bodyAt: bodyExpr.range.lowerBound,
      filterAt: arguments[1].range.lowerBound)
    return Typed(type: type, program: .comprehension(comprehension))
  }
}
