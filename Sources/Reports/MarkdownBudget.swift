/// Keeps a Markdown report within what a GitHub comment holds: 65,536
/// characters (`limit` counts UTF-8 bytes, so the report fits however the
/// characters are counted). A report that fits is left as it is. One that
/// doesn't is rendered again from a smaller model, in steps, until it fits:
///
/// 1. long texts shortened (`ReportModel.clipped`), at most
///    `maximumQuestions` questions and `maximumChecks` checks, waived
///    findings counted instead of listed;
/// 2. the findings that fail first kept (`FindingPriority`: new since the
///    baseline, then errors, warnings, notes), as many as fit, the rest
///    folded into counts (`ReportModel.folded`) with a pointer to the full
///    HTML or SARIF report;
/// 3. texts shortened further;
/// 4. as a last resort, the text cut at a line, with every open
///    `<details>` and code fence closed.
enum MarkdownBudget {
  /// GitHub's limit for a comment.
  static let limit = 65_536
  static let maximumQuestions = 25
  static let maximumChecks = 60

  /// `render(model)`, or the largest smaller report that fits in `limit`.
  static func fit<Failure: Error>(
    _ model: ReportModel, limit: Int = limit,
    render: (ReportModel) throws(Failure) -> String
  ) throws(Failure) -> String {
    let full = try render(model)
    guard full.utf8.count > limit else { return full }
    for textLimit in [600, 160, 40] {
      let base = model.clipped(
        to: textLimit, questions: maximumQuestions, checks: maximumChecks)
      let ranked = base.rankedFindings()
      if let text = try largestFitting(base, ranked: ranked, limit: limit, render: render) {
        return text
      }
    }
    let bare = model.clipped(to: 40, questions: 0, checks: 0)
    let smallest = bare.folding(keeping: [])
    return cut(try render(smallest), limit: limit, fence: model.reviewNotes.fence)
  }

  /// The report keeping the most findings (in priority order) that fits,
  /// or nil when none fits even with every finding folded.
  private static func largestFitting<Failure: Error>(
    _ base: ReportModel, ranked: [FindingKey], limit: Int,
    render: (ReportModel) throws(Failure) -> String
  ) throws(Failure) -> String? {
    func attempt(_ count: Int) throws(Failure) -> String? {
      let text = try render(base.folding(keeping: Set(ranked.prefix(count))))
      return text.utf8.count <= limit ? text : nil
    }
    guard var best = try attempt(0) else { return nil }
    var low = 0
    var high = ranked.count
    // Invariant: keeping `low` fits; keeping more than `high` does not.
    while low < high {
      let middle = (low + high + 1) / 2
      if let text = try attempt(middle) {
        best = text
        low = middle
      } else {
        high = middle - 1
      }
    }
    return best
  }

  /// `text` cut at the last line that leaves room for a closing note, with
  /// what was left open closed.
  static func cut(_ text: String, limit: Int, fence: String) -> String {
    let note =
      "\n\n> This report was cut to fit a comment: see the HTML or SARIF report "
      + "(`--format html`, `--format sarif`) for all of it.\n"
    var kept = ""
    var used = 0
    var openDetails = 0
    var inFence = false
    let room = limit - note.utf8.count - 64
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let size = line.utf8.count + 1
      guard used + size <= room else { break }
      kept += line + "\n"
      used += size
      if line.hasPrefix("<details") { openDetails += 1 }
      if line.hasPrefix("</details>") { openDetails -= 1 }
      if line.hasPrefix(fence) && !line.dropFirst(fence.count).hasPrefix("`") { inFence.toggle() }
    }
    if inFence { kept += fence + "\n" }
    kept += String(repeating: "\n</details>\n", count: max(0, openDetails))
    return kept + note
  }
}

/// A finding's place in the report's groups.
struct FindingKey: Hashable {
  var group: Int
  var index: Int
}

extension ReportModel {
  /// Every finding in the groups, those that fail first first.
  func rankedFindings() -> [FindingKey] {
    var keys: [(rank: Int, order: Int, key: FindingKey)] = []
    for (group, members) in groups.enumerated() {
      for (index, finding) in members.findings.enumerated() {
        let age = finding.baseline == "unchanged" ? 3 : 0
        let severity = finding.isError ? 0 : finding.isWarning ? 1 : 2
        keys.append((age + severity, keys.count, FindingKey(group: group, index: index)))
      }
    }
    return keys.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.map(\.key)
  }

  /// The model with only the `kept` findings in its groups (a group left
  /// empty goes), and the others counted in `folded`.
  func folding(keeping kept: Set<FindingKey>) -> ReportModel {
    var model = self
    var errors = 0
    var warnings = 0
    var notes = 0
    model.groups = groups.enumerated().compactMap { group, members in
      var members = members
      members.findings = members.findings.enumerated().compactMap { index, finding in
        if kept.contains(FindingKey(group: group, index: index)) { return finding }
        if finding.isError {
          errors += 1
        } else if finding.isWarning {
          warnings += 1
        } else {
          notes += 1
        }
        return nil
      }
      members.count = members.findings.count
      members.errorCount = members.findings.filter(\.isError).count
      return members.findings.isEmpty ? nil : members
    }
    model.folded.findings = errors + warnings + notes
    model.folded.errors = errors
    model.folded.warnings = warnings
    model.folded.notes = notes
    model.folded.describe()
    return model
  }
}

extension ReportModel.Folded {
  /// Sets `hasFolded` and `text` from the counts.
  mutating func describe() {
    var sentences: [String] = []
    if findings > 0 {
      let parts = [(errors, "error"), (warnings, "warning"), (notes, "note")].filter { $0.0 > 0 }
        .map { Self.plural($0.0, $0.1) }
      sentences.append(
        "\(Self.plural(findings, "more finding")) (\(parts.joined(separator: ", "))) "
          + "\(findings == 1 ? "is" : "are") not shown here, to keep this report within a "
          + "GitHub comment.")
    }
    if waived > 0 {
      sentences.append(
        "\(Self.plural(waived, "waived finding")) \(waived == 1 ? "is" : "are") not listed.")
    }
    if questions > 0 {
      sentences.append(
        "\(Self.plural(questions, "more question")) \(questions == 1 ? "is" : "are") not listed.")
    }
    if checks > 0 {
      sentences.append(
        "\(Self.plural(checks, "more manual check")) \(checks == 1 ? "is" : "are") not listed.")
    }
    hasFolded = !sentences.isEmpty
    guard hasFolded else {
      text = ""
      return
    }
    sentences.append(
      "The HTML and SARIF reports (--format html, --format sarif) have all of it.")
    text = sentences.joined(separator: " ")
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}
