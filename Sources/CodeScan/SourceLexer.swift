/// Splits Swift or Objective-C source into the tokens that are code: it
/// understands both languages' comments (Swift's nest), string literals
/// (Swift's multi-line and raw ones, and interpolations, whose code is
/// lexed as code while the literal's text is dropped), Objective-C
/// preprocessor lines, and conditional blocks that can never be compiled
/// (`#if false`, `#if 0` and the branches after a `#if true`), whose tokens
/// are dropped too. One pass, linear in the file's size, never fails: text
/// it can't make sense of becomes punctuation.
struct SourceLexer {
  let bytes: [UInt8]
  let language: SourceLanguage
  var position = 0
  var line: Int32 = 1
  var lineStart = 0
  var tokens: [SourceToken] = []
  var conditions: [ConditionalBranch] = []
  /// How many of `conditions` are dead, so that ``isDisabled`` costs the
  /// same however deep the `#if`s nest.
  var deadConditions = 0
  /// How many string literals deep the lexer is, inside interpolations.
  var stringDepth = 0

  /// The deepest string-in-interpolation nesting lexed as code; deeper
  /// text is skipped as part of the string.
  static let maximumStringDepth = 16

  /// Where a `#if` group stands.
  enum ConditionalBranch {
    /// A branch that may be compiled (its condition is unknown or true).
    case live
    /// A live branch of `#if true`: the branches after it are dead.
    case trueBranch
    /// A branch that can't be compiled; a later `#else` or `#elseif` may be.
    case deadBranch
    /// Every branch after a `#if true`, or any branch of a group inside a
    /// dead one.
    case deadGroup
  }

  /// How deep braces, parentheses and brackets nest (counted together)
  /// at the token being lexed; a closing one without an opening one
  /// counts for nothing.
  var nesting = 0
  /// The line where they first nested deeper than `maximumNesting`: the
  /// lexer stops there.
  var tooDeepLine: Int?
  let maximumNesting: Int
  /// The line of the token past `maximumTokens`: the lexer stops there.
  var tooManyTokensLine: Int?
  let maximumTokens: Int

  init(
    bytes: [UInt8], language: SourceLanguage, maximumNesting: Int = .max,
    maximumTokens: Int = .max
  ) {
    self.bytes = bytes
    self.language = language
    self.maximumNesting = maximumNesting
    self.maximumTokens = maximumTokens
  }

  /// The tokens of `bytes`, in order.
  static func tokens(of bytes: [UInt8], language: SourceLanguage) -> [SourceToken] {
    lex(bytes, language: language, maximumNesting: .max).tokens
  }

  /// The tokens of `bytes`, in order, or, when braces, parentheses and
  /// brackets nest deeper than `maximumNesting` or there are more than
  /// `maximumTokens`, those up to that point and its line.
  static func lex(
    _ bytes: [UInt8], language: SourceLanguage, maximumNesting: Int, maximumTokens: Int = .max
  ) -> (tokens: [SourceToken], tooDeepLine: Int?, tooManyTokensLine: Int?) {
    var lexer = SourceLexer(
      bytes: bytes, language: language, maximumNesting: maximumNesting,
      maximumTokens: maximumTokens)
    lexer.tokens.reserveCapacity(min(bytes.count / 5, maximumTokens))
    lexer.lexCode(untilClosingParenthesis: false)
    return (lexer.tokens, lexer.tooDeepLine, lexer.tooManyTokensLine)
  }

  /// Counts the nesting a punctuation token (`byte`) opens or closes, and
  /// stops the lexer when it passes the limit.
  mutating func nest(_ byte: UInt8) {
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "["):
      nesting += 1
      if nesting > maximumNesting {
        tooDeepLine = Int(line)
        position = bytes.count
      }
    case UInt8(ascii: "}"), UInt8(ascii: ")"), UInt8(ascii: "]"):
      nesting = max(0, nesting - 1)
    default:
      break
    }
  }

  var isDisabled: Bool { deadConditions > 0 }

  mutating func pushCondition(_ branch: ConditionalBranch) {
    conditions.append(branch)
    if branch == .deadBranch || branch == .deadGroup { deadConditions += 1 }
  }

  mutating func popCondition() -> ConditionalBranch? {
    guard let last = conditions.popLast() else { return nil }
    if last == .deadBranch || last == .deadGroup { deadConditions -= 1 }
    return last
  }

  func peek(_ offset: Int = 0) -> UInt8 {
    let index = position + offset
    return index < bytes.count ? bytes[index] : 0
  }
}
