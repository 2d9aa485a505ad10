import AppModel
import Audit
import Diagnostics
import Foundation
import Reports
import ReviewReadyKit
import Testing

/// `Auditor.reports(_:as:intoFolder:)`: the files a run writes, their names
/// and order, and what several descriptions on one output become.
@Suite struct ReportNamingTests {
  /// Three small descriptions; two share a file name in different folders.
  static let paths = [
    "ios/app.reviewready.yaml", "mac/app.reviewready.yaml", "tools/other.reviewready.yaml",
  ]

  static func results(_ paths: [String] = paths) throws -> [AuditResult] {
    try paths.map { path in
      let yaml = """
        schema: 1
        app: { name: App at \(path), bundleId: com.example.app }

        """
      let description = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: path)
      return SyntheticAudit.auditor.engine.audit(
        description, today: SyntheticAudit.auditor.today)
    }
  }

  @Test func intoAFolderEachDescriptionsFilesComeFirstThenTheAggregates() throws {
    let results = try Self.results()
    let auditor = SyntheticAudit.auditor
    let files = try auditor.reports(
      results, as: [SARIFReport(), MarkdownReport(), JUnitReport(), JSONReport()],
      intoFolder: true)
    #expect(
      files.map(\.name) == [
        "ios-app.md", "mac-app.md", "other.md", "ios-app.json", "mac-app.json", "other.json",
        "index.md", "reviewready.sarif", "reviewready.junit.xml",
      ])
    let context = auditor.context()
    let markdown = try MarkdownReport().render(results[1], in: context)
    #expect(files[1].text == markdown)
    #expect(files[5].text == JSONReport().render(results[2], in: context))
    #expect(files[6].text.contains("](mac-app.md)"))
    #expect(files[7].text == SARIFReport().render(all: results, in: context))
  }

  @Test func onOneOutputSeveralResultsAreOneJSONArray() throws {
    let results = try Self.results()
    let files = try SyntheticAudit.auditor.reports(
      results, as: [JSONReport()], intoFolder: false)
    #expect(files.map(\.name) == ["reviewready.json"])
    let array = try JSONSerialization.jsonObject(with: Data(files[0].text.utf8)) as? [Any]
    #expect(array?.count == 3)
    let one = try SyntheticAudit.auditor.reports(
      [results[0]], as: [JSONReport()], intoFolder: false)
    let object = try JSONSerialization.jsonObject(with: Data(one[0].text.utf8))
    #expect(object is [String: Any])
  }

  @Test func onOneOutputTextReportsFollowEachOther() throws {
    let results = try Self.results()
    let auditor = SyntheticAudit.auditor
    let files = try auditor.reports(results, as: [TextReport()], intoFolder: false)
    let each = results.map { TextReport().render($0, in: auditor.context()) }
    #expect(files == [ReportFile(name: "reviewready.txt", text: each.joined())])
  }

  @Test func oneDescriptionGivenTwiceIsAnError() throws {
    let results = try Self.results([Self.paths[0], Self.paths[0]])
    #expect(throws: DiagnosticsError.self) {
      try SyntheticAudit.auditor.reports(results, as: [MarkdownReport()], intoFolder: true)
    }
  }

  @Test func aFolderIsNeededForSeveralFormatsOrUnjoinableReports() {
    #expect(Auditor.needsFolder([MarkdownReport()], descriptions: 2))
    #expect(Auditor.needsFolder([TextReport(), JSONReport()], descriptions: 1))
    #expect(!Auditor.needsFolder([MarkdownReport()], descriptions: 1))
    #expect(!Auditor.needsFolder([JSONReport()], descriptions: 2))
    #expect(!Auditor.needsFolder([SARIFReport()], descriptions: 3))
  }
}
