import Foundation
import Reports
import ReviewReadyCommands
import TestSupport
import Testing

/// The registry: what each format is called, how its files are named and
/// served, and that `audit --format` takes every name in it.
@Suite struct ReporterRegistryTests {
  /// What one format must declare.
  struct Declared: Sendable, CustomTestStringConvertible {
    var id: String
    var fileExtension: String
    var contentType: String
    var scope: ReporterScope
    var templateName: String? = nil
    var joinsReports = false
    var overviewPage: ReportTemplates.PortfolioKind? = nil
    var testDescription: String { id }
  }

  /// Every format, in the order help lists them.
  static let declared: [Declared] = [
    Declared(
      id: "text", fileExtension: "txt", contentType: "text/plain; charset=utf-8",
      scope: .eachDescription, joinsReports: true),
    Declared(
      id: "json", fileExtension: "json", contentType: "application/json",
      scope: .eachDescription, joinsReports: true),
    Declared(
      id: "markdown", fileExtension: "md", contentType: "text/markdown; charset=utf-8",
      scope: .eachDescription, templateName: "report.md.mustache", overviewPage: .markdown),
    Declared(
      id: "markdown-summary", fileExtension: "summary.md",
      contentType: "text/markdown; charset=utf-8", scope: .eachDescription,
      templateName: "report.summary.md.mustache"),
    Declared(
      id: "html", fileExtension: "html", contentType: "text/html; charset=utf-8",
      scope: .eachDescription, templateName: "report.html.mustache", overviewPage: .html),
    Declared(
      id: "sarif", fileExtension: "sarif", contentType: "application/sarif+json",
      scope: .allDescriptions),
    Declared(
      id: "junit", fileExtension: "junit.xml", contentType: "application/xml",
      scope: .allDescriptions),
    Declared(
      id: "github", fileExtension: "github.txt", contentType: "text/plain; charset=utf-8",
      scope: .allDescriptions),
    Declared(
      id: "report-context", fileExtension: "context.json", contentType: "application/json",
      scope: .eachDescription),
  ]

  @Test func theRegistryListsEveryFormatOnceInHelpOrder() {
    #expect(Reporters.ids == Self.declared.map(\.id))
    #expect(Set(Reporters.ids).count == Reporters.ids.count)
    // Two formats with one extension would overwrite each other's files.
    let extensions = Reporters.all.map(\.fileExtension)
    #expect(Set(extensions).count == extensions.count)
  }

  @Test(arguments: declared)
  func formatDeclaresItsNameFileAndScope(_ declared: Declared) throws {
    let reporter = try #require(Reporters.named(declared.id))
    #expect(reporter.id == declared.id)
    #expect(reporter.fileExtension == declared.fileExtension)
    #expect(reporter.contentType == declared.contentType)
    #expect(reporter.scope == declared.scope)
    #expect(reporter.templateName == declared.templateName)
    #expect(reporter.joinsReports == declared.joinsReports)
    #expect(reporter.overviewPage == declared.overviewPage)
    if let template = declared.templateName {
      #expect(
        Reporters.forTemplate(
          named: "team." + template.split(separator: ".").dropFirst().joined(separator: "."))?.id
          == declared.id)
    }
  }

  @Test func unknownNamesAreNoFormat() {
    #expect(Reporters.named("xml") == nil)
    #expect(Reporters.named("JSON") == nil)
    #expect(Reporters.forTemplate(named: "team.txt.mustache") == nil)
  }

  /// `--format NAME` for every registered name audits and writes a report.
  @Test(arguments: Reporters.ids)
  func auditAcceptsTheFormat(_ id: String) throws {
    let folder = try TemporaryFolder("format")
    defer { folder.remove() }
    let errors = Lines()
    let console = Console(out: { _ in }, error: { errors.append($0) })
    let output = folder.path("report")
    let status = ReviewReadyCLI.run(
      [
        "audit", "--no-config", "--format", id, "--output", output,
        TestPaths.samples.appendingPathComponent("avatar-at-launch.reviewready.yaml").path,
      ], console: console)
    // 1: the sample has errors; 2 would be a rejected command line.
    #expect(status == .findings, "\(errors.text)")
    let written = try String(contentsOfFile: output, encoding: .utf8)
    #expect(!written.isEmpty)
  }
}

/// Text a console wrote, collected from any thread.
final class Lines: @unchecked Sendable {
  private let lock = NSLock()
  private var lines: [String] = []

  func append(_ line: String) {
    lock.lock()
    defer { lock.unlock() }
    lines.append(line)
  }

  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return lines.joined()
  }
}
