import Audit
import Diagnostics
import Parallelism

/// One output format of `audit`: its name on the command line, how its
/// files are named and served, and how it renders audits. Every format is
/// one type conforming to this, registered once in `Reporters.all`.
public protocol Reporter: Sendable {
  /// The name `--format` takes (`json`).
  var id: String { get }
  /// The file name extension in an output folder, without the dot
  /// (`junit.xml`).
  var fileExtension: String { get }
  /// The media type of what it writes (`application/json`).
  var contentType: String { get }
  /// Whether it writes one document per description or one for all.
  var scope: ReporterScope { get }
  /// The built-in template it renders, for template formats
  /// (`report.md.mustache`); nil otherwise.
  var templateName: String? { get }
  /// Whether several descriptions' reports join into one document on a
  /// single output (text lines, a JSON array); the others need a folder.
  var joinsReports: Bool { get }
  /// The overview page that a folder of several descriptions' reports in
  /// this format gets, linking them (`index.html` for HTML, `index.md` for
  /// Markdown; see `Portfolio`); nil for formats without one.
  var overviewPage: ReportTemplates.PortfolioKind? { get }

  /// The report of one audit. An `allDescriptions` reporter renders the
  /// document for that audit alone.
  func render(_ result: AuditResult, in context: ReportContext) throws(DiagnosticsError) -> String

  /// One document for several audits: the aggregate for an
  /// `allDescriptions` reporter; for the others, what a single output
  /// (standard output, one file) shows: each report after the other.
  func render(all results: [AuditResult], in context: ReportContext) throws(DiagnosticsError)
    -> String
}

/// Whether a format writes a document per description or one for all.
public enum ReporterScope: Sendable, Equatable {
  /// `NAME.md` for each description.
  case eachDescription
  /// `reviewready.sarif` for the whole run.
  case allDescriptions
}

extension Reporter {
  public var templateName: String? { nil }
  public var joinsReports: Bool { false }
  public var overviewPage: ReportTemplates.PortfolioKind? { nil }

  public func render(all results: [AuditResult], in context: ReportContext)
    throws(DiagnosticsError) -> String
  {
    try Parallel.tryMap(results) { result throws(DiagnosticsError) in
      try render(result, in: context)
    }.joined()
  }
}

extension Reporter where Self: AggregateReporter {
  public var scope: ReporterScope { .allDescriptions }

  public func render(_ result: AuditResult, in context: ReportContext) throws(DiagnosticsError)
    -> String
  {
    try render(all: [result], in: context)
  }
}

/// A reporter whose one document covers every description (SARIF, JUnit,
/// GitHub annotations).
public protocol AggregateReporter: Reporter {}
