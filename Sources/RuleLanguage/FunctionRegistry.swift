/// A function's implementation: it receives the evaluated arguments (the
/// receiver first, for a method) and the host context passed to
/// ``CheckedExpression/evaluate(_:context:)``. Arguments already have the
/// overload's parameter types, null only where a parameter is `dyn` or
/// `null`.
///
/// To fail, throw an ``EvaluationError/Reason``, usually
/// `EvaluationError.Reason.custom("no screen with id 'x'")`; any other error
/// becomes `.custom` with the error's description. Either way the evaluator
/// adds the position of the call.
public typealias FunctionBody =
  @Sendable (_ arguments: FunctionArguments, _ context: any Sendable) throws -> Value

/// Prepares an implementation for one call site when the expression is
/// checked. It receives the arguments that are literals (nil for the others),
/// so it can do work once, such as compiling a regular expression, and can
/// reject a bad literal before anything runs: throw a
/// ``FunctionPreparationError`` to report it at that argument (any other
/// error is reported at the function's name).
public typealias FunctionPreparer =
  @Sendable (_ constants: [Value?]) throws -> FunctionBody

/// A literal argument that a function rejected when the expression was
/// checked; it becomes an ``ExpressionError`` at that argument.
public struct FunctionPreparationError: Error, Sendable, Hashable {
  /// The index of the rejected argument, counting a method's receiver as 0.
  public var argument: Int
  /// Why, in plain English.
  public var message: String

  /// Creates the error.
  public init(argument: Int, message: String) {
    self.argument = argument
    self.message = message
  }
}

/// One signature of a function and what runs for it.
public struct FunctionOverload: Sendable {
  /// How a function is called.
  public enum Style: Sendable, Hashable {
    /// `name(a, b)`.
    case global
    /// `a.name(b)`: the first parameter is the receiver.
    case receiver
  }

  /// How the function is called.
  public var style: Style
  /// The parameter types; for a method the receiver's type comes first.
  public var parameters: [RuleType]
  /// The type of the result.
  public var result: RuleType
  /// Makes the implementation for a call site.
  public var prepare: FunctionPreparer

  /// An overload with a fixed implementation.
  public init(
    _ style: Style = .global, parameters: [RuleType], result: RuleType,
    body: @escaping FunctionBody
  ) {
    self.init(style, parameters: parameters, result: result, prepare: { _ in body })
  }

  /// An overload whose implementation is prepared per call site.
  public init(
    _ style: Style, parameters: [RuleType], result: RuleType, prepare: @escaping FunctionPreparer
  ) {
    self.style = style
    self.parameters = parameters
    self.result = result
    self.prepare = prepare
  }

  /// The number of arguments written between the parentheses.
  var writtenArity: Int { style == .receiver ? parameters.count - 1 : parameters.count }
}

/// The functions expressions can call, by name. ``standard`` holds the
/// built-ins; a host copies it and registers its own. The macros (`has`,
/// `exists`, `all`, `exists_one`, `filter`, `map`) are part of the language
/// and cannot be registered.
public struct FunctionRegistry: Sendable {
  private var globals: [String: [FunctionOverload]] = [:]
  private var receivers: [String: [FunctionOverload]] = [:]

  /// A registry with no functions.
  public init() {}

  /// Adds an overload of `name`. Overloads are tried in the order added.
  public mutating func register(_ name: String, _ overload: FunctionOverload) {
    switch overload.style {
    case .global: globals[name, default: []].append(overload)
    case .receiver: receivers[name, default: []].append(overload)
    }
  }

  /// Adds an overload of `name` with a fixed implementation.
  public mutating func register(
    _ name: String, _ style: FunctionOverload.Style = .global, parameters: [RuleType],
    result: RuleType, body: @escaping FunctionBody
  ) {
    register(name, FunctionOverload(style, parameters: parameters, result: result, body: body))
  }

  /// Adds an overload whose implementation needs the host context as a
  /// `Context`; evaluating with any other context is an evaluation error.
  public mutating func register<Context: Sendable>(
    _ name: String, _ style: FunctionOverload.Style = .global, parameters: [RuleType],
    result: RuleType, context: Context.Type,
    body: @escaping @Sendable (_ arguments: FunctionArguments, _ context: Context) throws -> Value
  ) {
    register(name, style, parameters: parameters, result: result) { arguments, context in
      guard let typed = context as? Context else {
        throw EvaluationError.Reason.missingContext(expected: String(describing: Context.self))
      }
      return try body(arguments, typed)
    }
  }

  /// The overloads of `name` called in the given style.
  public func overloads(of name: String, style: FunctionOverload.Style) -> [FunctionOverload] {
    (style == .global ? globals[name] : receivers[name]) ?? []
  }

  /// Every registered name, sorted.
  public var names: [String] { Set(globals.keys).union(receivers.keys).sorted() }

  /// The language's macros, which no function may be registered as.
  public static let macroNames: Set<String> = Checker.receiverMacros.union(["has"])
}
