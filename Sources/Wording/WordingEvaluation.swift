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

  /// Judges every labelled entry of `corpus` with `knowledge`. A locale no
  /// pack knows is scored as the rules treat it: not flagged.
  public init(corpus: WordingCorpus, knowledge: WordingKnowledge) {
    var scores: [String: Score] = [:]
    var mistakes: [Mistake] = []
    for entry in corpus.entries {
      let language = knowledge.language(for: entry.locale)?.code ?? entry.locale
      for (rule, expected) in entry.labels.sorted(by: { $0.key < $1.key }) {
        let flagged = Self.judge(rule, entry, knowledge)
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
  }

  /// Whether `rule` flags the entry. A pattern that gives up counts as no
  /// finding (the audit reports the error instead).
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
    case "purpose.mismatch-feature":
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
