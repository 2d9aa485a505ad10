import Audit
import Diagnostics
import FileSupport
import Foundation
import Mustache

/// The templates a run renders with, parsed once: for each template format
/// asked for, the team's `--template` where given, else the built-in one;
/// partials are looked up beside the team's templates, then among the
/// built-in ones.
public struct ReportTemplates: Sendable {
  private var templates: [String: Template]
  /// Loaded with the others, but an error only when a run needs the page.
  private var portfolios: [PortfolioKind: Result<Template, DiagnosticsError>] = [:]

  /// The overview pages of a folder of reports (see `Portfolio`).
  public enum PortfolioKind: String, Sendable, CaseIterable {
    case html, markdown

    /// The built-in template.
    public var templateName: String {
      self == .html ? "portfolio.html.mustache" : "portfolio.md.mustache"
    }
  }
  /// Where `{{> name}}` finds its template.
  public let partials: any PartialResolver

  /// No templates: for runs whose formats use none.
  public init() {
    templates = [:]
    partials = DictionaryPartialResolver()
  }

  /// Loads the templates `reporters` need. Each of `customPaths` must be
  /// named for a template format (`*.md.mustache`, `*.html.mustache`).
  public init(
    for reporters: [any Reporter], customPaths: [String] = [],
    builtIn folder: ResourceFolder = BuiltInTemplates.folder()
  ) throws(DiagnosticsError) {
    var custom: [String: String] = [:]
    for path in customPaths {
      guard let reporter = Reporters.forTemplate(named: (path as NSString).lastPathComponent)
      else {
        throw DiagnosticsError([
          .error(
            at: .file(path),
            "a report template's name ends in .md.mustache (Markdown) or .html.mustache (HTML)")
        ])
      }
      custom[reporter.id] = path
    }
    // Partials: beside each team template first, then the built-in ones.
    var resolvers: [any PartialResolver] = custom.values.sorted().map {
      DirectoryPartialResolver(directory: URL(fileURLWithPath: $0).deletingLastPathComponent())
    }
    resolvers.append(ResourceFolderPartialResolver(folder: folder))
    partials = ChainedPartialResolver(resolvers: resolvers)
    templates = [:]
    for reporter in reporters {
      guard let name = reporter.templateName else { continue }
      templates[reporter.id] = try Self.load(custom[reporter.id], builtIn: name, in: folder)
    }
    // A folder of reports in a format with an overview page (HTML, Markdown)
    // gets one: both pages' templates are loaded.
    if reporters.contains(where: { $0.overviewPage != nil }) {
      for kind in PortfolioKind.allCases {
        do throws(DiagnosticsError) {
          portfolios[kind] = .success(
            try Self.load(nil, builtIn: kind.templateName, in: folder))
        } catch {
          portfolios[kind] = .failure(error)
        }
      }
    }
  }

  /// The overview page's template, when the run's formats need one; an
  /// error when it could not be loaded (a `REVIEWREADY_TEMPLATES` folder
  /// without it).
  public func portfolio(_ kind: PortfolioKind) throws(DiagnosticsError) -> Template? {
    try portfolios[kind]?.get()
  }

  /// The template `reporter` renders, when it was loaded.
  public func template(for reporter: any Reporter) -> Template? {
    templates[reporter.id]
  }

  /// The team's template at `path` when given, else the built-in `name`.
  private static func load(_ path: String?, builtIn name: String, in folder: ResourceFolder)
    throws(DiagnosticsError) -> Template
  {
    let shownPath = path ?? folder.path(of: name)
    do {
      if let path {
        return try Template(
          contentsOf: URL(fileURLWithPath: path), name: BuiltInChecklists.relative(path))
      }
      guard let source = try folder.text(of: name, limit: .template) else {
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
}

/// Looks a partial up in several places, first match wins: a team's
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
public enum MustacheDiagnostic {
  /// The error at its template's line and column.
  public static func make(_ error: MustacheError) -> Diagnostic {
    guard error.line > 0 else { return .error(at: .file(error.templateName), error.message) }
    return .error(
      at: SourceLocation(file: error.templateName, line: error.line, column: error.column),
      error.message)
  }
}
