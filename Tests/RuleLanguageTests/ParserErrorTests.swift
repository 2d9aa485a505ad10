import Testing

@testable import RuleLanguage

/// Syntax errors: message and position (the `↓` marker), several per
/// expression where the parser can recover.
@Suite struct ParserErrorTests {
  static let cases: [ErrorCase] = [
    ErrorCase("↓", "the expression is empty"),
    ErrorCase("  // only a comment↓", "the expression is empty"),
    ErrorCase("a && ↓", "expected an expression after '&&'"),
    ErrorCase("a + ↓* b", "expected an expression after '+'"),
    ErrorCase("a && (b || ↓)", "expected an expression after '||'"),
    ErrorCase("[1, ↓, 2]", "expected an expression after ','"),
    ErrorCase("!↓", "expected an expression after '!'"),
    ErrorCase("(a + b↓", "unclosed '(' opened at column 1"),
    ErrorCase("x == size(a, b↓", "unclosed '(' opened at column 10"),
    ErrorCase("[1, 2↓", "unclosed '[' opened at column 1"),
    ErrorCase("(a +\n  b↓", "unclosed '(' opened at line 1, column 1"),
    ErrorCase("a ↓b", "unexpected 'b' after a complete expression; is an operator missing?"),
    ErrorCase("a↓)", "unexpected ')' with nothing to close"),
    ErrorCase("f(a ↓b)", "unexpected 'b'; expected ',' or ')'"),
    ErrorCase("(a ↓b)", "unexpected 'b'; expected an operator or ')'"),
    ErrorCase("[a ↓b]", "unexpected 'b'; expected ',' or ']'"),
    ErrorCase("a[0↓", "unclosed '[' opened at column 2"),
    ErrorCase("a.↓5", "expected a field name after '.', found '5'"),
    ErrorCase("a.↓", "expected a field name after '.', found end of input"),
    ErrorCase("a ↓= b", "'=' is not an operator; use '=='"),
    ErrorCase("a ↓& b", "'&' is not an operator; use '&&'"),
    ErrorCase("a ↓| b", "'|' is not an operator; use '||'"),
    ErrorCase("a ? b↓", "expected ':' to complete '?', found end of input"),
    ErrorCase("↓#a", "unexpected character '#'"),
    ErrorCase("a ↓@ b", "unexpected character '@'"),
    ErrorCase("↓'abc", "unterminated string literal"),
    ErrorCase("↓'abc\n↓'", "unterminated string literal", "unterminated string literal"),
    ErrorCase("'a↓\\qb'", "invalid escape sequence '\\q' in string literal"),
    ErrorCase("'↓\\u12'", "invalid escape sequence '\\u12' in string literal"),
    ErrorCase("'↓\\uD800'", "invalid escape sequence '\\uD800' in string literal"),
    ErrorCase(
      "↓99999999999999999999", "integer literal 99999999999999999999 does not fit in 64 bits"),
    ErrorCase(
      "↓9223372036854775808", "integer literal 9223372036854775808 does not fit in 64 bits"),
    ErrorCase("↓12abc", "invalid number literal '12abc'"),
    ErrorCase("↓0x", "invalid number literal '0x'"),
    ErrorCase("↓1u", "unsigned integers are not supported"),
    ErrorCase("↓{'a': 1}", "map literals ('{…}') are not supported"),
    ErrorCase("↓b'abc'", "bytes literals are not supported"),
    ErrorCase("↓.a", "names starting with '.' are not supported"),
    ErrorCase("(f)↓(x)", "only a function name can be called"),
    ErrorCase("↓while", "'while' is a reserved word and cannot be used as a name"),
    ErrorCase("a.↓if", "'if' is a reserved word and cannot be used as a name"),
    // Recovery: one message per mistake, however many mistakes.
    ErrorCase(
      "f(a ↓b, c ↓d)", "unexpected 'b'; expected ',' or ')'", "unexpected 'd'; expected ',' or ')'"),
    ErrorCase("↓# + ↓'abc", "unexpected character '#'", "unterminated string literal"),
    ErrorCase(
      "a ↓= b && c ↓& d", "'=' is not an operator; use '=='", "'&' is not an operator; use '&&'"),
    ErrorCase(
      "[1, ↓, 2, ↓, ]", "expected an expression after ','", "expected an expression after ','"),
    ErrorCase("(a ↓# b)", "unexpected character '#'"),
    ErrorCase("f(a, ↓)", "expected an expression after ','"),
  ]

  @Test(arguments: cases)
  func reportsSyntaxErrors(_ testCase: ErrorCase) {
    let parsed = ParsedExpression(testCase.source.text)
    let found = parsed.errors.map { Located(offset: $0.position.offset, message: $0.message) }
    #expect(found == testCase.expected)
  }

  @Test func positionsHaveLinesColumnsAndOffsets() {
    let parsed = ParsedExpression("'é' + \n  (a || b")
    let error = parsed.errors.first
    #expect(error?.position == SourcePosition(line: 2, column: 10, offset: 17))
    #expect(error?.description == "2:10: unclosed '(' opened at column 3")
  }

  @Test func positionsShiftByTheOrigin() {
    let origin = SourcePosition(line: 12, column: 12, offset: 300)
    let parsed = ParsedExpression("a && ", origin: origin)
    #expect(parsed.errors.first?.position == SourcePosition(line: 12, column: 17, offset: 305))
    let multiline = ParsedExpression("a &&\n  ", origin: origin)
    #expect(multiline.errors.first?.position == SourcePosition(line: 13, column: 3, offset: 307))
  }

  @Test func recoveryKeepsATree() {
    let parsed = ParsedExpression("f(a b, c)")
    #expect(parsed.errors.count == 1)
    #expect(parsed.root.description == "f(a, c)")
  }

  static let deep: [String] = [
    String(repeating: "(", count: 300) + "a" + String(repeating: ")", count: 300),
    String(repeating: "!", count: 5000) + "a",
    String(repeating: "-", count: 5000) + "a",
    "a" + String(repeating: " + a", count: 500),
    "a" + String(repeating: ".b", count: 500),
    String(repeating: "[", count: 300) + String(repeating: "]", count: 300),
    String(repeating: "f(", count: 300) + String(repeating: ")", count: 300),
    String(repeating: "a ? ", count: 300) + "b" + String(repeating: " : c", count: 300),
    String(repeating: "(", count: 100_000),
  ]

  @Test(arguments: deep.indices)
  func deepNestingIsAnError(_ index: Int) {
    let parsed = ParsedExpression(Self.deep[index])
    #expect(
      parsed.errors.map(\.message) == [
        "the expression is nested too deeply (more than 200 levels)"
      ])
  }

  @Test func nestingWithinTheLimitIsFine() {
    let source = String(repeating: "(", count: 150) + "1" + String(repeating: ")", count: 150)
    #expect(ParsedExpression(source).errors.isEmpty)
  }

  @Test func errorsAreCapped() {
    let parsed = ParsedExpression(String(repeating: "# ", count: 10_000))
    #expect(parsed.errors.count == 20)
  }
}

/// The depth limit trips where the nesting passes it: the rest of a huge
/// expression is not even lexed.
@Suite struct DeepExpressionTests {
  static let shapes: [String] = [
    String(repeating: "(", count: 1_000_000),
    String(repeating: "!", count: 1_000_000) + "a",
    String(repeating: "f(", count: 500_000),
    String(repeating: "a ? b : ", count: 200_000) + "c",
    "a" + String(repeating: ".b", count: 500_000),
  ]

  @Test(arguments: shapes.indices)
  func theLimitTripsBeforeTheRestIsRead(_ index: Int) {
    var parser = Parser(map: SourceMap(Array(Self.shapes[index].utf8), origin: .start))
    #expect(throws: Parser.Abort.self) { _ = try parser.parseWhole() }
    #expect(parser.tokens.count < 2_000, "lexed \(parser.tokens.count) tokens")
    #expect(
      parser.errors.map(\.message) == [
        "the expression is nested too deeply (more than 200 levels)"
      ])
  }

  @Test func lexicalErrorsAfterTheLastParsedTokenAreStillReported() {
    let parsed = ParsedExpression("a b # c")
    #expect(parsed.errors.count == 2, "\(parsed.errors.map(\.message))")
  }
}
