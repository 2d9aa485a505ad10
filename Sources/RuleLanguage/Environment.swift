/// What expressions in one scope may refer to: the schema's object types,
/// the variables in scope and the functions. A host typically builds one per
/// kind of rule subject (`permission`, `feature`, …).
public struct Environment: Sendable {
  /// The object types.
  public var schema: Schema
  /// The variables in scope, by name.
  public var variables: [String: RuleType]
  /// The functions, built-ins included.
  public var functions: FunctionRegistry

  /// Creates an environment; `functions` defaults to the built-ins.
  public init(
    schema: Schema = Schema(), variables: [String: RuleType] = [:],
    functions: FunctionRegistry = .standard
  ) {
    self.schema = schema
    self.variables = variables
    self.functions = functions
  }

  /// A copy with more variables in scope (replacing any of the same name).
  public func declaring(_ more: [String: RuleType]) -> Environment {
    var copy = self
    copy.variables.merge(more) { $1 }
    return copy
  }

  /// Parses and checks an expression. `origin` is where its first character
  /// sits in its file (positions in errors are shifted by it); with
  /// `expecting`, the expression must produce that type (a `dyn` result is
  /// checked when it is evaluated).
  public func check(
    _ source: String, origin: SourcePosition = .start, expecting: RuleType? = nil
  ) throws(ExpressionErrors) -> CheckedExpression {
    try check(ParsedExpression(source, origin: origin), expecting: expecting)
  }

  /// Checks an already parsed expression. Its syntax errors, if any, are
  /// thrown without type checking: a tree with holes in it would give
  /// misleading type errors.
  public func check(
    _ parsed: ParsedExpression, expecting: RuleType? = nil
  ) throws(ExpressionErrors) -> CheckedExpression {
    guard parsed.errors.isEmpty else { throw ExpressionErrors(parsed.errors) }
    var checker = Checker(environment: self, map: parsed.map)
    let typed = checker.check(parsed.root)
    if let expecting, !typed.type.isAssignable(to: expecting) {
      checker.report(.resultType(expected: expecting, found: typed.type), at: parsed.root.range)
    }
    guard checker.errors.isEmpty else { throw ExpressionErrors(checker.errors) }
    var program = typed.program
    if var marking = InvariantMarking(globals: checker.globals, frameSize: checker.slotCount) {
      program = marking.mark(program)
    }
    return CheckedExpression(
      parsed: parsed, type: typed.type, expectedType: expecting,
      symbols: checker.symbols.sorted(), program: StoredProgram(program),
      globals: checker.globals, frameSize: checker.slotCount)
  }
}
