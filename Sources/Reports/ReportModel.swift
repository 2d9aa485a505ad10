/// Everything a report template can show about one audit: the data behind
/// `Templates/report.md.mustache` and `report.html.mustache`, and the JSON
/// `audit --format report-context`
/// prints for people writing their own templates. Field names are the
/// template variables (documented in the README).
public struct ReportModel: Encodable, Sendable {
  public struct Tool: Encodable, Sendable {
    public var name: String
    public var version: String
  }

  public struct App: Encodable, Sendable {
    public var name: String
    public var bundleId: String
    public var version: String?
    public var build: String?
    public var minimumOS: String?
    public var locales: [String]
    /// The description file, as given on the command line.
    public var file: String
  }

  public struct Verdict: Encodable, Sendable {
    public var ready: Bool
    /// An open error, and no open question.
    public var notReady: Bool
    /// A question is open.
    public var incomplete: Bool
    /// `ready`, `notReady` or `incomplete`.
    public var state: String
    /// "Ready to submit", "Not ready" or "Incomplete: 3 questions".
    public var label: String
    /// What a ready verdict leaves undone, when the checklist is unfinished:
    /// "3 manual checks stale", "5 manual checks unfinished (1 stale, 4 todo)";
    /// absent when every check is done, and for the other verdicts.
    public var caveat: String?
  }

  /// A fact the description leaves unanswered.
  public struct QuestionView: Encodable, Sendable {
    /// What to decide.
    public var question: String
    /// The key path of the unanswered field (`permissions[0].handles`).
    public var path: String
    /// `file:line:column` of its TODO.
    public var location: String
    public var line: Int
    public var column: Int
    /// The rules waiting for the answer.
    public var waitingRules: [String]
    public var hasWaitingRules: Bool
    /// "permission.denied-unhandled waits on it".
    public var waiting: String
  }

  public struct Counts: Encodable, Sendable {
    public var error: Int
    public var warning: Int
    public var note: Int
    public var waived: Int
    public var total: Int
    /// Open questions.
    public var questions: Int
    /// The nouns after the counts, singular for one.
    public var words: CountWords
  }

  /// One cell of the permission matrix: its text and whether it is good, a
  /// risk or a problem, told in words and a symbol as well as in colour.
  public struct Cell: Encodable, Sendable {
    public var text: String
    public var state: CellState
    public var stateLabel: String
    public var symbol: String
    public var isGood: Bool
    public var isRisk: Bool
    public var isProblem: Bool
  }

  /// How a matrix cell stands; templates and JSON read the raw value.
  public enum CellState: String, Encodable, Sendable {
    case good, risk, problem
    /// Not applicable: nothing of the kind is asked for or needed.
    case none

    /// What the state reads as in words.
    public var label: String { self == .none ? "not applicable" : rawValue }

    /// The state's mark in text and tables.
    public var symbol: String {
      switch self {
      case .good: return "✓"
      case .risk: return "!"
      case .problem: return "✗"
      case .none: return "–"
      }
    }
  }

  /// One resource the app touches.
  public struct MatrixRow: Encodable, Sendable {
    public var resource: String
    public var resourceName: String
    public var requested: Cell
    public var needed: Cell
    public var prompt: Cell
    public var purposeStrings: Cell
    public var labels: Cell
    /// What the app does when access is denied, restricted or limited
    /// (the `states` aspect).
    public var refusal: Cell
  }

  public struct FindingView: Encodable, Sendable {
    public var rule: String
    public var severity: String
    public var severityLabel: String
    public var isError: Bool
    public var isWarning: Bool
    public var isNote: Bool
    public var title: String
    public var message: String
    /// `file:line:column`.
    public var location: String
    public var line: Int
    public var column: Int
    public var subjectKind: String
    public var subjectID: String
    public var guideline: String?
    public var fix: String?
    public var reviewNote: String?
    public var references: [String]
    /// The references that are web addresses (https), safe to link.
    public var links: [String]
    public var waived: Bool
    public var waiverReason: String?
    public var waivedBy: String?
    public var waivedUntil: String?
    public var fingerprint: String
    /// `new` or `unchanged` against `--baseline`; absent without one.
    public var baseline: String?
    /// Not in the baseline (false without one).
    public var isNew: Bool
  }

  /// Findings about one resource, feature or part of the app.
  public struct Group: Encodable, Sendable {
    public var title: String
    public var anchor: String
    public var findings: [FindingView]
    public var count: Int
    public var errorCount: Int
  }

  /// A manual check and its latest result (see `ReportModel+Checklist.swift`).
  public struct ChecklistItem: Encodable, Sendable {
    public var id: String
    public var title: String
    public var how: String
    public var pack: String
    /// `todo`, `passed`, `failed`, `waived`, `notApplicable` or `stale`.
    public var status: String
    /// The status in words ("not applicable").
    public var statusLabel: String
    /// ✓ ✗ ~ – ! ○
    public var symbol: String
    /// Passed, waived or not applicable, and not stale.
    public var done: Bool
    public var stale: Bool
    /// Whether anyone has recorded a result (`by`, `date`, … are set).
    public var recorded: Bool
    /// The status in the file (what went stale), in words.
    public var recordedStatus: String?
    public var by: String?
    /// When it was recorded: `2027-01-01 09:30 UTC`.
    public var when: String?
    /// The day it was recorded (YYYY-MM-DD).
    public var date: String?
    public var build: String?
    /// The note, on one line.
    public var note: String?
    /// "Dana Reyes on 2027-01-01, build 412".
    public var who: String?
    /// Why the result is stale, on one line.
    public var staleReason: String?
  }

  public struct Checklist: Encodable, Sendable {
    public var items: [ChecklistItem]
    public var total: Int
    public var done: Int
    public var percent: Int
    /// Checks per state, for the summary.
    public var passed: Int
    public var failed: Int
    public var stale: Int
    public var todo: Int
    /// "2 passed, 1 failed, 1 stale, 2 todo".
    public var breakdown: String
    /// A progress bar of 20 blocks (`█████░░░…`).
    public var bar: String
    /// Whether results were read from a checklist file.
    public var tracked: Bool
    /// The checklist file's name.
    public var file: String?
    /// Entries for checks that no longer apply, kept for the record.
    public var retired: [ChecklistItem]
    public var hasRetired: Bool
  }

  public struct ReviewNotes: Encodable, Sendable {
    public var text: String
    public var characters: Int
    public var limit: Int
    public var withinLimit: Bool
    /// A Markdown code fence longer than any run of backticks in `text`.
    public var fence: String
  }

  public var tool: Tool
  /// The report's date (YYYY-MM-DD), from `SOURCE_DATE_EPOCH` when set.
  public var generatedOn: String
  public var app: App
  public var verdict: Verdict
  public var counts: Counts
  /// What would stop the upload itself and what would stop App Review.
  public var upload: UploadView
  /// The open questions, in the order written.
  public var questions: [QuestionView]
  public var hasQuestions: Bool
  public var matrix: [MatrixRow]
  public var hasMatrix: Bool
  public var groups: [Group]
  public var hasFindings: Bool
  public var waived: [FindingView]
  public var hasWaived: Bool
  public var checklist: Checklist
  public var reviewNotes: ReviewNotes
  /// Rules that could not be evaluated, as `file:line:col: message`.
  public var problems: [String]
  /// The severity filters of the findings, each with its count.
  public var filters: [Filter]
  /// When each prompt appears on the way through the app.
  public var journey: Journey
  /// The comparison with `--baseline`.
  public var baseline: BaselineView
  /// The findings that fail first (new since the baseline, then errors,
  /// warnings, notes), at most `ReportModel.topCount`: the short form's list.
  public var top: [FindingView]
  public var hasTop: Bool
  /// How many unwaived findings `top` leaves out.
  public var topRest: Int
  /// Findings left out of `groups` to keep a report within its size
  /// (Markdown: a GitHub comment); none unless `MarkdownBudget` folded some.
  public var folded: Folded

  /// A severity filter: `all`, `error`, `warning` or `note`.
  public struct Filter: Encodable, Sendable {
    public var severity: String
    /// "Errors".
    public var label: String
    public var count: Int
    /// `true` for the one pressed at first (all).
    public var pressed: Bool
    /// What the filter shows when nothing matches: "No warnings."
    public var empty: String
  }

  /// How the findings compare with `--baseline`.
  public struct BaselineView: Encodable, Sendable {
    /// Whether a baseline was given.
    public var given: Bool
    /// Findings not in the baseline, and those in it (not counted).
    public var new: Int
    public var unchanged: Int
    /// Baseline findings that are gone.
    public var fixed: Int
    /// The first of them as `rule (subject)`, at most 20.
    public var fixedFindings: [String]
    /// Those in one line: "purpose.vague (NSCameraUsageDescription) and 3 more".
    public var fixedText: String
    public var hasFixed: Bool
  }

  /// Findings a report leaves out, counted.
  public struct Folded: Encodable, Sendable {
    public var hasFolded: Bool
    public var findings: Int
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    /// Waived findings left out of `waived`.
    public var waived: Int
    /// Questions and manual checks left out of their lists.
    public var questions: Int
    public var checks: Int
    /// "12 more findings (2 errors, 10 warnings) are not shown here, …".
    public var text: String
  }
}
