/// The evidence in one source file's text, and whether the file is test
/// code (it imports XCTest or Swift Testing), which is never evidence.
public enum SourceFileEvidence {
  /// The evidence in `bytes`, a file named `file` (as evidence names it)
  /// in `language`; nil when the file is test code.
  public static func evidence(
    in bytes: [UInt8], language: SourceLanguage, file: String, apis: APIIndexing
  ) -> [Evidence]? {
    let tokens = SourceLexer.tokens(of: bytes, language: language)
    if importsTestFramework(tokens) { return nil }
    let outline = OutlineBuilder.outline(of: tokens, language: language)
    let finder = EvidenceFinder(
      tokens: tokens, outline: outline, language: language, index: apis.index, file: file)
    return finder.evidence()
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
