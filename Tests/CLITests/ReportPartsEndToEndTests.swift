import Foundation
import TestSupport
import Testing

/// Every sample's Markdown, HTML and review notes from the built binary,
/// checked without golden files against the sample's JSON report (itself
/// the golden `Samples/NAME.expected.json`): the verdict and counts, every
/// finding, the checklist and the notes are there, and the HTML page is one
/// self-contained document.
@Suite struct ReportPartsEndToEndTests {
  /// What one run wrote for a sample.
  struct Reports {
    var json: [String: Any]
    var markdown: String
    var html: String
    var notes: String

    var findings: [[String: Any]] { json["findings"] as? [[String: Any]] ?? [] }
    var unwaived: [[String: Any]] { findings.filter { $0["waived"] as? Bool != true } }
    var ready: Bool { json["verdict"] as? String == "ready" }
    var questions: [[String: Any]] { json["questions"] as? [[String: Any]] ?? [] }
    /// The questions a rule waits on: only they make the verdict incomplete.
    var blocking: [[String: Any]] {
      questions.filter { !(($0["waitingRules"] as? [String]) ?? []).isEmpty }
    }
    /// The verdict's words in Markdown and HTML.
    var label: String {
      if !blocking.isEmpty {
        return "Incomplete: \(blocking.count) question\(blocking.count == 1 ? "" : "s")"
      }
      return ready ? "Ready to submit" : "Not ready"
    }
    /// The Markdown heading's mark.
    var mark: String { !blocking.isEmpty ? "❓" : ready ? "✅" : "❌" }
    var reviewNotes: String { json["reviewNotes"] as? String ?? "" }

    func count(_ severity: String) -> Int {
      (json["counts"] as? [String: Int])?[severity] ?? -1
    }

    /// `file:line:column` of a finding, as reports print it.
    static func location(_ finding: [String: Any]) -> String {
      let location = finding["location"] as? [String: Any] ?? [:]
      return "\(location["file"] ?? ""):\(location["line"] ?? 0):\(location["column"] ?? 0)"
    }
  }

  static func reports(_ name: String) throws -> Reports {
    let directory = try ReportEndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try ReviewReadyBinary.run(
      [
        "audit", "--format", "json", "--format", "markdown", "--format", "html", "-o",
        directory.path, "Samples/\(name)",
      ],
      environment: ReportEndToEndTests.fixedDate)
    #expect([0, 1, 3].contains(result.status), "\(result.standardError)")
    let stem = name.replacingOccurrences(of: ".reviewready.yaml", with: "")
    func read(_ ext: String) throws -> String {
      try String(contentsOf: directory.appendingPathComponent("\(stem).\(ext)"), encoding: .utf8)
    }
    let json = try JSONSerialization.jsonObject(with: Data(read("json").utf8))
    let notes = try ReviewReadyBinary.run(["notes", "Samples/\(name)"])
    #expect(notes.status == 0)
    return Reports(
      json: try #require(json as? [String: Any]), markdown: try read("md"), html: try read("html"),
      notes: notes.standardOutput)
  }

  /// One run per sample, checked three ways.
  @Test(arguments: TestPaths.sampleDescriptions().map(\.lastPathComponent))
  func everySamplesReportsHaveTheirParts(_ name: String) throws {
    let reports = try Self.reports(name)
    try Self.checkMarkdown(reports)
    Self.checkHTML(reports)
    // The `notes` command prints the draft the reports show.
    #expect(!reports.reviewNotes.isEmpty)
    #expect(reports.notes == reports.reviewNotes + "\n")
  }

  /// The verdict, the counts, every unwaived finding's rule and place, the
  /// checklist and the notes draft.
  static func checkMarkdown(_ reports: Reports) throws {
    let markdown = reports.markdown
    let heading = try #require(markdown.split(separator: "\n").first)
    #expect(heading.hasPrefix("## \(reports.mark) "))
    #expect(heading.hasSuffix(": \(reports.label)"))
    // Every open question, at its TODO.
    #expect(markdown.contains("### Questions to answer") == !reports.questions.isEmpty)
    for question in reports.questions {
      let path = question["path"] as? String ?? "?"
      #expect(markdown.contains("` at \(Reports.location(question)): "), "\(path)")
    }
    #expect(
      markdown.contains(
        "**\(reports.count("error"))** \(Self.noun(reports.count("error"), "error")) · "
          + "**\(reports.count("warning"))** \(Self.noun(reports.count("warning"), "warning")) · "
          + "**\(reports.count("note"))** \(Self.noun(reports.count("note"), "note"))"))
    #expect(markdown.contains("### Permissions"))
    for finding in reports.unwaived {
      let rule = finding["rule"] as? String ?? "?"
      #expect(markdown.contains("`\(rule)` at \(Reports.location(finding))"), "\(rule)")
    }
    #expect(markdown.contains("\nNo findings.\n") == reports.unwaived.isEmpty)
    let checks = reports.json["checklist"] as? [Any] ?? []
    #expect(markdown.contains("### Manual checks ("))
    #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("- [") }.count == checks.count)
    #expect(markdown.contains("```text\n\(reports.reviewNotes)\n```"))
  }

  /// One document, nothing loaded from elsewhere, every unwaived finding.
  static func checkHTML(_ reports: Reports) {
    let html = reports.html
    #expect(html.hasPrefix("<!DOCTYPE html>\n<html"))
    #expect(html.hasSuffix("</html>\n"))
    #expect(html.components(separatedBy: "<html").count == 2)
    #expect(html.components(separatedBy: "</html>").count == 2)
    #expect(html.contains(reports.label))
    #expect(html.contains("id=\"questions\"") == !reports.questions.isEmpty)
    // Nothing is loaded from elsewhere; links go to the page's own parts or
    // to a finding's (https) references.
    #expect(!html.contains("src="))
    #expect(!html.contains("<link"))
    #expect(!html.contains("@import"))
    let references = Set(reports.findings.flatMap { $0["references"] as? [String] ?? [] })
    for href in attributeValues("href", in: html) {
      if href.hasPrefix("#") {
        #expect(html.contains("id=\"\(href.dropFirst())\""), "\(href) points nowhere")
      } else {
        #expect(references.contains(href), "\(href) is not a finding's reference")
      }
    }
    for finding in reports.unwaived {
      let rule = finding["rule"] as? String ?? "?"
      #expect(html.contains(rule), "\(rule)")
    }
  }

  /// The values of every `name="…"` attribute.
  static func attributeValues(_ name: String, in html: String) -> [String] {
    html.components(separatedBy: " \(name)=\"").dropFirst().compactMap {
      $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
    }
  }

  /// The noun after a count, as reports write it: singular for one.
  static func noun(_ count: Int, _ noun: String) -> String { count == 1 ? noun : noun + "s" }
}
