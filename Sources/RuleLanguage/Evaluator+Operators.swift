extension Evaluator {
  func unary(_ op: UnaryOperator, _ value: Value, at: Int) throws(EvaluationError) -> Value {
    switch (op, value) {
    case (_, .unknown): return value
    case (.not, .bool(let operand)): return .bool(!operand)
    case (.negate, .double(let operand)): return .double(-operand)
    case (.negate, .int(let operand)):
      let (result, overflow) = (0 as Int).subtractingReportingOverflow(operand)
      if overflow { throw error(.overflow("-"), at: at) }
      return .int(result)
    default:
      throw error(.operandType(op.rawValue, value.typeName), at: at)
    }
  }

  /// A binary operator whose result is checked against the value size limit.
  func checkedBinary(
    _ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at: Int
  ) throws(EvaluationError) -> Value {
    // Comparisons and arithmetic of an unknown are unknown.
    switch (lhs, rhs) {
    case (.unknown(let a), .unknown(let b)): return .unknown(a.merging(b))
    case (.unknown, _): return lhs
    case (_, .unknown): return rhs
    default: break
    }
    if op == .add {
      switch (lhs, rhs) {
      case (.string(let a), .string(let b)):
        try checkSize(a.utf8.count + b.utf8.count, "string", at: at)
      case (.list(let a), .list(let b)):
        try checkSize(a.count + b.count, "list", at: at)
      default: break
      }
    }
    return try binary(op, lhs, rhs, at: at)
  }

  /// Throws when a value of `size` would be over the size limit.
  func checkSize(_ size: Int, _ type: String, at: Int) throws(EvaluationError) {
    if size > valueSizeLimit {
      throw error(.valueTooLarge(type, size: size, limit: valueSizeLimit), at: at)
    }
  }

  func binary(
    _ op: BinaryOperator, _ lhs: Value, _ rhs: Value, at: Int
  ) throws(EvaluationError) -> Value {
    switch op {
    case .equal: return .bool(lhs.languageEquals(rhs))
    case .notEqual: return .bool(!lhs.languageEquals(rhs))
    case .less, .lessEqual, .greater, .greaterEqual:
      guard let order = lhs.order(rhs) else { throw mismatch(op, lhs, rhs, at) }
      switch op {
      case .less: return .bool(order == .less)
      case .lessEqual: return .bool(order == .less || order == .equal)
      case .greater: return .bool(order == .greater)
      default: return .bool(order == .greater || order == .equal)
      }
    case .in:
      switch (lhs, rhs) {
      case (_, .list(let elements)):
        if elements.contains(where: { lhs.languageEquals($0) }) { return true }
        // Not found among the known elements: an unknown one may still be it.
        return (elements.first { $0.unknownValue != nil }).map { _ in
          Value.unknown(Value.list(elements).unknownArgument ?? Unknown([]))
        } ?? false
      case (.string(let key), .map(let entries)): return .bool(entries[key] != nil)
      case (_, .map): return false
      default: throw mismatch(op, lhs, rhs, at)
      }
    case .add:
      switch (lhs, rhs) {
      case (.string(let a), .string(let b)): return .string(a + b)
      case (.list(let a), .list(let b)): return .list(a + b)
      default: return try arithmetic(op, lhs, rhs, at)
      }
    case .subtract, .multiply, .divide, .remainder:
      return try arithmetic(op, lhs, rhs, at)
    }
  }

  /// Int with int (overflow and division by zero are errors) or double with
  /// double (IEEE rules: dividing by zero gives an infinity).
  func arithmetic(
    _ op: BinaryOperator, _ lhs: Value, _ rhs: Value, _ at: Int
  ) throws(EvaluationError) -> Value {
    switch (lhs, rhs) {
    case (.int(let a), .int(let b)):
      let result: (partialValue: Int, overflow: Bool)
      switch op {
      case .add: result = a.addingReportingOverflow(b)
      case .subtract: result = a.subtractingReportingOverflow(b)
      case .multiply: result = a.multipliedReportingOverflow(by: b)
      case .divide:
        if b == 0 { throw error(.divisionByZero, at: at) }
        result = a.dividedReportingOverflow(by: b)
      default:
        if b == 0 { throw error(.moduloByZero, at: at) }
        result = a.remainderReportingOverflow(dividingBy: b)
      }
      if result.overflow { throw error(.overflow(op.rawValue), at: at) }
      return .int(result.partialValue)
    case (.double(let a), .double(let b)):
      switch op {
      case .add: return .double(a + b)
      case .subtract: return .double(a - b)
      case .multiply: return .double(a * b)
      case .divide: return .double(a / b)
      default: throw mismatch(op, lhs, rhs, at)
      }
    default:
      throw mismatch(op, lhs, rhs, at)
    }
  }

  func mismatch(_ op: BinaryOperator, _ lhs: Value, _ rhs: Value, _ at: Int) -> EvaluationError {
    error(.operandTypes(op.rawValue, lhs.typeName, rhs.typeName), at: at)
  }
}
