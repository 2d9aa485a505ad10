extension Checker {
  /// The macros: calls the checker expands itself instead of looking up.
  static let receiverMacros: Set<String> = ["exists", "all", "exists_one", "filter", "map"]

  /// Checks a call of `name` (on `receiver`, for a method) and picks the
  /// overloads it can run; a macro is checked as a comprehension.
  mutating func checkCall(
    _ receiver: Expr?, _ name: String, _ nameRange: SourceRange, _ arguments: [Expr],
    _ range: SourceRange
  ) -> Typed {
    if receiver == nil, name == "has" { return checkHas(arguments, nameRange) }
    if Self.receiverMacros.contains(name) {
      guard let receiver else {
        // The arguments bind a variable; checking them as plain
        // expressions would only add noise.
        report(.notAGlobalFunction(name), at: nameRange)
        return Self.failed
      }
      return checkComprehension(receiver, name, nameRange, arguments)
    }
    let style: FunctionOverload.Style = receiver == nil ? .global : .receiver
    let all = receiver.map { [$0] + arguments } ?? arguments
    let typed = all.map { check($0) }
    let overloads = environment.functions.overloads(of: name, style: style)
    guard !overloads.isEmpty else {
      reportUnknownFunction(name, style, nameRange)
      return Self.failed
    }
    symbols.insert(style == .global ? .function(name) : .method(name))
    let types = typed.map(\.type)
    let sized = overloads.filter { $0.parameters.count == types.count }
    guard !sized.isEmpty else {
      let counts = Set(overloads.map(\.writtenArity)).sorted()
      report(.argumentCount(name, expected: counts, found: arguments.count), at: nameRange)
      return Self.failed
    }
    let matching = overloads.indices.filter { index in
      overloads[index].parameters.count == types.count
        && zip(types, overloads[index].parameters).allSatisfy { $0.isAssignable(to: $1) }
    }
    guard !matching.isEmpty else {
      reportMismatch(name, style, sized, types, all, nameRange)
      return Self.failed
    }
    // With every argument type known, the first match is the one; otherwise
    // each match stays a candidate and the values decide at run time.
    let chosen = types.contains(where: \.containsDyn) ? matching : [matching[0]]
    let constants = all.map { expr -> Value? in
      if case .literal(let literal) = expr.kind { return literal.value }
      return nil
    }
    guard
      let candidates = prepare(
        chosen, of: overloads, types: types, constants: constants, arguments: all, name: name,
        nameRange: nameRange)
    else { return Self.failed }
    let results = chosen.map { overloads[$0].result }
    let result = results.allSatisfy { $0 == results[0] } ? results[0] : .dyn
    let call = Call(
      name: name, style: style, arguments: typed.map(\.program), constants: constants,
      candidates: candidates, at: nameRange.lowerBound)
    return Typed(type: result, program: .call(call))
  }

  /// The chosen overloads prepared for the call's constant arguments; nil,
  /// with the problem reported, when one of them rejects an argument.
  private mutating func prepare(
    _ chosen: [Int], of overloads: [FunctionOverload], types: [RuleType], constants: [Value?],
    arguments all: [Expr], name: String, nameRange: SourceRange
  ) -> [Call.Candidate]? {
    var candidates: [Call.Candidate] = []
    for index in chosen {
      let overload = overloads[index]
      do {
        let body = try overload.prepare(constants)
        let deep = zip(types, overload.parameters).map { !Self.guarantees($0, $1) }
        candidates.append(
          Call.Candidate(
            overload: index, parameters: overload.parameters, deepCheck: deep, body: body))
      } catch let rejection as FunctionPreparationError {
        let culprit =
          all.indices.contains(rejection.argument) ? all[rejection.argument].range : nameRange
        report(.invalidArgument(name, message: rejection.message), at: culprit)
        return nil
      } catch {
        report(.invalidArgument(name, message: String(describing: error)), at: nameRange)
        return nil
      }
    }
    return candidates
  }

  /// Whether every value of type `argument` is certain to fit `parameter`
  /// without looking inside it.
  static func guarantees(_ argument: RuleType, _ parameter: RuleType) -> Bool {
    switch (argument, parameter) {
    case (_, .dyn): return true
    case (.list(let a), .list(let p)), (.map(let a), .map(let p)): return guarantees(a, p)
    default: return argument == parameter
    }
  }

  mutating func reportUnknownFunction(
    _ name: String, _ style: FunctionOverload.Style, _ range: SourceRange
  ) {
    let functions = environment.functions
    if !functions.overloads(of: name, style: style == .global ? .receiver : .global).isEmpty {
      report(style == .global ? .notAGlobalFunction(name) : .notAMethod(name), at: range)
      return
    }
    if style == .receiver, name == "has" {
      report(.notAMethod(name), at: range)
      return
    }
    let candidates = functions.names + ["has"] + Self.receiverMacros
    report(
      .unknownFunction(name, suggestion: NameSuggestion.closest(to: name, in: candidates)),
      at: range)
  }

  /// Explains why no overload of the right arity accepts the arguments:
  /// names the one argument at fault when there is one.
  mutating func reportMismatch(
    _ name: String, _ style: FunctionOverload.Style, _ overloads: [FunctionOverload],
    _ types: [RuleType], _ arguments: [Expr], _ nameRange: SourceRange
  ) {
    for position in types.indices {
      // Overloads that would accept the call if only this argument changed.
      let near = overloads.filter { overload in
        types.indices.allSatisfy {
          $0 == position || types[$0].isAssignable(to: overload.parameters[$0])
        }
      }
      guard !near.isEmpty else { continue }
      let expected = near.map { $0.parameters[position] }
      let label: ArgumentPosition
      if style == .receiver {
        label = position == 0 ? .receiver : .index(position)
      } else {
        label = types.count == 1 ? .only : .index(position + 1)
      }
      let range = label == .receiver ? nameRange : arguments[position].range
      report(.argumentType(name, label, expected: expected, found: types[position]), at: range)
      return
    }
    report(.noMatchingOverload(name, found: types), at: nameRange)
  }
}
