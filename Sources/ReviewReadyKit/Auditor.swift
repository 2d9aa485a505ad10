import AppModel
import Audit
import Diagnostics
import FileSupport
import Foundation
import Parallelism
import Reports
import RuleBinding
import RulePacks

/// ReviewReady as a library: everything a run needs, loaded once (the team
/// configuration, the catalog, the built-in and team packs, the report
/// templates), then audits of any number of descriptions and their reports
/// in any format. The command line, the benchmark, the fuzz targets and the
/// tests all go through here.
///
///     let auditor = try Auditor(.init(reporters: [MarkdownReport()]))
///     let results = try auditor.audit(paths: ["App.reviewready.yaml"])
///     let files = try auditor.reports(results, as: [MarkdownReport()], intoFolder: true)
public struct Auditor: Sendable {
  /// Where the team configuration comes from.
  public enum ConfigurationSource: Sendable, Equatable {
    /// `.reviewready.yml` found from this folder up to the repository root.
    case search(from: String)
    /// This file (`--config`).
    case file(String)
    /// None (`--no-config`).
    case none
    /// One already read.
    case loaded(TeamConfig)
  }

  /// What to load.
  public struct Options: Sendable {
    /// Team packs, files or folders (`--pack`), added to the configuration's.
    public var packs: [String]
    public var configuration: ConfigurationSource
    /// The formats the run will render, so their templates are loaded once.
    public var reporters: [any Reporter]
    /// The team's own templates (`--template`).
    public var customTemplates: [String]
    /// False keeps every rule at its pack's severity (pack tests).
    public var applyingRuleSettings: Bool
    public var clock: RunClock

    /// Options for a run in `directory` (the working directory by default).
    public init(
      packs: [String] = [], configuration: ConfigurationSource? = nil,
      reporters: [any Reporter] = [], customTemplates: [String] = [],
      applyingRuleSettings: Bool = true, clock: RunClock = RunClock()
    ) {
      self.packs = packs
      self.configuration =
        configuration ?? .search(from: FileManager.default.currentDirectoryPath)
      self.reporters = reporters
      self.customTemplates = customTemplates
      self.applyingRuleSettings = applyingRuleSettings
      self.clock = clock
    }
  }

  /// The configuration applied, when one was found or given.
  public let configuration: TeamConfig?
  /// Every pack as loaded, before the configuration's rule settings.
  public let packs: [RulePack]
  /// The engine, with the rule settings applied (unless asked not to).
  public let engine: AuditEngine
  public let templates: ReportTemplates
  public let clock: RunClock

  /// Loads everything `options` name; every problem in the configuration,
  /// the packs and the templates is thrown at once where possible.
  public init(_ options: Options = Options()) throws(DiagnosticsError) {
    let configuration = try Self.configuration(options.configuration)
    let folder = BuiltInChecklists.folder()
    let (catalog, packs) = try PackCache.load(
      catalogIn: folder,
      packs: PackSource.packs(in: folder)
        + Self.packSources((configuration?.packs ?? []) + options.packs))
    if let configuration {
      let unknown =
        configuration.unknownRules(in: packs) + configuration.invalidScanAPIs(in: catalog)
      guard unknown.isEmpty else { throw DiagnosticsError(unknown) }
      engine = AuditEngine(
        packs: options.applyingRuleSettings ? configuration.apply(to: packs) : packs,
        catalog: catalog, knownRuleIDs: Set(packs.flatMap(\.rules).map(\.id)),
        configuration: AppliedConfiguration(configuration))
    } else {
      engine = AuditEngine(packs: packs, catalog: catalog)
    }
    self.configuration = configuration
    self.packs = packs
    templates = try ReportTemplates(for: options.reporters, customPaths: options.customTemplates)
    clock = options.clock
  }

  /// Today, as the run takes it (`SOURCE_DATE_EPOCH`).
  public var today: String { clock.today }

  // MARK: Auditing

  /// Loads and audits the descriptions at `paths` on every core, each with
  /// its checklist file (`NAME.checklist.yaml` beside it) and the evidence
  /// of its code, and compares them with `baseline`. The code is `scan`
  /// (a folder, an `.xcodeproj` or a `project.yml`, scanned once for every
  /// description: `audit --scan`) or, without it, each description's
  /// `app.sources`; a description with neither is audited without code.
  /// Results come in the order given. Throws every description's problems
  /// when any is invalid, else every checklist file's and source folder's,
  /// else every missing or broken project file's.
  public func audit(paths: [String], baseline: Baseline? = nil, scan: String? = nil)
    throws(DiagnosticsError) -> [AuditResult]
  {
    let engine = engine
    let today = today
    let configuration = configuration
    var scanned: ScannedCode?
    if let scan {
      scanned = try CodeScanning.scanForAudit(
        scan, catalog: engine.catalog, configuration: configuration)
    }
    let shared = scanned
    let outcomes = Parallel.map(paths) { path -> AuditOutcome in
      let description: AppDescription
      do throws(DiagnosticsError) {
        description = try DescriptionLoader.load(path: path)
      } catch {
        return .invalidDescription(error.diagnostics)
      }
      let input: AuditInput
      do throws(DiagnosticsError) {
        input = try Self.input(
          for: description, today: today, code: shared, engine: engine,
          configuration: configuration)
      } catch {
        return .invalidChecklistOrSources(error.diagnostics)
      }
      let result = engine.audit(input)
      let projectErrors = result.inputErrors
      return projectErrors.isEmpty ? .audited(result) : .invalidProjectFiles(projectErrors)
    }
    var results = try AuditOutcome.results(outcomes)
    if let baseline { results = results.map(baseline.apply) }
    return results
  }

  /// What `audit(paths:)` hands the engine for `description`: its project
  /// files and checklist file as read, and the evidence of its code
  /// (`shared`, else its own `app.sources`). Throws a checklist file's or
  /// source folder's problems.
  private static func input(
    for description: AppDescription, today: String, code shared: ScannedCode?,
    engine: AuditEngine, configuration: TeamConfig?
  ) throws(DiagnosticsError) -> AuditInput {
    let checklist = try AuditInput.Checklist.reading(
      path: ChecklistFile.path(forDescription: description.file))
    var code = shared
    if code == nil {
      code = try CodeScanning.scanSources(
        of: description, catalog: engine.catalog, configuration: configuration)
    }
    return AuditInput(
      description, project: ProjectFilesReader.input(for: description), code: code,
      checklist: checklist, today: today)
  }

  /// Audits one description already loaded, without its checklist file,
  /// with the evidence of its code when given; throws when a project file
  /// it points at is missing or broken.
  public func audit(_ description: AppDescription, code: ScannedCode? = nil)
    throws(DiagnosticsError) -> AuditResult
  {
    let result = engine.audit(description, today: today, code: code)
    try AuditResult.requireValidInput([result])
    return result
  }

  /// The description at `path`, or every problem in it.
  public func load(_ path: String) throws(DiagnosticsError) -> AppDescription {
    try DescriptionLoader.load(path: path)
  }

  // MARK: Reports

  /// What reporters read besides the results.
  public func context(failOn: FailOn? = nil, text: TextReport.Options = .init())
    -> ReportContext
  {
    ReportContext(
      catalog: engine.catalog, rules: engine.rules, toolVersion: ReviewReadyVersion.version,
      date: today, failOn: failOn ?? defaultFailOn, templates: templates, text: text)
  }

  /// `--fail-on` when not given: the configuration's, else `error`.
  public var defaultFailOn: FailOn {
    configuration?.failOn.flatMap(FailOn.init(rawValue:)) ?? .error
  }

  /// Renders `results` in each format. Into a folder, each description's
  /// reports are named after it (`photo-journal.md`) and each aggregate
  /// after the run (`reviewready.sarif`); otherwise each format is one
  /// document for all of them. Per-description formats come first, as given.
  /// `run`, when `results` are a shard of a larger run (`--shard`), lists
  /// that run's descriptions, so each report gets the name the whole run
  /// gives it.
  public func reports(
    _ results: [AuditResult], as reporters: [any Reporter], intoFolder: Bool,
    context: ReportContext? = nil, run: [String]? = nil
  ) throws(DiagnosticsError) -> [ReportFile] {
    let context = context ?? self.context()
    var files: [ReportFile] = []
    let paths = results.map(\.description.file)
    let stems = intoFolder ? try ReportNames.stems(for: paths, in: run) : []
    for reporter in reporters where reporter.scope == .eachDescription {
      guard intoFolder else {
        files.append(
          ReportFile(
            name: "reviewready.\(reporter.fileExtension)",
            text: try reporter.render(all: results, in: context)))
        continue
      }
      let texts = try Parallel.tryMap(results) { result throws(DiagnosticsError) in
        try reporter.render(result, in: context)
      }
      for (stem, text) in zip(stems, texts) {
        files.append(ReportFile(name: "\(stem).\(reporter.fileExtension)", text: text))
      }
    }
    if intoFolder, results.count > 1 {
      files += try portfolioPages(results, stems: stems, reporters: reporters, context: context)
    }
    for reporter in reporters where reporter.scope == .allDescriptions {
      files.append(
        ReportFile(
          name: "reviewready.\(reporter.fileExtension)",
          text: try reporter.render(all: results, in: context)))
    }
    return files
  }

  /// `index.html` (and its sorted copies) and `index.md` for a folder of
  /// several descriptions' HTML or Markdown reports; an error when a
  /// description's reports would take one of their names.
  private func portfolioPages(
    _ results: [AuditResult], stems: [String], reporters: [any Reporter],
    context: ReportContext
  ) throws(DiagnosticsError) -> [ReportFile] {
    let html = reporters.contains { $0.overviewPage == .html }
    let markdown = reporters.contains { $0.overviewPage == .markdown }
    guard html || markdown else { return [] }
    let reserved = Portfolio.reservedStems
    let clashes = zip(results, stems).filter { reserved.contains($0.1) }.map { result, stem in
      Diagnostic.error(
        at: .file(result.description.file),
        "its reports would be named '\(stem)', as the folder's overview page is; rename the "
          + "description, or audit it into another --output folder")
    }
    guard clashes.isEmpty else { throw DiagnosticsError(clashes) }
    return try Portfolio.pages(
      results, stems: stems, htmlReports: html, markdownReports: markdown, in: context
    ).map { ReportFile(name: $0.name, text: $0.text) }
  }

  /// Whether the reports of `count` descriptions in `reporters` need a
  /// folder: several formats do, and so do several descriptions in a
  /// format whose documents can't be joined into one (Markdown, HTML).
  public static func needsFolder(_ reporters: [any Reporter], descriptions count: Int) -> Bool {
    reporters.count > 1
      || (count > 1 && reporters.contains { $0.scope == .eachDescription && !$0.joinsReports })
  }

  // MARK: Loading

  /// The configuration `source` names, read and checked (but for its rule
  /// ids, which need the packs).
  public static func configuration(_ source: ConfigurationSource) throws(DiagnosticsError)
    -> TeamConfig?
  {
    let path: String
    switch source {
    case .none: return nil
    case .loaded(let configuration): return configuration
    case .file(let given):
      guard FileManager.default.fileExists(atPath: given) else {
        throw DiagnosticsError([.error(at: .file(given), "no such configuration file")])
      }
      path = given
    case .search(let folder):
      guard let found = TeamConfigLoader.find(from: folder) else { return nil }
      path = found
    }
    return try TeamConfigLoader.load(path: path, formats: Reporters.ids)
  }

  /// Pack paths: files as given, folders as their `*.yaml` files.
  static func packSources(_ paths: [String]) -> [PackSource] {
    paths.flatMap { path -> [PackSource] in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return [PackSource(path: path)] }
      let folder = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
      return PackSource.packs(in: .disk(folder))
    }
  }
}
