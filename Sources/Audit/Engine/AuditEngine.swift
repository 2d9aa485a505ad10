import AppModel
import Catalog
import Diagnostics
import Foundation
import Mustache
import ProjectFiles
import RuleBinding
import RuleLanguage
import RulePacks

/// Applies loaded rule packs to descriptions. Packs and the catalog are
/// prepared once; `audit` can then run for any number of descriptions, from
/// any thread.
public struct AuditEngine: Sendable {
  /// A loaded pack, as `packs` holds it.
  public typealias Pack = RulePack
  public let packs: [RulePack]
  public let catalog: Catalog
  private let catalogValue: Value
  private let catalogKeyResources: [String: String]
  /// The variables each rule's texts read (see `RuleTextNames`).
  private let textNames: [String: Set<String>?]
  /// Each rule of `rules`, in order, with the layout its expressions are
  /// evaluated in.
  private let laidOutRules: [(rule: Rule, layout: VariableLayout, verdict: VerdictBindings)]
  /// Every rule id a waiver may name: the packs' rules, and those a team's
  /// configuration turned off.
  public let knownRuleIDs: Set<String>
  /// The settings an input without its own (`AuditInput.settings`) is
  /// audited with: the rules' settings and the configuration's record.
  public let settings: AuditSettings
  /// The team configuration recorded in results audited with `settings`.
  public var configuration: AppliedConfiguration? { settings.configuration }

  /// Creates an engine for already loaded packs and catalog. `knownRuleIDs`
  /// adds rule ids that waivers may name although `packs` leave them out;
  /// `settings` are what an input without its own is audited with.
  public init(
    packs: [RulePack], catalog: Catalog, knownRuleIDs: Set<String> = [],
    settings: AuditSettings = AuditSettings()
  ) {
    self.packs = packs
    self.catalog = catalog
    self.settings = settings
    self.knownRuleIDs = knownRuleIDs.union(packs.flatMap(\.rules).map(\.id)).union([
      Waivers.expiredRule
    ])
    self.catalogValue = catalog.value
    self.catalogKeyResources = catalog.keys.mapValues(\.resourceName)
    self.textNames = RuleTextNames.index(packs)
    // One layout per scope (the globals, then the subject's variables),
    // extended by each rule's `let` names: the globals are hashed once
    // per scope, not once per rule. Keyed by the scope's name: the first
    // dictionary keyed by a type of our own costs a start the runtime's
    // search of every protocol conformance for its `Hashable`.
    var scopeLayouts: [String: VariableLayout] = [:]
    self.laidOutRules = packs.flatMap(\.rules).map { rule in
      let base =
        scopeLayouts[rule.scope.rawValue]
        ?? VariableLayout(
          shared: BindingSchema.globalNames, own: BindingSchema.variableNames(for: rule.scope))
      scopeLayouts[rule.scope.rawValue] = base
      let lets = rule.bindings.map(\.name)
      return (rule, lets.isEmpty ? base : base.addingOwn(lets), VerdictBindings(rule))
    }
  }

  /// Every rule of every pack, in pack order.
  public var rules: [Rule] { packs.flatMap(\.rules) }

  /// Audits one description with everything it reads (`AuditInput`):
  /// its findings, the rules that applied, the questions it leaves open,
  /// the manual checks that apply and their recorded state. A project file
  /// that could not be read is among the result's `inputErrors`, and the
  /// rules then see no project.
  public func audit(_ input: AuditInput) -> AuditResult {
    var result: AuditResult
    let settings = input.settings ?? settings
    switch input.project {
    case .notNamed:
      result = audit(input.description, project: nil, input: input, settings: settings)
    case .read(let project):
      result = audit(input.description, project: project, input: input, settings: settings)
    case .unreadable(let problems):
      result = audit(input.description, project: nil, input: input, settings: settings)
      result.problems = problems + result.problems
    }
    if let checklist = input.checklist {
      result.checklist = state(
        of: result, checklist: checklist.file, exists: checklist.exists,
        stalesOnNewBuild: checklist.stalesOnNewBuild)
    }
    return result
  }

  /// Audits one description against project files already read, with
  /// `settings`' rules.
  private func audit(
    _ description: AppDescription, project: AppProject?, input: AuditInput,
    settings: AuditSettings
  ) -> AuditResult {
    let today = input.today
    let code = input.code
    let context = AuditContext(
      description: description, catalog: catalogValue, catalogKeys: catalogKeyResources,
      project: ProjectBinding.value(
        project, developmentRegion: description.app.developmentRegion, catalog: catalog,
        code: code, minimumOS: description.app.minimumOS),
      code: CodeBinding.bind(code, description: description, catalog: catalog, project: project))
    var findings: [Finding] = []
    var problems = Waivers.unknownRules(in: description.waivers, known: knownRuleIDs)
    var applied: [String] = []
    var waiting: [String: Set<String>] = [:]
    for (packRule, layout, verdict) in laidOutRules {
      guard let rule = settings.rules.apply(to: packRule) else { continue }
      var applies = false
      for subject in context.subjects(in: rule.scope) {
        do {
          switch try evaluate(rule, in: layout, verdict: verdict, for: subject, in: context) {
          case .notApplicable: break
          case .waits(let unknown):
            for path in unknown.questions { waiting[path, default: []].insert(rule.id) }
          case .holds: applies = true
          case .fails(let finding):
            applies = true
            findings.append(finding)
          }
        } catch {
          applies = true
          problems.append(
            Diagnostic(
              .warning, at: subject.locations.start,
              "rule \(rule.id) could not be evaluated for \(subject.kind.rawValue) '\(subject.id)': \(error)"
            ))
        }
      }
      if applies { applied.append(rule.id) }
    }
    let waived = Waivers.apply(description.waivers, to: findings, today: today)
    let checks = packs.flatMap(\.checks).filter { check in
      settings.rules.includes(check)
        && (try? check.applies.evaluate(context.globals, context: context)) == .bool(true)
    }
    var result = AuditResult(
      description: description,
      findings: waived.sorted { ($0.location, $0.rule) < ($1.location, $1.rule) },
      appliedRules: applied, problems: problems, checks: checks,
      configuration: settings.configuration)
    result.ruleSettings = settings.rules
    result.questions = description.questions.map {
      AuditQuestion(question: $0, waitingRules: (waiting[$0.path] ?? []).sorted())
    }
    return result
  }

  /// What a rule found for one subject.
  private enum Outcome {
    /// `where` excluded the subject.
    case notApplicable
    /// The rule can't decide for the subject until these facts are answered.
    case waits(Unknown)
    case holds
    case fails(Finding)
  }

  /// Whether `rule` applies to `subject`, and the finding it raises if so.
  /// `layout` and `verdict` are the rule's, from `laidOutRules`.
  private func evaluate(
    _ rule: Rule, in layout: VariableLayout, verdict: VerdictBindings,
    for subject: AuditContext.Subject, in context: AuditContext
  ) throws -> Outcome {
    // The subject's values, then the rule's `let` bindings appended as they
    // are computed, over the description's globals (never copied: this runs
    // rules × subjects times), all bound by position in `layout`.
    // One budget bounds all of the rule's evaluations for this subject; when
    // it runs out the rule is reported as not evaluated, like any other
    // evaluation error, and the other rules still run.
    var own = subject.values
    let shared = context.globalValues
    let cache = context.evaluationCache
    let budget = EvaluationBudget()
    if let condition = rule.condition {
      let applies = try condition.evaluate(
        own, over: shared, in: layout, context: context, cache: cache, budget: budget)
      if case .unknown(let unknown) = applies { return .waits(unknown) }
      if applies != .bool(true) { return .notApplicable }
    }
    // The values the verdict reads, in order; the others hold null until
    // the subject fails (nothing the verdict reads reads them).
    let firstBinding = own.count
    for (index, binding) in rule.bindings.enumerated() {
      guard verdict.neededByVerdict?[index] ?? true else {
        own.append(.null)
        continue
      }
      own.append(
        try binding.expression.evaluate(
          own, over: shared, in: layout, context: context, cache: cache, budget: budget))
    }
    let fails = try rule.fails.evaluate(
      own, over: shared, in: layout, context: context, cache: cache, budget: budget)
    if case .unknown(let unknown) = fails { return .waits(unknown) }
    guard fails == .bool(true) else { return .holds }
    if let needed = verdict.neededByVerdict {
      for (index, binding) in rule.bindings.enumerated() where !needed[index] {
        own[firstBinding + index] = try binding.expression.evaluate(
          own, over: shared, in: layout, context: context, cache: cache, budget: budget)
      }
    }
    return .fails(
      try finding(
        rule, for: subject, own: own, over: shared, in: layout, context: context, cache: cache,
        budget: budget))
  }

  /// The finding `rule` raises for `subject`, which it fails: where else it
  /// points (`related`) and its texts, rendered with the rule's variables
  /// (`own`, every binding computed, over `shared`, laid out by `layout`).
  private func finding(
    _ rule: Rule, for subject: AuditContext.Subject, own: [Value], over shared: [Value],
    in layout: VariableLayout, context: AuditContext, cache: EvaluationCache,
    budget: EvaluationBudget
  ) throws -> Finding {
    let related = try rule.related.flatMap {
      RelatedLocation(
        ruleValue: try $0.evaluate(
          own, over: shared, in: layout, context: context, cache: cache, budget: budget))
    }
    var data = layout.dictionary(own: own, over: shared)
    data["catalog"] = nil  // large, and texts have no use for it
    if let names = textNames[rule.id] ?? nil { data = data.filter { names.contains($0.key) } }
    let texts = MustacheValue.object(data.mapValues(MustacheValue.init))
    let subjectID = FindingSubject(kind: subject.kind.subjectKind, id: subject.id)
    return Finding(
      rule: rule.id, severity: rule.severity, title: rule.title,
      message: try Self.render(rule.message, texts), subject: subjectID, aspect: rule.aspect,
      location: rule.at.map { subject.locations[$0] } ?? subject.locations.start, field: rule.at,
      guideline: rule.guideline, itms: rule.itms,
      fix: try rule.fix.map { try Self.render($0, texts) },
      reviewNote: try rule.reviewNote.map { try Self.render($0, texts) },
      references: rule.references, waiver: nil,
      fingerprint: Fingerprint.of(rule: rule.id, subject: subjectID), related: related)
  }

  /// Renders a rule text and tidies the whitespace YAML folding leaves.
  private static func render(_ template: Template, _ data: MustacheValue) throws -> String {
    WhitespaceCollapsing.collapse(try template.render(data))
  }
}
