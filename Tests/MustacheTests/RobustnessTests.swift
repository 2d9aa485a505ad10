import Mustache
import Testing

/// A small deterministic random number generator (SplitMix64), so failures reproduce.
private struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// Pieces that garbage templates are assembled from: every sigil, both delimiter
/// styles, line ends, names that exist in the context and partials, and odd characters.
private let fragments = [
  "{{", "}}", "{{{", "}}}", "{", "}", "#", "^", "/", "!", ">", "<", "$", "&", "=", "*", ".",
  "a", "b", "list", "p", "q", "x", " ", "  ", "\t", "\n", "\r\n", "\r", "é", "|", "<%", "%>",
  "{{#list}}", "{{/list}}", "{{> p}}", "{{< q}}", "{{$b}}", "{{/b}}", "{{/q}}", "{{.}}",
  "{{=<% %>=}}", "<%={{ }}=%>", "{{>*a}}", "\u{301}", "\0",
]

@Suite("Robustness")
struct RobustnessTests {
  @Test("random templates either render or throw a positioned MustacheError")
  func garbageTemplates() throws {
    var generator = SeededGenerator(state: 0x5EED)
    let partials = try DictionaryPartialResolver(sources: [
      "p": "{{#list}}{{> p}}{{> p}}{{/list}}{{a}}",
      "q": "{{$b}}B{{/b}}{{< q}}{{$b}}{{> p}}{{/b}}{{/q}}",
    ])
    let context: MustacheValue = ["a": "p", "b": [1, 2], "list": [["a": "q"], ["x": true]]]
    let options = RenderOptions(missingPartials: .empty, maximumSteps: 20_000)
    var rendered = 0
    for _ in 0..<3_000 {
      let count = Int.random(in: 0..<30, using: &generator)
      let source = (0..<count).map { _ in fragments.randomElement(using: &generator) ?? "" }
        .joined()
      do {
        let template = try Template(source: source, name: "fuzz")
        _ = try template.render(context, partials: partials, options: options)
        rendered += 1
      } catch let error as MustacheError {
        #expect(error.line >= 1, "\(error) for \(source.debugDescription)")
        #expect(error.column >= 1, "\(error) for \(source.debugDescription)")
      } catch {
        Issue.record("unexpected \(error) for \(source.debugDescription)")
      }
    }
    #expect(rendered > 100)
  }

  @Test("deeply nested sections are an error, not a stack overflow")
  func deepNesting() {
    let source =
      String(repeating: "{{#a}}", count: 50_000) + String(repeating: "{{/a}}", count: 50_000)
    #expect(diagnostic { _ = try Template(source: source) }.contains("nested more than 100"))
  }

  @Test("sections nested to the limit render")
  func nestingAtLimit() throws {
    let source =
      String(repeating: "{{#a}}", count: 100) + "x" + String(repeating: "{{/a}}", count: 100)
    #expect(try Template(source: source).render(["a": true]) == "x")
  }

  @Test("the deepest legal template renders without exhausting the stack")
  func deepestLegalNesting() throws {
    // 64 partials inside each other (p0 … p63), each nesting sections 99 levels deep.
    // `{{#.}}` finds its value at the top of the stack, which keeps the test fast.
    let open = String(repeating: "{{#.}}", count: 99)
    let close = String(repeating: "{{/.}}", count: 99)
    let sources = Dictionary(
      uniqueKeysWithValues: (0..<63).map { ("p\($0)", open + "{{> p\($0 + 1)}}" + close) })
    let partials = try DictionaryPartialResolver(sources: sources.merging(["p63": "x"]) { $1 })
    let output = try Template(source: "{{> p0}}").render(["a": 1], partials: partials)
    #expect(output == "x")
  }

  @Test("a runaway section over a list stops at the step limit")
  func stepLimit() throws {
    let source = String(repeating: "{{#l}}", count: 40) + String(repeating: "{{/l}}", count: 40)
    let template = try Template(source: source)
    let message = diagnostic {
      _ = try template.render(["l": [1, 2]], options: RenderOptions(maximumSteps: 20_000))
    }
    #expect(message.hasPrefix("template:1:"))
    #expect(message.contains("rendering took more than 20000 steps"))
  }
}

/// The step limit trips fast on the shapes that make each step costly or
/// many: sections nested over a list, and lookups from deep inside nested
/// sections that look through every frame for a name no frame has.
@Suite("Fast limits")
struct FastLimitTests {
  @Test(arguments: [
    (String(repeating: "{{#l}}", count: 6) + "x" + String(repeating: "{{/l}}", count: 6)),
    (String(repeating: "{{#o}}", count: 95) + "{{#l}}{{#l}}{{#l}}{{zz}}{{/l}}{{/l}}{{/l}}"
      + String(repeating: "{{/o}}", count: 95)),
  ])
  func runawayRenderingStopsSoon(_ source: String) throws {
    let template = try Template(source: source, name: "runaway")
    let context: MustacheValue = ["o": ["k": 1], "l": .list((0..<1_000).map { .int($0) })]
    // Ends at the default limit (about 0.2 s optimized; a debug build on a
    // busy machine takes many times that, so no time is asserted).
    #expect(throws: MustacheError.self) { _ = try template.render(context) }
  }

  @Test func lookupsCountTheFramesTheyLookThrough() throws {
    let source =
      String(repeating: "{{#o}}", count: 50) + "{{zz}}" + String(repeating: "{{/o}}", count: 50)
    let template = try Template(source: source, name: "deep")
    // 51 steps, but the lookups look through 1 + 2 + … + 51 frames: about
    // 1,500 steps in all.
    #expect(throws: MustacheError.self) {
      _ = try template.render(["o": ["k": 1]], options: RenderOptions(maximumSteps: 1_000))
    }
    #expect(
      try template.render(["o": ["k": 1]], options: RenderOptions(maximumSteps: 5_000)) == "")
  }
}
