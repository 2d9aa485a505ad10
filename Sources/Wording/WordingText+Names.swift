extension WordingText {
  /// The names a text is read with, folded and longest first: prepared
  /// once per description, since a description's many texts share them.
  public struct Names: Sendable {
    /// (folded name, placeholder), longest first.
    let replacements: [(name: String, placeholder: String)]
    /// Each replacement's name's probes, in the same order.
    let probes: [NameProbes]
    /// The texts already read with these names.
    let prepared = PreparedTexts()

    /// The app's name (and its first word alone, "Huddle" for "Huddle
    /// Chat") and `featureNames`; names of one or two letters are left
    /// out, since they would replace parts of words.
    public init(appName: String? = nil, featureNames: [String] = []) {
      self.init(FoldedNames(appName: appName, featureNames: featureNames))
    }

    /// The names `folded` holds: its app names and its first
    /// `featureCount` feature names (all of them when nil).
    package init(_ folded: FoldedNames, featureCount: Int? = nil) {
      let entries = folded.entries(featureCount: featureCount)
      replacements = entries.map { (name: $0.name, placeholder: $0.placeholder) }
      probes = entries.map(\.probes)
    }
  }

  /// Names folded once, for the several `Names` a description reads its
  /// texts with (the app's alone, with its features', with every name it
  /// gives): each of those takes a prefix of these, so no name is folded
  /// twice.
  package struct FoldedNames: Sendable {
    struct Entry: Sendable {
      let name: String
      let placeholder: String
      let length: Int
      let probes: NameProbes
    }

    /// The app's names (the name and its first word alone), then the
    /// feature names, in the order given; names under three characters
    /// are already left out.
    private let appEntries: [Entry]
    /// Each feature name's entry, nil where it was left out, in the order given.
    private let featureEntries: [Entry?]

    package init(appName: String?, featureNames: [String]) {
      let appNames =
        appName.map { name in
          [name] + name.split(separator: " ").prefix(1).filter { $0.count >= 4 }.map(String.init)
        } ?? []
      appEntries = appNames.compactMap { Self.entry($0, placeholder: WordingText.appPlaceholder) }
      featureEntries = featureNames.map {
        Self.entry($0, placeholder: WordingText.featurePlaceholder)
      }
    }

    private static func entry(_ name: String, placeholder: String) -> Entry? {
      // Each name's length counted once, not at every comparison of the sort.
      let folded = WordingText.fold(name)
      let length = folded.count
      guard length >= 3 else { return nil }
      return Entry(
        name: folded, placeholder: placeholder, length: length, probes: NameProbes(folded))
    }

    /// The app's entries and the first `featureCount` features' (every
    /// feature's when nil), longest first; the sort is stable, so names of
    /// one length keep their order.
    func entries(featureCount: Int?) -> [Entry] {
      let features = featureEntries.prefix(featureCount ?? featureEntries.count)
      return (appEntries + features.compactMap { $0 }).sorted { $0.length > $1.length }
    }
  }
}
