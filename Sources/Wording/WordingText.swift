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

  /// The whole text, normalised (made when asked: the judgements read
  /// the sentences).
  public var normalized: String {
    Self.normalise(text, replacements: replacements, probes: probes)
  }
  /// The text as given, and the names it is read with (not `Names`
  /// itself, whose memo holds the texts it made).
  private let text: String
  private let replacements: [(name: String, placeholder: String)]
  private let probes: [NameProbes]
  /// Its sentences, normalised and trimmed, none empty.
  public let sentences: [String]
  /// The same sentences as written, for quoting.
  public let writtenSentences: [String]

  /// Normalises `text`; `appName` and `featureNames` (any case, any
  /// quotes) are replaced wherever they occur, longest first.
  public init(_ text: String, appName: String? = nil, featureNames: [String] = []) {
    self.init(text, names: Names(appName: appName, featureNames: featureNames))
  }

  /// Normalises `text`, replacing the prepared `names` wherever they occur.
  public init(_ text: String, names: Names) {
    self.text = text
    replacements = names.replacements
    probes = names.probes
    // Each written sentence normalised on its own, so the two stay in step.
    var written: [String] = []
    var sentences: [String] = []
    for sentence in Self.splitSentences(text) {
      let folded = Self.normalise(
        sentence, replacements: names.replacements, probes: names.probes)
      guard !folded.isEmpty else { continue }
      written.append(sentence)
      sentences.append(folded)
    }
    self.sentences = sentences
    writtenSentences = written
  }

  /// `WordingText(text, names: names)`, made once for each text read
  /// with the same prepared names (a description's rules judge each of its
  /// texts several ways).
  public static func prepared(_ text: String, names: Names) -> WordingText {
    names.prepared.text(text) { WordingText(text, names: names) }
  }

  public static func == (left: WordingText, right: WordingText) -> Bool {
    left.sentences == right.sentences && left.writtenSentences == right.writtenSentences
      && left.normalized == right.normalized
  }

  /// `text` folded, with each name of `replacements` (longest first)
  /// replaced by its placeholder; a name whose `probes` the text lacks is
  /// not searched for.
  private static func normalise(
    _ text: String, replacements: [(name: String, placeholder: String)], probes: [NameProbes]
  ) -> String {
    var folded = fold(text)
    var pairs = BytePairs(folded)
    for (index, (name, placeholder)) in replacements.enumerated()
    where probes[index].mayOccur(in: pairs) && holds(folded, name) {
      folded = replacing(name, with: placeholder, in: folded)
      pairs = BytePairs(folded)
    }
    return folded
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
  /// A text whose every scalar NFKC and case folding leave as it is, or
  /// only lower to one scalar they leave as it is (capitals, most pack
  /// words, most texts of the Latin, Greek and Cyrillic scripts), is
  /// lowered scalar by scalar, skipping Foundation's bridging, which costs
  /// far more than the rest; `shortcut: false` always takes Foundation's
  /// way (the tests compare the two, over every such scalar).
  public static func fold(_ text: String, shortcut: Bool = true) -> String {
    // ASCII: NFKC changes nothing, and folding lowers A–Z.
    if shortcut, let folded = foldASCII(text) { return folded }
    if shortcut, let folded = foldedScalarByScalar(text) { return folded }
    let compatible = text.precomposedStringWithCompatibilityMapping
    var plain = PlainText(capacity: text.utf8.count)
    for scalar in compatible.folding(options: [.caseInsensitive], locale: nil).unicodeScalars {
      plain.append(scalar)
    }
    return plain.text
  }

  /// `fold` without Foundation, when each scalar of `text` folds on its own
  /// (`foldedAlone`); nil when one doesn't.
  private static func foldedScalarByScalar(_ text: String) -> String? {
    var plain = PlainText(capacity: text.utf8.count)
    for scalar in text.unicodeScalars {
      if scalar.value < 0x80 {
        let value = scalar.value
        plain.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
        continue
      }
      guard let folded = foldedAlone(scalar) else { return nil }
      plain.append(folded)
    }
    return plain.text
  }

  /// A folded text made plain as it is written (see `plain`), as UTF-8
  /// bytes: appending to a String scalar by scalar costs far more.
  private struct PlainText {
    private var bytes: [UInt8] = []
    private var lastWasSpace = true
    // French guillemets keep a space inside (« Autoriser »): dropped, so the
    // quoted word sits against its quotes as in other languages.
    private var afterOpeningQuote = false

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func append(_ scalar: Unicode.Scalar) {
      let mapped = WordingText.plain(scalar)
      if scalar == "\u{BB}", bytes.last == 0x20 { bytes.removeLast() }
      if mapped == " ", afterOpeningQuote { return }
      afterOpeningQuote = scalar == "\u{AB}"
      if mapped == " " {
        if lastWasSpace { return }
        lastWasSpace = true
      } else {
        lastWasSpace = false
      }
      if mapped.value < 0x80 {
        bytes.append(UInt8(mapped.value))
      } else {
        bytes.append(contentsOf: mapped.utf8)
      }
    }

    /// The text, without the spaces it ends with.
    var text: String {
      var bytes = bytes
      while bytes.last == 0x20 { bytes.removeLast() }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  /// `fold` of an ASCII text, byte by byte: NFKC changes nothing, folding
  /// lowers A–Z, and of `plain`'s mappings only the backtick (to `'`) and
  /// tabs and line breaks (to spaces) are ASCII. Nil at the first byte
  /// that is not ASCII. Written straight into the new string's storage
  /// from the text's contiguous bytes (half the instructions of iterating
  /// `utf8` into an array and decoding that).
  private static func foldASCII(_ text: String) -> String? {
    var text = text
    var isASCII = true
    let folded = text.withUTF8 { source in
      String(unsafeUninitializedCapacity: source.count) { output in
        var count = 0
        var lastWasSpace = true
        for original in source {
          var byte = original
          switch byte {
          case 0x41...0x5A: byte += 0x20
          case 0x60: byte = 0x27
          case 0x09, 0x0A, 0x0D: byte = 0x20
          case 0x80...:
            isASCII = false
            return 0
          default: break
          }
          if byte == 0x20 {
            if lastWasSpace { continue }
            lastWasSpace = true
          } else {
            lastWasSpace = false
          }
          output[count] = byte
          count += 1
        }
        while count > 0, output[count - 1] == 0x20 { count -= 1 }
        return count
      }
    }
    return isASCII ? folded : nil
  }

  /// The one scalar NFKC and case folding make of `scalar` beside others
  /// that do not compose with it: `scalar` itself, or its lowercase when
  /// that is one scalar they leave as it is (`À` to `à`, `Σ` to `σ`); nil
  /// when only Foundation's way can tell: a scalar that folds otherwise
  /// (`ß`, `ﬁ`, `İ`, a full-width letter), or one that could compose with
  /// its neighbour (a combining mark, a Hangul jamo).
  static func foldedAlone(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
    let properties = scalar.properties
    guard isStarterThatNeverComposes(scalar, properties) else { return nil }
    // Foundation lowers what case folding alone would leave (Cherokee
    // capitals), so a scalar stays only when neither changes it.
    guard properties.changesWhenNFKCCaseFolded || properties.changesWhenLowercased else {
      return scalar
    }
    // A capital whose lowercase is one scalar that both leave alone, of a
    // Unicode version Foundation's case tables know (they lag the
    // standard library's: Unicode 16's new capitals stay capitals there).
    guard let age = properties.age, age.major < 16 else { return nil }
    let lower = properties.lowercaseMapping.unicodeScalars
    guard lower.count == 1, let first = lower.first, first != scalar,
      isStarterThatNeverComposes(first, first.properties),
      !first.properties.changesWhenNFKCCaseFolded, !first.properties.changesWhenLowercased
    else { return nil }
    return first
  }

  /// Whether `scalar` neither combines with the scalar before it nor is a
  /// Hangul jamo that composes into a syllable.
  private static func isStarterThatNeverComposes(
    _ scalar: Unicode.Scalar, _ properties: Unicode.Scalar.Properties
  ) -> Bool {
    if properties.canonicalCombiningClass != .notReordered { return false }
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return false
    default: break
    }
    return
      !((0x1100...0x11FF).contains(scalar.value) || (0xA960...0xA97F).contains(scalar.value)
      || (0xD7B0...0xD7FF).contains(scalar.value))
  }

  /// One scalar made plain: quotes to `'` and `"`, dashes to `-`, every
  /// kind of space (a tab, a no-break space) to a space. Line breaks stay,
  /// as sentence ends.
  fileprivate static func plain(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
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
    // Each sentence is a slice of the text's scalars, copied once: appending
    // scalar by scalar costs far more.
    var sentences: [String] = []
    let scalars = text.unicodeScalars
    var start = scalars.startIndex
    var previous: Unicode.Scalar? = nil
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      let after = scalars.index(after: index)
      if isSentenceEnd(scalar) {
        let next = after < scalars.endIndex ? scalars[after] : " "
        let kept = scalar == "." && previous.map(isWordScalar) == true && isWordScalar(next)
        if !kept {
          append(scalars[start..<index], to: &sentences)
          start = after
        }
      }
      previous = scalar
      index = after
    }
    append(scalars[start..<scalars.endIndex], to: &sentences)
    return sentences
  }

  private static func append(
    _ scalars: Substring.UnicodeScalarView, to sentences: inout [String]
  ) {
    // Spaces and tabs trimmed (what Foundation's `.whitespaces` holds),
    // without bridging each sentence to Foundation.
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return }
    sentences.append(String(Substring(scalars[first...last])))
  }

  /// A letter, a mark or a digit.
  static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
    // In ASCII exactly the letters are alphabetic and the digits numeric;
    // asked at every scalar of every text, so answered without the tables.
    if scalar.isASCII {
      let value = scalar.value | 0x20
      return (0x61...0x7A).contains(value) || (0x30...0x39).contains(scalar.value)
    }
    return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}
