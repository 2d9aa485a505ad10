/// A Pratt parser over ``OperatorTable``: `parsePrefix` is the null
/// denotation (literals, names, prefix operators, brackets) and the loop in
/// `parseInfix` the left denotation (infix operators by binding power).
///
/// On an error it records a message, leaves an `.invalid` node where the
/// missing piece was, and goes on, so that one pass reports several
/// problems. Every loop consumes a token or stops, so any input ends.
struct Parser {
  /// The deepest nesting accepted, both for the parser's own recursion and
  /// for the height of the tree it builds.
  static let maxDepth = 200
  /// Past this many errors the parser stops: later ones are noise.
  static let maxErrors = 20

  /// Thrown to stop parsing at once (too deep, too many errors).
  struct Abort: Error {}

  let map: SourceMap
  /// The lexer, a token or two ahead of the parser: tokens are read as the
  /// parser needs them, so hitting the depth limit stops all work.
  var lexer: Lexer
  var index = 0
  /// The parser's own errors (the lexer keeps its own).
  var syntaxErrors: [ExpressionError] = []
  var depth = 0

  init(map: SourceMap) {
    self.map = map
    lexer = Lexer(map: map)
    fill(through: 1)
  }

  /// Parses a whole expression text. The errors are the lexer's, then the
  /// parser's, at most ``maxErrors``; an expression nested too deeply is
  /// read no further than where it passes the limit.
  static func parse(_ map: SourceMap) -> (root: Expr, errors: [ExpressionError]) {
    var parser = Parser(map: map)
    let root: Expr
    do {
      root = try parser.parseWhole()
      // Lexical errors after where parsing stopped are still reported.
      parser.lexer.run()
    } catch {
      root = Expr(.invalid, SourceRange(0, map.bytes.count))
    }
    return (root, Array(parser.errors.prefix(maxErrors)))
  }

  /// The tokens lexed so far: at least up to the one after ``current``.
  var tokens: [Token] { lexer.tokens }

  /// Every error so far: the lexer's, then the parser's.
  var errors: [ExpressionError] { lexer.errors + syntaxErrors }

  var current: Token { tokens[index] }

  /// Lexes until the token at `position` exists (or the end is lexed).
  mutating func fill(through position: Int) {
    while lexer.tokens.count <= position, !lexer.finished { lexer.step() }
  }

  @discardableResult
  mutating func advance() -> Token {
    let token = tokens[index]
    fill(through: index + 2)
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  mutating func parseWhole() throws(Abort) -> Expr {
    if current.kind == .end {
      if errors.isEmpty { report(.emptyExpression, at: current.range) }
      return Expr(.invalid, current.range)
    }
    let root = try parseExpression()
    switch current.kind {
    case .end: break
    case let kind where kind.isClosing: report(.unmatchedClosing(text(current)), at: current.range)
    default: report(.trailingToken(describe(current)), at: current.range)
    }
    return root
  }

  /// `condition ? then : else`, or just an operator expression.
  mutating func parseExpression() throws(Abort) -> Expr {
    try enter()
    defer { depth -= 1 }
    let condition = try parseInfix(minimumPower: OperatorTable.conditional + 1)
    guard current.kind == .question else { return condition }
    advance()
    let then = try parseExpression()
    guard current.kind == .colon else {
      report(.expectedColon(found: describe(current)), at: current.range)
      let missing = Expr(.invalid, SourceRange(current.range.lowerBound, current.range.lowerBound))
      return try make(.conditional(condition, then, missing), condition.range.union(then.range))
    }
    advance()
    let otherwise = try parseExpression()
    return try make(
      .conditional(condition, then, otherwise), condition.range.union(otherwise.range))
  }

  /// Operators whose binding power is at least `minimumPower`, left-associative.
  mutating func parseInfix(minimumPower: Int) throws(Abort) -> Expr {
    var left = try parsePrefix()
    while let (op, power) = OperatorTable.infix(for: current.kind), power >= minimumPower {
      switch op {
      case .logical(let logical):
        // Collect the whole chain `a && b && c` into one node.
        var operands = [left]
        while let (next, _) = OperatorTable.infix(for: current.kind), next == op {
          consumeOperator()
          operands.append(try parseInfix(minimumPower: power + 1))
        }
        let range = left.range.union(operands[operands.count - 1].range)
        left = try make(.logical(logical, operands), range)
      case .binary(let binary):
        let operatorRange = consumeOperator()
        let right = try parseInfix(minimumPower: power + 1)
        left = try make(
          .binary(binary, left, right, operatorRange: operatorRange), left.range.union(right.range))
      }
    }
    return left
  }

  /// Consumes an infix operator, reporting a misspelt one (`=`, `&`, `|`).
  @discardableResult
  mutating func consumeOperator() -> SourceRange {
    let token = advance()
    if case .misspelled(let text) = token.kind {
      let intended = ["=": "==", "&": "&&", "|": "||"][text] ?? text
      report(.misspelledOperator(text, use: intended), at: token.range)
    }
    return token.range
  }

  /// Prefix operators, then a primary expression with its member accesses.
  mutating func parsePrefix() throws(Abort) -> Expr {
    let token = current
    let op: UnaryOperator
    switch token.kind {
    case .bang: op = .not
    case .minus: op = .negate
    default: return try parsePostfix(try parsePrimary())
    }
    advance()
    try enter()
    defer { depth -= 1 }
    if op == .negate, let literal = negativeLiteral(after: token) { return literal }
    let operand = try parsePrefix()
    return try make(.unary(op, operand), token.range.union(operand.range))
  }

  /// `-` directly before a number with no member access after it is a
  /// negative literal, which is how `-9223372036854775808` is written.
  mutating func negativeLiteral(after minus: Token) -> Expr? {
    fill(through: index + 1)
    let next = tokens[min(index + 1, tokens.count - 1)].kind
    guard next != .dot, next != .leftBracket else { return nil }
    let token = current
    let range = minus.range.union(token.range)
    switch token.kind {
    case .integer(let magnitude) where magnitude <= UInt64(Int.max) + 1:
      advance()
      let value = magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
      return Expr(.literal(.int(value)), range)
    case .double(let value):
      advance()
      return Expr(.literal(.double(-value)), range)
    default:
      return nil
    }
  }

  /// Counts one level of recursion, stopping at ``maxDepth``.
  mutating func enter() throws(Abort) {
    depth += 1
    if depth > Self.maxDepth {
      report(.tooDeeplyNested(limit: Self.maxDepth), at: current.range)
      throw Abort()
    }
  }

  /// Builds a node, stopping when the tree grows taller than ``maxDepth``.
  mutating func make(_ kind: Expr.Kind, _ range: SourceRange) throws(Abort) -> Expr {
    let node = Expr(kind, range)
    if node.height > Self.maxDepth {
      report(.tooDeeplyNested(limit: Self.maxDepth), at: range)
      throw Abort()
    }
    return node
  }
}
