/// The overview page of a folder of reports (`index.html`, `index.md`):
/// every app with its verdict, counts, open questions and checklist
/// progress, each linking its own report. The data behind
/// `Templates/portfolio.html.mustache` and `portfolio.md.mustache`; built by
/// `Portfolio`.
public struct PortfolioModel: Encodable, Sendable {
  public var tool: ReportModel.Tool
  public var generatedOn: String
  /// "13 descriptions: 6 ready, 6 not ready, 1 incomplete".
  public var summary: String
  public var totals: Totals
  /// The column the rows are sorted by, in words ("verdict, worst first").
  public var sortedBy: String
  /// The table's columns; a sortable one links to the page sorted by it.
  public var columns: [Column]
  public var apps: [Row]

  /// Counts over every app.
  public struct Totals: Encodable, Sendable {
    public var apps: Int
    public var ready: Int
    public var notReady: Int
    public var incomplete: Int
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var questions: Int
    /// The nouns after the counts, singular for one.
    public var words: CountWords
  }

  /// A column heading.
  public struct Column: Encodable, Sendable {
    public var label: String
    /// The page sorted by this column; absent when it isn't sortable.
    public var href: String?
    /// Whether the rows are sorted by it.
    public var current: Bool
    /// `aria-sort` for the current column (`ascending`, `descending`).
    public var ariaSort: String?
    /// Numbers are right-aligned.
    public var numeric: Bool
  }

  /// One app.
  public struct Row: Encodable, Sendable {
    public var name: String
    public var version: String?
    public var build: String?
    public var bundleId: String
    /// The description file, as given on the command line.
    public var file: String
    /// `file` cut after each `/`, for a page to allow a line break there
    /// (and nowhere else in the path).
    public var fileParts: [String]
    /// Its report in this folder, percent-encoded (`avatar-at-launch.html`).
    public var href: String
    /// `ready`, `notReady` or `incomplete`, its words and symbol.
    public var state: String
    public var label: String
    public var symbol: String
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var waived: Int
    public var questions: Int
    /// Manual checks done of those that apply, and how many are stale.
    public var checksDone: Int
    public var checksTotal: Int
    public var checksPercent: Int
    public var checksStale: Int
    /// "5 of 9 (55%), 1 stale", or "none apply".
    public var checklist: String
  }
}
