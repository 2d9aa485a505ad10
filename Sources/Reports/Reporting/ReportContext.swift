import Audit
import Catalog
import Diagnostics
import RulePacks

/// What reporters need besides the audits: the catalog and rules the run
/// used, the tool's version and the report date, `--fail-on`, the loaded
/// templates and how text is printed.
public struct ReportContext: Sendable {
  public var catalog: Catalog
  /// Every rule the run applied, in pack order.
  public var rules: [Rule]
  public var toolVersion: String
  /// The report date (YYYY-MM-DD).
  public var date: String
  public var failOn: FailOn
  public var templates: ReportTemplates
  /// Colour and `--quiet`, for the text format on a terminal.
  public var text: TextReport.Options
  /// The slice of a sharded run (`audit --shard K/N`) these audits are:
  /// the JSON report and SARIF then say so, for `reviewready merge`.
  public var shard: ReportShard? = nil
  /// The team configuration of the whole run, which the SARIF log records
  /// (the same in every shard); nil records the first result's.
  public var configuration: AppliedConfiguration? = nil

  /// Creates a context.
  public init(
    catalog: Catalog, rules: [Rule], toolVersion: String, date: String, failOn: FailOn = .error,
    templates: ReportTemplates = ReportTemplates(), text: TextReport.Options = .init()
  ) {
    self.catalog = catalog
    self.rules = rules
    self.toolVersion = toolVersion
    self.date = date
    self.failOn = failOn
    self.templates = templates
    self.text = text
  }

  /// The view model templates and the report context read.
  public func model(_ result: AuditResult) -> ReportModel {
    ReportModel(result, catalog: catalog, toolVersion: toolVersion, date: date)
  }
}
