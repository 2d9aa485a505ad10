import Audit
import Diagnostics
import Foundation
import Mustache

/// The overview pages of a folder of reports from several descriptions:
/// `index.md`, and `index.html` with a copy per sortable column
/// (`index-by-name.html`, …) whose column headings link to each other, so
/// the table sorts in any browser, without a script or a server.
public enum Portfolio {
  /// A way to sort the rows, and the page that is sorted so.
  public struct Sort: Sendable {
    /// The column's heading.
    public var column: String
    /// `index` or `index-by-NAME`.
    public var page: String
    /// In words, for the page.
    public var words: String
    public var ascending: Bool
    fileprivate var before: @Sendable (PortfolioModel.Row, PortfolioModel.Row) -> Bool
  }

  /// The sorts, the first (by verdict, worst first) being `index.html`.
  public static let sorts: [Sort] = [
    Sort(column: "Verdict", page: "index", words: "verdict, worst first", ascending: false) {
      (rank($0.state), -$0.errors, -$0.warnings) < (rank($1.state), -$1.errors, -$1.warnings)
    },
    Sort(column: "App", page: "index-by-name", words: "name", ascending: true) {
      $0.name.lowercased() < $1.name.lowercased()
    },
    Sort(column: "Errors", page: "index-by-errors", words: "errors, most first", ascending: false) {
      ($1.errors, $1.warnings) < ($0.errors, $0.warnings)
    },
    Sort(
      column: "Warnings", page: "index-by-warnings", words: "warnings, most first",
      ascending: false
    ) {
      ($1.warnings, $1.errors) < ($0.warnings, $0.errors)
    },
    Sort(
      column: "Questions", page: "index-by-questions", words: "open questions, most first",
      ascending: false
    ) {
      $1.questions < $0.questions
    },
    Sort(
      column: "Manual checks", page: "index-by-checklist",
      words: "manual checks, least done first", ascending: true
    ) {
      ($0.checksPercent, -$0.checksTotal) < ($1.checksPercent, -$1.checksTotal)
    },
  ]

  /// One page: its file name in the folder and its text.
  public struct Page: Sendable, Equatable {
    public var name: String
    public var text: String
  }

  /// The names the pages take in the folder; no description's reports may
  /// have them.
  public static var reservedStems: Set<String> { Set(sorts.map(\.page)) }

  /// The pages for `results`, whose reports in the folder are named
  /// `stems[i].EXTENSION`: `index.html` and its sorted copies, linking the
  /// HTML reports, when they are written; `index.md`, linking the Markdown
  /// reports, when those are.
  public static func pages(
    _ results: [AuditResult], stems: [String], htmlReports: Bool, markdownReports: Bool,
    in context: ReportContext
  ) throws(DiagnosticsError) -> [Page] {
    var files: [Page] = []
    if htmlReports, let template = try context.templates.portfolio(.html) {
      let rows = self.rows(results, stems: stems, linking: "html")
      for sort in sorts {
        let model = self.model(rows, sortedBy: sort, context: context, pageExtension: "html")
        files.append(
          Page(name: "\(sort.page).html", text: try render(model, with: template)))
      }
    }
    if markdownReports, let template = try context.templates.portfolio(.markdown),
      let sort = sorts.first
    {
      let rows = self.rows(results, stems: stems, linking: "md")
      let model = self.model(rows, sortedBy: sort, context: context, pageExtension: "md")
      files.append(Page(name: "index.md", text: try render(model, with: template)))
    }
    return files
  }

  private static func render(_ model: PortfolioModel, with template: Template)
    throws(DiagnosticsError) -> String
  {
    do {
      return try template.render(
        (try? MustacheValueEncoder.encode(model)) ?? .null,
        partials: DictionaryPartialResolver())
    } catch let error as MustacheError {
      throw DiagnosticsError([MustacheDiagnostic.make(error)])
    } catch {
      throw DiagnosticsError([.error(at: .file(template.name), "\(error)")])
    }
  }

  static func rows(_ results: [AuditResult], stems: [String], linking ext: String)
    -> [PortfolioModel.Row]
  {
    zip(results, stems).map { result, stem in
      let verdict = result.verdict
      let app = result.description.app
      let checklist = result.checklist
      let stale = checklist.count(.stale)
      let label: String
      let symbol: String
      switch verdict.state {
      case .ready: (label, symbol) = ("Ready", "✓")
      case .notReady: (label, symbol) = ("Not ready", "✗")
      case .incomplete:
        (label, symbol) = ("Incomplete: \(plural(verdict.questions, "question"))", "?")
      }
      let checks =
        checklist.total == 0
        ? "none apply"
        : "\(checklist.done) of \(checklist.total) (\(checklist.percent)%)"
          + (stale > 0 ? ", \(stale) stale" : "")
      return PortfolioModel.Row(
        name: PromptJourney.clip(app.name, 120), version: app.version.map { clip($0) },
        build: app.build.map { clip($0) }, bundleId: clip(app.bundleId),
        file: PromptJourney.clip(result.description.file, 200),
        fileParts: Self.pathParts(PromptJourney.clip(result.description.file, 200)),
        href: percentEncoded(stem) + "." + ext, state: verdict.state.rawValue, label: label,
        symbol: symbol, errors: verdict.errors, warnings: verdict.warnings, notes: verdict.notes,
        waived: verdict.waived, questions: verdict.questions, checksDone: checklist.done,
        checksTotal: checklist.total, checksPercent: checklist.total == 0 ? 100 : checklist.percent,
        checksStale: stale, checklist: checks)
    }
  }

  private static func model(
    _ rows: [PortfolioModel.Row], sortedBy sort: Sort, context: ReportContext,
    pageExtension: String
  ) -> PortfolioModel {
    // Ties keep the order the descriptions were given in.
    let sorted = rows.enumerated().sorted { left, right in
      if sort.before(left.element, right.element) { return true }
      if sort.before(right.element, left.element) { return false }
      return left.offset < right.offset
    }.map(\.element)
    var totals = PortfolioModel.Totals(
      apps: rows.count, ready: rows.filter { $0.state == "ready" }.count,
      notReady: rows.filter { $0.state == "notReady" }.count,
      incomplete: rows.filter { $0.state == "incomplete" }.count,
      errors: rows.reduce(0) { $0 + $1.errors }, warnings: rows.reduce(0) { $0 + $1.warnings },
      notes: rows.reduce(0) { $0 + $1.notes }, questions: rows.reduce(0) { $0 + $1.questions },
      words: CountWords(errors: 0, warnings: 0, notes: 0, questions: 0))
    totals.words = CountWords(
      errors: totals.errors, warnings: totals.warnings, notes: totals.notes,
      questions: totals.questions)
    var summary =
      "\(plural(totals.apps, "description")): \(totals.ready) ready, \(totals.notReady) not ready"
    if totals.incomplete > 0 { summary += ", \(totals.incomplete) incomplete" }
    let sortable = pageExtension == "html"
    let columns = ["App", "Verdict", "Errors", "Warnings", "Notes", "Questions", "Manual checks"]
      .map { label -> PortfolioModel.Column in
        let by = sorts.first { $0.column == label }
        let current = by?.page == sort.page
        return PortfolioModel.Column(
          label: label, href: sortable ? by.map { "\($0.page).html" } : nil,
          current: current && sortable,
          ariaSort: current && sortable ? (sort.ascending ? "ascending" : "descending") : nil,
          numeric: ["Errors", "Warnings", "Notes", "Questions"].contains(label))
      }
    return PortfolioModel(
      tool: ReportModel.Tool(name: "reviewready", version: context.toolVersion),
      generatedOn: context.date, summary: summary, totals: totals, sortedBy: sort.words,
      columns: columns, apps: sorted)
  }

  private static func rank(_ state: String) -> Int {
    switch state {
    case "notReady": return 0
    case "incomplete": return 1
    default: return 2
    }
  }

  private static func clip(_ text: String) -> String { PromptJourney.clip(text, 80) }

  /// `path` cut after each `/`: `["Samples/", "a.reviewready.yaml"]`.
  static func pathParts(_ path: String) -> [String] {
    var parts: [String] = []
    var current = ""
    for character in path {
      current.append(character)
      if character == "/" {
        parts.append(current)
        current = ""
      }
    }
    if !current.isEmpty { parts.append(current) }
    return parts
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `text` with every byte but letters, digits and `-._~` percent-encoded,
  /// safe in any link.
  static func percentEncoded(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        out.append(Character(Unicode.Scalar(byte)))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }
}
