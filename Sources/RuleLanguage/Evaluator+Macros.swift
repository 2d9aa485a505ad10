extension Evaluator {
  /// Runs a macro over a list's elements or a map's keys (in sorted order).
  /// `exists` and `all` absorb errors like `||` and `&&` do: an element that
  /// decides the result wins over an error from another element. An unknown
  /// range is unknown; an element whose predicate is unknown makes the
  /// result unknown unless another element decides it (`exists`, `all`,
  /// `exists_one` beyond one match); `filter` and `map` with an unknown
  /// predicate are unknown, and `map` keeps unknown results as elements.
  mutating func evaluate(_ comprehension: Comprehension) throws(EvaluationError) -> Value {
    let items: [Value]
    switch try evaluate(comprehension.range) {
    case .list(let elements): items = elements
    case .map(let entries): items = entries.keys.sorted().map(Value.string)
    case .unknown(let unknown): return .unknown(unknown)
    case let other:
      throw error(
        .notIterable(comprehension.kind.rawValue, found: other.typeName), at: comprehension.at)
    }
    switch comprehension.kind {
    case .exists, .all: return try anyOrEvery(comprehension, over: items)
    case .existsOne: return try exactlyOne(comprehension, over: items)
    case .filter: return try kept(comprehension, over: items)
    case .map: return try mapped(comprehension, over: items)
    }
  }

  /// `exists` (whether the predicate holds for some item) or `all` (for
  /// every item).
  private mutating func anyOrEvery(
    _ comprehension: Comprehension, over items: [Value]
  ) throws(EvaluationError) -> Value {
    let slot = comprehension.slot
    var unknowns = UnknownAccumulator()
    let decisive = comprehension.kind == .exists
    var firstError: EvaluationError?
    for item in items {
      try step(at: comprehension.at)
      frame[slot] = item
      do throws(EvaluationError) {
        switch try predicate(comprehension.body, comprehension, at: comprehension.bodyAt) {
        case .known(let result) where result == decisive: return .bool(decisive)
        case .known: break
        case .unknown(let unknown): unknowns.add(unknown)
        }
      } catch {
        if error.reason.isBudgetExhausted { throw error }
        if firstError == nil { firstError = error }
      }
    }
    if let unknown = unknowns.found { return .unknown(unknown) }
    if let firstError { throw firstError }
    return .bool(!decisive)
  }

  /// `exists_one`: whether the predicate holds for exactly one item.
  private mutating func exactlyOne(
    _ comprehension: Comprehension, over items: [Value]
  ) throws(EvaluationError) -> Value {
    let slot = comprehension.slot
    var unknowns = UnknownAccumulator()
    var count = 0
    for item in items {
      try step(at: comprehension.at)
      frame[slot] = item
      switch try predicate(comprehension.body, comprehension, at: comprehension.bodyAt) {
      case .known(true):
        count += 1
        if count > 1 { return false }
      case .known(false): break
      case .unknown(let unknown): unknowns.add(unknown)
      }
    }
    if let unknown = unknowns.found { return .unknown(unknown) }
    return .bool(count == 1)
  }

  /// `filter`: the items the predicate holds for.
  private mutating func kept(
    _ comprehension: Comprehension, over items: [Value]
  ) throws(EvaluationError) -> Value {
    let slot = comprehension.slot
    var unknowns = UnknownAccumulator()
    var kept: [Value] = []
    for item in items {
      try step(at: comprehension.at)
      frame[slot] = item
      switch try predicate(comprehension.body, comprehension, at: comprehension.bodyAt) {
      case .known(true): kept.append(item)
      case .known(false): break
      case .unknown(let unknown): unknowns.add(unknown)
      }
    }
    if let unknown = unknowns.found { return .unknown(unknown) }
    return .list(kept)
  }

  /// `map`: the body's value for each item (that passes the filter, when
  /// there is one).
  private mutating func mapped(
    _ comprehension: Comprehension, over items: [Value]
  ) throws(EvaluationError) -> Value {
    let slot = comprehension.slot
    var unknowns = UnknownAccumulator()
    var mapped: [Value] = []
    mapped.reserveCapacity(items.count)
    for item in items {
      try step(at: comprehension.at)
      frame[slot] = item
      if let filter = comprehension.filter {
        switch try predicate(filter, comprehension, at: comprehension.filterAt) {
        case .known(true): break
        case .known(false): continue
        case .unknown(let unknown):
          unknowns.add(unknown)
          continue
        }
      }
      mapped.append(try evaluate(comprehension.body))
    }
    if let unknown = unknowns.found { return .unknown(unknown) }
    return .list(mapped)
  }

  /// What a macro's predicate gave: a bool, or unknown.
  enum PredicateResult {
    case known(Bool)
    case unknown(Unknown)
  }

  /// Evaluates a macro's predicate, which must give a bool (or unknown).
  mutating func predicate(
    _ program: Program, _ comprehension: Comprehension, at: Int
  ) throws(EvaluationError) -> PredicateResult {
    let value = try evaluate(program)
    switch value {
    case .bool(let result): return .known(result)
    case .unknown(let unknown): return .unknown(unknown)
    default:
      throw error(.notBool("\(comprehension.kind.rawValue)()", found: value.typeName), at: at)
    }
  }
}
