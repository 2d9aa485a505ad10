/// How a translated text is judged with its source, the same string in the
/// app's development language: one rule for the audit's wording functions
/// and for `rules eval`, so what is measured is what the audit does.
///
/// A translation says what its source says unless a translator changed the
/// meaning. In a language a pack knows it is judged as written, but what it
/// is found to say counts only where its source says it too (a phrase of
/// the translation alone is no finding); in a language no pack knows it
/// takes its source's verdict. A text without a source is judged as written.
public enum TranslationReading: Sendable, Equatable {
  /// No source: judged as written.
  case asWritten
  /// A known language: its own verdict, where its source's agrees.
  case confirmedBySource
  /// A language no pack knows: its source's verdict.
  case sourceVerdict

  /// The reading of a text with or without a source, in a known language or not.
  public init(hasSource: Bool, languageKnown: Bool) {
    if !hasSource {
      self = .asWritten
    } else {
      self = languageKnown ? .confirmedBySource : .sourceVerdict
    }
  }

  /// Whether a judgement finds something in the text, read this way:
  /// `ownVerdict` judges the text as written, `sourceVerdict` its source.
  public func finds<Failure: Error>(
    ownVerdict: () throws(Failure) -> Bool, sourceVerdict: () throws(Failure) -> Bool
  ) throws(Failure) -> Bool {
    switch self {
    case .asWritten: return try ownVerdict()
    case .confirmedBySource:
      guard try ownVerdict() else { return false }
      return try sourceVerdict()
    case .sourceVerdict: return try sourceVerdict()
    }
  }
}
