import BoundedRegex
import CodeScan
import RuleLanguage
import Wording

/// The helper functions rule expressions can call besides the language's
/// built-ins: lookups by id, version comparison, joining texts, a feature's
/// need for a resource, whether a permission prompts on a version, one
/// function per pack lexicon, and the wording judgements of the packs'
/// languages (`WordingFunctions`).
package enum HostFunctions {
  /// The standard registry plus the helpers and the given lexicons.
  package static func registry(
    lexicons: [Lexicon], wording: WordingKnowledge = WordingKnowledge([])
  ) -> FunctionRegistry {
    var registry = FunctionRegistry.standard
    WordingFunctions.register(wording, in: &registry)
    registerLookups(in: &registry)
    registerFeatureNeeds(in: &registry)
    registerVersions(in: &registry)
    registerTexts(in: &registry)
    register(lexicons, in: &registry)
    return registry
  }

  /// `screen(id)`, `feature(id)`, `purpose(key)`: the description's parts
  /// by id; `featuresNeeding(resource)`; and `nearMiss(key)`.
  private static func registerLookups(in registry: inout FunctionRegistry) {
    registry.register(
      "screen", parameters: [.string], result: .object("Screen"), context: AuditContext.self
    ) { arguments, context in
      arguments[0].stringValue.flatMap { context.screens[$0] } ?? .null
    }
    registry.register(
      "feature", parameters: [.string], result: .object("Feature"), context: AuditContext.self
    ) { arguments, context in
      arguments[0].stringValue.flatMap { context.features[$0] } ?? .null
    }
    // The features a rule about a resource reads, without scanning all of
    // them for each subject: those whose need of it is not null (unknown
    // included). See FeatureNeedIndex for why filtering them with the need
    // test gives what filtering every feature gives.
    registry.register(
      "featuresNeeding", parameters: [.string], result: .list(.object("Feature")),
      context: AuditContext.self
    ) { arguments, context in
      .list(arguments[0].stringValue.map(context.featuresByNeed.features(needing:)) ?? [])
    }
    registry.register(
      "purpose", parameters: [.string], result: .object("PurposeString"),
      context: AuditContext.self
    ) { arguments, context in
      arguments[0].stringValue.flatMap { context.purposeStrings[$0] } ?? .null
    }
    // The other key of a near-miss pair (`project.purposeStrings[k].nearMiss`)
    // when the description has both, else null: rules about one key of the
    // pair leave it to the project pack's near-miss finding.
    registry.register(
      "nearMiss", parameters: [.string], result: .string, context: AuditContext.self
    ) { arguments, context in
      guard let key = arguments[0].stringValue,
        let partner = context.globals["project"]?[field: "purposeStrings"]?[field: key]?[
          field: "nearMiss"]?.stringValue,
        context.purposeStrings[key] != nil, context.purposeStrings[partner] != nil
      else { return .null }
      return .string(partner)
    }
  }

  /// `f.need(resource)`: a feature's need of a resource.
  private static func registerFeatureNeeds(in registry: inout FunctionRegistry) {
    registry.register(
      "need", .receiver, parameters: [.object("Feature"), .string], result: .string
    ) { arguments, _ in
      guard let resource = arguments[1].stringValue else { return .null }
      let needs = arguments[0][field: "needs"]
      if case .unknown? = needs { return needs ?? .null }
      return needs?[field: resource] ?? .null
    }
  }

  /// `p.promptsOn(version)` and `versionAtLeast(version, minimum)`.
  private static func registerVersions(in registry: inout FunctionRegistry) {
    // A permission with `onlyBelow` prompts only on systems older than it:
    // `p.promptsOn("14.0")` is false when onlyBelow is at or below 14.0, so
    // rules about what arrived in 14.0 (limited photo access) skip it.
    registry.register(
      "promptsOn", .receiver, parameters: [.object("Permission"), .string], result: .bool
    ) { arguments, _ in
      let onlyBelow = arguments[0][field: "onlyBelow"]
      if case .unknown? = onlyBelow { return onlyBelow ?? .null }
      guard case .string(let limit)? = onlyBelow else { return .bool(true) }
      return .bool(OSVersion.isLess(arguments[1].stringValue ?? "0", than: limit))
    }
    // The version may be an absent optional field (`app.minimumOS`), so the
    // first parameter accepts null, which counts as a current version.
    registry.register(
      "versionAtLeast", parameters: [.dyn, .string], result: .bool
    ) { arguments, _ in
      guard case .string(let version) = arguments[0] else {
        guard arguments[0].isNull else {
          throw EvaluationError.Reason.custom(
            "versionAtLeast() expects a version string, found \(arguments[0].typeName)")
        }
        return .bool(true)
      }
      return .bool(!OSVersion.isLess(version, than: arguments[1].stringValue ?? "0"))
    }
  }

  /// `join(texts, separator)`.
  private static func registerTexts(in registry: inout FunctionRegistry) {
    registry.register(
      "join", parameters: [.list(.string), .string], result: .string
    ) { arguments, _ in
      let items = (arguments[0].listValue ?? []).compactMap(\.stringValue)
      return .string(items.joined(separator: arguments[1].stringValue ?? ""))
    }
  }

  /// One function per lexicon, named after it: whether a text matches it.
  private static func register(_ lexicons: [Lexicon], in registry: inout FunctionRegistry) {
    for lexicon in lexicons {
      registry.register(lexicon.name, parameters: [.string], result: .bool) { arguments, context in
        // A missing text (an absent field) contains nothing.
        guard let text = arguments[0].stringValue else { return .bool(false) }
        do throws(BoundedRegex.MatchError) {
          guard let cache = (context as? AuditContext)?.lexiconCache else {
            return .bool(try lexicon.matches(text))
          }
          return .bool(try cache.matches(lexicon, text))
        } catch {
          throw EvaluationError.Reason.custom("\(lexicon.name)(): \(error)")
        }
      }
    }
  }
}
