extension Evaluator {
  /// Runs a macro over a list's elements or a map's keys (in sorted order).
  /// `exists` and `all` absorb errors like `||` and `&&` do: an element that
  /// decides the result wins over an error from another element.
  mutating func evaluate(_ comprehension: Comprehension) throws(EvaluationError) -> Value {
    let items: [Value]
    switch try evaluate(comprehension.range) {
    case .list(let elements): items = elements
    case .map(let entries): items = entries.keys.sorted().map(Value.string)
    case let other:
      throw error(
        .notIterable(comprehension.kind.rawValue, found: other.typeName), at: comprehension.at)
    }
    let slot = comprehension.slot
    switch comprehension.kind {
    case .exists, .all:
      let decisive = comprehension.kind == .exists
      var firstError: EvaluationError?
      for item in items {
        try step(at: comprehension.at)
        frame[slot] = item
        do throws(EvaluationError) {
          if try predicate(comprehension.body, comprehension, at: comprehension.bodyAt) == decisive
          {
            return .bool(decisive)
          }
        } catch {
          if error.reason.isBudgetExhausted { throw error }
          if firstError == nil { firstError = error }
        }
      }
      if let firstError { throw firstError }
      return .bool(!decisive)
    case .existsOne:
      var count = 0
      for item in items {
        try step(at: comprehension.at)
        frame[slot] = item
        if try predicate(comprehension.body, comprehension, at: comprehension.bodyAt) {
          count += 1
          if count > 1 { return false }
        }
      }
      return .bool(count == 1)
    case .filter:
      var kept: [Value] = []
      for item in items {
        try step(at: comprehension.at)
        frame[slot] = item
        if try predicate(comprehension.body, comprehension, at: comprehension.bodyAt) {
          kept.append(item)
        }
      }
      return .list(kept)
    case .map:
      var mapped: [Value] = []
      mapped.reserveCapacity(items.count)
      for item in items {
        try step(at: comprehension.at)
        frame[slot] = item
        if let filter = comprehension.filter,
          try !predicate(filter, comprehension, at: comprehension.filterAt)
        {
          continue
        }
        mapped.append(try evaluate(comprehension.body))
      }
      return .list(mapped)
    }
  }

  /// Evaluates a macro's predicate, which must give a bool.
  mutating func predicate(
    _ program: Program, _ comprehension: Comprehension, at: Int
  ) throws(EvaluationError) -> Bool {
    let value = try evaluate(program)
    guard case .bool(let result) = value else {
      throw error(.notBool("\(comprehension.kind.rawValue)()", found: value.typeName), at: at)
    }
    return result
  }
}
