import RuleLanguage
import Testing

/// Unknown values (unanswered facts) propagate as CEL's partial evaluation
/// does: through everything that needs them, except where the rest of the
/// expression decides without them.
@Suite struct UnknownValueTests {
  /// `permission.access` and `permission.primer` are unanswered (`A`, `P`),
  /// as is the second feature's `needs` (`N`).
  static var variables: [String: Value] {
    var variables = TestEnvironment.variables
    variables["permission"] = variables["permission"]?
      .replacing(["access"], with: .unknown(Unknown("A")))
      .replacing(["primer"], with: .unknown(Unknown("P")))
    variables["features"] = [
      TestEnvironment.feature("upload", photos: "pick"),
      TestEnvironment.feature("share", photos: nil).replacing(
        ["needs"], with: .unknown(Unknown("N"))),
    ]
    return variables
  }

  static func unknown(_ questions: String...) -> Value { .unknown(Unknown(Set(questions))) }

  static let cases: [(String, Value)] = [
    // Reading, comparing, computing: unknown.
    ("permission.access", unknown("A")),
    ("permission.primer.text", unknown("P")),
    ("permission.access == 'readWrite'", unknown("A")),
    ("permission.access != 'readWrite'", unknown("A")),
    ("permission.access < 'z'", unknown("A")),
    ("permission.access + '!'", unknown("A")),
    ("!(permission.access == 'x')", unknown("A")),
    ("permission.access in ['a', 'b']", unknown("A")),
    ("'a' in [permission.access, 'b']", unknown("A")),
    ("'b' in [permission.access, 'b']", true),
    ("permission.access == permission.primer.text", unknown("A", "P")),
    // Functions of an unknown are unknown, also inside a list argument.
    ("permission.access.contains('read')", unknown("A")),
    ("size(permission.access)", unknown("A")),
    ("vague(permission.primer.text)", unknown("P")),
    ("size([permission.access, 'b'])", unknown("A")),
    // has() of an unanswered field is unknown too.
    ("has(permission.primer)", unknown("P")),
    ("has(permission.primer.text)", unknown("P")),
    ("has(permission.id)", true),
    // || and && are decided by a known operand when one decides.
    ("permission.access == 'x' || true", true),
    ("true || permission.access == 'x'", true),
    ("permission.access == 'x' && false", false),
    ("false && permission.access == 'x'", false),
    ("permission.access == 'x' || false", unknown("A")),
    ("permission.access == 'x' && true", unknown("A")),
    ("permission.access == 'x' || has(permission.primer)", unknown("A", "P")),
    // An unknown wins over an error, as in CEL.
    ("permission.access == 'x' || 1 / 0 == 1", unknown("A")),
    ("1 / 0 == 1 && permission.access == 'x'", unknown("A")),
    // Conditionals.
    ("permission.access == 'x' ? 1 : 2", unknown("A")),
    ("true ? 1 : size(permission.access)", 1),
    // Macros.
    ("features.exists(f, f.needs.photos == 'pick')", true),
    ("features.exists(f, f.needs.photos == 'edit')", unknown("N")),
    ("features.all(f, f.needs.photos == 'edit')", false),
    ("features.all(f, f.needs.photos == 'pick')", unknown("N")),
    ("features.exists_one(f, f.needs.photos == 'pick')", unknown("N")),
    ("features.filter(f, f.needs.photos == 'pick')", unknown("N")),
    ("features.map(f, f.needs.photos)", ["pick", unknown("N")]),
    ("features.map(f, f.id)", ["upload", "share"]),
    ("size(features.map(f, f.id))", 2),
    ("[permission.access].exists(a, a == 'x')", unknown("A")),
  ]

  @Test(arguments: cases)
  func evaluates(_ source: String, _ expected: Value) throws {
    let checked = try #require(TestEnvironment.check(source))
    let value = try checked.evaluate(Self.variables, context: TestEnvironment.host)
    #expect(value == expected, "\(source)")
  }

  /// An unknown result passes the expected-type check: a rule's `fails` may
  /// come out unknown, and the engine waits instead of reporting.
  @Test func anUnknownResultConformsToTheExpectedType() throws {
    let checked = try #require(
      TestEnvironment.check("permission.access == 'readWrite'", expecting: .bool))
    #expect(try checked.evaluate(Self.variables) == Self.unknown("A"))
  }

  /// Unknowns don't escape the budget: a macro over many elements whose
  /// predicate is unknown still stops at the step limit.
  @Test func theBudgetStillApplies() throws {
    let checked = try #require(
      TestEnvironment.check("tags.all(t, tags.all(u, permission.access == t + u))"))
    var variables = Self.variables
    variables["tags"] = .list((0..<2_000).map { .string("\($0)") })
    #expect(throws: EvaluationError.self) {
      try checked.evaluate(
        variables, budget: EvaluationBudget(.init(steps: 50_000, valueSize: 1_000_000)))
    }
  }
}
