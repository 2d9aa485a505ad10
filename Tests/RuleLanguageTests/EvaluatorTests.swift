import RuleLanguage
import Testing

/// CEL semantics: each expression evaluates to the expected value over
/// ``TestEnvironment/variables``.
@Suite struct EvaluatorTests {
  static let cases: [(String, Value)] = [
    // Arithmetic and literals.
    ("1 + 2 * 3", 7),
    ("7 / 2", 3),
    ("-7 / 2", -3),
    ("7 % 3", 1),
    ("-7 % 3", -1),
    ("7.0 / 2.0", 3.5),
    ("1.0 / 0.0 > 1e308", true),
    ("-9223372036854775808", .int(.min)),
    ("-count", -3),
    ("0x10 + 1", 17),
    ("'ab' + \"cd\"", "abcd"),
    ("[1] + [2, 3]", [1, 2, 3]),
    ("tags + []", ["a", "b"]),
    // Comparison and equality.
    ("1 == 1.0", true),
    ("1 < 1.5 && 2 > 1.5 && 2.0 >= 2", true),
    ("9007199254740993 > 9007199254740992.0", true),
    ("'a' < 'b' && 'B' < 'a'", true),
    // Strings compare scalar by scalar, not canonically.
    ("'caf\\u00e9' == 'caf\\u00e9'", true),
    ("'caf\\u00e9' == 'cafe\\u0301'", false),
    ("'caf\\u00e9' != 'caf\\u00e8' && 'ab' != 'abc'", true),
    ("'\\u212a' == 'K'", false),
    ("false < true", true),
    ("[1, 2] == [1, 2]", true),
    ("[1] == [1.0]", true),
    ("[1, 2] != [2, 1]", true),
    ("anything == 'x'", false),
    ("0.0 / 0.0 == 0.0 / 0.0", false),
    // null.
    ("null == 'x'", false),
    ("null == null", true),
    ("bare.primer == null", true),
    ("bare.primer.text", .null),
    ("bare.primer.text == 'x'", false),
    ("permission.primer != null", true),
    ("nothing.anything.at.all", .null),
    // Membership.
    ("2 in [1, 2, 3]", true),
    ("2.0 in [1, 2, 3]", true),
    ("'pick' in ['pick']", true),
    ("'k' in settings", true),
    ("'z' in settings", false),
    ("feature.needs.photos in ['pick', 'add']", true),
    // has() and field access.
    ("has(permission.primer)", true),
    ("has(bare.primer)", false),
    ("has(bare.primer.text)", false),
    ("has(permission.primer.text)", true),
    ("has(feature.labels.kind)", true),
    ("has(feature.labels.nope)", false),
    ("permission.primer.buttons[0]", "Continue"),
    ("feature.labels.kind", "media"),
    ("feature.labels['kind']", "media"),
    ("settings['j']", "w"),
    ("tags[1]", "b"),
    // Conditional.
    ("count > 1 ? 'many' : 'few'", "many"),
    ("count > 5 ? 1 / 0 : 2", 2),
    // Functions.
    ("size('héllo')", 5),
    ("'abc'.size()", 3),
    ("size(tags) + tags.size()", 4),
    ("size(settings)", 2),
    ("size(anything == 1 ? tags : [])", 2),
    ("'photos'.contains('ot')", true),
    ("'photos'.contains('')", true),
    ("'photos'.contains('tp')", false),
    ("'photos'.startsWith('ph')", true),
    ("'photos'.endsWith('os')", true),
    ("'photos'.endsWith('photos!')", false),
    ("'PhOtOs É'.lowerAscii()", "photos É"),
    ("'abc123'.matches('[0-9]+')", true),
    ("'abc'.matches('^b')", false),
    ("matches('abc', 'b')", true),
    ("'x(y'.matches('x' + '\\\\(')", true),
    ("int('42') + int(3.9) + int(-3.9)", 42),
    ("int(anything)", 1),
    ("double(2) == 2.0", true),
    ("double('1.5')", 1.5),
    ("string(12) + string(true) + string('!')", "12true!"),
    ("vague('to improve your experience')", true),
    ("screen('profile').requiresAccount", true),
    ("screen(permission.screen).name", "Home"),
    // Macros.
    ("tags.exists(t, t == 'b')", true),
    ("tags.all(t, size(t) == 1)", true),
    ("[1, 2, 3].exists_one(x, x > 2)", true),
    ("[1, 2, 3].exists_one(x, x > 1)", false),
    ("[1, 2, 3].filter(x, x % 2 == 1)", [1, 3]),
    ("[1, 2, 3].map(x, x * 10)", [10, 20, 30]),
    ("[1, 2, 3].map(x, x > 1, x * 10)", [20, 30]),
    ("settings.map(k, k)", ["j", "k"]),
    ("settings.exists(k, settings[k] == 'w')", true),
    ("[].all(x, false)", true),
    ("[].exists(x, true)", false),
    ("[[1, 2], [3]].map(l, l.map(x, x + 1))", [[2, 3], [4]]),
    ("tags.exists(tags, tags == 'a')", true),
    ("tags.map(t, tags.filter(u, u != t)[0])", ["b", "a"]),
    ("features.map(f, f.id)", ["upload", "share"]),
    ("features.filter(f, has(f.needs.photos)).size()", 1),
    ("features.all(f, !has(f.needs.photos) || f.needs.photos in ['pick'])", true),
    // Short-circuit with error absorption.
    ("1 / 0 == 1 || true", true),
    ("true || 1 / 0 == 1", true),
    ("false && 1 / 0 == 1", false),
    ("1 / 0 == 1 && false", false),
    ("anything || true", true),
    ("[0, 1].exists(x, 1 / x == 1)", true),
    ("[0, 1].all(x, 1 / x == 2)", false),
  ]

  @Test(arguments: cases)
  func evaluates(_ source: String, _ expected: Value) throws {
    let checked = try #require(TestEnvironment.check(source))
    let value = try checked.evaluate(TestEnvironment.variables, context: TestEnvironment.host)
    #expect(value == expected)
  }

  static let failures: [ErrorCase] = [
    ErrorCase("1 ↓/ 0 == 1", "division by zero"),
    ErrorCase("1 ↓% 0 == 1", "modulus by zero"),
    ErrorCase("9223372036854775807 ↓+ 1 > 0", "integer overflow in '+'"),
    ErrorCase("↓-(-9223372036854775807 - 1) > 0", "integer overflow in '-'"),
    ErrorCase("(-9223372036854775807 - 1) ↓/ -1 > 0", "integer overflow in '/'"),
    ErrorCase("tags[↓5] == 'a'", "index 5 is out of range for a list of 2 elements"),
    ErrorCase("tags[↓-1] == 'a'", "index -1 is out of range for a list of 2 elements"),
    ErrorCase("settings[↓'nope'] == 'a'", "no such key 'nope' in the map"),
    ErrorCase("settings.↓nope == 'a'", "no such key 'nope' in the map"),
    ErrorCase("bare.primer.text ↓< 'a'", "'<' cannot be applied to null and string"),
    ErrorCase("↓size(bare.primer.text) > 0", "size() cannot be applied to (null)"),
    ErrorCase("bare.primer.text.↓contains('a')", "contains() cannot be applied to (null, string)"),
    ErrorCase("anything ↓+ 'a' == 'b'", "'+' cannot be applied to int and string"),
    ErrorCase("anything ↓+ 1.5 > 0.0", "'+' cannot be applied to int and double"),
    ErrorCase("↓int('abc') > 0", "cannot convert 'abc' to int"),
    ErrorCase("↓int(1e300) > 0", "cannot convert 1e+300 to int"),
    ErrorCase("↓anything && true", "'&&' expects a bool, found int"),
    ErrorCase("↓anything ? true : false", "'?:' expects a bool, found int"),
    ErrorCase("[1].exists(x, ↓anything)", "exists() expects a bool, found int"),
    ErrorCase(
      "'a'.↓matches(pattern)", "invalid regular expression '(': '(' without a matching ')'"),
    ErrorCase("nothing.↓exists(x, true)", "exists() cannot iterate over null"),
    ErrorCase("anything.↓name == 'a'", "cannot select field 'name' on int"),
    ErrorCase("anything[↓0] == 1", "cannot index int with int"),
    ErrorCase("has(anything.↓name)", "cannot select field 'name' on int"),
    ErrorCase("↓screen('nowhere').name == 'a'", "no screen with id 'nowhere'"),
    ErrorCase("↓size(nothing) == 0", "size() cannot be applied to (null)"),
    ErrorCase("[1, 2].exists_one(x, 1 ↓/ (x - 1) == 1)", "division by zero"),
    // An error is absorbed only when the other side decides the result.
    ErrorCase("1 ↓/ 0 == 1 || false", "division by zero"),
    ErrorCase("true && 1 ↓/ 0 == 1", "division by zero"),
    ErrorCase("[0, 1].exists(x, 1 ↓/ x == 2)", "division by zero"),
  ]

  @Test(arguments: failures)
  func reportsEvaluationErrors(_ testCase: ErrorCase) throws {
    let checked = try #require(TestEnvironment.check(testCase.source.text, expecting: .bool))
    do {
      let value = try checked.evaluate(TestEnvironment.variables, context: TestEnvironment.host)
      Issue.record("evaluated to \(value)")
    } catch {
      #expect([Located(offset: error.position.offset, message: error.message)] == testCase.expected)
    }
  }

  @Test func aDynResultIsCheckedAgainstTheExpectedType() throws {
    let checked = try #require(TestEnvironment.check("anything", expecting: .bool))
    #expect(throws: EvaluationError(.resultType(expected: .bool, found: "int"), at: .start)) {
      try checked.evaluate(TestEnvironment.variables)
    }
    #expect(try checked.evaluate(["anything": true]) == true)
    let optional = try #require(TestEnvironment.check("bare.requiredToUseApp", expecting: .bool))
    #expect(throws: EvaluationError(.resultType(expected: .bool, found: "null"), at: .start)) {
      try optional.evaluate(TestEnvironment.variables)
    }
  }

  @Test func unboundVariablesAreErrors() throws {
    let checked = try #require(TestEnvironment.check("count > 1 && tags.size() > 0"))
    #expect(checked.variables == ["count", "tags"])
    #expect(throws: EvaluationError(.unboundVariable("tags"), at: .start)) {
      try checked.evaluate(["count": 2])
    }
  }

  @Test func hostFunctionsNeedTheirContext() throws {
    let checked = try #require(TestEnvironment.check("screen('home').name == 'Home'"))
    #expect(try checked.evaluate([:], context: TestEnvironment.host) == true)
    #expect(throws: EvaluationError(.missingContext(expected: "TestHost"), at: .start)) {
      try checked.evaluate([:])
    }
  }

  @Test func evaluationErrorsCarryTheOrigin() throws {
    let origin = SourcePosition(line: 40, column: 12, offset: 900)
    let checked = try TestEnvironment.environment.check(
      "count > 1 &&\n  1 / 0 == 1", origin: origin)
    do {
      _ = try checked.evaluate(TestEnvironment.variables)
      Issue.record("no error")
    } catch {
      #expect(error.position == SourcePosition(line: 41, column: 5, offset: 917))
      #expect(error.description == "41:5: division by zero")
    }
  }

  @Test func evaluatesConcurrently() async throws {
    let checked = try #require(
      TestEnvironment.check(
        "permission.id.matches(pattern) && screen(permission.screen).name != ''"))
    let results = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<64 {
        group.addTask {
          var variables = TestEnvironment.variables
          variables["pattern"] = .string(index % 2 == 0 ? "^photos" : "^camera")
          return (try? checked.evaluate(variables, context: TestEnvironment.host)) == true
        }
      }
      return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
    }
    #expect(results == 32)
  }
}
