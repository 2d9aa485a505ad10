extension Checker {
  mutating func checkUnary(_ op: UnaryOperator, _ operand: Expr, _ range: SourceRange) -> Typed {
    let typed = check(operand)
    let result: RuleType?
    switch (op, typed.type) {
    case (.not, .bool), (.not, .dyn): result = .bool
    case (.negate, .int), (.negate, .double), (.negate, .dyn): result = typed.type
    default: result = nil
    }
    guard let result else {
      report(.operandType(op, typed.type), at: range)
      return Self.failed
    }
    return Typed(type: result, program: .unary(op, typed.program, at: range.lowerBound))
  }

  mutating func checkBinary(
    _ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, _ operatorRange: SourceRange
  ) -> Typed {
    let left = check(lhs)
    let right = check(rhs)
    guard let type = Self.resultType(op, left.type, right.type) else {
      report(.operandTypes(op, left.type, right.type), at: operatorRange)
      return Self.failed
    }
    return Typed(
      type: type,
      program: .binary(op, left.program, right.program, at: operatorRange.lowerBound))
  }

  /// The type `lhs op rhs` has, or nil when the operator cannot apply.
  /// Arithmetic does not mix ints and doubles (convert with `double()`);
  /// comparisons do.
  static func resultType(_ op: BinaryOperator, _ lhs: RuleType, _ rhs: RuleType) -> RuleType? {
    switch op {
    case .equal, .notEqual:
      return lhs.isComparable(with: rhs) ? .bool : nil
    case .less, .lessEqual, .greater, .greaterEqual:
      let orderable: Set<RuleType> = [.int, .double, .string, .bool, .dyn]
      guard orderable.contains(lhs), orderable.contains(rhs) else { return nil }
      let compatible = lhs == rhs || lhs == .dyn || rhs == .dyn || (lhs.isNumeric && rhs.isNumeric)
      return compatible ? .bool : nil
    case .in:
      switch rhs {
      case .list(let element): return lhs.isComparable(with: element) && lhs != .null ? .bool : nil
      case .map: return lhs.isAssignable(to: .string) ? .bool : nil
      case .dyn: return .bool
      default: return nil
      }
    case .add:
      switch (lhs, rhs) {
      case (.string, .string), (.string, .dyn), (.dyn, .string): return .string
      case (.list(let a), .list(let b)): return .list(a.joined(with: b))
      case (.list(let a), .dyn), (.dyn, .list(let a)): return .list(a.joined(with: .dyn))
      default: return arithmetic(lhs, rhs)
      }
    case .subtract, .multiply, .divide:
      return arithmetic(lhs, rhs)
    case .remainder:
      return arithmetic(lhs, rhs) == .double ? nil : arithmetic(lhs, rhs)
    }
  }

  /// Int with int, double with double, or dyn with either.
  static func arithmetic(_ lhs: RuleType, _ rhs: RuleType) -> RuleType? {
    switch (lhs, rhs) {
    case (.int, .int), (.int, .dyn), (.dyn, .int): return .int
    case (.double, .double), (.double, .dyn), (.dyn, .double): return .double
    case (.dyn, .dyn): return .dyn
    default: return nil
    }
  }
}
