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

  /// What the run's configuration says of `rule`: the setting, and the
  /// file and position that decide it; nil when no file does.
  public func decision(for rule: Rule)
    -> (setting: TeamConfig.RuleSetting, file: String, location: SourceLocation)?
  {
    configuration?.decision(for: rule, packFile: origins.files[rule.pack])
  }

  /// What a description under `chain` is audited with: the rules the
  /// chain decides (none when asked not to apply settings), the team
  /// packs of other folders' configurations left out, and the record.
  public func settings(for chain: ConfigChain?) -> AuditSettings {
    Self.settings(for: chain, packs: packs, origins: origins, applying: applyingRuleSettings)
  }

  private static func settings(
    for chain: ConfigChain?, packs: [RulePack], origins: PackOrigins, applying: Bool
  ) -> AuditSettings {
    guard applying else {
      return AuditSettings(configuration: chain?.record(packs: packs, packFiles: origins.files))
    }
    let inactive = origins.inactive(for: chain)
    guard let chain else { return AuditSettings(rules: RuleSettings(inactivePacks: inactive)) }
    return AuditSettings(
      rules: chain.ruleSettings(packs: packs, packFiles: origins.files, inactive: inactive),
      configuration: chain.record(packs: packs, packFiles: origins.files))
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

  // MARK: Reports

  /// What reporters read besides the results. Its rules are those the
  /// descriptions of `run` (the whole run, every shard's) run, each at the
  /// severity they all give it (its pack's when they differ; left out
  /// when all turn it off); without `run`, the run's settings'.
  public func context(
    failOn: FailOn? = nil, text: TextReport.Options = .init(), run: [String]? = nil
  ) -> ReportContext {
    var settings = [engine.settings]
    if let run, let chains = try? chains(for: run) {
      settings = chains.keys.sorted().map { self.settings(for: chains[$0] ?? nil) }
    }
    var context = ReportContext(
      catalog: engine.catalog, rules: Self.rules(engine.rules, commonTo: settings.map(\.rules)),
      toolVersion: ReviewReadyVersion.version,
      date: today, failOn: failOn ?? defaultFailOn, templates: templates, text: text)
    context.configuration = Self.record(of: settings.compactMap(\.configuration), run: engine)
    return context
  }

  /// What a run records of its configurations: the run's own (else the
  /// first description's), with every file any description's chain read.
  static func record(of configurations: [AppliedConfiguration], run engine: AuditEngine)
    -> AppliedConfiguration?
  {
    guard var record = engine.configuration ?? configurations.first else { return nil }
    var files: [String] = []
    for file in ([record] + configurations).flatMap(\.files) where !files.contains(file) {
      files.append(file)
    }
    record.files = files
    return record
  }

  /// `rules` as every one of `settings` runs them: left out when none
  /// does, at the severity all give, else at the pack's.
  static func rules(_ rules: [Rule], commonTo settings: [RuleSettings]) -> [Rule] {
    let distinct = settings.reduce(into: [RuleSettings]()) { list, item in
      if !list.contains(item) { list.append(item) }
    }
    guard distinct != [.packDefaults], !distinct.isEmpty else { return rules }
    return rules.compactMap { rule in
      let applied = distinct.map { $0.apply(to: rule) }
      let running = applied.compactMap { $0 }
      guard let first = running.first else { return nil }
      return running.allSatisfy({ $0.severity == first.severity }) ? first : rule
    }
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

  /// The run's configuration `source` names, read and checked (but for
  /// its rule ids, which need the packs), found for `descriptions`.
  public static func configuration(
    _ source: ConfigurationSource, descriptions: [String] = []
  ) throws(DiagnosticsError) -> ConfigChain? {
    try Configurations.resolve(source, descriptions: descriptions).run
  }

  /// Each folder of `paths`' chain (nil without one): the chains found
  /// when the auditor was made, or found now. A chain naming a team pack
  /// the auditor didn't load is an error (make the auditor with the
  /// descriptions: `Options.descriptions`).
  func chains(for paths: [String]) throws(DiagnosticsError) -> [String: ConfigChain?] {
    var chains: [String: ConfigChain?] = [:]
    let resolver = ConfigResolver()
    for path in paths {
      let folder = TeamConfigLoader.folder(of: path)
      guard chains[folder] == nil else { continue }
      guard let byFolder = configurations.byFolder else {
        chains[folder] = .some(configurations.run)
        continue
      }
      var chain: ConfigChain
      if let known = byFolder[folder] {
        chain = known
      } else {
        chain = try resolver.chain(for: folder)
      }
      let loaded = Set(configurations.files.map(\.file))
      if let missing = chain.files.first(where: { !loaded.contains($0.file) && !$0.packs.isEmpty })
      {
        throw DiagnosticsError([
          .error(
            at: .file(missing.file),
            "this configuration's packs were not loaded: make the Auditor with the description "
              + "among Options.descriptions")
        ])
      }
      chains[folder] = .some(chain.files.isEmpty ? nil : chain)
    }
    return chains
  }

  /// The packs called `names` and those read from the pack `files` (by
  /// real path), in load order, and the names no pack has.
  public func packs(named names: [String], files: [String]) -> (
    packs: [RulePack], unknown: [String]
  ) {
    let known = Set(packs.map(\.name))
    let real = Set(files.compactMap(RealPath.of))
    let chosen = packs.filter {
      names.contains($0.name) || RealPath.of($0.file).map(real.contains) == true
    }
    return (chosen, names.filter { !known.contains($0) })
  }

  /// The real path of `path` (links, `.` and `..` resolved), or nil when
  /// it doesn't exist.
  public static func realPath(_ path: String) -> String? { RealPath.of(path) }

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
