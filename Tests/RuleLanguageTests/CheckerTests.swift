import RuleLanguage
import Testing

/// Type errors found when a pack loads, with exact messages and positions,
/// and the types and symbols of expressions that check.
@Suite struct CheckerTests {
  static let errors: [ErrorCase] = [
    ErrorCase(
      "↓permision.access == 'x'", "unknown variable 'permision'; did you mean 'permission'?"),
    ErrorCase(
      "feature.↓neds.photos == 'pick'", "unknown field 'neds' on Feature; did you mean 'needs'?"),
    ErrorCase("permission.↓xyz == 'a'", "unknown field 'xyz' on Permission"),
    ErrorCase("size(↓permission) > 0", "size() expects a string, list or map, found Permission"),
    ErrorCase("size(↓null) > 0", "size() expects a string, list or map, found null"),
    ErrorCase("permission.access ↓== 3", "'==' cannot compare string with int"),
    ErrorCase("permission.id ↓< 1", "'<' cannot compare string with int"),
    ErrorCase("null ↓< 1", "'<' cannot compare null with int"),
    ErrorCase("tags ↓== [1]", "'==' cannot compare list(string) with list(int)"),
    ErrorCase("tags == ['a', 1]"),
    ErrorCase("1 ↓in tags", "'in' cannot look for int in list(string)"),
    ErrorCase("count ↓+ ratio > 1.0", "'+' cannot be applied to int and double"),
    ErrorCase("ratio ↓% 2.0 > 1.0", "'%' cannot be applied to double and double"),
    ErrorCase("'a' ↓- 'b' == ''", "'-' cannot be applied to string and string"),
    ErrorCase("↓!count", "'!' cannot be applied to int"),
    ErrorCase("↓-'a' == 'b'", "'-' cannot be applied to string"),
    ErrorCase("↓sise(tags) > 0", "unknown function 'sise'; did you mean 'size'?"),
    ErrorCase("↓frobnicate(tags)", "unknown function 'frobnicate'"),
    ErrorCase(
      "permission.id.↓contans('a')", "unknown function 'contans'; did you mean 'contains'?"),
    ErrorCase("permission.id.↓contains('a', 'b')", "contains() expects 1 argument, found 2"),
    ErrorCase("↓size() == 0", "size() expects 1 argument, found 0"),
    ErrorCase("permission.id.contains(↓1)", "argument 1 of contains() must be a string, found int"),
    ErrorCase(
      "tags.↓contains('a')", "contains() cannot be called on list(string); it applies to a string"),
    ErrorCase("int(↓tags) > 0", "int() expects an int, double or string, found list(string)"),
    ErrorCase("count.↓int() > 0", "int() is not a method; call it as int(x)"),
    ErrorCase("↓contains(permission.id, 'a')", "contains() is a method; call it as x.contains(…)"),
    ErrorCase("↓exists(tags, t, true)", "exists() is a method; call it as x.exists(…)"),
    ErrorCase("permission.↓has(permission.id)", "has() is not a method; call it as has(x)"),
    ErrorCase("screen(↓1).name == 'a'", "screen() expects a string, found int"),
    ErrorCase(
      "permission.id.matches(↓'(')",
      "matches(): invalid regular expression '(': '(' without a matching ')'"),
    ErrorCase("↓count && true", "'&&' expects bool operands, found int"),
    ErrorCase("true || ↓'yes'", "'||' expects bool operands, found string"),
    ErrorCase("↓count ? true : false", "the condition of '?:' must be a bool, found int"),
    ErrorCase(
      "(true ? 1 : ↓'a') == 1", "the branches of '?:' have different types: int and string"),
    ErrorCase("tags.exists(x, ↓x)", "the predicate of exists() must be a bool, found string"),
    ErrorCase(
      "tags.map(x, ↓x, x).size() > 0", "the predicate of map() must be a bool, found string"),
    ErrorCase("tags.exists(↓'x', true)", "the first argument of exists() must be a variable name"),
    ErrorCase("↓count.exists(x, true)", "exists() applies to a list or map, found int"),
    ErrorCase("tags.↓all(x)", "all() expects 2 arguments, found 1"),
    ErrorCase("tags.↓map(x).size() > 0", "map() expects 2 or 3 arguments, found 1"),
    ErrorCase("has(↓permission)", "has() expects a field selection such as has(a.b)"),
    ErrorCase(
      "has(permission.↓primr)", "unknown field 'primr' on Permission; did you mean 'primer'?"),
    ErrorCase("has(count.↓x)", "cannot select field 'x' on int"),
    ErrorCase("↓has(a.b, c.d)", "has() expects 1 argument, found 2"),
    ErrorCase("tags[↓'a'] == 'b'", "a list index must be an int, found string"),
    ErrorCase("settings[↓1] == 'b'", "a map key must be a string, found int"),
    ErrorCase("↓count[0] == 1", "cannot index into int"),
    ErrorCase("permission.id.↓size > 0", "cannot select field 'size' on string"),
    ErrorCase("tags.exists(x, x == 'a') && ↓x == 'b'", "unknown variable 'x'"),
    ErrorCase(
      "features.exists(f, f.↓nam == 'a')", "unknown field 'nam' on Feature; did you mean 'name'?"),
    // Several mistakes, several messages.
    ErrorCase(
      "↓permision.id == 'a' && feature.↓neds.photos == 'b' && size(↓count) > 0",
      "unknown variable 'permision'; did you mean 'permission'?",
      "unknown field 'neds' on Feature; did you mean 'needs'?",
      "size() expects a string, list or map, found int"),
  ]

  @Test(arguments: errors)
  func reportsTypeErrors(_ testCase: ErrorCase) {
    let found: [Located]
    do {
      _ = try TestEnvironment.environment.check(testCase.source.text, expecting: .bool)
      found = []
    } catch {
      found = error.errors.map { Located(offset: $0.position.offset, message: $0.message) }
    }
    #expect(found == testCase.expected)
  }

  static let resultErrors: [(String, RuleType, String)] = [
    ("permission.id", .bool, "the expression must produce a bool, found string"),
    ("null", .bool, "the expression must produce a bool, found null"),
    ("tags", .list(.int), "the expression must produce a list(int), found list(string)"),
  ]

  @Test(arguments: resultErrors)
  func requiresTheExpectedType(_ source: String, _ expected: RuleType, _ message: String) {
    do {
      _ = try TestEnvironment.environment.check(source, expecting: expected)
      Issue.record("\(source) checked")
    } catch {
      #expect(error.errors.map(\.message) == [message])
      #expect(error.errors.first?.position == .start)
    }
  }

  static let types: [(String, RuleType)] = [
    ("permission.access == 'readWrite'", .bool),
    ("permission.primer.text", .string),
    ("permission.primer", .object("Primer")),
    ("features.map(f, f.id)", .list(.string)),
    ("features.filter(f, has(f.needs.photos))", .list(.object("Feature"))),
    ("settings.filter(k, k != 'a')", .list(.string)),
    ("feature.labels.kind", .string),
    ("feature.labels['kind']", .string),
    ("[1, 2]", .list(.int)),
    ("[]", .list(.dyn)),
    ("['a', null]", .list(.string)),
    ("[1, 'a']", .list(.dyn)),
    ("count + 1", .int),
    ("ratio * 2.0", .double),
    ("1 < 2.5 && 2.5 >= 1", .bool),
    ("anything + 1", .int),
    ("anything + 'a'", .string),
    ("anything.foo.bar", .dyn),
    ("anything[0]", .dyn),
    ("size(anything)", .int),
    ("int(anything)", .int),
    ("tags + ['x']", .list(.string)),
    ("count > 1 ? 'a' : null", .string),
    ("screen('home').name", .string),
    ("tags.map(t, t.size())", .list(.int)),
    ("[[1]].map(l, l.map(x, x * 2))", .list(.list(.int))),
    ("tags.exists(tags, tags == 'a')", .bool),
    ("null == permission.primer", .bool),
    ("anything == 'x' && anything", .bool),
  ]

  @Test(arguments: types)
  func infersTypes(_ source: String, _ expected: RuleType) {
    #expect(TestEnvironment.check(source)?.type == expected)
  }

  @Test func listsTheSymbolsUsed() {
    let checked = TestEnvironment.check(
      "features.all(f, !has(f.needs.photos) || f.needs.photos in ['pick'])"
        + " && permission.id.contains('x') && size(screen(permission.screen).name) > 0",
      expecting: .bool)
    #expect(
      checked?.symbols == [
        .variable("features"), .variable("permission"),
        .field(type: "Feature", name: "needs"), .field(type: "Needs", name: "photos"),
        .field(type: "Permission", name: "id"), .field(type: "Permission", name: "screen"),
        .field(type: "Screen", name: "name"),
        .function("screen"), .function("size"), .method("contains"),
      ])
    #expect(checked?.variables == ["features", "permission"])
    #expect(checked?.symbols.map(\.description).last == ".contains()")
  }

  @Test func undeclaredObjectTypesAreReported() {
    let environment = Environment(variables: ["thing": .object("Thing")])
    #expect(throws: ExpressionErrors.self) { try environment.check("thing.name == 'a'") }
    do {
      _ = try environment.check("thing.name == 'a'")
    } catch {
      #expect(error.errors.map(\.message) == ["type 'Thing' is not declared in the schema"])
    }
  }

  @Test func syntaxErrorsComeBeforeTypeChecking() {
    do {
      _ = try TestEnvironment.environment.check("permision.id == (1")
      Issue.record("expected errors")
    } catch {
      #expect(error.errors.map(\.message) == ["unclosed '(' opened at column 17"])
    }
  }
}
