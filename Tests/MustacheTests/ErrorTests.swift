import Mustache
import Testing

/// A template that must fail, and the exact diagnostic it must produce.
struct ErrorCase: Sendable, CustomTestStringConvertible {
  var label: String
  var template: String
  var partials: [String: String] = [:]
  var options = RenderOptions()
  var expected: String

  var testDescription: String { label }
}

/// Syntax errors, found when parsing. The template is named `report.html.mustache`.
private let parseCases: [ErrorCase] = [
  ErrorCase(
    label: "unclosed section, far down the file",
    template: String(repeating: "line\n", count: 40) + "Items {{#findings}}\n- {{title}}\n",
    expected: "report.html.mustache:41:7: unclosed section 'findings'"),
  ErrorCase(
    label: "unclosed inverted section", template: "a\n {{^empty}}none",
    expected: "report.html.mustache:2:2: unclosed inverted section 'empty'"),
  ErrorCase(
    label: "unclosed parent", template: "{{<base}}{{$title}}x{{/title}}",
    expected: "report.html.mustache:1:1: unclosed parent 'base'"),
  ErrorCase(
    label: "unclosed block", template: "{{$title}}x",
    expected: "report.html.mustache:1:1: unclosed block 'title'"),
  ErrorCase(
    label: "mismatched closing tag", template: "{{#a}}\n  {{#b}}{{/a}}",
    expected:
      "report.html.mustache:2:9: closing tag 'a' does not match open section 'b' (opened at 2:3)"
  ),
  ErrorCase(
    label: "unopened closing tag", template: "text {{/findings}}",
    expected: "report.html.mustache:1:6: closing tag 'findings' has no open section"),
  ErrorCase(
    label: "set-delimiter tag with one delimiter", template: "x\n{{=<% =}}",
    expected: "report.html.mustache:2:1: invalid set-delimiter tag '{{=<% =}}': "
      + "expected two delimiters separated by whitespace"),
  ErrorCase(
    label: "set-delimiter tag with three delimiters", template: "{{=< > ! =}}",
    expected: "report.html.mustache:1:1: invalid set-delimiter tag '{{=< > ! =}}': "
      + "expected two delimiters separated by whitespace"),
  ErrorCase(
    label: "set-delimiter tag never closed", template: "{{=<% %>}}",
    expected: "report.html.mustache:1:1: unclosed tag: missing '=}}'"),
  ErrorCase(
    label: "unclosed tag at end of file", template: "Hello {{name",
    expected: "report.html.mustache:1:7: unclosed tag: missing '}}'"),
  ErrorCase(
    label: "unclosed tag before another tag", template: "Hi {{name\n{{other}}",
    expected: "report.html.mustache:1:4: unclosed tag: missing '}}'"),
  ErrorCase(
    label: "unclosed triple mustache", template: "{{{name}}",
    expected: "report.html.mustache:1:1: unclosed tag: missing '}}}'"),
  ErrorCase(
    label: "unclosed tag after delimiter change", template: "{{=<% %>=}}\n<%name",
    expected: "report.html.mustache:2:1: unclosed tag: missing '%>'"),
  ErrorCase(
    label: "empty variable", template: "a {{}}",
    expected: "report.html.mustache:1:3: empty tag name"),
  ErrorCase(
    label: "empty section name", template: "{{# }}{{/}}",
    expected: "report.html.mustache:1:1: empty tag name"),
  ErrorCase(
    label: "empty partial name", template: "{{>}}",
    expected: "report.html.mustache:1:1: empty tag name"),
  ErrorCase(
    label: "empty dynamic partial name", template: "{{>*}}",
    expected: "report.html.mustache:1:1: empty tag name"),
  ErrorCase(
    label: "name with a space", template: "{{first name}}",
    expected: "report.html.mustache:1:1: invalid tag name 'first name'"),
  ErrorCase(
    label: "name with an empty dotted part", template: "{{#a..b}}{{/a..b}}",
    expected: "report.html.mustache:1:1: invalid tag name 'a..b'"),
  ErrorCase(
    label: "columns count characters, not bytes", template: "héllo wörld {{/x}}",
    expected: "report.html.mustache:1:13: closing tag 'x' has no open section"),
  ErrorCase(
    label: "CRLF line ends", template: "a\r\nb\r\n  {{/x}}",
    expected: "report.html.mustache:3:3: closing tag 'x' has no open section"),
  ErrorCase(
    label: "lines inside a multi-line comment count", template: "{{!\none\ntwo}} {{/x}}",
    expected: "report.html.mustache:3:7: closing tag 'x' has no open section"),
  ErrorCase(
    label: "nesting limit", template: String(repeating: "{{#a}}", count: 101),
    expected: "report.html.mustache:1:601: sections nested more than 100 levels deep"),
]

/// Errors found while rendering: missing and runaway partials.
private let renderCases: [ErrorCase] = [
  ErrorCase(
    label: "missing partial in strict mode", template: "Summary\n  {{> findings}}\n",
    expected: "report.html.mustache:2:3: partial 'findings' not found"),
  ErrorCase(
    label: "missing parent in strict mode", template: "{{<base}}{{/base}}",
    expected: "report.html.mustache:1:1: partial 'base' not found"),
  ErrorCase(
    label: "missing partial named by the data", template: "{{>*kind}}",
    expected: "report.html.mustache:1:1: partial 'table' not found"),
  ErrorCase(
    label: "partial including itself", template: "{{> loop}}",
    partials: ["loop": "x{{> loop}}"],
    expected: "loop:1:2: partials nested more than 64 levels deep: "
      + "report.html.mustache > loop > loop > ..."),
  ErrorCase(
    label: "partials including each other", template: "{{> a}}",
    partials: ["a": "{{> b}}", "b": "\n{{> a}}"], options: RenderOptions(maximumPartialDepth: 8),
    expected: "b:2:1: partials nested more than 8 levels deep: "
      + "report.html.mustache > a > b > a > ..."),
  ErrorCase(
    label: "parent including itself", template: "{{< base}}{{/ base}}",
    partials: ["base": "{{< base}}{{/ base}}"],
    expected: "base:1:1: partials nested more than 64 levels deep: "
      + "report.html.mustache > base > base > ..."),
  ErrorCase(
    label: "block override containing itself",
    template: "{{<base}}{{$b}}({{$b}}{{/b}}){{/b}}{{/base}}", partials: ["base": "{{$b}}{{/b}}"],
    expected: "report.html.mustache:1:17: partials nested more than 64 levels deep: "
      + "report.html.mustache > base > $b > $b > ..."),
  ErrorCase(
    label: "exponential partials hit the step limit", template: "{{> p0}}",
    // p0 includes p1 twice, p1 includes p2 twice, …: 2^30 inclusions, only 30 deep.
    partials: Dictionary(
      uniqueKeysWithValues: (0..<30).map { ("p\($0)", "{{> p\($0 + 1)}}{{> p\($0 + 1)}}") }),
    options: RenderOptions(missingPartials: .empty, maximumSteps: 10_000),
    expected: "p28:1:10: rendering took more than 10000 steps; "
      + "is a partial or section nested in itself?"),
]

@Suite("Errors")
struct ErrorTests {
  @Test("syntax errors", arguments: parseCases)
  func syntaxError(_ error: ErrorCase) {
    #expect(
      diagnostic { _ = try Template(source: error.template, name: "report.html.mustache") }
        == error.expected)
  }

  @Test("render errors", arguments: renderCases)
  func renderError(_ error: ErrorCase) throws {
    let template = try Template(source: error.template, name: "report.html.mustache")
    let partials = try DictionaryPartialResolver(sources: error.partials)
    let context: MustacheValue = ["kind": "table"]
    #expect(
      diagnostic { _ = try template.render(context, partials: partials, options: error.options) }
        == error.expected)
  }

  @Test("missing partials render empty when asked")
  func missingPartialsEmpty() throws {
    let template = try Template(source: "a\n{{> nope}}\n{{<base}}{{/base}}b")
    let output = try template.render([:], options: RenderOptions(missingPartials: .empty))
    #expect(output == "a\nb")
  }

  @Test("errors expose their parts")
  func errorParts() {
    do {
      _ = try Template(source: "\n  {{#x}}", name: "t.md.mustache")
      Issue.record("expected an error")
    } catch let error as MustacheError {
      #expect(error.templateName == "t.md.mustache")
      #expect(error.line == 2)
      #expect(error.column == 3)
      #expect(error.reason == .unclosedSection(name: "x", tag: "#"))
      #expect(error.message == "unclosed section 'x'")
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }
}

/// Runs `body` and returns the `MustacheError` it throws, formatted, or a note saying
/// what happened instead.
func diagnostic(_ body: () throws -> Void) -> String {
  do {
    try body()
    return "(no error)"
  } catch let error as MustacheError {
    return error.description
  } catch {
    return "(unexpected error: \(error))"
  }
}
