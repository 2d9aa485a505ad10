import BoundedRegex
import RuleLanguage
import Wording

/// The functions rules call to judge wording with the packs' languages
/// (`WordingKnowledge`); each takes the text and its locale, reads the
/// app's name (and, for pressure, its features' names) as placeholders,
/// and answers nothing for a locale no pack knows:
///
/// - `genericText(text, locale)`: true when the text names nothing beyond
///   the resource and the language's generic words;
/// - `pressureSentence(text, locale)`: the sentence, as written, that
///   pushes for consent, or "";
/// - `allowRequestSentence(text, locale)`: the sentence of review notes
///   that asks the reviewer to allow access, or "";
/// - `leavesDeviceSentence(text, locale)`: the sentence that says data
///   leaves the device (uploads, sends, shares with others), or "";
/// - `useSentence(text, locale, use)`: the sentence that says the app makes
///   `use` (`read`, `add`, `capture`, `scan`) of the resource, or "";
/// - `useChecked(locale, use)`: whether the locale's language can tell that use;
/// - `otherProductName(text, locale)`: another product's name where the
///   app's belongs ("Snapchat needs access"), as written, or "" (features',
///   controls' and screens' names are the app's own);
/// - `languageChecked(locale)`: whether a pack knows the locale's language.
enum WordingFunctions {
  /// Registers the wording judgements, answered with `wording`, in `registry`.
  static func register(_ wording: WordingKnowledge, in registry: inout FunctionRegistry) {
    registry.register("languageChecked", parameters: [.string], result: .bool) { arguments, _ in
      .bool(arguments[0].stringValue.map(wording.knows) ?? false)
    }
    registerJudgement("genericText", result: .bool, in: &registry) { text, locale, context in
      // A feature's name is judged by its own words: "Camera" names nothing.
      .bool(
        wording.isVague(
          text, locale: locale, names: context?.appWordingNames ?? WordingText.Names()) ?? false)
    }
    registry.register("useChecked", parameters: [.string, .string], result: .bool) {
      arguments, _ in
      guard let locale = arguments[0].stringValue, let use = arguments[1].stringValue else {
        return .bool(false)
      }
      return .bool(wording.knowsUse(use, locale: locale))
    }
    registerJudgement("leavesDeviceSentence", result: .string, in: &registry) {
      text, locale, context throws(BoundedRegex.MatchError) in
      .string(
        try wording.leavesDevice(
          in: text, locale: locale, names: context?.appWordingNames ?? WordingText.Names()) ?? "")
    }
    registerJudgement("otherProductName", result: .string, in: &registry) { text, locale, context in
      .string(
        wording.otherProductName(
          in: text, locale: locale, names: context?.knownWordingNames ?? WordingText.Names())
          ?? "")
    }
    registerUseSentence(wording, in: &registry)
    registerJudgement("pressureSentence", result: .string, in: &registry) {
      text, locale, context throws(BoundedRegex.MatchError) in
      .string(
        try wording.pressure(
          in: text, locale: locale, names: context?.wordingNames ?? WordingText.Names()) ?? "")
    }
    registerJudgement("allowRequestSentence", result: .string, in: &registry) {
      text, locale, context throws(BoundedRegex.MatchError) in
      .string(
        try wording.askToAllow(
          in: text, locale: locale, names: context?.wordingNames ?? WordingText.Names()) ?? "")
    }
  }

  /// Registers `useSentence(text, locale, use)`: a judgement like the
  /// others, but with a third argument, so its answers are cached per use.
  private static func registerUseSentence(
    _ wording: WordingKnowledge, in registry: inout FunctionRegistry
  ) {
    registry.register("useSentence", parameters: [.string, .string, .string], result: .string) {
      arguments, context in
      guard let text = arguments[0].stringValue, let locale = arguments[1].stringValue,
        let use = arguments[2].stringValue
      else { return .string("") }
      let audit = context as? AuditContext
      func judge() throws(BoundedRegex.MatchError) -> Value {
        .string(
          try wording.useSentence(
            use, in: text, locale: locale, names: audit?.appWordingNames ?? WordingText.Names())
            ?? "")
      }
      do throws(BoundedRegex.MatchError) {
        guard let cache = audit?.lexiconCache else { return try judge() }
        return try cache.wording("useSentence:" + use, text, locale) {
          () throws(BoundedRegex.MatchError) in try judge()
        }
      } catch {
        throw EvaluationError.Reason.custom("useSentence(): \(error)")
      }
    }
  }

  private static func registerJudgement(
    _ name: String, result: RuleType, in registry: inout FunctionRegistry,
    judge:
      @escaping @Sendable (String, String, AuditContext?) throws(BoundedRegex.MatchError) ->
      Value
  ) {
    registry.register(name, parameters: [.string, .string], result: result) {
      arguments, context in
      // A missing text (an absent field) says nothing.
      guard let text = arguments[0].stringValue, let locale = arguments[1].stringValue else {
        return result == .bool ? .bool(false) : .string("")
      }
      let audit = context as? AuditContext
      do throws(BoundedRegex.MatchError) {
        guard let cache = audit?.lexiconCache else { return try judge(text, locale, nil) }
        return try cache.wording(name, text, locale) { () throws(BoundedRegex.MatchError) in
          try judge(text, locale, audit)
        }
      } catch {
        throw EvaluationError.Reason.custom("\(name)(): \(error)")
      }
    }
  }
}
