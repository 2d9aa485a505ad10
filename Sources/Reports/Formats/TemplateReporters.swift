import Audit
import Diagnostics
import Mustache

/// A format rendered through a Mustache template over the report model:
/// the built-in one, or the team's `--template` (see `ReportTemplates`).
public protocol TemplateReporter: Reporter {}

extension TemplateReporter {
  public var scope: ReporterScope { .eachDescription }

  public func render(_ result: AuditResult, in context: ReportContext) throws(DiagnosticsError)
    -> String
  {
    try renderTemplate(context.model(result), in: context)
  }

  /// `model` through this format's template (the team's or the built-in one).
  func renderTemplate(_ model: ReportModel, in context: ReportContext) throws(DiagnosticsError)
    -> String
  {
    guard let template = context.templates.template(for: self) else {
      throw DiagnosticsError([
        .error(at: .file(templateName ?? id), "the \(id) template was not loaded for this run")
      ])
    }
    do {
      return try TemplateReport.render(
        model, template: template, partials: context.templates.partials)
    } catch let error as MustacheError {
      throw DiagnosticsError([MustacheDiagnostic.make(error)])
    } catch {
      throw DiagnosticsError([.error(at: .file(template.name), "\(error)")])
    }
  }
}

/// `--format markdown`: `Templates/report.md.mustache`, for pull requests,
/// kept within a GitHub comment's 65,536 characters (`MarkdownBudget`).
public struct MarkdownReport: TemplateReporter {
  public let id = "markdown"
  public let fileExtension = "md"
  public let contentType = "text/markdown; charset=utf-8"
  public let templateName: String? = "report.md.mustache"
  public let overviewPage: ReportTemplates.PortfolioKind? = .markdown

  public init() {}

  public func render(_ result: AuditResult, in context: ReportContext) throws(DiagnosticsError)
    -> String
  {
    try MarkdownBudget.fit(context.model(result)) { model throws(DiagnosticsError) in
      try renderTemplate(model, in: context)
    }
  }
}

/// `--format markdown-summary`: `Templates/report.summary.md.mustache`, the
/// short comment a CI bot posts: the verdict, the counts, the findings that
/// fail first and what changed since the baseline.
public struct MarkdownSummaryReport: TemplateReporter {
  public let id = "markdown-summary"
  public let fileExtension = "summary.md"
  public let contentType = "text/markdown; charset=utf-8"
  public let templateName: String? = "report.summary.md.mustache"

  public init() {}

  public func render(_ result: AuditResult, in context: ReportContext) throws(DiagnosticsError)
    -> String
  {
    try MarkdownBudget.fit(context.model(result)) { model throws(DiagnosticsError) in
      try renderTemplate(model, in: context)
    }
  }
}

/// `--format html`: `Templates/report.html.mustache`, one self-contained page.
public struct HTMLReport: TemplateReporter {
  public let id = "html"
  public let fileExtension = "html"
  public let contentType = "text/html; charset=utf-8"
  public let templateName: String? = "report.html.mustache"
  public let overviewPage: ReportTemplates.PortfolioKind? = .html

  public init() {}
}

/// `--format report-context`: the data a template is rendered with, as
/// JSON, for people writing their own templates.
public struct ReportContextReport: Reporter {
  public let id = "report-context"
  public let fileExtension = "context.json"
  public let contentType = "application/json"
  public let scope = ReporterScope.eachDescription

  public init() {}

  public func render(_ result: AuditResult, in context: ReportContext) -> String {
    TemplateReport.contextJSON(context.model(result))
  }
}
