import RuleLanguage
import Testing

/// Precedence, associativity and literals: each source parses to the fully
/// parenthesised form.
@Suite struct ParserTests {
  static let precedence: [(String, String)] = [
    ("a || b && c", "(a || (b && c))"),
    ("a && b || c", "((a && b) || c)"),
    ("a || b || c", "(a || b || c)"),
    ("a && b && c || d", "((a && b && c) || d)"),
    ("a == b && c != d", "((a == b) && (c != d))"),
    ("a < b == c", "((a < b) == c)"),
    ("a <= b >= c", "((a <= b) >= c)"),
    ("a in b && c", "((a in b) && c)"),
    ("a + b in c", "((a + b) in c)"),
    ("a + b * c", "(a + (b * c))"),
    ("a * b + c", "((a * b) + c)"),
    ("a - b - c", "((a - b) - c)"),
    ("a / b / c", "((a / b) / c)"),
    ("a % b * c", "((a % b) * c)"),
    ("1 + 2 * 3 - 4 / 5 % 6", "((1 + (2 * 3)) - ((4 / 5) % 6))"),
    ("(a + b) * c", "((a + b) * c)"),
    ("!a && b", "((!a) && b)"),
    ("!!a", "(!(!a))"),
    ("-a * b", "((-a) * b)"),
    ("-a.b", "(-a.b)"),
    ("!a.exists(x, x)", "(!a.exists(x, x))"),
    ("-5", "-5"),
    ("- 5 - -5", "(-5 - -5)"),
    ("-(5)", "(-5)"),
    ("-9223372036854775808", "-9223372036854775808"),
    ("-2.5", "-2.5"),
    ("a ? b : c ? d : e", "(a ? b : (c ? d : e))"),
    ("a ? b ? c : d : e", "(a ? (b ? c : d) : e)"),
    ("a || b ? c + 1 : d", "((a || b) ? (c + 1) : d)"),
    ("a.b.c", "a.b.c"),
    ("a.b[0].c", "a.b[0].c"),
    ("a[b[0]]['k']", "a[b[0]][\"k\"]"),
    ("a.f(x, y).g()", "a.f(x, y).g()"),
    ("f(a + b, [1, 2])", "f((a + b), [1, 2])"),
    ("[1, 2,]", "[1, 2]"),
    ("[]", "[]"),
    ("f()", "f()"),
    ("a.exists(x, x > 1)", "a.exists(x, (x > 1))"),
    ("x in ['a', \"b\"]", "(x in [\"a\", \"b\"])"),
    ("a // comment\n && b", "(a && b)"),
    ("a\n&&\nb", "(a && b)"),
  ]

  @Test(arguments: precedence)
  func parsesWithPrecedence(_ source: String, _ expected: String) {
    let parsed = ParsedExpression(source)
    #expect(parsed.errors.isEmpty, "\(parsed.errors)")
    #expect(parsed.root.description == expected)
  }

  static let literals: [(String, Expr.Literal)] = [
    ("0", .int(0)),
    ("42", .int(42)),
    ("0x1F", .int(31)),
    ("9223372036854775807", .int(Int.max)),
    ("1.5", .double(1.5)),
    ("1e3", .double(1000)),
    ("2.5E-2", .double(0.025)),
    ("'single'", .string("single")),
    ("\"double\"", .string("double")),
    ("'it\\'s'", .string("it's")),
    ("\"say \\\"hi\\\"\"", .string("say \"hi\"")),
    ("'a\\nb\\tc\\\\d'", .string("a\nb\tc\\d")),
    ("'\\u0041\\x42\\103'", .string("ABC")),
    ("'\\U0001F600'", .string("😀")),
    ("'é ✓'", .string("é ✓")),
    ("'''two\nlines'''", .string("two\nlines")),
    ("\"\"\"has ' and \" inside\"\"\"", .string("has ' and \" inside")),
    ("r'\\d+'", .string("\\d+")),
    ("''", .string("")),
    ("true", .bool(true)),
    ("false", .bool(false)),
    ("null", .null),
  ]

  @Test(arguments: literals)
  func lexesLiterals(_ source: String, _ expected: Expr.Literal) {
    let parsed = ParsedExpression(source)
    #expect(parsed.errors.isEmpty, "\(parsed.errors)")
    #expect(parsed.root.kind == .literal(expected))
  }

  @Test func rangesCoverTheText() {
    let parsed = ParsedExpression("size( tags ) > 1")
    guard case .binary(.greater, let lhs, _, let operatorRange) = parsed.root.kind else {
      Issue.record("not a comparison: \(parsed.root)")
      return
    }
    #expect(lhs.range == SourceRange(0, 12))
    #expect(operatorRange == SourceRange(13, 14))
    #expect(parsed.root.range == SourceRange(0, 16))
  }

  @Test func longFlatInputsParse() {
    let chain = Array(repeating: "a", count: 5000).joined(separator: " || ")
    #expect(ParsedExpression(chain).errors.isEmpty)
    let list = "[" + (0..<10_000).map(String.init).joined(separator: ", ") + "]"
    #expect(ParsedExpression(list).errors.isEmpty)
    let string = "'" + String(repeating: "x", count: 200_000) + "'"
    #expect(
      ParsedExpression(string).root.kind
        == .literal(.string(String(repeating: "x", count: 200_000))))
  }
}
