import Diagnostics
import Mustache
import RuleBinding
import RuleLanguage
import YAML
import YAMLDecoding

/// Compiles one pack file's rules and checks: checks each expression in its
/// scope's environment and parses each text as a Mustache template, reporting
/// problems at their place in the file.
struct RuleCompiler {
  let file: PackFile
  let environment: Environment

  private var context: DecodingContext { file.context }

  func compile() -> RulePack {
    let root = file.root
    let title = root.string("title", required: true) ?? file.name
    let revision = root.string("guidelinesRevision")
    _ = root.object("lexicons")  // read in PackFile; asked for here so it is a known key
    _ = root.object("languages")  // read in PackFile too
    let rules = root.sequence("rules").enumerated().compactMap { index, node in
      context.object(node, path: "rules[\(index)]").flatMap(compileRule)
    }
    let checks = root.sequence("checks").enumerated().compactMap { index, node in
      context.object(node, path: "checks[\(index)]").flatMap(compileCheck)
    }
    root.finish()
    return RulePack(
      name: file.name, title: title, guidelinesRevision: revision, rules: rules, checks: checks,
      file: file.path, folder: file.source.folder, languages: file.languages.map(\.0))
  }

  /// Compiles one entry of `rules`; nil when it has an error (reported).
  private func compileRule(_ object: ObjectReader) -> Rule? {
    let id = ruleID(object)
    let title = object.string("title", required: true)
    let severity = object.oneOf(
      "severity", DiagnosticSeverity.self, kind: "a severity", required: true)
    let guideline = object.string("guideline")
    let scope = object.oneOf("for", RuleScope.self, kind: "a rule scope", required: true)
    let aspect = object.oneOf("aspect", RuleAspect.self, kind: "a rule aspect")
    var scopeEnvironment = environment.declaring(BindingSchema.variables(for: scope ?? .app))
    let condition = object.value("where").flatMap {
      expression($0, in: scopeEnvironment, path: object.path("where"), expecting: .bool)
    }
    let bindings = compileBindings(object, in: &scopeEnvironment)
    let failsNode = object.value("fails", required: true)
    let fails = failsNode.flatMap {
      expression($0, in: scopeEnvironment, path: object.path("fails"), expecting: .bool)
    }
    let at = field(object, of: scope)
    let message = object.value("message", required: true).flatMap {
      template($0, path: object.path("message"))
    }
    let fix = object.value("fix").flatMap { template($0, path: object.path("fix")) }
    let reviewNote = object.value("reviewNote").flatMap {
      template($0, path: object.path("reviewNote"))
    }
    let references =
      object.value("references").map { context.strings($0, path: object.path("references")) } ?? []
    let related = relatedExpression(object, in: scopeEnvironment)
    let itms = uploadError(object)
    object.finish()
    guard let id, let title, let severity, let scope, let fails, let message else { return nil }
    var rule = Rule(
      id: id, title: title, severity: severity, guideline: guideline, scope: scope,
      aspect: aspect ?? .default(for: scope, at: at), declaresAspect: aspect != nil,
      condition: condition, bindings: bindings.map { (name: $0.0, expression: $0.1) }, fails: fails,
      at: at, related: related, message: message.template, fix: fix?.template,
      reviewNote: reviewNote?.template,
      references: references, pack: file.name, location: object.node.location,
      sources: RuleSources(
        condition: condition?.source, bindings: bindings.map { (name: $0.0, source: $0.1.source) },
        fails: fails.source, message: message.source, fix: fix?.source,
        reviewNote: reviewNote?.source))
    rule.itms = itms
    rule.textNames = RuleTextNames.names(of: rule)
    return rule
  }

  /// The rule's `itms` (`ITMS-` and digits), reported when it is another text.
  private func uploadError(_ object: ObjectReader) -> String? {
    guard let code = object.string("itms") else { return nil }
    let digits = code.dropFirst("ITMS-".count)
    guard code.hasPrefix("ITMS-"), (4...6).contains(digits.count),
      digits.allSatisfy({ $0.isASCII && $0.isNumber })
    else {
      context.report(
        .invalid(
          "'\(code)' is not an App Store Connect error code; write it as Apple's upload email"
            + " does, ITMS- and its number (ITMS-91053)"),
        at: object.locations["itms"], path: object.path("itms"))
      return nil
    }
    return code
  }

  /// The rule's `id`, reported when it is not a rule id of this pack.
  private func ruleID(_ object: ObjectReader) -> String? {
    let id = object.string("id", required: true)
    if let id, !PackNames.isRuleID(id, pack: file.name) {
      context.report(
        .invalid(
          "'\(id)' is not a rule id of pack '\(file.name)'; write '\(file.name).kebab-case-name'"),
        at: object.locations["id"], path: object.path("id"))
    }
    return id
  }

  /// The rule's `let` bindings, in order, each checked in `environment`
  /// with the ones before it, and declared in it.
  private func compileBindings(_ object: ObjectReader, in environment: inout Environment)
    -> [(String, CheckedExpression)]
  {
    var bindings: [(String, CheckedExpression)] = []
    if let lets = object.object("let") {
      for pair in lets.remainingPairs() {
        guard let name = context.string(pair.key, path: lets.path) else { continue }
        guard PackNames.isIdentifier(name), environment.variables[name] == nil else {
          context.report(
            .invalid(
              "'\(name)' can't name a value here: use letters and digits, and no name already in scope"
            ),
            at: pair.key.location, path: lets.path)
          continue
        }
        guard
          let checked = expression(
            pair.value, in: environment, path: lets.path(name), expecting: nil)
        else {
          continue
        }
        bindings.append((name, checked))
        environment = environment.declaring([name: checked.type])
      }
    }
    return bindings
  }

  /// The rule's `at`, reported when it is not a field a subject of `scope`
  /// can be located by.
  private func field(_ object: ObjectReader, of scope: RuleScope?) -> String? {
    let at = object.string("at")
    if let at, let scope, !scope.locatableFields.contains(at) {
      context.report(
        .notOneOf(at, kind: "a field of a \(scope.rawValue)", valid: scope.locatableFields),
        at: object.locations["at"], path: object.path("at"))
    }
    return at
  }

  /// The rule's `related` expression, checked in `environment`.
  private func relatedExpression(_ object: ObjectReader, in environment: Environment)
    -> CheckedExpression?
  {
    // `related:` is type-checked as a ProjectSource, but may give null at run
    // time (no second place for this subject), so the expression kept is the
    // one without the result check.
    return object.value("related").flatMap { node -> CheckedExpression? in
      let path = object.path("related")
      guard
        expression(node, in: environment, path: path, expecting: .object("ProjectSource"))
          != nil
      else { return nil }
      return expression(node, in: environment, path: path, expecting: nil)
    }
  }

  private func compileCheck(_ object: ObjectReader) -> ManualCheck? {
    let id = object.string("id", required: true)
    if let id, !PackNames.isRuleID(id, pack: file.name, check: true) {
      context.report(
        .invalid(
          "'\(id)' is not a check id of pack '\(file.name)'; write '\(file.name).check.kebab-case-name'"
        ),
        at: object.locations["id"], path: object.path("id"))
    }
    let title = object.string("title", required: true)
    let applies = object.value("applies", required: true).flatMap {
      expression($0, in: environment, path: object.path("applies"), expecting: .bool)
    }
    let how = object.string("how", required: true)
    object.finish()
    guard let id, let title, let applies, let how else { return nil }
    return ManualCheck(
      id: id, title: title, applies: applies, how: how, pack: file.name,
      location: object.node.location)
  }

  /// Parses and checks an expression, reporting its errors at their place in
  /// the file.
  private func expression(
    _ node: YAMLNode, in environment: Environment, path: String, expecting: RuleType?
  ) -> CheckedExpression? {
    guard let source = context.string(node, path: path) else { return nil }
    do {
      return try environment.check(source, expecting: expecting)
    } catch {
      let map = ScalarTextMap(node: node, lines: file.lines)
      for problem in error.errors {
        context.report(
          .reported(problem.message), at: map.location(ofUTF8Offset: problem.position.offset),
          path: path)
      }
      return nil
    }
  }

  /// Parses a text as a plain-text Mustache template.
  private func template(_ node: YAMLNode, path: String) -> (template: Template, source: String)? {
    guard let source = context.string(node, path: path) else { return nil }
    do {
      return (try Template(source: source, name: file.path, contentType: .text), source)
    } catch let error as MustacheError {
      let map = ScalarTextMap(node: node, lines: file.lines)
      context.report(
        .reported(error.message), at: map.location(line: error.line, column: error.column),
        path: path)
    } catch {
      context.report(.invalid("\(error)"), at: node.location, path: path)
    }
    return nil
  }
}
