extension Parser {
  /// Literals, names, calls, parenthesised expressions and lists.
  mutating func parsePrimary() throws(Abort) -> Expr {
    let token = current
    switch token.kind {
    case .integer(let magnitude):
      advance()
      guard magnitude <= UInt64(Int.max) else {
        report(.integerOutOfRange(text(token)), at: token.range)
        return Expr(.invalid, token.range)
      }
      return Expr(.literal(.int(Int(magnitude))), token.range)
    case .double(let value):
      advance()
      return Expr(.literal(.double(value)), token.range)
    case .string(let value):
      advance()
      return Expr(.literal(.string(value)), token.range)
    case .true, .false:
      advance()
      return Expr(.literal(.bool(token.kind == .true)), token.range)
    case .null:
      advance()
      return Expr(.literal(.null), token.range)
    case .identifier(let name):
      advance()
      checkNotReserved(name, token.range)
      guard current.kind == .leftParen else { return Expr(.identifier(name), token.range) }
      let (arguments, end) = try parseArguments()
      return try make(
        .call(receiver: nil, name: name, nameRange: token.range, arguments: arguments),
        token.range.union(end))
    case .leftParen:
      advance()
      var inner = try parseExpression()
      let end = try expectClosing(.rightParen, opening: token)
      inner.range = token.range.union(end)
      return inner
    case .leftBracket:
      return try parseList()
    case .leftBrace:
      advance()
      report(.unsupported(.mapLiteral), at: token.range)
      synchronize(stopAtComma: false)
      let end = current.kind == .rightBrace ? advance().range : current.range
      return Expr(.invalid, token.range.union(end))
    case .dot:
      advance()
      report(.unsupported(.leadingDot), at: token.range)
      if case .identifier = current.kind { advance() }
      return Expr(.invalid, token.range)
    case .invalid:
      advance()
      return Expr(.invalid, token.range)
    default:
      let after = index > 0 ? text(tokens[index - 1]) : nil
      report(.expectedExpression(after: after), at: token.range)
      return Expr(.invalid, SourceRange(token.range.lowerBound, token.range.lowerBound))
    }
  }

  /// Field selections, method calls and indexing after a primary expression.
  mutating func parsePostfix(_ primary: Expr) throws(Abort) -> Expr {
    var expression = primary
    while true {
      switch current.kind {
      case .dot:
        advance()
        guard case .identifier(let name) = current.kind else {
          report(.expectedFieldName(found: describe(current)), at: current.range)
          return expression
        }
        let nameToken = advance()
        checkNotReserved(name, nameToken.range)
        if current.kind == .leftParen {
          let (arguments, end) = try parseArguments()
          expression = try make(
            .call(
              receiver: expression, name: name, nameRange: nameToken.range, arguments: arguments),
            expression.range.union(end))
        } else {
          expression = try make(
            .select(expression, field: name, fieldRange: nameToken.range),
            expression.range.union(nameToken.range))
        }
      case .leftBracket:
        let open = advance()
        let subscriptExpression = try parseExpression()
        let end = try expectClosing(.rightBracket, opening: open)
        expression = try make(
          .index(expression, subscriptExpression), expression.range.union(end))
      case .leftParen:
        report(.unsupported(.callOnExpression), at: current.range)
        let (_, end) = try parseArguments()
        expression = Expr(.invalid, expression.range.union(end))
      default:
        return expression
      }
    }
  }

  /// `( a, b )` after a function name; returns the arguments and the range of
  /// the closing parenthesis (or of where it should have been).
  mutating func parseArguments() throws(Abort) -> ([Expr], SourceRange) {
    try parseSequence(closing: .rightParen, allowsTrailingComma: false)
  }

  /// `[a, b, c]`; a trailing comma is allowed.
  mutating func parseList() throws(Abort) -> Expr {
    let open = current
    let (elements, end) = try parseSequence(closing: .rightBracket, allowsTrailingComma: true)
    return try make(.list(elements), open.range.union(end))
  }

  /// Comma-separated expressions from the opening token at `current` to
  /// `closing`, recovering at the next comma or closing bracket.
  mutating func parseSequence(
    closing: TokenKind, allowsTrailingComma: Bool
  ) throws(Abort) -> ([Expr], SourceRange) {
    let open = advance()
    try enter()
    defer { depth -= 1 }
    var elements: [Expr] = []
    if current.kind == closing { return (elements, advance().range) }
    while true {
      elements.append(try parseExpression())
      if current.kind == .comma {
        advance()
        if allowsTrailingComma, current.kind == closing { return (elements, advance().range) }
        continue
      }
      if current.kind == closing { return (elements, advance().range) }
      if current.kind == .end {
        reportUnclosed(open)
        return (elements, current.range)
      }
      report(
        .unexpectedToken(describe(current), expected: ["','", "'\(text(of: closing))'"]),
        at: current.range)
      synchronize(stopAtComma: true)
      if current.kind == .comma {
        advance()
        continue
      }
      let end = current.range
      if current.kind == closing { advance() }
      return (elements, end)
    }
  }

  /// Expects the bracket closing `opening`; reports and recovers otherwise.
  mutating func expectClosing(_ closing: TokenKind, opening: Token) throws(Abort) -> SourceRange {
    if current.kind == closing { return advance().range }
    if current.kind == .end {
      reportUnclosed(opening)
      return current.range
    }
    report(
      .unexpectedToken(describe(current), expected: ["an operator", "'\(text(of: closing))'"]),
      at: current.range)
    synchronize(stopAtComma: false)
    let end = current.range
    if current.kind == closing { advance() }
    return end
  }

  /// Skips tokens up to (not including) a closing bracket, or a comma when
  /// `stopAtComma`, that is not nested inside brackets opened while skipping.
  mutating func synchronize(stopAtComma: Bool) {
    var nesting = 0
    while current.kind != .end {
      let kind = current.kind
      if kind.closing != nil {
        nesting += 1
      } else if kind.isClosing {
        if nesting == 0 { return }
        nesting -= 1
      } else if kind == .comma, nesting == 0, stopAtComma {
        return
      }
      advance()
    }
  }

  mutating func checkNotReserved(_ name: String, _ range: SourceRange) {
    if reservedWords.contains(name) { report(.reservedWord(name), at: range) }
  }

  mutating func reportUnclosed(_ opening: Token) {
    let opened = map.position(at: opening.range.lowerBound)
    let here = map.position(at: current.range.lowerBound)
    report(
      .unclosed(text(opening), openedAt: opened, sameLine: opened.line == here.line),
      at: current.range)
  }

  /// Records an error, unless the lexer already reported this token or an
  /// error was already reported at the same place (one mistake, one message).
  mutating func report(_ reason: ExpressionError.Reason, at range: SourceRange) {
    guard errors.count < Self.maxErrors else { return }
    // The lexer reported this token, or the one just before it.
    if tokens[index].kind == .invalid, tokens[index].range == range { return }
    if index > 0, tokens[index - 1].kind == .invalid, tokens[index].range == range { return }
    let position = map.position(at: range.lowerBound)
    if errors.contains(where: { $0.position == position }) { return }
    syntaxErrors.append(
      ExpressionError(reason, at: position, end: map.position(at: range.upperBound)))
    if errors.count >= Self.maxErrors {
      lexer.run()
      index = tokens.count - 1
    }
  }

  /// The source text of a token.
  func text(_ token: Token) -> String { map.text(token.range) }

  func text(of kind: TokenKind) -> String {
    switch kind {
    case .rightParen: return ")"
    case .rightBracket: return "]"
    default: return "}"
    }
  }

  /// A token as messages name it: `'&&'`, `'name'`, `end of input`.
  func describe(_ token: Token) -> String {
    switch token.kind {
    case .end: return "end of input"
    case .string: return "a string literal"
    default:
      let source = text(token)
      return source.count > 24 ? "'\(source.prefix(24))…'" : "'\(source)'"
    }
  }
}
