import RuleLanguage
import Testing

/// Hosts add functions without touching the module: global and method
/// style, overloads, the host context and check-time preparation.
@Suite struct FunctionRegistryTests {
  struct Catalog: Sendable {
    var purposes: [String: String]
  }

  static let environment: Environment = {
    var functions = FunctionRegistry.standard
    functions.register("purpose", parameters: [.string], result: .string, context: Catalog.self) {
      arguments, catalog in
      guard let key = arguments[0].stringValue, let text = catalog.purposes[key] else {
        throw EvaluationError.Reason.custom("no purpose string for \(arguments[0])")
      }
      return .string(text)
    }
    functions.register("words", .receiver, parameters: [.string], result: .list(.string)) {
      arguments, _ in
      .list((arguments[0].stringValue ?? "").split(separator: " ").map { .string(String($0)) })
    }
    functions.register("twice", parameters: [.int], result: .int) { arguments, _ in
      .int((arguments[0].intValue ?? 0) * 2)
    }
    functions.register("twice", parameters: [.string], result: .string) { arguments, _ in
      .string(String(repeating: arguments[0].stringValue ?? "", count: 2))
    }
    // A function that validates its literal argument when the pack loads.
    functions.register(
      "locale",
      FunctionOverload(.global, parameters: [.string], result: .string) { constants in
        if case .string(let code)? = constants[0], code.count != 2 {
          throw FunctionPreparationError(argument: 0, message: "'\(code)' is not a language code")
        }
        return { arguments, _ in arguments[0] }
      })
    return Environment(variables: ["key": .string, "value": .dyn], functions: functions)
  }()

  static let catalog = Catalog(purposes: ["NSCameraUsageDescription": "Scan receipts"])

  func evaluate(_ source: String, _ variables: [String: Value] = [:]) throws -> Value {
    try Self.environment.check(source).evaluate(variables, context: Self.catalog)
  }

  @Test func hostFunctionsReadTheContext() throws {
    #expect(try evaluate("purpose('NSCameraUsageDescription').words()") == ["Scan", "receipts"])
    #expect(throws: EvaluationError(.custom("no purpose string for \"x\""), at: .start)) {
      try evaluate("purpose(key)", ["key": "x"])
    }
  }

  @Test func overloadsAreChosenByType() throws {
    #expect(try evaluate("twice(2)") == 4)
    #expect(try evaluate("twice('ab')") == "abab")
    #expect(try Self.environment.check("twice(value)").type == .dyn)
    #expect(try evaluate("twice(value)", ["value": 5]) == 10)
    #expect(try evaluate("twice(value)", ["value": "x"]) == "xx")
    #expect(throws: EvaluationError(.noMatchingOverload("twice", found: ["bool"]), at: .start)) {
      try evaluate("twice(value)", ["value": true])
    }
  }

  @Test func literalArgumentsAreCheckedWhenThePackLoads() throws {
    #expect(try evaluate("locale('en')") == "en")
    #expect(try evaluate("locale(key)", ["key": "english"]) == "english")
    #expect(throws: ExpressionErrors.self) { try Self.environment.check("locale('english')") }
    do {
      _ = try Self.environment.check("locale('english')")
    } catch {
      #expect(error.description == "1:8: locale(): 'english' is not a language code")
    }
  }

  @Test func theStandardRegistryListsItsNames() {
    #expect(
      FunctionRegistry.standard.names == [
        "contains", "double", "endsWith", "int", "lowerAscii", "matches", "size", "startsWith",
        "string",
      ])
    #expect(FunctionRegistry.standard.overloads(of: "size", style: .receiver).count == 3)
  }
}
