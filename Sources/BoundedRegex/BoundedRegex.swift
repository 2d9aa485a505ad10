import CPCRE2
import Foundation

/// A regular expression whose every match is bounded: PCRE2 (Perl syntax,
/// UTF-8, Unicode classes) with a limit on the backtracking steps and the
/// depth of one match, so a pattern like `(a+)+$` against a long text gives
/// up with `MatchError.limitExceeded` instead of running for minutes.
/// Rule packs' `/patterns/` and `matches()` use it; their text comes from
/// many hands.
///
/// A compiled expression is immutable and safe to use from several threads
/// at once (each match has its own match data).
public final class BoundedRegex: @unchecked Sendable {
  /// The backtracking steps one match may take (PCRE2's match limit).
  public static let matchLimit: UInt32 = 1_000_000
  /// How deep one match may nest its backtracking (PCRE2's depth limit).
  public static let depthLimit: UInt32 = 10_000
  /// The work one match may do, over every start position. PCRE2's match
  /// limit is counted afresh at each position, so within it a pattern such
  /// as `(?=.*a).*b` does work quadratic in the text (2.5 s on 8 KB).
  /// A match first runs the pattern as compiled, with the match limit of
  /// each position cut to this budget shared out over the text's
  /// positions; only a match that reaches that limit runs again with the
  /// items tried counted over every position, by an automatic callout
  /// before every item (a function call per item: the wording rules'
  /// matches cost a third more that way), so that it ends after about
  /// 0.1 s with the answer the count allows.
  public static let workLimit = 1_000_000
  /// The longest text, in UTF-8 bytes, a pattern is matched against.
  /// Purpose strings, primers and review notes are far shorter.
  public static let maximumSubjectBytes = 8_192

  /// Why a pattern does not compile.
  public struct CompileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// PCRE2's explanation.
    public var message: String
    /// Where in the pattern (in bytes) it stopped.
    public var offset: Int
    public var description: String { "\(message) (at offset \(offset))" }
  }

  /// Why a match gave no answer.
  public enum MatchError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The match needed more than `workLimit` or `matchLimit` steps, or
    /// `depthLimit` depth, on this text.
    case limitExceeded
    /// The text is longer than `maximumSubjectBytes`.
    case textTooLong(bytes: Int)
    /// Another PCRE2 error, with its message.
    case failed(String)

    public var description: String {
      switch self {
      case .limitExceeded:
        return
          "the pattern gave up after \(BoundedRegex.workLimit) steps on this text; write it so "
          + "it can't try the same text many ways (no nested repeats like (a+)+, and ^ before "
          + "a leading (?=.*…))"
      case .textTooLong(let bytes):
        return
          "the text is \(bytes) bytes long; patterns are matched against at most "
          + "\(BoundedRegex.maximumSubjectBytes) bytes"
      case .failed(let message): return message
      }
    }
  }

  /// The pattern as written.
  public let pattern: String
  /// Whether case is folded.
  public let caseInsensitive: Bool
  /// The compiled pattern; nil until the first match for one made with
  /// ``init(deferring:caseInsensitive:)``. Guarded by `lock`.
  private var code: OpaquePointer?
  /// The pattern compiled with an automatic callout before every item,
  /// which counts the work of a match over all its positions; compiled
  /// the first time a match reaches the limit of one position. Guarded
  /// by `lock`.
  private var countedCode: OpaquePointer?
  private let lock = NSLock()

  /// Compiles `pattern`; `caseInsensitive` folds case (Unicode-aware).
  public init(_ pattern: String, caseInsensitive: Bool = false) throws(CompileError) {
    self.pattern = pattern
    self.caseInsensitive = caseInsensitive
    code = try Self.compile(pattern, caseInsensitive: caseInsensitive, counted: false)
  }

  /// A pattern that compiled before (it comes from a cache of checked
  /// packs), compiled only when it is first matched, so that loading
  /// many patterns costs nothing until they are used. Should it not
  /// compile after all, every match throws `MatchError.failed`.
  public init(deferring pattern: String, caseInsensitive: Bool = false) {
    self.pattern = pattern
    self.caseInsensitive = caseInsensitive
    code = nil
  }

  /// Compiles `pattern`; when `counted`, every item gets an automatic
  /// callout, which counts the match's work (`workLimit`).
  private static func compile(_ pattern: String, caseInsensitive: Bool, counted: Bool)
    throws(CompileError) -> OpaquePointer
  {
    var options = UInt32(PCRE2_UTF) | UInt32(PCRE2_UCP)
    if counted { options |= UInt32(PCRE2_AUTO_CALLOUT) }
    if caseInsensitive { options |= UInt32(PCRE2_CASELESS) }
    var errorCode: Int32 = 0
    var errorOffset: Int = 0
    let compiled = Self.withBytes(of: pattern) { base, count in
      pcre2_compile_8(base, count, options, &errorCode, &errorOffset, nil)
    }
    guard let compiled else {
      throw CompileError(message: Self.message(for: errorCode), offset: errorOffset)
    }
    return compiled
  }

  /// The compiled pattern (`counted`: with its callouts), compiling it on
  /// its first use.
  private func compiledCode(counted: Bool) throws(MatchError) -> OpaquePointer {
    lock.lock()
    defer { lock.unlock() }
    if let known = counted ? countedCode : code { return known }
    do {
      let compiled = try Self.compile(pattern, caseInsensitive: caseInsensitive, counted: counted)
      if counted { countedCode = compiled } else { code = compiled }
      return compiled
    } catch {
      throw .failed("the pattern no longer compiles: \(error.message)")
    }
  }

  deinit {
    if let code { pcre2_code_free_8(code) }
    if let countedCode { pcre2_code_free_8(countedCode) }
  }

  /// Whether the pattern matches anywhere in `text`.
  ///
  /// The pattern runs first without callouts, each start position allowed
  /// `workLimit` shared out over the text's positions (so the whole match
  /// stays within it); only a match that reaches that limit is run again
  /// with its items counted (`matches(_:workLimit:)`). An answer is the
  /// pattern's either way; a text on which the counted run alone would
  /// give up may be answered by the first.
  public func matches(_ text: String) throws(MatchError) -> Bool {
    let positionLimit = UInt32(
      min(Int(Self.matchLimit), Self.workLimit / (text.utf8.count + 1)))
    let result = try run(on: text, counted: false) { code, base, count, data in
      cpcre2_match_limited(code, base, count, data, positionLimit, Self.depthLimit)
    }
    if result >= 0 { return true }
    switch result {
    case PCRE2_ERROR_NOMATCH: return false
    case PCRE2_ERROR_MATCHLIMIT, PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_HEAPLIMIT:
      return try matches(text, workLimit: Self.workLimit)
    default: throw .failed(Self.message(for: result))
    }
  }

  /// Whether the pattern matches anywhere in `text` within `workLimit`
  /// items tried (at most `workLimit`): `limitExceeded` when it needs
  /// more. Tests use a lower limit to keep a pack's patterns cheap on long
  /// sentences, as a count rather than a timing.
  public func matches(_ text: String, workLimit: Int) throws(MatchError) -> Bool {
    let budget = UInt(max(0, min(workLimit, Self.workLimit)))
    let result = try run(on: text, counted: true) { code, base, count, data in
      cpcre2_match_bounded(
        code, base, count, data, Self.matchLimit, Self.depthLimit, budget, nil)
    }
    if result >= 0 { return true }
    switch result {
    case PCRE2_ERROR_NOMATCH: return false
    case PCRE2_ERROR_MATCHLIMIT, PCRE2_ERROR_DEPTHLIMIT, PCRE2_ERROR_HEAPLIMIT,
      PCRE2_ERROR_CALLOUT:
      throw .limitExceeded
    default: throw .failed(Self.message(for: result))
    }
  }

  /// PCRE2's result of `match` on `text` with the pattern compiled
  /// (`counted`: with its callouts) and match data of its own.
  private func run(
    on text: String, counted: Bool,
    _ match: (OpaquePointer, UnsafePointer<UInt8>, Int, OpaquePointer) -> Int32
  ) throws(MatchError) -> Int32 {
    let count = text.utf8.count
    guard count <= Self.maximumSubjectBytes else { throw .textTooLong(bytes: count) }
    let code = try compiledCode(counted: counted)
    guard let data = pcre2_match_data_create_from_pattern_8(code, nil) else {
      throw .failed("out of memory")
    }
    defer { pcre2_match_data_free_8(data) }
    return Self.withBytes(of: text) { base, count in match(code, base, count, data) }
  }

  /// One zero byte, never freed: the text PCRE2 is given for an empty one.
  nonisolated(unsafe) private static let emptyText: UnsafeMutablePointer<UInt8> = {
    let byte = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    byte.initialize(to: 0)
    return byte
  }()

  /// Calls `body` with the UTF-8 bytes of `text`: a pointer that is never
  /// null (PCRE2 wants one even for an empty text) and the byte count.
  private static func withBytes<Result>(
    of text: String, _ body: (UnsafePointer<UInt8>, Int) -> Result
  ) -> Result {
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress, !bytes.isEmpty else {
        return body(UnsafePointer(emptyText), 0)
      }
      return body(base, bytes.count)
    }
  }

  private static func message(for code: Int32) -> String {
    var buffer = [UInt8](repeating: 0, count: 256)
    let length = pcre2_get_error_message_8(code, &buffer, buffer.count)
    guard length > 0 else { return "PCRE2 error \(code)" }
    return String(decoding: buffer[0..<Int(length)], as: UTF8.self)
  }
}
