import Foundation

/// A text made comparable before its wording is judged: Unicode NFKC
/// (full-width letters, ligatures), case folded, typographic quotes,
/// apostrophes and dashes made plain, runs of spaces made one, and the
/// app's own name and its features' names replaced by placeholders
/// (`appname`, `featurename`), so “PhotoFlow can’t work” and "the app
/// can't work" read alike. Sentences are split on the marks of every
/// supported script (`.`, `!`, `?`, `。`, `！`, `？`, line breaks).
public struct WordingText: Sendable, Equatable {
  /// The placeholder standing for the app's name.
  public static let appPlaceholder = "appname"
  /// The placeholder standing for a feature's, screen's or control's name.
  public static let featurePlaceholder = "featurename"

  /// The whole text, normalised.
  public let normalized: String
  /// Its sentences, normalised and trimmed, none empty.
  public let sentences: [String]
  /// The same sentences as written, for quoting.
  public let writtenSentences: [String]

  /// The names a text is read with, folded and longest first: prepared
  /// once per description, since a description's many texts share them.
  public struct Names: Sendable {
    /// (folded name, placeholder), longest first.
    let replacements: [(name: String, placeholder: String)]

    /// The app's name (and its first word alone, "Huddle" for "Huddle
    /// Chat") and `featureNames`; names of one or two letters are left
    /// out, since they would replace parts of words.
    public init(appName: String? = nil, featureNames: [String] = []) {
      let appNames =
        appName.map { name in
          [name] + name.split(separator: " ").prefix(1).filter { $0.count >= 4 }.map(String.init)
        } ?? []
      replacements =
        (appNames.map { ($0, WordingText.appPlaceholder) }
        + featureNames.map { ($0, WordingText.featurePlaceholder) })
        .map { (name: WordingText.fold($0.0), placeholder: $0.1) }
        .filter { $0.name.count >= 3 }
        .sorted { $0.name.count > $1.name.count }
    }
  }

  /// Normalises `text`; `appName` and `featureNames` (any case, any
  /// quotes) are replaced wherever they occur, longest first.
  public init(_ text: String, appName: String? = nil, featureNames: [String] = []) {
    self.init(text, names: Names(appName: appName, featureNames: featureNames))
  }

  /// Normalises `text`, replacing the prepared `names` wherever they occur.
  public init(_ text: String, names: Names) {
    func normalise(_ text: String) -> String {
      var folded = Self.fold(text)
      for (name, placeholder) in names.replacements where Self.holds(folded, name) {
        folded = folded.replacingOccurrences(of: name, with: placeholder)
      }
      return folded
    }
    normalized = normalise(text)
    // Each written sentence normalised on its own, so the two stay in step.
    var written: [String] = []
    var sentences: [String] = []
    for sentence in Self.splitSentences(text) {
      let folded = normalise(sentence)
      guard !folded.isEmpty else { continue }
      written.append(sentence)
      sentences.append(folded)
    }
    self.sentences = sentences
    writtenSentences = written
  }

  /// Whether `text` holds `part`, compared byte for byte (both folded):
  /// Foundation's search bridges each text to UTF-16, and the standard
  /// library's generic one is slower still.
  static func holds(_ text: String, _ part: String) -> Bool {
    if part.isEmpty { return true }
    var text = text
    var part = part
    return text.withUTF8 { haystack in
      part.withUTF8 { needle in
        guard let base = haystack.baseAddress, let pattern = needle.baseAddress else {
          return false
        }
        // memchr to each place the first byte is, memcmp for the rest.
        let last = haystack.count - needle.count
        var start = 0
        while start <= last {
          guard let found = memchr(base + start, Int32(pattern[0]), last - start + 1) else {
            return false
          }
          let offset =
            found.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
          if memcmp(base + offset, pattern, needle.count) == 0 { return true }
          start = offset + 1
        }
        return false
      }
    }
  }

  /// NFKC, case folding, plain quotes and dashes, one space between words.
  /// A text that NFKC and case folding would leave as it is (most pack
  /// words and lower-case texts) skips Foundation's bridging, which costs
  /// far more than the rest; `shortcut: false` always takes Foundation's
  /// way (the tests compare the two).
  public static func fold(_ text: String, shortcut: Bool = true) -> String {
    let lowered: String
    if shortcut, isUnchangedByFolding(text) {
      lowered = text
    } else if shortcut, text.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII: NFKC changes nothing, and folding lowers A–Z.
      lowered = String(
        decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    } else {
      let compatible = text.precomposedStringWithCompatibilityMapping
      lowered = compatible.folding(options: [.caseInsensitive], locale: nil)
    }
    var scalars = String.UnicodeScalarView()
    var lastWasSpace = true
    // French guillemets keep a space inside (« Autoriser »): dropped, so the
    // quoted word sits against its quotes as in other languages.
    var afterOpeningQuote = false
    for scalar in lowered.unicodeScalars {
      let mapped = plain(scalar)
      if scalar == "\u{BB}", scalars.last == " " { scalars.removeLast() }
      if mapped == " ", afterOpeningQuote { continue }
      afterOpeningQuote = scalar == "\u{AB}"
      if mapped == " " {
        if lastWasSpace { continue }
        lastWasSpace = true
      } else {
        lastWasSpace = false
      }
      scalars.append(mapped)
    }
    while scalars.last == " " { scalars.removeLast() }
    return String(scalars)
  }

  /// Whether NFKC and case folding leave `text` unchanged: no scalar that
  /// either changes on its own (a capital, a full-width letter, a
  /// ligature), and none that could compose with its neighbour (a
  /// combining mark, a Hangul jamo).
  private static func isUnchangedByFolding(_ text: String) -> Bool {
    for scalar in text.unicodeScalars {
      if scalar.value < 0x80 {
        if scalar.value >= 0x41 && scalar.value <= 0x5A { return false }
        continue
      }
      let properties = scalar.properties
      if properties.changesWhenNFKCCaseFolded || properties.canonicalCombiningClass != .notReordered
      {
        return false
      }
      switch properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: return false
      default: break
      }
      if (0x1100...0x11FF).contains(scalar.value) || (0xA960...0xA97F).contains(scalar.value)
        || (0xD7B0...0xD7FF).contains(scalar.value)
      {
        return false
      }
    }
    return true
  }

  /// One scalar made plain: quotes to `'` and `"`, dashes to `-`, every
  /// kind of space (a tab, a no-break space) to a space. Line breaks stay,
  /// as sentence ends.
  private static func plain(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar.value {
    case 0x2018, 0x2019, 0x201A, 0x201B, 0x02BC, 0x2032, 0x0060, 0x00B4: return "'"
    case 0x201C, 0x201D, 0x201E, 0x201F, 0x00AB, 0x00BB, 0x2033, 0x300C, 0x300D, 0x300E,
      0x300F:
      return "\""
    case 0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2015, 0x2212: return "-"
    // A line break inside a paragraph is a wrap, not a sentence's end.
    case 0x0009, 0x000A, 0x000D, 0x00A0, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return " "
    default: return scalar
    }
  }

  private static func isSentenceEnd(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case ".", "!", "?", ";", "\u{3002}", "\u{FF01}", "\u{FF1F}", "\u{FF1B}": return true
    default: return false
    }
  }

  /// Sentences, each with its end mark dropped (the written text's line
  /// breaks end none). A dot between two letters
  /// or digits (`3.5`, `e.g`) does not end one.
  private static func splitSentences(_ text: String) -> [String] {
    var sentences: [String] = []
    var current = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      if isSentenceEnd(scalar) {
        let next = index + 1 < scalars.count ? scalars[index + 1] : " "
        if scalar == ".", index > 0, isWordScalar(scalars[index - 1]), isWordScalar(next) {
          current.append(scalar)
          continue
        }
        append(current, to: &sentences)
        current = String.UnicodeScalarView()
      } else {
        current.append(scalar)
      }
    }
    append(current, to: &sentences)
    return sentences
  }

  private static func append(_ scalars: String.UnicodeScalarView, to sentences: inout [String]) {
    // Spaces and tabs trimmed (what Foundation's `.whitespaces` holds),
    // without bridging each sentence to Foundation.
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return }
    sentences.append(String(scalars[first...last]))
  }

  /// A letter, a mark or a digit.
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}
