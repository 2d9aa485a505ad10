import RuleLanguage
import Testing

/// Any text gives a tree or errors, never a crash or a hang: thousands of
/// random and mutated expressions are parsed, checked and, when they check,
/// evaluated.
@Suite struct RobustnessTests {
  /// SplitMix64: small, fast and the same on every platform.
  struct Generator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static let fragments = [
    "(", ")", "[", "]", "{", "}", ".", ",", "?", ":", "!", "-", "+", "*", "/", "%", "==", "!=",
    "<", "<=", ">", ">=", "&&", "||", "=", "&", "|", " in ", " ", "\n", "0", "1", "2.5", "1e9",
    "0x", "9223372036854775807", "99999999999999999999", "'", "\"", "'''", "\\", "'s'", "\"d\"",
    "r'x'", "b'y'", "true", "false", "null", "permission", "bare", "feature", "features", "tags",
    "settings", "count", "ratio", "anything", "nothing", "pattern", "x", "f", "id", "primer",
    "text", "needs", "photos", "labels", "size", "has", "exists", "all", "exists_one", "filter",
    "map", "contains", "matches", "startsWith", "lowerAscii", "int", "double", "string", "screen",
    "while", "#", "é", "😀", "\u{0}", "//", "1u",
  ]

  static let seeds = [
    "features.all(f, !has(f.needs.photos) || f.needs.photos in ['pick'])",
    "permission.resource == 'photos' && permission.access == 'readWrite'",
    "size(tags) > 1 ? tags[0] + 'x' : settings['k']",
    "[1, 2, 3].map(x, x > 1, x * 2).exists(y, y % 3 == 0)",
    "permission.primer.text.matches('(?i)allow') || screen(permission.screen).requiresAccount",
    "int(anything) + -count * 2 / 1 - double(ratio) == 0.5",
  ]

  @Test func randomTokenSoup() {
    var generator = Generator(state: 42)
    for _ in 0..<2500 {
      let length = Int.random(in: 0...30, using: &generator)
      let source = (0..<length).map { _ in
        Self.fragments.randomElement(using: &generator) ?? ""
      }.joined(separator: Bool.random(using: &generator) ? " " : "")
      exercise(source)
    }
  }

  @Test func mutatedExpressions() {
    var generator = Generator(state: 7)
    for _ in 0..<2500 {
      var bytes = Array(Self.seeds.randomElement(using: &generator)?.utf8 ?? "".utf8)
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let position = Int.random(in: 0...bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0 where position < bytes.count:
          bytes.remove(at: position)
        case 1:
          bytes.insert(UInt8.random(in: 0...255, using: &generator), at: position)
        case 2:
          let fragment = Self.fragments.randomElement(using: &generator) ?? ""
          bytes.insert(contentsOf: Array(fragment.utf8), at: position)
        default:
          if position < bytes.count {
            bytes[position] = UInt8.random(in: 32...126, using: &generator)
          }
        }
      }
      // Invalid UTF-8 becomes replacement characters, as when a host reads a file.
      exercise(String(decoding: bytes, as: UTF8.self))
    }
  }

  @Test func randomNesting() {
    var generator = Generator(state: 99)
    for _ in 0..<200 {
      let depth = Int.random(in: 150...260, using: &generator)
      var source = "count"
      for _ in 0..<depth {
        switch Int.random(in: 0..<5, using: &generator) {
        case 0: source = "(\(source))"
        case 1: source = "-\(source)"
        case 2: source = "\(source) + 1"
        case 3: source = "[\(source)][0]"
        default: source = "int(\(source))"
        }
      }
      exercise(source)
    }
  }

  static let leaves = [
    "count", "ratio", "tags", "settings", "permission.id", "permission.primer.text", "bare.primer",
    "feature.needs.photos", "features", "anything", "nothing", "pattern", "x", "1", "0", "-1",
    "2.5", "'a'", "'(x'", "true", "false", "null", "[]", "[1, 2]", "['a']",
  ]

  /// A random expression from the grammar: mostly well formed, often
  /// ill typed, so that the checker and the evaluator both get exercised.
  static func expression(_ depth: Int, _ generator: inout Generator) -> String {
    guard depth > 0, Int.random(in: 0..<4, using: &generator) > 0 else {
      return leaves.randomElement(using: &generator) ?? "1"
    }
    func sub() -> String { expression(depth - 1, &generator) }
    let operators = ["==", "!=", "<", "<=", ">", ">=", "in", "+", "-", "*", "/", "%", "&&", "||"]
    switch Int.random(in: 0..<16, using: &generator) {
    case 0, 1, 2: return "(\(sub()) \(operators.randomElement(using: &generator) ?? "+") \(sub()))"
    case 3: return "!\(sub())"
    case 4: return "-\(sub())"
    case 5: return "(\(sub()) ? \(sub()) : \(sub()))"
    case 6: return "size(\(sub()))"
    case 7:
      return
        "\(sub()).\(["contains", "matches", "startsWith"].randomElement(using: &generator) ?? "contains")(\(sub()))"
    case 8:
      return "\(["int", "double", "string"].randomElement(using: &generator) ?? "int")(\(sub()))"
    case 9: return "has(\(sub()).text)"
    case 10, 11:
      let macro =
        ["exists", "all", "exists_one", "filter", "map"].randomElement(using: &generator) ?? "all"
      return "\(sub()).\(macro)(x, \(sub()))"
    case 12: return "\(sub())[\(sub())]"
    case 13: return "[\(sub()), \(sub())]"
    case 14: return "\(sub()).id"
    default: return "\(sub()).lowerAscii()"
    }
  }

  @Test func randomGrammarExpressions() {
    var generator = Generator(state: 2024)
    var evaluated = 0
    for _ in 0..<3000 {
      let source = Self.expression(5, &generator)
      let parsed = ParsedExpression(source)
      #expect(parsed.errors.isEmpty, "\(source): \(parsed.errors)")
      if exercise(source) { evaluated += 1 }
    }
    // Enough of them type-check for evaluation to be exercised too.
    #expect(evaluated > 300)
  }

  /// Parses, checks and evaluates `source`; true when it got to evaluation.
  @discardableResult
  func exercise(_ source: String) -> Bool {
    let parsed = ParsedExpression(source)
    for error in parsed.errors {
      #expect(!error.message.isEmpty)
      #expect(error.position.offset <= source.utf8.count)
    }
    guard parsed.errors.isEmpty else { return false }
    do {
      let checked = try TestEnvironment.environment.check(parsed)
      _ = try? checked.evaluate(TestEnvironment.variables, context: TestEnvironment.host)
      return true
    } catch {
      #expect(!error.errors.isEmpty)
      return false
    }
  }
}
