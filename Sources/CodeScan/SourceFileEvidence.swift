/// The evidence in one source file's text, and whether the file is test
/// code (it imports XCTest or Swift Testing), which is never evidence.
public enum SourceFileEvidence {
  /// The deepest braces, parentheses and brackets nest (counted together)
  /// in a file that is read; real code stays under 40.
  public static let maximumNesting = 256
  /// The most tokens a file that is read may hold: the largest real
  /// generated files (an 875 KB protocol-buffer file, 1 MB of mocks) hold
  /// under 200,000; a 2 MB file of one-character tokens would hold ten
  /// times that, about 32 bytes each and more in the outline.
  public static let maximumTokens = 600_000

  /// What reading one file gave.
  public enum Outcome: Sendable {
    case evidence([Evidence])
    /// The file imports a test framework.
    case testCode
    /// Braces, parentheses and brackets nest deeper than
    /// ``maximumNesting`` at `line`: the file is left out.
    case tooDeep(line: Int)
    /// It holds more than ``maximumTokens``, the one past them at `line`:
    /// the file is left out.
    case tooManyTokens(line: Int)
  }

  /// The evidence in `bytes`, a file named `file` (as evidence names it)
  /// in `language`; nil when the file is test code, none when it nests
  /// deeper than ``maximumNesting``.
  public static func evidence(
    in bytes: [UInt8], language: SourceLanguage, file: String, apis: APIIndexing
  ) -> [Evidence]? {
    switch outcome(in: bytes, language: language, file: file, apis: apis) {
    case .evidence(let found): return found
    case .testCode: return nil
    case .tooDeep, .tooManyTokens: return []
    }
  }

  /// What `bytes`, a file named `file` in `language`, gives: its evidence,
  /// or why it has none.
  public static func outcome(
    in bytes: [UInt8], language: SourceLanguage, file: String, apis: APIIndexing
  ) -> Outcome {
    read(bytes, language: language, file: file, apis: apis).outcome
  }

  /// What reading one file gives the whole scan besides its outcome.
  struct Reading: Sendable {
    var outcome: Outcome
    /// The root views and controllers the file names (`RootTypeFinder`).
    var rootTypes: Set<String> = []
    /// The views its wrapper types build.
    var wrappers: [String: Set<String>] = [:]
    /// Its functions that open Settings (``SettingsFollower``).
    var openers: Set<String> = []
    /// Whether its code names the Settings URL at all.
    var namesSettings = false
  }

  /// What `bytes` gives, with what the scan's moments need and the
  /// functions that open Settings.
  static func read(
    _ bytes: [UInt8], language: SourceLanguage, file: String, apis: APIIndexing
  ) -> Reading {
    guard let (tokens, outline) = parsed(bytes, language: language) else {
      return Reading(outcome: outcome(ofUnread: bytes, language: language))
    }
    let finder = EvidenceFinder(
      tokens: tokens, outline: outline, language: language, index: apis.index, file: file)
    // Most files never name the Settings URL: a length check first.
    let lengths = Set(EvidenceFinder.settingsNames.map(\.utf8.count))
    let namesSettings = tokens.contains {
      $0.kind == .identifier && lengths.contains($0.text.utf8.count)
        && EvidenceFinder.settingsNames.contains($0.text)
    }
    var memo = EvidenceFinder.Memo()
    return Reading(
      outcome: .evidence(finder.evidence()),
      rootTypes: language == .swift
        ? RootTypeFinder.rootTypes(tokens: tokens, outline: outline) : [],
      wrappers: language == .swift
        ? RootTypeFinder.wrappers(tokens: tokens, outline: outline) : [:],
      openers: namesSettings ? finder.settingsOpeners(memo: &memo) : [],
      namesSettings: namesSettings)
  }

  /// The tokens and outline of a file that is read: nil for test code and
  /// files past the limits.
  static func parsed(_ bytes: [UInt8], language: SourceLanguage) -> (
    [SourceToken], SourceOutline
  )? {
    let (tokens, tooDeepLine, tooManyTokensLine) = SourceLexer.lex(
      bytes, language: language, maximumNesting: maximumNesting, maximumTokens: maximumTokens)
    guard !importsTestFramework(tokens), tooDeepLine == nil, tooManyTokensLine == nil else {
      return nil
    }
    return (tokens, OutlineBuilder.outline(of: tokens, language: language))
  }

  /// Why a file `parsed` refused is not read.
  private static func outcome(ofUnread bytes: [UInt8], language: SourceLanguage) -> Outcome {
    let (tokens, tooDeepLine, tooManyTokensLine) = SourceLexer.lex(
      bytes, language: language, maximumNesting: maximumNesting, maximumTokens: maximumTokens)
    if importsTestFramework(tokens) { return .testCode }
    if let line = tooDeepLine { return .tooDeep(line: line) }
    if let line = tooManyTokensLine { return .tooManyTokens(line: line) }
    return .evidence([])
  }

  private static let testFrameworks: Set<String> = ["XCTest", "Testing", "Quick", "Nimble"]

  private static func importsTestFramework(_ tokens: [SourceToken]) -> Bool {
    for (position, token) in tokens.enumerated() where token.isIdentifier("import") {
      let next = position + 1
      if next < tokens.count, testFrameworks.contains(tokens[next].text) { return true }
    }
    return false
  }
}

/// The catalog's APIs prepared for matching, built once per scan.
public struct APIIndexing: Sendable {
  let index: APIIndex
  /// Every API the scan looks for.
  public let apis: [CodeAPI]

  public init(_ apis: [CodeAPI]) {
    self.apis = apis
    index = APIIndex(apis)
  }
}
