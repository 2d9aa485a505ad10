import Mustache
import Testing

/// A value and how `{{value}}` must render it in one content type.
struct EscapeCase: Sendable, CustomTestStringConvertible {
  var label: String
  var value: String
  var expected: String

  var testDescription: String { label }
}

private let markdownCases: [EscapeCase] = [
  EscapeCase(label: "plain text is unchanged", value: "Photo Editor 2", expected: "Photo Editor 2"),
  EscapeCase(label: "table cell separator", value: "a | b", expected: #"a \| b"#),
  EscapeCase(label: "newline becomes <br>", value: "one\ntwo", expected: "one<br>two"),
  EscapeCase(
    label: "CRLF becomes one <br>", value: "one\r\ntwo\rthree", expected: "one<br>two<br>three"),
  EscapeCase(
    label: "inline link", value: "[click here](https://evil.example)",
    expected: #"\[click here\](https:\#u{2060}//evil.example)"#),
  EscapeCase(
    label: "image", value: "![x](https://evil.example/x.png)",
    expected: #"!\[x\](https:\#u{2060}//evil.example/x.png)"#),
  EscapeCase(
    label: "autolink", value: "<https://evil.example>",
    expected: "&lt;https:\u{2060}//evil.example&gt;"),
  EscapeCase(
    label: "raw HTML", value: "<script>alert(1)</script>",
    expected: "&lt;script&gt;alert(1)&lt;/script&gt;"),
  EscapeCase(label: "code span", value: "`rm -rf /`", expected: #"\`rm -rf /\`"#),
  EscapeCase(
    label: "emphasis and strikethrough", value: "*bold* _it_ ~~gone~~",
    expected: #"\*bold\* \_it\_ \~\~gone\~\~"#),
  EscapeCase(label: "backslash", value: #"C:\path"#, expected: #"C:\\path"#),
  EscapeCase(label: "mention", value: "@team", expected: "@\u{2060}team"),
  EscapeCase(label: "e-mail", value: "a@b.example", expected: "a@\u{2060}b.example"),
  EscapeCase(label: "www link", value: "WWW.evil.example", expected: "WWW\u{2060}.evil.example"),
  EscapeCase(label: "bare URL", value: "https://e.example", expected: "https:\u{2060}//e.example"),
  EscapeCase(label: "bidi override", value: "\u{202E}abc", expected: #"\\u{202E}abc"#),
  EscapeCase(label: "escape sequence", value: "\u{1B}[2J", expected: #"\\u{1B}\[2J"#),
  EscapeCase(label: "entity", value: "&amp; & co", expected: "&amp;amp; &amp; co"),
  EscapeCase(label: "math", value: "$4.99 or $9.99", expected: #"\$4.99 or \$9.99"#),
  EscapeCase(label: "heading", value: "# Title", expected: ##"\# Title"##),
  EscapeCase(label: "issue reference", value: "fixes #12", expected: ##"fixes \#12"##),
  EscapeCase(label: "blockquote", value: "> quoted", expected: "&gt; quoted"),
  EscapeCase(label: "bullet at start", value: "- item", expected: #"\- item"#),
  EscapeCase(label: "plus bullet at start", value: "+ item", expected: #"\+ item"#),
  EscapeCase(label: "thematic break", value: "---", expected: #"\---"#),
  EscapeCase(label: "setext underline", value: "===", expected: #"\==="#),
  EscapeCase(label: "ordered list at start", value: "1986. A year", expected: #"1986\. A year"#),
  EscapeCase(label: "ordered list with paren", value: "2) two", expected: #"2\) two"#),
  EscapeCase(label: "hyphen mid-value is kept", value: "e-mail 1.5", expected: "e-mail 1.5"),
  EscapeCase(label: "indented bullet", value: "  * x", expected: #"  \* x"#),
  EscapeCase(label: "indented dash bullet", value: "  - x", expected: #"  \- x"#),
  EscapeCase(label: "spaced thematic break", value: "- - -", expected: #"\- - -"#),
  EscapeCase(label: "lone dash", value: "-", expected: #"\-"#),
  EscapeCase(label: "negative number is kept", value: "-3", expected: "-3"),
  EscapeCase(label: "decimal is kept", value: "1.5", expected: "1.5"),
  EscapeCase(label: "version is kept", value: "2.0.1", expected: "2.0.1"),
  EscapeCase(label: "formula is kept", value: "=SUM(A1)", expected: "=SUM(A1)"),
  EscapeCase(label: "plus number is kept", value: "+49 30", expected: "+49 30"),
  EscapeCase(label: "ordered list at end", value: "3.", expected: #"3\."#),
  EscapeCase(label: "footnote", value: "[^1]", expected: #"\[^1\]"#),
  EscapeCase(label: "non-ASCII is kept", value: "Café ☕️ é&", expected: "Café ☕️ é&amp;"),
  EscapeCase(label: "combining mark after escape", value: "*\u{301}", expected: "\\*\u{301}"),
]

private let htmlCases: [EscapeCase] = [
  EscapeCase(
    label: "NUL and bidi override", value: "a\u{0}\u{202E}b", expected: #"a\u{00}\u{202E}b"#),
  EscapeCase(label: "line breaks and tabs stay", value: "a\n\tb", expected: "a\n\tb"),
  EscapeCase(
    label: "a carriage return becomes the line feed HTML reads it as",
    value: "a\rb\r\nc\r", expected: "a\nb\nc\n"),
  EscapeCase(
    label: "the four spec characters", value: #"& " < >"#, expected: "&amp; &quot; &lt; &gt;"),
  EscapeCase(
    label: "script", value: "<script>alert('x')</script>",
    expected: "&lt;script&gt;alert('x')&lt;/script&gt;"),
  EscapeCase(label: "Markdown syntax is left alone", value: "*a* | [b]", expected: "*a* | [b]"),
  EscapeCase(label: "combining mark after escape", value: "<\u{301}", expected: "&lt;\u{301}"),
]

@Suite("Escaping")
struct EscapingTests {
  @Test("Markdown escaping", arguments: markdownCases)
  func markdown(_ escape: EscapeCase) throws {
    let template = try Template(source: "{{value}}", name: "report.md.mustache")
    #expect(try template.render(["value": .string(escape.value)]) == escape.expected)
  }

  @Test("HTML escaping", arguments: htmlCases)
  func html(_ escape: EscapeCase) throws {
    let template = try Template(source: "{{value}}", name: "report.html.mustache")
    #expect(try template.render(["value": .string(escape.value)]) == escape.expected)
  }

  @Test("a hostile value stays inside its Markdown table cell")
  func markdownTable() throws {
    let template = try Template(
      source: """
        | App | Note |
        |---|---|
        {{#rows}}
        | {{name}} | {{note}} |
        {{/rows}}

        """,
      name: "report.md.mustache")
    let rows: MustacheValue = [
      "rows": [
        ["name": "Evil | App", "note": "line one\nline two | [x](http://e) <b>"],
        ["name": "`code`", "note": "*fine*"],
      ]
    ]
    #expect(
      try template.render(rows) == """
        | App | Note |
        |---|---|
        | Evil \\| App | line one<br>line two \\| \\[x\\](http:\u{2060}//e) &lt;b&gt; |
        | \\`code\\` | \\*fine\\* |

        """)
  }

  @Test("plain text escapes nothing")
  func text() throws {
    let template = try Template(source: "{{value}}", name: "notes.txt.mustache")
    let value = "<b> & | * \n"
    #expect(try template.render(["value": .string(value)]) == value)
  }

  @Test("triple mustache and ampersand stay raw", arguments: ContentType.allCases)
  func rawTags(_ type: ContentType) throws {
    let template = try Template(source: "{{{value}}}/{{& value}}", contentType: type)
    #expect(try template.render(["value": "<b>*|*</b>\n"]) == "<b>*|*</b>\n/<b>*|*</b>\n")
  }

  @Test(
    "content type comes from the template name",
    arguments: [
      ("report.md.mustache", ContentType.markdown), ("REPORT.MD.MUSTACHE", .markdown),
      ("notes.txt.mustache", .text), ("page.html.mustache", .html), ("x.mustache", .html),
      ("report.md", .html), ("template", .html),
    ])
  func contentTypeFromName(_ name: String, _ type: ContentType) throws {
    #expect(ContentType(templateName: name) == type)
    #expect(try Template(source: "", name: name).contentType == type)
  }

  @Test("partials escape like the template that includes them")
  func partialsFollowRoot() throws {
    let partials = try DictionaryPartialResolver(sources: ["cell.html.mustache": "{{v}}"])
    let root = try Template(source: "{{> cell.html.mustache}}", name: "r.md.mustache")
    #expect(try root.render(["v": "<a|b>"], partials: partials) == #"&lt;a\|b&gt;"#)
  }

  /// Hostile characters generated here: every C0 and C1 control but line
  /// feeds and tabs, DEL, the bidi controls and the line separators.
  static let hostile: String = {
    let values: [UInt32] =
      Array(0..<0x20) + Array(0x7F...0x9F)
      + [0x200E, 0x200F, 0x061C, 0x202A, 0x202E, 0x2066, 0x2069, 0x2028, 0x2029]
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: values.compactMap(Unicode.Scalar.init))
    return String(scalars)
  }()

  @Test(
    "no tag in any content type writes a raw control or bidi character",
    arguments: ContentType.allCases)
  func noRawControls(_ type: ContentType) throws {
    let template = try Template(source: "{{value}}|{{{value}}}|{{& value}}", contentType: type)
    let output = try template.render(["value": .string("a\(Self.hostile)b")])
    let raw = output.unicodeScalars.filter {
      $0 != "\n" && $0 != "\t"
        && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)
          || [0x200E, 0x200F, 0x061C, 0x202A, 0x202E, 0x2066, 0x2069, 0x2028, 0x2029]
            .contains($0.value))
    }
    #expect(raw.isEmpty, "\(raw.map { String($0.value, radix: 16) })")
    #expect(output.contains(#"\u{202E}"#) && output.contains(#"\u{00}"#))
  }

  @Test(
    "GitHub issue shorthands link nothing in Markdown",
    arguments: [
      ("GH-1", "GH\u{2060}-1"), ("see gh-22.", "see gh\u{2060}-22."),
      ("(GH-3)", "(GH\u{2060}-3)"), ("BGH-1", "BGH-1"), ("GH-x", "GH-x"),
      ("#123", "\\#123"), ("@user", "@\u{2060}user"),
    ])
  func issueShorthands(_ value: String, _ expected: String) {
    #expect(ContentType.markdown.escape(value) == expected)
  }

  @Test("escape(_:) is usable on its own")
  func standalone() {
    #expect(ContentType.markdown.escape("a|b") == #"a\|b"#)
    #expect(ContentType.html.escape("a<b") == "a&lt;b")
    #expect(ContentType.text.escape("a<b") == "a<b")
  }
}
