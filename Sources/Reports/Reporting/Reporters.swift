/// Every output format, registered once: `--format`, the configuration's
/// `formats:`, help, completion and the output folder's file names all
/// read this list.
public enum Reporters {
  /// The formats, in the order help lists them.
  public static let all: [any Reporter] = [
    TextReport(), JSONReport(), MarkdownReport(), MarkdownSummaryReport(), HTMLReport(),
    SARIFReport(), JUnitReport(), GitHubReport(), ReportContextReport(),
  ]

  /// The format names (`text`, `json`, …).
  public static var ids: [String] { all.map(\.id) }

  /// The reporter named `id`, or nil.
  public static func named(_ id: String) -> (any Reporter)? {
    all.first { $0.id == id }
  }

  /// The template format a template file is for, by its name
  /// (`team.md.mustache` → Markdown, `team.summary.md.mustache` → its short
  /// form: the longest matching ending wins), or nil.
  public static func forTemplate(named fileName: String) -> (any Reporter)? {
    var best: (reporter: any Reporter, length: Int)?
    for reporter in all {
      guard let suffix = reporter.templateName?.split(separator: ".", maxSplits: 1).last,
        fileName.hasSuffix(".\(suffix)"), suffix.count > (best?.length ?? -1)
      else { continue }
      best = (reporter, suffix.count)
    }
    return best?.reporter
  }
}
