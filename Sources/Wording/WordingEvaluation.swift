import BoundedRegex

/// Precision and recall of the wording rules on a labelled corpus, per
/// rule and language: each entry is judged as the rule judges it (the same
/// `WordingKnowledge` calls the rule's functions make), and compared with
/// its label.
public struct WordingEvaluation: Sendable {
  /// The counts for one rule in one language.
  public struct Score: Sendable, Equatable {
    public var rule: String
    public var language: String
    public var truePositives = 0
    public var falsePositives = 0
    public var falseNegatives = 0
    public var trueNegatives = 0

    public var texts: Int { truePositives + falsePositives + falseNegatives + trueNegatives }
    /// 1 when nothing was flagged.
    public var precision: Double {
      let flagged = truePositives + falsePositives
      return flagged == 0 ? 1 : Double(truePositives) / Double(flagged)
    }
    /// 1 when nothing should have been flagged.
    public var recall: Double {
      let expected = truePositives + falseNegatives
      return expected == 0 ? 1 : Double(truePositives) / Double(expected)
    }
  }

  /// One entry the rule judged differently from its label.
  public struct Mistake: Sendable {
    public var rule: String
    public var entry: WordingCorpus.Entry
    /// True for a false alarm, false for a miss.
    public var falseAlarm: Bool
  }

  /// Scores by rule, then language, in a stable order.
  public var scores: [Score]
  public var mistakes: [Mistake]
  /// Parallel translations: of the translations whose expected answers are
  /// their source's (they say the same thing), how many got the verdicts
  /// their source got, on every rule both are labelled for.
  public var agreement = Agreement()

  /// How many translations agreed with their source, of how many compared.
  public struct Agreement: Sendable, Equatable {
    public var agreeing = 0
    public var compared = 0
    /// The share agreeing; 1 when nothing was compared.
    public var ratio: Double { compared == 0 ? 1 : Double(agreeing) / Double(compared) }
  }

  /// Judges every labelled entry of `corpus` with `knowledge`. A locale no
  /// pack knows is scored as the rules treat it: not flagged.
  public init(corpus: WordingCorpus, knowledge: WordingKnowledge) {
    var scores: [String: Score] = [:]
    var mistakes: [Mistake] = []
    for entry in corpus.entries {
      let language = knowledge.language(for: entry.locale)?.code ?? entry.locale
      for (rule, expected) in entry.labels.sorted(by: { $0.key < $1.key }) {
        let flagged = Self.judgeWithSource(rule, entry, knowledge)
        let key = "\(rule)\u{0}\(language)"
        var score = scores[key] ?? Score(rule: rule, language: language)
        switch (flagged, expected) {
        case (true, true): score.truePositives += 1
        case (true, false): score.falsePositives += 1
        case (false, true): score.falseNegatives += 1
        case (false, false): score.trueNegatives += 1
        }
        scores[key] = score
        if flagged != expected {
          mistakes.append(Mistake(rule: rule, entry: entry, falseAlarm: flagged))
        }
      }
    }
    self.scores = scores.values.sorted { ($0.rule, $0.language) < ($1.rule, $1.language) }
    self.mistakes = mistakes
    for entry in corpus.entries {
      guard let agrees = Self.agreesWithSource(entry, knowledge) else { continue }
      agreement.compared += 1
      agreement.agreeing += agrees ? 1 : 0
    }
  }

  /// Whether a translation got its source's verdicts, on the rules where
  /// both expect the same answer; nil when it has no source or they differ.
  static func agreesWithSource(_ entry: WordingCorpus.Entry, _ knowledge: WordingKnowledge)
    -> Bool?
  {
    guard let source = entry.source else { return nil }
    let rules = entry.labels.keys.filter { source.labels[$0] != nil }.sorted()
    guard !rules.isEmpty, rules.allSatisfy({ entry.labels[$0] == source.labels[$0] }) else {
      return nil
    }
    var read = entry
    read.text = source.text
    read.locale = source.locale
    read.source = nil
    return rules.allSatisfy {
      judgeWithSource($0, entry, knowledge) == judge($0, read, knowledge)
    }
  }

  /// Whether `rule` flags the entry, read with its source when it is a
  /// translation (`TranslationReading`), as the audit reads it.
  static func judgeWithSource(
    _ rule: String, _ entry: WordingCorpus.Entry, _ knowledge: WordingKnowledge
  ) -> Bool {
    let reading = TranslationReading(
      hasSource: entry.source != nil, languageKnown: knowledge.knows(entry.locale))
    return reading.finds(
      ownVerdict: { judge(rule, entry, knowledge) },
      sourceVerdict: {
        guard let source = entry.source else { return false }
        var read = entry
        read.text = source.text
        read.locale = source.locale
        return judge(rule, read, knowledge)
      })
  }

  /// Whether `rule` flags the entry as written. A pattern that gives up
  /// counts as no finding (the audit reports the error instead).
  static func judge(
    _ rule: String, _ entry: WordingCorpus.Entry, _ knowledge: WordingKnowledge
  ) -> Bool {
    switch rule {
    case "purpose.vague":
      return knowledge.isVague(entry.text, locale: entry.locale, names: .init(appName: entry.app))
        ?? false
    case "permission.pressure":
      return
        ((try? knowledge.pressure(
          in: entry.text, locale: entry.locale,
          names: .init(appName: entry.app, featureNames: entry.features))) ?? nil) != nil
    case "review.asks-reviewer-to-allow":
      // As the rule reads notes: in their language, then in English.
      for locale in [entry.locale, "en"] {
        if ((try? knowledge.askToAllow(
          in: entry.text, locale: locale,
          names: .init(appName: entry.app, featureNames: entry.features)))
          ?? nil) != nil
        {
          return true
        }
      }
      return false
    case "purpose.mismatch-feature", WordingCorpus.leavesDevice:
      return leavesDevice(entry, knowledge)
    case "purpose.hides-upload":
      return knowledge.knows(entry.locale) && !leavesDevice(entry, knowledge)
    case "purpose.wording-wrong-level":
      let key = entry.key ?? ""
      let reads = use("read", entry, knowledge)
      if addOnlyKeys.contains(key) { return reads }
      if readKeys.contains(key) {
        return knowledge.knowsUse("read", locale: entry.locale) && !reads
          && use("add", entry, knowledge)
      }
      return false
    case "purpose.other-product":
      return knowledge.otherProductName(
        in: entry.text, locale: entry.locale,
        names: .init(appName: entry.app, featureNames: entry.features))
        != nil
    case "purpose.partial-coverage":
      let uses = Set(entry.uses)
      let named = uses.filter { use($0, entry, knowledge) }
      let unnamed = uses.filter {
        knowledge.knowsUse($0, locale: entry.locale) && !named.contains($0)
      }
      return !named.isEmpty && !unnamed.isEmpty
    default: return false
    }
  }

  /// The keys of add-only access and of reading access whose wording
  /// `purpose.wording-wrong-level` judges (the catalog's photos and
  /// calendars levels).
  static let addOnlyKeys: Set<String> = [
    "NSPhotoLibraryAddUsageDescription", "NSCalendarsWriteOnlyAccessUsageDescription",
  ]
  static let readKeys: Set<String> = [
    "NSPhotoLibraryUsageDescription", "NSCalendarsFullAccessUsageDescription",
  ]

  private static func leavesDevice(_ entry: WordingCorpus.Entry, _ knowledge: WordingKnowledge)
    -> Bool
  {
    ((try? knowledge.leavesDevice(
      in: entry.text, locale: entry.locale, names: .init(appName: entry.app)))
      ?? nil) != nil
  }

  private static func use(
    _ use: String, _ entry: WordingCorpus.Entry, _ knowledge: WordingKnowledge
  ) -> Bool {
    ((try? knowledge.useSentence(
      use, in: entry.text, locale: entry.locale, names: .init(appName: entry.app)))
      ?? nil) != nil
  }
}
