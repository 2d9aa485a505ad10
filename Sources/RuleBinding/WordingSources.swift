import AppModel

/// Which text each translated purpose string is read through: the same key's
/// text in the development language (its source).
///
/// A translation says what its source says unless a translator changed the
/// meaning, so the wording judgements read the source, in its language, and
/// give every translation its verdict: the same sentence gets one verdict in
/// every language, and a language no pack knows is judged wherever its
/// strings have a source. A text in the development language, and a key
/// with no text there, are read as written.
struct WordingSources: Sendable {
  /// A translation's source.
  struct Source: Sendable, Equatable {
    /// The source's text, as written.
    var text: String
    /// The source's locale.
    var locale: String
  }

  private var sources: [TextKey: Source] = [:]
  private var unsourcedLocales: Set<String> = []

  private struct TextKey: Hashable, Sendable {
    var text: String
    var locale: String
  }

  /// The sources of `description`'s purpose strings.
  init(_ description: AppDescription) {
    let development = description.app.developmentRegion
    for purposeString in description.purposeStrings {
      let inDevelopmentLanguage = { (locale: String) in
        locale.lowercased() == "base" || Self.sameLanguage(locale, development)
      }
      let source = purposeString.texts.first { inDevelopmentLanguage($0.locale) }
      for text in purposeString.texts where !inDevelopmentLanguage(text.locale) {
        guard let source, !source.text.isEmpty else {
          unsourcedLocales.insert(text.locale)
          continue
        }
        // One text in one locale with two sources (two keys) keeps the first.
        let key = TextKey(text: text.text, locale: text.locale)
        if sources[key] == nil {
          sources[key] = Source(text: source.text, locale: source.locale)
        }
      }
    }
  }

  /// The source `text` in `locale` is read through, or nil when it is read
  /// as written.
  func source(of text: String, locale: String) -> Source? {
    sources[TextKey(text: text, locale: locale)]
  }

  /// Whether every purpose string in `locale` is read through a source.
  func judgesThroughSources(_ locale: String) -> Bool {
    !unsourcedLocales.contains(locale)
      && sources.keys.contains { $0.locale == locale }
  }

  /// Whether two locales name one language (`en` and `en-GB` do; `pt` and
  /// `pt-BR`, `zh-Hans` and `zh-Hant` don't).
  static func sameLanguage(_ first: String, _ second: String) -> Bool {
    language(first) == language(second)
  }

  private static func language(_ locale: String) -> String {
    let code = locale.replacingOccurrences(of: "_", with: "-").lowercased()
    let parts = code.split(separator: "-")
    guard let first = parts.first else { return code }
    // Scripts and Brazil's Portuguese are languages of their own in the
    // packs (zh-Hans, zh-Hant, pt-BR); a region alone is not.
    if parts.count > 1, first == "zh" || first == "pt" { return code }
    return String(first)
  }
}
