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
/// - `languageChecked(locale)`: whether a pack knows the locale's language,
///   or every purpose string in the locale is read through its source.
///
/// A translated purpose string is read with its source, the same key's text
/// in the development language (`WordingSources`): in a language a pack
/// knows, the translation is found to say something only where its source
/// says it too; in another, it has its source's verdict, and a string
/// judgement answers the translation's text. Findings quote what the person
/// sees.
enum WordingFunctions {
  /// Registers the wording judgements, answered with `wording`, in `registry`.
  static func register(_ wording: WordingKnowledge, in registry: inout FunctionRegistry) {
    registry.register("languageChecked", parameters: [.string], result: .bool) {
      arguments, context in
      guard let locale = arguments[0].stringValue else { return .bool(false) }
      let sources = (context as? AuditContext)?.wordingSources
      return .bool(wording.knows(locale) || sources?.judgesThroughSources(locale) == true)
    }
    registerJudgement("genericText", result: .bool, knows: wording.knows, in: &registry) {
      text, locale, context in
      // A feature's name is judged by its own words: "Camera" names nothing.
      .bool(
        wording.isVague(
          text, locale: locale, names: context?.appWordingNames ?? WordingText.Names()) ?? false)
    }
    registry.register("useChecked", parameters: [.string, .string], result: .bool) {
      arguments, context in
      guard let locale = arguments[0].stringValue, let use = arguments[1].stringValue else {
        return .bool(false)
      }
      if let audit = context as? AuditContext, audit.wordingSources.judgesThroughSources(locale) {
        return .bool(wording.knowsUse(use, locale: audit.description.app.developmentRegion))
      }
      return .bool(wording.knowsUse(use, locale: locale))
    }
    registerJudgement("leavesDeviceSentence", result: .string, knows: wording.knows, in: &registry)
    {
      text, locale, context throws(BoundedRegex.MatchError) in
      .string(
        try wording.leavesDevice(
          in: text, locale: locale, names: context?.appWordingNames ?? WordingText.Names()) ?? "")
    }
    // A name is judged where it is written: its translation is no name.
    registerJudgement(
      "otherProductName", result: .string, throughSource: false, knows: wording.knows, in: &registry
    ) {
      text, locale, context in
      .string(
        wording.otherProductName(
          in: text, locale: locale, names: context?.knownWordingNames ?? WordingText.Names())
          ?? "")
    }
    registerUseSentence(wording, in: &registry)
    registerJudgement("pressureSentence", result: .string, knows: wording.knows, in: &registry) {
      text, locale, context throws(BoundedRegex.MatchError) in
      .string(
        try wording.pressure(
          in: text, locale: locale, names: context?.wordingNames ?? WordingText.Names()) ?? "")
    }
    registerJudgement("allowRequestSentence", result: .string, knows: wording.knows, in: &registry)
    {
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
        try verdict(
          of: text, locale: locale, source: audit?.wordingSources.source(of: text, locale: locale),
          knowsLocale: wording.knows(locale)
        ) { text, locale throws(BoundedRegex.MatchError) in
          .string(
            try wording.useSentence(
              use, in: text, locale: locale, names: audit?.appWordingNames ?? WordingText.Names())
              ?? "")
        }
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
    _ name: String, result: RuleType, throughSource: Bool = true,
    knows: @escaping @Sendable (String) -> Bool, in registry: inout FunctionRegistry,
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
          let source = throughSource ? audit?.wordingSources.source(of: text, locale: locale) : nil
          return try verdict(
            of: text, locale: locale, source: source, knowsLocale: knows(locale)
          ) { text, locale throws(BoundedRegex.MatchError) in try judge(text, locale, audit) }
        }
      } catch {
        throw EvaluationError.Reason.custom("\(name)(): \(error)")
      }
    }
  }

  /// The verdict on `text`, a translation of `source` when it has one, read
  /// as `TranslationReading` says: in a language a pack knows, what the
  /// translation itself says where its source says it too ("es necesario
  /// para utilizar…" under a specific English string is no pressure); in a
  /// language no pack knows, the source's verdict, answered as the
  /// translation's text.
  private static func verdict(
    of text: String, locale: String, source: WordingSources.Source?, knowsLocale: Bool,
    judge: (String, String) throws(BoundedRegex.MatchError) -> Value
  ) throws(BoundedRegex.MatchError) -> Value {
    switch TranslationReading(hasSource: source != nil, languageKnown: knowsLocale) {
    case .asWritten:
      return try judge(text, locale)
    case .sourceVerdict:
      guard let source else { return try judge(text, locale) }
      return translated(try judge(source.text, source.locale), as: text)
    case .confirmedBySource:
      let own = try judge(text, locale)
      guard let source, says(own) else { return own }
      return says(try judge(source.text, source.locale)) ? own : unsaid(like: own)
    }
  }

  /// Whether a judgement found something: true, or a sentence.
  private static func says(_ verdict: Value) -> Bool {
    verdict.boolValue == true || verdict.stringValue?.isEmpty == false
  }

  /// The judgement that found nothing, of `verdict`'s type.
  private static func unsaid(like verdict: Value) -> Value {
    verdict.boolValue != nil ? .bool(false) : .string("")
  }

  /// A source's verdict given to its translation: a sentence found in the
  /// source becomes the translation's text, the one the person reads.
  private static func translated(_ verdict: Value, as translation: String) -> Value {
    guard let sentence = verdict.stringValue else { return verdict }
    return .string(sentence.isEmpty ? "" : translation)
  }
}
