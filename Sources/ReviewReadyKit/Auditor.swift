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
    /// Each description's `.reviewready.yml` files, from its folder up to
    /// the repository root, nested ones refining the outer; the run's from
    /// the folder holding all descriptions, or this folder without any.
    case search(from: String)
    /// This file (`--config`), for every description.
    case file(String)
    /// None (`--no-config`).
    case none
    /// One already read, for every description.
    case loaded(TeamConfig)
    /// Already resolved (`Configurations.resolve`).
    case resolved(Configurations)
  }

  /// What to load.
  public struct Options: Sendable {
    /// Team packs, files or folders (`--pack`), added to the configuration's.
    public var packs: [String]
    public var configuration: ConfigurationSource
    /// The descriptions the run will audit, whose configurations (and
    /// their packs) are loaded with `.search`.
    public var descriptions: [String] = []
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

  /// The run's configuration, when one was found or given (see
  /// `Configurations.run`).
  public var configuration: ConfigChain? { configurations.run }
  /// Every configuration of the run.
  public let configurations: Configurations
  /// Every pack as loaded, before the configuration's rule settings.
  public let packs: [RulePack]
  /// The engine, with the run's rule settings as its default (unless
  /// asked not to apply any).
  public let engine: AuditEngine
  public let templates: ReportTemplates
  public let clock: RunClock
  /// Where each pack came from (`PackOrigins`).
  let origins: PackOrigins
  let applyingRuleSettings: Bool

  /// Loads everything `options` name; every problem in the configuration,
  /// the packs and the templates is thrown at once where possible.
  public init(_ options: Options = Options()) throws(DiagnosticsError) {
    let configurations = try Configurations.resolve(
      options.configuration, descriptions: options.descriptions)
    let folder = BuiltInChecklists.folder()
    let origins = PackOrigins(builtIn: folder, given: options.packs, configs: configurations.files)
    let (catalog, packs) = try PackCache.load(catalogIn: folder, packs: origins.sources)
    let unknown = configurations.files.flatMap {
      $0.unknownRules(in: packs) + $0.invalidScanAPIs(in: catalog)
    }
    guard unknown.isEmpty else { throw DiagnosticsError(unknown) }
    let resolved = origins.resolved(packs)
    self.configurations = configurations
    self.origins = resolved
    self.packs = packs
    applyingRuleSettings = options.applyingRuleSettings
    engine = AuditEngine(
      packs: packs, catalog: catalog,
      settings: Self.settings(
        for: configurations.run, packs: packs, origins: resolved,
        applying: options.applyingRuleSettings))
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
    var scanned: ScannedCode?
    if let scan {
      scanned = try CodeScanning.scanForAudit(
        scan, catalog: engine.catalog, configuration: configuration)
    }
    let shared = scanned
    let chains = try chains(for: paths)
    let folderSettings = chains.mapValues { self.settings(for: $0) }
    let outcomes = Parallel.map(paths) { path -> AuditOutcome in
      let description: AppDescription
      do throws(DiagnosticsError) {
        description = try DescriptionLoader.load(path: path)
      } catch {
        return .invalidDescription(error.diagnostics)
      }
      let folder = TeamConfigLoader.folder(of: path)
      var input: AuditInput
      do throws(DiagnosticsError) {
        input = try Self.input(
          for: description, today: today, code: shared, engine: engine,
          configuration: chains[folder] ?? nil)
      } catch {
        return .invalidChecklistOrSources(error.diagnostics)
      }
      input.settings = folderSettings[folder]
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
    engine: AuditEngine, configuration: ConfigChain?
  ) throws(DiagnosticsError) -> AuditInput {
    var checklist = try AuditInput.Checklist.reading(
      path: ChecklistFile.path(forDescription: description.file))
    checklist.stalesOnNewBuild = configuration?.checklistStalesOnNewBuild ?? false
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
}
