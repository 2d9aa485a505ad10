import AppModel
import Audit
import Diagnostics
import FileSupport
import Foundation
import Parallelism
import Reports
import RuleBinding
import RulePacks

/// Rendering audit results: the context reporters read and the report files.
extension Auditor {
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
}
