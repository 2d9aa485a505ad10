import Mustache
import Testing

@Suite("Rendering")
struct RenderingTests {
  @Test("a template parses once and renders many contexts")
  func renderMany() throws {
    let template = try Template(source: "Hello, {{name}}!")
    #expect(try template.render(["name": "Ann"]) == "Hello, Ann!")
    #expect(try template.render(["name": "Bo"]) == "Hello, Bo!")
    #expect(try template.render([:]) == "Hello, !")
  }

  @Test(
    "values interpolate as text",
    arguments: [
      (MustacheValue.int(85), "85"), (.int(-3), "-3"), (.double(1.21), "1.21"),
      (.double(1.0), "1.0"), (.double(0.5), "0.5"), (.bool(true), "true"),
      (.bool(false), "false"), (.null, ""), (.list([1, 2]), ""), (.object(["a": 1]), ""),
    ])
  func interpolation(_ value: MustacheValue, _ expected: String) throws {
    let template = try Template(source: "{{v}}", contentType: .text)
    #expect(try template.render(["v": value]) == expected)
  }

  @Test(
    "truthiness follows JavaScript",
    arguments: [
      (MustacheValue.null, false), (.bool(false), false), (.int(0), false),
      (.double(0), false), (.double(.nan), false), (.string(""), false), (.list([]), false),
      (.bool(true), true), (.int(2), true), (.double(0.1), true), (.string("0"), true),
      (.string("false"), true), (.list([.null]), true), (.object([:]), true),
    ])
  func truthiness(_ value: MustacheValue, _ truthy: Bool) throws {
    let template = try Template(source: "{{#v}}yes{{/v}}{{^v}}no{{/v}}")
    #expect(try template.render(["v": value]) == (truthy ? "yes" : "no"))
    #expect(value.isTruthy == truthy)
  }

  @Test("sections iterate lists and push objects")
  func sections() throws {
    let template = try Template(
      source: "{{#findings}}{{id}}:{{#rule}}{{title}}/{{severity}}{{/rule}};{{/findings}}",
      contentType: .text)
    let context: MustacheValue = [
      "severity": "info",
      "findings": [
        ["id": 1, "rule": ["title": "A", "severity": "high"]],
        ["id": 2, "rule": ["title": "B"]],
      ],
    ]
    #expect(try template.render(context) == "1:A/high;2:B/info;")
  }

  @Test("rendering thousands of list items writes every item once")
  func largeList() throws {
    let template = try Template(source: "{{#items}}{{.}},{{/items}}", contentType: .text)
    let items = (0..<20_000).map { MustacheValue.int($0) }
    let output = try template.render(["items": .list(items)])
    #expect(output.count == items.map { "\($0.interpolationText)," }.joined().count)
    #expect(output.hasPrefix("0,1,2,"))
    #expect(output.hasSuffix("19998,19999,"))
  }

  @Test("standalone partials nest their indentation and skip blank lines")
  func nestedIndentation() throws {
    let partials = try DictionaryPartialResolver(sources: [
      "list": "- {{title}}\n  {{> detail}}\n",
      "detail": "first\n\nsecond\n",
    ])
    let template = try Template(source: "Report:\n  {{> list}}\nEnd\n", contentType: .text)
    #expect(
      try template.render(["title": "T"], partials: partials)
        == "Report:\n  - T\n    first\n\n    second\nEnd\n")
  }

  @Test("an inline partial is not indented")
  func inlinePartial() throws {
    let partials = try DictionaryPartialResolver(sources: ["p": "a\nb"])
    let template = try Template(source: "  x {{> p}}\n", contentType: .text)
    #expect(try template.render([:], partials: partials) == "  x a\nb\n")
  }

  @Test("a report overrides blocks of a base layout")
  func inheritance() throws {
    let partials = try DictionaryPartialResolver(sources: [
      "base.md.mustache": """
      # {{$title}}Review report{{/title}}

      {{$summary}}
      No summary.
      {{/summary}}
      ## Findings
      {{$findings}}
      {{#findings}}
      - {{title}}
      {{/findings}}
      {{/findings}}
      """
    ])
    let template = try Template(
      source: """
        {{<base.md.mustache}}
        {{$title}}Review of {{app}}{{/title}}
        {{$summary}}
          {{count}} findings.
          Fix them first.
        {{/summary}}
        {{/base.md.mustache}}
        """,
      name: "team.md.mustache")
    let context: MustacheValue = [
      "app": "Snap_Edit", "count": 2, "findings": [["title": "No *privacy* URL"], ["title": "B"]],
    ]
    #expect(
      try template.render(context, partials: partials) == """
        # Review of Snap\\_Edit

        2 findings.
        Fix them first.
        ## Findings
        - No \\*privacy\\* URL
        - B

        """)
  }

  @Test("dynamic partial names come from the context")
  func dynamicPartials() throws {
    let partials = try DictionaryPartialResolver(sources: ["text": "T:{{body}}", "image": "I"])
    let template = try Template(source: "{{#items}}{{>*kind}};{{/items}}")
    let items: MustacheValue = [
      "items": [["kind": "text", "body": "b"], ["kind": "image"], ["kind": nil]]
    ]
    #expect(try template.render(items, partials: partials) == "T:b;I;;")
  }

  @Test("set-delimiter tags do not leak into partials")
  func delimitersStayLocal() throws {
    let partials = try DictionaryPartialResolver(sources: ["p": "{{x}}"])
    let template = try Template(source: "{{=<% %>=}}<%x%>-<%> p%>-{{x}}")
    #expect(try template.render(["x": 1], partials: partials) == "1-1-{{x}}")
  }
}
