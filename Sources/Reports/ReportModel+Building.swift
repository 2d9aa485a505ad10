import AppModel
import Audit
import Diagnostics

extension ReportModel {
  /// The model of `result`'s report.
  public init(_ result: AuditResult, catalog: Catalog, toolVersion: String, date: String) {
    let description = result.description
    tool = Tool(name: "reviewready", version: toolVersion)
    generatedOn = date
    app = App(
      name: description.app.name, bundleId: description.app.bundleId,
      version: description.app.version, build: description.app.build,
      minimumOS: description.app.minimumOS, locales: description.app.locales,
      file: description.file)
    let outcome = result.verdict
    let label: String
    switch outcome.state {
    case .ready: label = "Ready to submit"
    case .notReady: label = "Not ready"
    case .incomplete:
      label = "Incomplete: \(outcome.questions) question\(outcome.questions == 1 ? "" : "s")"
    }
    verdict = Verdict(
      ready: outcome.state == .ready, notReady: outcome.state == .notReady,
      incomplete: outcome.state == .incomplete, state: outcome.state.rawValue, label: label)
    counts = Counts(
      error: outcome.errors, warning: outcome.warnings, note: outcome.notes,
      waived: outcome.waived, total: result.unwaived.count, questions: outcome.questions)
    questions = result.questions.map { question in
      QuestionView(
        question: question.text, path: question.path, location: question.location.description,
        line: question.location.line, column: question.location.column,
        waitingRules: question.waitingRules, hasWaitingRules: !question.waitingRules.isEmpty,
        waiting: question.waitingSummary)
    }
    hasQuestions = !questions.isEmpty
    matrix = PermissionMatrix.rows(for: result, catalog: catalog)
    hasMatrix = !matrix.isEmpty
    groups = FindingGroups.groups(for: result, catalog: catalog)
    hasFindings = !groups.isEmpty
    waived = result.findings.filter(\.isWaived).map(FindingView.init)
    hasWaived = !waived.isEmpty
    checklist = Checklist(result.checklist)
    let draft = ReviewNotesDraft.make(for: result, catalog: catalog)
    reviewNotes = ReviewNotes(
      text: draft.text, characters: draft.text.count, limit: ReviewNotesDraft.limit,
      withinLimit: draft.text.count <= ReviewNotesDraft.limit, fence: Self.fence(for: draft.text))
    problems = result.problems.map(\.description)
  }

  /// Three backticks, or one more than the longest run in `text`.
  static func fence(for text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    return String(repeating: "`", count: max(3, longest + 1))
  }
}

extension ReportModel.FindingView {
  init(_ finding: Finding) {
    rule = finding.rule
    severity = finding.severity.rawValue
    severityLabel =
      finding.severity.rawValue.prefix(1).uppercased() + finding.severity.rawValue.dropFirst()
    isError = finding.severity == .error
    isWarning = finding.severity == .warning
    isNote = finding.severity == .note
    title = finding.title
    message = finding.message
    location = finding.location.description
    line = finding.location.line
    column = finding.location.column
    subjectKind = finding.subject.kind.rawValue
    subjectID = finding.subject.id
    guideline = finding.guideline
    fix = finding.fix
    reviewNote = finding.reviewNote
    references = finding.references
    links = finding.references.filter { $0.lowercased().hasPrefix("https://") }
    waived = finding.isWaived
    waiverReason = finding.waiver?.reason
    waivedBy = finding.waiver?.by
    waivedUntil = finding.waiver?.until
    fingerprint = finding.fingerprint
  }
}

extension ReportModel.Cell {
  /// A cell in one of the states.
  static func make(_ text: String, _ state: String) -> Self {
    let symbols = ["good": "✓", "risk": "!", "problem": "✗", "none": "–"]
    let labels = ["good": "good", "risk": "risk", "problem": "problem", "none": "not applicable"]
    return Self(
      text: text, state: state, stateLabel: labels[state] ?? state, symbol: symbols[state] ?? "",
      isGood: state == "good", isRisk: state == "risk", isProblem: state == "problem")
  }

  /// The worst state among the findings attributed to a cell, given what
  /// the cell would be without them.
  static func state(for findings: [Finding], otherwise: String) -> String {
    if findings.contains(where: { $0.severity == .error }) { return "problem" }
    if !findings.isEmpty { return "risk" }
    return otherwise
  }
}
