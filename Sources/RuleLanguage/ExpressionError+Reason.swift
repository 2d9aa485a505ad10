extension ExpressionError {
  /// Every check-time problem; the wording of all of them is in `description`.
  public enum Reason: Sendable, Hashable, CustomStringConvertible {
    // Lexical and syntax errors.
    /// A character that cannot start a token, e.g. `#`.
    case unexpectedCharacter(String)
    /// A string literal with no closing quote on its line.
    case unterminatedString
    /// A backslash escape the language does not know, e.g. `\\q`.
    case invalidEscape(String)
    /// An integer literal outside the 64-bit range.
    case integerOutOfRange(String)
    /// A malformed number such as `12abc` or `0x`.
    case invalidNumber(String)
    /// Nothing but whitespace and comments.
    case emptyExpression
    /// An operand is missing, after the given token if any.
    case expectedExpression(after: String?)
    /// The input ended before the bracket opened at `openedAt` was closed.
    case unclosed(String, openedAt: SourcePosition, sameLine: Bool)
    /// A token where one of `expected` was required.
    case unexpectedToken(String, expected: [String])
    /// More text after a complete expression.
    case trailingToken(String)
    /// A closing bracket with no opening one.
    case unmatchedClosing(String)
    /// Something other than a name after `.`.
    case expectedFieldName(found: String)
    /// A `?` without its `:`.
    case expectedColon(found: String)
    /// `=`, `&` or `|` where `==`, `&&` or `||` was meant.
    case misspelledOperator(String, use: String)
    /// A word CEL reserves, used as a name.
    case reservedWord(String)
    /// CEL syntax outside this subset.
    case unsupported(UnsupportedSyntax)
    /// Nesting deeper than the parser allows.
    case tooDeeplyNested(limit: Int)
    // Type errors.
    /// A name that is not a variable in scope; `suggestion` is the closest one.
    case unknownVariable(String, suggestion: String?)
    /// A field the object type does not declare; `suggestion` is the closest one.
    case unknownField(String, type: String, suggestion: String?)
    /// An object type the schema does not declare.
    case undeclaredType(String)
    /// A field selected on a value that has no fields.
    case cannotSelect(String, on: RuleType)
    /// A function name nobody registered; `suggestion` is the closest one.
    case unknownFunction(String, suggestion: String?)
    /// A global function called as a method: `x.int()`.
    case notAMethod(String)
    /// A method called as a global function: `contains(x, y)`.
    case notAGlobalFunction(String)
    /// A call with a number of arguments no overload takes.
    case argumentCount(String, expected: [Int], found: Int)
    /// One argument (or the receiver) has a type no overload accepts.
    case argumentType(String, ArgumentPosition, expected: [RuleType], found: RuleType)
    /// No overload accepts this combination of argument types.
    case noMatchingOverload(String, found: [RuleType])
    /// A literal argument the function rejected, e.g. a bad regular expression.
    case invalidArgument(String, message: String)
    /// A binary operator that does not apply to these operand types.
    case operandTypes(BinaryOperator, RuleType, RuleType)
    /// A prefix operator that does not apply to this operand type.
    case operandType(UnaryOperator, RuleType)
    /// A non-bool where a bool is required.
    case notBool(BoolContext, found: RuleType)
    /// The two branches of `? :` have different types.
    case branchTypes(RuleType, RuleType)
    /// The whole expression has the wrong type, e.g. a `where` that is not a bool.
    case resultType(expected: RuleType, found: RuleType)
    /// `has()` given something other than a field selection.
    case hasArgument
    /// A macro whose first argument is not a simple name.
    case macroVariable(String)
    /// A macro applied to something that is neither a list nor a map.
    case macroRange(String, found: RuleType)
    /// An index of the wrong type: a list needs an int, a map a string.
    case indexType(container: RuleType, index: RuleType)
    /// Indexing a value that is neither a list nor a map.
    case cannotIndex(RuleType)

    /// The message in plain English.
    public var description: String {
      switch self {
      case .unexpectedCharacter(let character): return "unexpected character '\(character)'"
      case .unterminatedString: return "unterminated string literal"
      case .invalidEscape(let escape):
        return "invalid escape sequence '\(escape)' in string literal"
      case .integerOutOfRange(let text): return "integer literal \(text) does not fit in 64 bits"
      case .invalidNumber(let text): return "invalid number literal '\(text)'"
      case .emptyExpression: return "the expression is empty"
      case .expectedExpression(let after):
        return after.map { "expected an expression after '\($0)'" } ?? "expected an expression"
      case .unclosed(let delimiter, let opened, let sameLine):
        let place =
          sameLine ? "column \(opened.column)" : "line \(opened.line), column \(opened.column)"
        return "unclosed '\(delimiter)' opened at \(place)"
      case .unexpectedToken(let found, let expected):
        return "unexpected \(found); expected \(Self.alternatives(expected))"
      case .trailingToken(let found):
        return "unexpected \(found) after a complete expression; is an operator missing?"
      case .unmatchedClosing(let token): return "unexpected '\(token)' with nothing to close"
      case .expectedFieldName(let found): return "expected a field name after '.', found \(found)"
      case .expectedColon(let found): return "expected ':' to complete '?', found \(found)"
      case .misspelledOperator(let found, let use):
        return "'\(found)' is not an operator; use '\(use)'"
      case .reservedWord(let word):
        return "'\(word)' is a reserved word and cannot be used as a name"
      case .unsupported(.mapLiteral): return "map literals ('{…}') are not supported"
      case .unsupported(.bytesLiteral): return "bytes literals are not supported"
      case .unsupported(.unsignedInteger): return "unsigned integers are not supported"
      case .unsupported(.leadingDot): return "names starting with '.' are not supported"
      case .unsupported(.callOnExpression): return "only a function name can be called"
      case .tooDeeplyNested(let limit):
        return "the expression is nested too deeply (more than \(limit) levels)"
      case .unknownVariable(let name, let suggestion):
        return "unknown variable '\(name)'" + Self.hint(suggestion)
      case .unknownField(let name, let type, let suggestion):
        return "unknown field '\(name)' on \(type)" + Self.hint(suggestion)
      case .undeclaredType(let name): return "type '\(name)' is not declared in the schema"
      case .cannotSelect(let field, let type): return "cannot select field '\(field)' on \(type)"
      case .unknownFunction(let name, let suggestion):
        return "unknown function '\(name)'" + Self.hint(suggestion)
      case .notAMethod(let name): return "\(name)() is not a method; call it as \(name)(x)"
      case .notAGlobalFunction(let name): return "\(name)() is a method; call it as x.\(name)(…)"
      case .argumentCount(let name, let expected, let found):
        let counts = Self.alternatives(expected.map(String.init))
        let noun = expected == [1] ? "argument" : "arguments"
        return "\(name)() expects \(counts) \(noun), found \(found)"
      case .argumentType(let name, .receiver, let expected, let found):
        return
          "\(name)() cannot be called on \(found); it applies to \(RuleType.expectation(expected))"
      case .argumentType(let name, .only, let expected, let found):
        return "\(name)() expects \(RuleType.expectation(expected)), found \(found)"
      case .argumentType(let name, .index(let index), let expected, let found):
        return
          "argument \(index) of \(name)() must be \(RuleType.expectation(expected)), found \(found)"
      case .noMatchingOverload(let name, let found):
        return
          "no overload of \(name)() accepts (\(found.map(\.description).joined(separator: ", ")))"
      case .invalidArgument(let name, let message): return "\(name)(): \(message)"
      case .operandTypes(let op, let lhs, let rhs):
        if op == .in { return "'in' cannot look for \(lhs) in \(rhs)" }
        if op.isEquality || op.isOrdering {
          return "'\(op.rawValue)' cannot compare \(lhs) with \(rhs)"
        }
        return "'\(op.rawValue)' cannot be applied to \(lhs) and \(rhs)"
      case .operandType(let op, let type): return "'\(op.rawValue)' cannot be applied to \(type)"
      case .notBool(.logical(let op), let found):
        return "'\(op.rawValue)' expects bool operands, found \(found)"
      case .notBool(.conditional, let found):
        return "the condition of '?:' must be a bool, found \(found)"
      case .notBool(.predicate(let macro), let found):
        return "the predicate of \(macro)() must be a bool, found \(found)"
      case .branchTypes(let a, let b):
        return "the branches of '?:' have different types: \(a) and \(b)"
      case .resultType(let expected, let found):
        return "the expression must produce \(RuleType.expectation([expected])), found \(found)"
      case .hasArgument: return "has() expects a field selection such as has(a.b)"
      case .macroVariable(let macro):
        return "the first argument of \(macro)() must be a variable name"
      case .macroRange(let macro, let found):
        return "\(macro)() applies to a list or map, found \(found)"
      case .indexType(.map, let index): return "a map key must be a string, found \(index)"
      case .indexType(_, let index): return "a list index must be an int, found \(index)"
      case .cannotIndex(let type): return "cannot index into \(type)"
      }
    }

    private static func hint(_ suggestion: String?) -> String {
      suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    private static func alternatives(_ items: [String]) -> String {
      guard items.count > 1 else { return items.first ?? "" }
      return items.dropLast().joined(separator: ", ") + " or " + (items.last ?? "")
    }
  }
}
