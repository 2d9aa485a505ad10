extension Value {
  /// The language's `==`: ints and doubles compare by numeric value, lists
  /// element by element, maps and objects entry by entry (an absent object
  /// field equals null), and values of different kinds are unequal.
  public func languageEquals(_ other: Value) -> Bool {
    switch (self, other) {
    case (.null, .null): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b
    case (.int(let a), .double(let b)): return Self.compare(a, b) == .equal
    case (.double(let a), .int(let b)): return Self.compare(b, a) == .equal
    case (.string(let a), .string(let b)): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
    case (.list(let a), .list(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.languageEquals($1) }
    case (.map(let a), .map(let b)):
      return a.count == b.count
        && a.allSatisfy { key, value in b[key].map(value.languageEquals) ?? false }
    case (.object(let a), .object(let b)):
      guard a.typeName == b.typeName else { return false }
      if a.layout === b.layout {
        return zip(a.slots, b.slots).allSatisfy { $0.languageEquals($1) }
      }
      let keys = Set(a.layout.fieldNames).union(b.layout.fieldNames)
      return keys.allSatisfy { (a[$0] ?? .null).languageEquals(b[$0] ?? .null) }
    default: return false
    }
  }

  /// How two values order, for `<`, `<=`, `>`, `>=`: numbers (ints and
  /// doubles mixed), strings by Unicode scalar, bools (false first). Nil
  /// when the values cannot be ordered; `unordered` when a NaN is involved.
  func order(_ other: Value) -> Ordering? {
    switch (self, other) {
    case (.int(let a), .int(let b)): return a < b ? .less : a > b ? .greater : .equal
    case (.double(let a), .double(let b)):
      if a.isNaN || b.isNaN { return .unordered }
      return a < b ? .less : a > b ? .greater : .equal
    case (.int(let a), .double(let b)): return Self.compare(a, b)
    case (.double(let a), .int(let b)): return Self.compare(b, a).reversed
    case (.string(let a), .string(let b)):
      if a.unicodeScalars.elementsEqual(b.unicodeScalars) { return .equal }
      return a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) ? .less : .greater
    case (.bool(let a), .bool(let b)): return a == b ? .equal : (!a ? .less : .greater)
    default: return nil
    }
  }

  /// The result of comparing two values.
  enum Ordering {
    case less, equal, greater, unordered

    var reversed: Ordering {
      switch self {
      case .less: return .greater
      case .greater: return .less
      default: return self
      }
    }
  }

  /// Compares an int with a double exactly, without rounding the int.
  static func compare(_ int: Int, _ double: Double) -> Ordering {
    if double.isNaN { return .unordered }
    // 2^63 is exactly representable; every Int is below it.
    if double >= 9_223_372_036_854_775_808.0 { return .less }
    if double < -9_223_372_036_854_775_808.0 { return .greater }
    let whole = double.rounded(.towardZero)
    let truncated = Int(whole)
    if int != truncated { return int < truncated ? .less : .greater }
    let fraction = double - whole
    return fraction > 0 ? .less : fraction < 0 ? .greater : .equal
  }
}
