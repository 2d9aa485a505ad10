import RuleLanguage
import Testing

/// Evaluation stops with a budget error, quickly, however much work an
/// expression asks for.
@Suite(.timeLimit(.minutes(1))) struct EvaluationBudgetTests {
  /// `l.all(a0, l.all(a1, … true))` over ten elements: 10^depth iterations.
  static func nestedAll(_ depth: Int) -> String {
    var source = "true"
    for level in (0..<depth).reversed() {
      source = "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].all(a\(level), \(source))"
    }
    return source
  }

  /// Each level doubles the string of the level inside it.
  static func doubling(_ depth: Int) -> String {
    var source = "'x'"
    for level in 0..<depth { source = "[\(source)].map(s\(level), s\(level) + s\(level))[0]" }
    return source
  }

  static let exhausting: [(name: String, source: String, message: String)] = [
    ("eight nested all", nestedAll(8), "more than 1000000 steps"),
    ("absorbed by ||", "\(nestedAll(8)) || true", "more than 1000000 steps"),
    (
      "absorbed by exists", "[0, 1].exists(z, z == 1 || \(nestedAll(8)))", "more than 1000000 steps"
    ),
    ("doubling string", doubling(40), "more than the limit of 1048576 bytes"),
    (
      "doubling list",
      "[1].map(x, [x] + [x])" + String(repeating: ".map(l, l + l)", count: 30)
        + "[0]", "more than the limit of 1048576 elements"
    ),
  ]

  @Test(arguments: exhausting)
  func stops(_ attack: (name: String, source: String, message: String)) throws {
    let checked = try #require(TestEnvironment.check(attack.source))
    do {
      let value = try checked.evaluate([:])
      Issue.record("\(attack.name) evaluated to \(value)")
    } catch {
      #expect(error.reason.isBudgetExhausted, "\(attack.name): \(error)")
      #expect(error.message.contains(attack.message), "\(attack.name): \(error)")
    }
  }

  @Test func realExpressionsFitTheDefault() throws {
    let checked = try #require(TestEnvironment.check(Self.nestedAll(4)))
    #expect(try checked.evaluate([:]) == true)
    #expect(
      try TestEnvironment.check(Self.doubling(16))?.evaluate([:]).stringValue?.count == 65_536)
  }

  @Test func oneBudgetBoundsSeveralEvaluations() throws {
    let checked = try #require(TestEnvironment.check(Self.nestedAll(2)))
    let budget = EvaluationBudget(.init(steps: 500, valueSize: 100))
    #expect(try checked.evaluate([:], budget: budget) == true)
    #expect(budget.stepsUsed > 100 && budget.stepsUsed <= 500)
    #expect(throws: EvaluationError.self) {
      for _ in 0..<5 { _ = try checked.evaluate([:], budget: budget) }
    }
    let long = try #require(TestEnvironment.check("'x' + '\(String(repeating: "y", count: 100))'"))
    do {
      _ = try long.evaluate([:], budget: EvaluationBudget(.init(steps: 10, valueSize: 100)))
      Issue.record("a string over the limit was built")
    } catch {
      #expect(
        error.message
          == "the evaluation built a string of 101 bytes, more than the limit of 100 bytes on any value it builds; build smaller values"
      )
      #expect(error.position.column == 5)
    }
  }
}
