extension FunctionRegistry {
  /// The built-in functions: `size`, the string functions `contains`,
  /// `startsWith`, `endsWith`, `matches` and `lowerAscii`, and the
  /// conversions `int`, `double` and `string`.
  public static let standard: FunctionRegistry = {
    var registry = FunctionRegistry()
    registry.registerSize()
    registry.registerStringFunctions()
    registry.registerConversions()
    registry.registerMatches()
    return registry
  }()

  private mutating func registerSize() {
    for style in [FunctionOverload.Style.global, .receiver] {
      register("size", style, parameters: [.string], result: .int) { arguments, _ in
        .int(arguments[0].stringValue?.unicodeScalars.count ?? 0)
      }
      register("size", style, parameters: [.list(.dyn)], result: .int) { arguments, _ in
        .int(arguments[0].listValue?.count ?? 0)
      }
      register("size", style, parameters: [.map(.dyn)], result: .int) { arguments, _ in
        guard case .map(let entries) = arguments[0] else { return .int(0) }
        return .int(entries.count)
      }
    }
  }

  private mutating func registerStringFunctions() {
    let tests: [(String, @Sendable ([UInt8], [UInt8]) -> Bool)] = [
      ("contains", { text, part in text.containsSubsequence(part) }),
      ("startsWith", { text, prefix in text.starts(with: prefix) }),
      ("endsWith", { text, suffix in text.reversed().starts(with: suffix.reversed()) }),
    ]
    // Comparing UTF-8 bytes compares Unicode scalars, as CEL does.
    for (name, test) in tests {
      register(name, .receiver, parameters: [.string, .string], result: .bool) { arguments, _ in
        let text = Array((arguments[0].stringValue ?? "").utf8)
        return .bool(test(text, Array((arguments[1].stringValue ?? "").utf8)))
      }
    }
    register("lowerAscii", .receiver, parameters: [.string], result: .string) { arguments, _ in
      let bytes = (arguments[0].stringValue ?? "").utf8.map { byte in
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
      }
      return .string(String(decoding: bytes, as: UTF8.self))
    }
  }

  private mutating func registerConversions() {
    register("int", parameters: [.int], result: .int) { arguments, _ in arguments[0] }
    register("int", parameters: [.double], result: .int) {
      arguments, _ in
      let value = arguments[0].doubleValue ?? 0
      // Doubles in [-2^63, 2^63) truncate to an Int; anything else overflows.
      guard value.isFinite, value >= -9_223_372_036_854_775_808.0,
        value < 9_223_372_036_854_775_808.0
      else { throw EvaluationError.Reason.conversion("\(value)", to: "int") }
      return .int(Int(value.rounded(.towardZero)))
    }
    register("int", parameters: [.string], result: .int) {
      arguments, _ in
      let text = arguments[0].stringValue ?? ""
      guard let value = Int(text) else {
        throw EvaluationError.Reason.conversion("'\(text)'", to: "int")
      }
      return .int(value)
    }
    register("double", parameters: [.double], result: .double) { arguments, _ in arguments[0] }
    register("double", parameters: [.int], result: .double) { arguments, _ in
      .double(arguments[0].doubleValue ?? 0)
    }
    register("double", parameters: [.string], result: .double) {
      arguments, _ in
      let text = arguments[0].stringValue ?? ""
      guard let value = Double(text) else {
        throw EvaluationError.Reason.conversion("'\(text)'", to: "double")
      }
      return .double(value)
    }
    register("string", parameters: [.string], result: .string) { arguments, _ in arguments[0] }
    for type in [RuleType.int, .double, .bool] {
      register("string", parameters: [type], result: .string) { arguments, _ in
        .string(arguments[0].description)
      }
    }
  }
}

extension Array where Element == UInt8 {
  /// Whether `part` occurs in the array as a contiguous run.
  func containsSubsequence(_ part: [UInt8]) -> Bool {
    guard !part.isEmpty else { return true }
    guard part.count <= count else { return false }
    for start in 0...(count - part.count) where self[start] == part[0] {
      if self[start..<(start + part.count)].elementsEqual(part) { return true }
    }
    return false
  }
}
