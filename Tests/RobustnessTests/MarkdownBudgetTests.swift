import AppModel
import Audit
import Foundation
import SyntheticPortfolio
import TestSupport
import Testing

@testable import Reports

/// `--format markdown` and `markdown-summary` stay within a GitHub
/// comment (65,536 characters; counted here as UTF-8 bytes, the stricter
/// bound) for any description: the benchmark's 60-feature apps, one whose
/// findings alone would fill several comments, and one whose texts are
/// absurdly long. What is left out is folded into counts, errors are kept
/// before warnings, and the new since a baseline before the known.
@Suite struct MarkdownBudgetTests {
  static let limit = 65_536

  /// The Markdown of `result` without the budget: the template as it is.
  static func unbounded(_ result: AuditResult, _ context: ReportContext) throws -> String {
    let template = try #require(context.templates.template(for: MarkdownReport()))
    return try TemplateReport.render(
      context.model(result), template: template, partials: context.templates.partials)
  }

  /// Sixty features, each with a long name and control, each sending
  /// photos off the device undeclared, and one photos prompt at launch
  /// whose finding lists them all.
  static func crowded(nameLength: Int = 1_200, appName: String = "Crowded") -> String {
    var features = ""
    for index in 0..<60 {
      let name =
        "Feature \(index) " + String(repeating: "with a long name ", count: nameLength / 17)
      features += """
          - id: f\(index)
            name: "\(name)"
            screen: s\(index % 30)
            control: "Button \(index) \(String(repeating: "x", count: 200))"
            needs: { photos: pick }
            data:
              - { type: photosOrVideos, destination: developerServer, linkedToUser: true, purposes: [appFunctionality], keepsLocationMetadata: true }

        """
    }
    var screens = ""
    for index in 0..<30 {
      screens += "  - { id: s\(index), name: Screen \(index), path: Tab \(index) }\n"
    }
    return """
      schema: 1
      app: { name: "\(appName)", bundleId: com.example.crowded, locales: [en, de, fr] }
      screens:
      \(screens)features:
      \(features)permissions:
        - id: library
          resource: photos
          access: readWrite
          requestedAt: { screen: s0, moment: launch, feature: f0 }
          handles: { limited: blocks, denied: blocks, restricted: unhandled }
      purposeStrings:
        NSPhotoLibraryUsageDescription: { en: To improve your experience. }
      privacyLabels: { collectsData: false }

      """
  }

  static func check(_ markdown: String) {
    #expect(markdown.utf8.count <= limit, "\(markdown.utf8.count) bytes")
    #expect(
      markdown.components(separatedBy: "<details").count
        == markdown.components(separatedBy: "</details>").count)
  }

  @Test func theBenchmarksSixtyFeatureAppsFit() throws {
    let portfolio = SyntheticPortfolio(descriptions: 12, features: 60)
    for index in 0..<portfolio.descriptions {
      let (result, context) = try ReportOutputs.audit(
        portfolio.description(index), file: portfolio.fileName(index))
      let markdown = try MarkdownReport().render(result, in: context)
      Self.check(markdown)
      // They fit whole: nothing is folded.
      #expect(markdown == (try Self.unbounded(result, context)))
      Self.check(try MarkdownSummaryReport().render(result, in: context))
    }
  }

  @Test func aReportOfManyLongFindingsFoldsTheLeastFirst() throws {
    let (result, context) = try ReportOutputs.audit(Self.crowded())
    let full = try Self.unbounded(result, context)
    try #require(full.utf8.count > Self.limit, "the description must overflow a comment")
    let markdown = try MarkdownReport().render(result, in: context)
    Self.check(markdown)
    #expect(markdown.contains("not shown here, to keep this report within a GitHub comment"))
    #expect(markdown.contains("--format html, --format sarif"))
    // The summary, the journey and the matrix are kept.
    #expect(markdown.contains("### Prompt journey"))
    #expect(markdown.contains("### Permissions"))
    // Errors fail first: every error is shown before any warning is.
    let errors = result.unwaived.filter { $0.severity == .error }
    let shownErrors = errors.filter { markdown.contains("`\($0.rule)` at \($0.location)") }
    let warnings = result.unwaived.filter { $0.severity == .warning }
    let shownWarnings = warnings.filter { markdown.contains("`\($0.rule)` at \($0.location)") }
    #expect(!shownErrors.isEmpty)
    if !shownWarnings.isEmpty { #expect(shownErrors.count == errors.count) }
    // Shown and folded add up to all of them.
    let folded = try #require(Self.foldedCount(markdown))
    let shown = markdown.split(separator: "\n").filter { $0.hasPrefix("- **") }.count
    #expect(shown + folded == result.unwaived.count)
    Self.check(try MarkdownSummaryReport().render(result, in: context))
  }

  @Test func absurdlyLongTextsAreShortened() throws {
    let name = String(repeating: "Very long app name ", count: 10_000)
    let (result, context) = try ReportOutputs.audit(
      Self.crowded(nameLength: 20_000, appName: name))
    let markdown = try MarkdownReport().render(result, in: context)
    Self.check(markdown)
    #expect(markdown.hasPrefix("## ❌ Very long app name"))
    let summary = try MarkdownSummaryReport().render(result, in: context)
    Self.check(summary)
    #expect(summary.utf8.count < 8_000)
  }

  @Test func withABaselineTheNewComeFirst() throws {
    // The baseline knows the app without its labels problem.
    let before = Self.crowded(nameLength: 17).replacingOccurrences(
      of: "privacyLabels: { collectsData: false }",
      with: """
        privacyLabels:
          collectsData: true
          data: [{ type: photosOrVideos, linkedToUser: true, usedForTracking: false, purposes: [appFunctionality] }]
        """)
    let (old, context) = try ReportOutputs.audit(before)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rr-budget-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("baseline.json")
    try JSONReport().renderArray([old], in: context).write(
      to: file, atomically: true, encoding: .utf8)
    let baseline = try Baseline.load(path: file.path)
    let (now, _) = try ReportOutputs.audit(Self.crowded(nameLength: 17))
    let result = baseline.apply(to: now)
    let new = result.unwaived.filter { $0.baseline == .new }
    try #require(!new.isEmpty && new.count < result.unwaived.count)
    let model = context.model(result)
    #expect(model.baseline.given)
    #expect(model.baseline.new == new.count)
    #expect(model.top.first?.isNew == true)
    for group in model.groups {
      let flags = group.findings.map(\.isNew)
      #expect(flags == flags.sorted { $0 && !$1 }, "\(group.title): new first")
    }
    let summary = try MarkdownSummaryReport().render(result, in: context)
    #expect(summary.contains("**Since the baseline:** \(new.count) new"))
    let markdown = try MarkdownReport().render(result, in: context)
    Self.check(markdown)
    #expect(markdown.contains(", new since the baseline ·"))
  }

  @Test func aCutReportClosesWhatItOpened() {
    let fence = "````"
    var text = "## Title\n\n<details>\n<summary>x</summary>\n\n"
    text += String(repeating: "- a finding line that goes on\n", count: 100)
    text += "</details>\n\n<details>\n\n\(fence)text\n"
    text += String(repeating: "notes line\n", count: 100) + "\(fence)\n\n</details>\n"
    for limit in [300, 900, 3_000, 3_600] {
      let cut = MarkdownBudget.cut(text, limit: limit, fence: fence)
      #expect(cut.utf8.count <= limit)
      #expect(
        cut.components(separatedBy: "<details").count
          == cut.components(separatedBy: "</details>").count, "\(limit)")
      let fences = cut.split(separator: "\n").filter { $0.hasPrefix(fence) }.count
      #expect(fences % 2 == 0, "\(limit)")
      #expect(cut.hasSuffix("for all of it.\n"))
    }
  }

  /// N in "N more findings (…) are not shown here".
  static func foldedCount(_ markdown: String) -> Int? {
    guard let range = markdown.range(of: " more finding") else { return nil }
    let before = markdown[..<range.lowerBound].reversed().prefix { $0.isNumber }
    return Int(String(before.reversed()))
  }
}
