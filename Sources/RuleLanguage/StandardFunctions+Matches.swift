import BoundedRegex
import Foundation

extension FunctionRegistry {
  /// `text.matches(pattern)` and `matches(text, pattern)`: whether the
  /// regular expression (PCRE2 syntax, UTF-8 with Unicode classes) matches
  /// anywhere in the text; a match that would take more than
  /// `BoundedRegex.workLimit` steps is an evaluation error, never a hang. A
  /// literal pattern is compiled once, when the expression is checked, and
  /// a bad one is a check-time error; other patterns are compiled on first
  /// use and cached per call site.
  mutating func registerMatches() {
    for style in [FunctionOverload.Style.receiver, .global] {
      register(
        "matches",
        FunctionOverload(style, parameters: [.string, .string], result: .bool) {
          constants in
          if case .string(let pattern)? = constants[1] {
            let regex: CompiledRegex
            do throws(EvaluationError.Reason) {
              regex = try CompiledRegex(pattern)
            } catch {
              throw FunctionPreparationError(argument: 1, message: error.description)
            }
            return { arguments, _ in .bool(try regex.matches(arguments[0].stringValue ?? "")) }
          }
          let cache = RegexCache()
          return { arguments, _ in
            let regex = try cache.regex(arguments[1].stringValue ?? "")
            return .bool(try regex.matches(arguments[0].stringValue ?? ""))
          }
        })
    }
  }
}

/// A compiled regular expression with bounded matching, shared between
/// threads.
struct CompiledRegex: Sendable {
  let regex: BoundedRegex

  /// Compiles `pattern`, throwing the reason it does not compile.
  init(_ pattern: String) throws(EvaluationError.Reason) {
    do {
      regex = try BoundedRegex(pattern)
    } catch {
      throw .invalidRegex(pattern, message: Self.diagnose(pattern, engine: error.message))
    }
  }

  /// Why a pattern does not compile: a plain reason where a quick scan can
  /// tell, else the engine's own words.
  static func diagnose(_ pattern: String, engine: String) -> String {
    var open = 0
    var inClass = false
    var escaped = false
    for character in pattern {
      if escaped {
        escaped = false
        continue
      }
      switch character {
      case "\\": escaped = true
      case "[" where !inClass: inClass = true
      case "]" where inClass: inClass = false
      case "(" where !inClass: open += 1
      case ")" where !inClass:
        if open == 0 { return "')' without a matching '('" }
        open -= 1
      default: break
      }
    }
    if escaped { return "it ends with a lone '\\'" }
    if inClass { return "'[' without a matching ']'" }
    if open > 0 { return "'(' without a matching ')'" }
    if let first = pattern.first, "*+?{".contains(first) {
      return "'\(first)' has nothing to repeat"
    }
    return engine
  }

  /// Whether the expression matches somewhere in `text`.
  func matches(_ text: String) throws(EvaluationError.Reason) -> Bool {
    do {
      return try regex.matches(text)
    } catch {
      throw .custom("matches(): \(error)")
    }
  }
}

/// Patterns compiled at run time, shared by every evaluation of one call
/// site. Bounded: it starts afresh when it grows past a few dozen patterns.
final class RegexCache: @unchecked Sendable {
  private let lock = NSLock()
  private var compiled: [String: CompiledRegex] = [:]

  func regex(_ pattern: String) throws(EvaluationError.Reason) -> CompiledRegex {
    lock.lock()
    defer { lock.unlock() }
    if let regex = compiled[pattern] { return regex }
    let regex = try CompiledRegex(pattern)
    if compiled.count >= 64 { compiled.removeAll() }
    compiled[pattern] = regex
    return regex
  }
}
