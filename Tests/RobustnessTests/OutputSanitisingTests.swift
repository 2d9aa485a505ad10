import AppModel
import Audit
import FileSupport
import Foundation
import ReviewReadyKit
import Testing

@testable import Reports

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Hostile values in a description's names, notes and purpose strings go
/// through every registered reporter and the notes draft, and each medium
/// keeps its own invariants: nothing raw that drives a terminal or reorders
/// text, one line per record in line-oriented outputs, no links or mentions
/// made from data in Markdown, well-formed HTML, JSON and XML.
@Suite struct OutputSanitisingTests {
  static let hostile = [
    "\u{1B}[2J", "\u{1B}]52;c;SGVsbG8=\u{07}", "\u{202E}evil\u{202C}", "a\u{0085}b", "a\u{2028}b",
    "nul\u{0}here", "\nInjected.swift:1:1: error: x", "www.evil.example", "a@b.example", "@team",
    "\u{2066}iso\u{2069}\u{200E}\u{200F}\u{061C}", "http://evil.example/x", "cr\rhere",
    "crlf\r\nthere",
  ]

  static var yaml: String {
    func quoted(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        default:
          if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
            || (0x2028...0x2029).contains(scalar.value)
          {
            out += String(format: "\\u%04X", scalar.value)
          } else {
            out.unicodeScalars.append(scalar)
          }
        }
      }
      return out + "\""
    }
    let all = hostile.joined(separator: " ")
    return """
      schema: 1
      app:
        name: \(quoted("Hostile \(all)"))
        bundleId: com.example.hostile
      screens:
        - { id: launch, name: \(quoted("Launch \(all)")) }
      features:
        - id: avatar
          name: \(quoted("Avatar \(all)"))
          screen: launch
          control: \(quoted("Tap \(all)"))
          needs: { photos: pick }
          data: [{ type: photosOrVideos, destination: developerServer }]
      permissions:
        - id: photos-all
          resource: photos
          access: readWrite
          requestedAt: { screen: launch, moment: launch, feature: avatar }
      purposeStrings:
        NSPhotoLibraryUsageDescription:
          en: \(quoted("To pick \(all)"))
      review:
        notes: \(quoted("Notes \(all)"))
      """
  }

  static func outputs() throws -> [String: String] {
    Dictionary(uniqueKeysWithValues: try ReportOutputs.all(yaml).map { ($0.id, $0.text) })
  }

  /// No output holds a raw control (but line breaks and tabs) or bidi character.
  @Test func noOutputHoldsARawControl() throws {
    let outputs = try Self.outputs()
    #expect(outputs.count == Reporters.all.count + 1)
    for (id, text) in outputs {
      let raw = text.unicodeScalars.filter {
        $0 != "\n" && $0 != "\t" && isUnsafeScalar($0)
      }
      #expect(raw.isEmpty, "\(id): \(raw.map { String($0.value, radix: 16) })")
    }
  }

  /// Text and GitHub annotations: every line is one record of a known shape.
  @Test func lineOrientedOutputsKeepOneRecordPerLine() throws {
    let outputs = try Self.outputs()
    let text = try #require(outputs["text"])
    for line in text.split(separator: "\n") {
      #expect(line.hasPrefix("Hostile.reviewready.yaml"), "text: \(line)")
    }
    #expect(!text.contains("\nInjected.swift"))
    let github = try #require(outputs["github"])
    #expect(!github.isEmpty)
    for line in github.split(separator: "\n") {
      #expect(
        line.hasPrefix("::error file=") || line.hasPrefix("::warning file=")
          || line.hasPrefix("::notice file="), "github: \(line)")
    }
  }

  /// Markdown: data makes no autolink, e-mail link or mention.
  @Test func markdownDataMakesNoLinksOrMentions() throws {
    let markdown = try #require(try Self.outputs()["markdown"])
    // Outside the notes' fenced block, which GitHub shows literally.
    let prose = markdown.components(separatedBy: "```").enumerated()
      .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined()
    for pattern in ["www.evil", "a@b.example", "@team", "http://evil"] {
      #expect(!prose.contains(pattern), "\(pattern)")
    }
    #expect(prose.contains("@\u{2060}team"))
  }

  /// HTML: balanced elements and no forbidden characters.
  @Test func htmlIsWellFormed() throws {
    let html = try #require(try Self.outputs()["html"])
    var stack: [String] = []
    let void: Set<String> = ["meta", "link", "br", "hr", "img", "input", "col", "wbr"]
    var rest = Substring(html)
    while let open = rest.firstIndex(of: "<") {
      let close = try #require(rest[open...].firstIndex(of: ">"))
      let tag = rest[rest.index(after: open)..<close]
      rest = rest[rest.index(after: close)...]
      if tag.hasPrefix("!") { continue }
      if tag.hasPrefix("/") {
        let name = String(tag.dropFirst())
        #expect(stack.popLast() == name, "</\(name)>")
        continue
      }
      let name = String(tag.prefix { $0.isLetter || $0.isNumber }).lowercased()
      if void.contains(name) || tag.hasSuffix("/") { continue }
      stack.append(name)
      if name == "script" || name == "style" {
        let end = try #require(rest.range(of: "</\(name)>"))
        rest = rest[end.lowerBound...]
      }
    }
    #expect(stack.isEmpty, "unclosed: \(stack)")
  }

  /// JSON formats parse; XML parses.
  @Test func structuredOutputsParse() throws {
    let outputs = try Self.outputs()
    for id in ["json", "sarif", "report-context"] {
      let text = try #require(outputs[id], "\(id)")
      #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
    }
    let junit = try #require(outputs["junit"])
    let parser = XMLParser(data: Data(junit.utf8))
    #expect(parser.parse(), "\(String(describing: parser.parserError))")
  }

  /// A pack reference that isn't an absolute http(s) URI is no `helpUri`.
  @Test(arguments: [
    ("https://developer.apple.com/x", true), ("http://example.com/a", true),
    ("developer.apple.com/x", false), ("javascript:alert(1)", false), ("https://", false),
    ("see the guidelines", false), ("https://a.example/\u{202E}x", false),
    ("https://a.example/\"onclick", false), ("https://a.example/a b", false),
    ("https://a.example/<x>", false), ("https://a.example/%zz", false),
    ("https://a.example/%20ok", true), ("https:a.example/x", false),
    ("https://a.example/\\x", false), ("https://a.example/é", false),
  ])
  func helpURIsAreAbsolute(reference: String, accepted: Bool) {
    #expect(SARIFReport.isHelpURI(reference) == accepted)
  }

  /// Every built-in rule's web reference is a valid `helpUri`, so each rule
  /// that has one gets it.
  @Test func everyBuiltInReferenceIsAValidHelpURI() throws {
    let engine = try BuiltInChecklists.engine()
    let references = engine.rules.flatMap(\.references).filter { $0.hasPrefix("http") }
    #expect(!references.isEmpty)
    for reference in references {
      #expect(SARIFReport.isHelpURI(reference), "\(reference)")
    }
  }
}

/// `TerminalText.isUnsafe`, without importing Diagnostics here.
private func isUnsafeScalar(_ scalar: Unicode.Scalar) -> Bool {
  let value = scalar.value
  return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x200E || value == 0x200F
    || value == 0x061C || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    || value == 0x2028 || value == 0x2029
}
