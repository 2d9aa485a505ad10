import Audit
import Diagnostics
import Foundation
import Mustache
import Reports

/// The outputs `audit` can write.
enum ReportFormat: String, CaseIterable {
  case text, json, markdown, html, sarif, junit, github
  /// The report's template data as JSON, for people writing templates.
  case reportContext = "report-context"

  /// Formats that cover every description audited in one document.
  var isAggregate: Bool { self == .sarif || self == .junit || self == .github }

  /// The file name extension used when writing into a directory.
  var fileExtension: String {
    switch self {
    case .text: return "txt"
    case .json: return "json"
    case .markdown: return "md"
    case .html: return "html"
    case .sarif: return "sarif"
    case .junit: return "junit.xml"
    case .github: return "github.txt"
    case .reportContext: return "context.json"
    }
  }

  /// The built-in template's file name, for template formats.
  var templateName: String? {
    switch self {
    case .markdown: return "report.md.mustache"
    case .html: return "report.html.mustache"
    default: return nil
    }
  }

  /// The template format a template file is for, by its name.
  static func forTemplate(named name: String) -> ReportFormat? {
    if name.hasSuffix(".md.mustache") { return .markdown }
    if name.hasSuffix(".html.mustache") { return .html }
    return nil
  }
}

/// Renders audits in any format, with templates parsed once per run.
struct ReportRenderer {
  let catalog: Catalog
  let date: String
  /// How the text format is printed: colour and `--quiet` apply only when
  /// it goes to a terminal, so the default is the full, plain report.
  var textOptions = TextReport.Options()
  private var templates: [ReportFormat: Template] = [:]
  private let partials: any PartialResolver

  /// Loads the templates `formats` need: a team's `--template` where given,
  /// else the built-in one.
  init(
    formats: [ReportFormat], customTemplates: [String], catalog: Catalog, date: String
  ) throws(DiagnosticsError) {
    self.catalog = catalog
    self.date = date
    let builtIn = BuiltInTemplates.folder()
    var custom: [ReportFormat: String] = [:]
    for path in customTemplates {
      guard let format = ReportFormat.forTemplate(named: (path as NSString).lastPathComponent)
      else {
        throw DiagnosticsError([
          .error(
            at: .file(path),
            "a report template's name ends in .md.mustache (Markdown) or .html.mustache (HTML)")
        ])
      }
      custom[format] = path
    }
    // Partials: beside each team template first, then the built-in ones.
    var resolvers: [any PartialResolver] = custom.values.map {
      DirectoryPartialResolver(directory: URL(fileURLWithPath: $0).deletingLastPathComponent())
    }
    resolvers.append(ResourceFolderPartialResolver(folder: builtIn))
    partials = ChainedPartialResolver(resolvers: resolvers)
    for format in formats {
      guard let name = format.templateName else { continue }
      templates[format] = try Self.template(custom[format], builtIn: name, in: builtIn)
    }
  }

  /// The team's template at `path` when given, else the built-in `name`.
  private static func template(_ path: String?, builtIn name: String, in folder: ResourceFolder)
    throws(DiagnosticsError) -> Template
  {
    let shownPath = path ?? folder.path(of: name)
    do {
      if let path {
        return try Template(
          contentsOf: URL(fileURLWithPath: path), name: BuiltInChecklists.relative(path))
      }
      guard let source = folder.text(of: name) else {
        throw DiagnosticsError([
          .error(
            at: .file(shownPath),
            "no such template; \(BuiltInTemplates.overrideVariable) names a folder without it")
        ])
      }
      return try Template(source: source, name: shownPath)
    } catch let error as DiagnosticsError {
      throw error
    } catch let error as MustacheError {
      throw DiagnosticsError([MustacheDiagnostic.make(error)])
    } catch {
      throw DiagnosticsError([.error(at: .file(shownPath), "\(error)")])
    }
  }

  /// A format that covers all results in one document.
  func renderAggregate(
    _ results: [AuditResult], as format: ReportFormat, rules: [Rule],
    failing: Set<DiagnosticSeverity>
  ) -> String {
    switch format {
    case .sarif:
      return SARIFReport.render(results, rules: rules, toolVersion: ReviewReadyVersion.version)
    case .junit: return JUnitReport.render(results, rules: rules, failing: failing)
    case .github: return GitHubAnnotations.render(results)
    default: return ""
    }
  }

  func render(_ result: AuditResult, as format: ReportFormat) throws(DiagnosticsError) -> String {
    switch format {
    case .sarif, .junit, .github: return ""
    case .text: return TextReport.render(result, options: textOptions)
    case .json:
      return JSONReport.render(result, catalog: catalog, toolVersion: ReviewReadyVersion.version)
    case .reportContext: return TemplateReport.contextJSON(model(result))
    case .markdown, .html:
      guard let template = templates[format] else { return "" }
      do {
        return try TemplateReport.render(model(result), template: template, partials: partials)
      } catch let error as MustacheError {
        throw DiagnosticsError([MustacheDiagnostic.make(error)])
      } catch {
        throw DiagnosticsError([.error(at: .file(template.name), "\(error)")])
      }
    }
  }

  func model(_ result: AuditResult) -> ReportModel {
    ReportModel(result, catalog: catalog, toolVersion: ReviewReadyVersion.version, date: date)
  }
}

/// Looks a partial up in several folders, first match wins: a team's
/// template folder before the built-in one.
struct ChainedPartialResolver: PartialResolver {
  let resolvers: [any PartialResolver]

  func template(named name: String) throws -> Template? {
    for resolver in resolvers {
      if let template = try resolver.template(named: name) { return template }
    }
    return nil
  }
}

/// Mustache errors as diagnostics.
enum MustacheDiagnostic {
  static func make(_ error: MustacheError) -> Diagnostic {
    guard error.line > 0 else { return .error(at: .file(error.templateName), error.message) }
    return .error(
      at: SourceLocation(file: error.templateName, line: error.line, column: error.column),
      error.message)
  }
}
