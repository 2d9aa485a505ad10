import AppModel
import Audit
import Catalog
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
      incomplete: outcome.state == .incomplete, state: outcome.state.rawValue, label: label,
      caveat: outcome.state == .ready ? ChecklistText.unfinished(result.checklist) : nil)
    counts = Counts(
      error: outcome.errors, warning: outcome.warnings, note: outcome.notes,
      waived: outcome.waived, total: result.unwaived.count, questions: outcome.questions,
      words: CountWords(
        errors: outcome.errors, warnings: outcome.warnings, notes: outcome.notes,
        questions: outcome.questions))
    upload = UploadView(result.upload)
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
    filters = Self.filters(result.unwaived)
    journey = PromptJourney.make(for: result, catalog: catalog)
    baseline = BaselineView(result)
    top = FindingPriority.sorted(result.unwaived).prefix(Self.topCount).map(FindingView.init)
    hasTop = !top.isEmpty
    topRest = result.unwaived.count - top.count
    folded = .none
  }

  /// How many findings the short form lists.
  public static let topCount = 5

  /// All, errors, warnings, notes, with their counts.
  /// Counted over the findings the groups show (every unwaived one).
  static func filters(_ findings: [Finding]) -> [Filter] {
    func count(_ severity: DiagnosticSeverity) -> Int {
      findings.filter { $0.severity == severity }.count
    }
    return [
      Filter(
        severity: "all", label: "All", count: findings.count, pressed: true,
        empty: "No findings."),
      Filter(
        severity: "error", label: "Errors", count: count(.error), pressed: false,
        empty: "No errors."),
      Filter(
        severity: "warning", label: "Warnings", count: count(.warning), pressed: false,
        empty: "No warnings."),
      Filter(
        severity: "note", label: "Notes", count: count(.note), pressed: false,
        empty: "No notes."),
    ]
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
    baseline = finding.baseline?.rawValue
    isNew = finding.baseline == .new
  }
}

extension ReportModel.BaselineView {
  init(_ result: AuditResult) {
    let compared = result.unwaived.filter { $0.baseline != nil }
    given = !compared.isEmpty || !result.fixed.isEmpty
    new = compared.filter { $0.baseline == .new }.count
    unchanged = compared.filter { $0.baseline == .unchanged }.count
    fixed = result.fixed.count
    fixedFindings = result.fixed.prefix(20).map { entry in
      entry.rule + (entry.subject.map { " (\(PromptJourney.clip($0.id, 80)))" } ?? "")
    }
    fixedText =
      fixedFindings.prefix(5).joined(separator: ", ")
      + (fixed > 5 ? " and \(fixed - 5) more" : "")
    hasFixed = fixed > 0
  }
}

extension ReportModel.Folded {
  /// Nothing folded.
  static let none = Self(
    hasFolded: false, findings: 0, errors: 0, warnings: 0, notes: 0, waived: 0, questions: 0,
    checks: 0, text: "")
}

extension ReportModel.Cell {
  /// A cell in one of the states.
  static func make(_ text: String, _ state: ReportModel.CellState) -> Self {
    Self(
      text: text, state: state, stateLabel: state.label, symbol: state.symbol,
      isGood: state == .good, isRisk: state == .risk, isProblem: state == .problem)
  }

  /// The worst state among the findings attributed to a cell, given what
  /// the cell would be without them.
  static func state(for findings: [Finding], otherwise: ReportModel.CellState)
    -> ReportModel.CellState
  {
    if findings.contains(where: { $0.severity == .error }) { return .problem }
    if !findings.isEmpty { return .risk }
    return otherwise
  }
}
