extension ReportModel {
  /// The prompt journey: the reviewer's path through the app (launch,
  /// onboarding, then each screen in the order of `screens`), every prompt
  /// placed where it fires, every feature that needs it where the person
  /// engages it, and the gap between them judged as the timing rules judge
  /// it. The HTML report draws it as an inline SVG whose geometry is all
  /// here (the template only places values); the Markdown report shows
  /// `prompts` as a table. Built by `PromptJourney`.
  public struct Journey: Encodable, Sendable {
    /// Whether the app shows any prompt (else there is nothing to draw).
    public var hasPrompts: Bool
    /// The drawing's size in user units (its `viewBox` is `0 0 width height`).
    public var width: Int
    public var height: Int
    /// The drawing's `<title>`.
    public var title: String
    /// The steps' column heading and the marks' legend, and their baselines.
    public var heading: String
    public var legend: String
    public var headingY: Int
    public var legendY: Int
    /// Where the steps' names and the features' lines start.
    public var labelX: Int
    public var featureX: Int
    /// The reviewer's path: a vertical line through the steps' dots.
    public var pathX: Int
    public var pathTop: Int
    public var pathBottom: Int
    /// The steps drawn, top to bottom.
    public var steps: [JourneyStep]
    /// One column per prompt drawn, left to right.
    public var lanes: [JourneyLane]
    /// Every prompt (at most `PromptJourney.maximumListed`), in the order
    /// written: the text timeline of the Markdown report.
    public var prompts: [JourneyPrompt]
    /// What was left out of the drawing, in sentences.
    public var omitted: [String]
    public var hasOmitted: Bool
    /// How many prompts `prompts` leaves out ("3 more prompts are not
    /// listed."), when it does.
    public var unlisted: String?
    /// The path's colour, the report's verdict: `good` (ready), `risk`
    /// (incomplete) or `problem` (not ready).
    public var state: String
    /// The same journey laid out for a phone's width (`JourneyNarrow`).
    public var narrow: JourneyNarrow
  }

  /// The journey for a narrow screen: one column, the path down the left
  /// and every text on a line of its own at a size a phone reader can
  /// read (no lanes; each prompt is a line on the step where it appears,
  /// in its verdict's colour). Long texts wrap onto more lines.
  public struct JourneyNarrow: Encodable, Sendable {
    public var width: Int
    public var height: Int
    public var pathX: Int
    public var pathTop: Int
    public var pathBottom: Int
    /// Every text, top to bottom.
    public var lines: [JourneyNarrowLine]
    /// A dot per step on the path, in its findings' colour.
    public var dots: [JourneyNarrowDot]
  }

  /// One line of text of the narrow journey.
  public struct JourneyNarrowLine: Encodable, Sendable {
    /// `heading`, `label`, `detail`, `prompt` or `feature`: the text's style.
    public var kind: String
    /// `good`, `risk`, `problem` or `none`: its colour.
    public var state: String
    public var x: Int
    public var y: Int
    public var text: String
  }

  /// A step's dot on the narrow journey's path.
  public struct JourneyNarrowDot: Encodable, Sendable {
    public var x: Int
    public var y: Int
    public var state: String
  }

  /// One step of the path: launch, onboarding, a screen, or the background.
  public struct JourneyStep: Encodable, Sendable {
    /// Its place on the path, from 1 (steps left out keep their numbers).
    public var number: Int
    /// `launch`, `onboarding`, `screen` or `background`.
    public var kind: String
    /// Its name, shortened to fit the drawing.
    public var label: String
    /// How to get there (the screen's `path`), shortened; absent when none.
    public var detail: String?
    /// Top of the step's band, and the baselines of its texts.
    public var top: Int
    public var bandHeight: Int
    public var labelY: Int
    public var detailY: Int
    /// The dot on the path.
    public var dotY: Int
    /// The features engaged here that a drawn prompt is for.
    public var features: [JourneyFeatureLine]
    /// The step in words, with what happens there: the text equivalent.
    public var text: String
    public var events: [String]
    public var hasEvents: Bool
    /// The colour of the step's findings: `problem` with an error,
    /// `risk` with a warning, else `good`.
    public var state: String
    /// ✗, ! or ✓, for the state.
    public var symbol: String
    /// "1 error, 2 warnings" on this step (unwaived, about a prompt that
    /// appears here, a feature on its screen or the screen), or nil.
    public var findings: String?
  }

  /// A feature engaged on a step, as a line of text in the drawing.
  public struct JourneyFeatureLine: Encodable, Sendable {
    /// Its name and control, shortened to fit.
    public var label: String
    /// The baseline of the text.
    public var y: Int
    /// Its name and control, longer, for the narrow drawing to wrap.
    public var full: String
  }

  /// One prompt's column in the drawing.
  public struct JourneyLane: Encodable, Sendable {
    /// The centre of the column.
    public var x: Int
    /// The resource, shortened to fit, and the access asked for.
    public var header: String
    public var access: String
    /// The verdict as a symbol and a word (`✗ at launch`).
    public var symbol: String
    public var verdict: String
    /// `good`, `risk`, `problem` or `none`: the colour of the gap.
    public var state: String
    public var headerY: Int
    public var accessY: Int
    public var verdictY: Int
    /// Where the prompt fires (a circle), when that step is drawn.
    public var prompt: JourneyPoint?
    /// The features that need the resource (squares); `served` for the one
    /// the prompt is for.
    public var features: [JourneyMark]
    /// The gap from the prompt to the feature it serves, when both are drawn.
    public var gap: JourneyGap?
    /// The lane in one sentence (the drawing's text for a screen reader).
    public var text: String
  }

  /// A point in the drawing.
  public struct JourneyPoint: Encodable, Sendable {
    public var x: Int
    public var y: Int
  }

  /// A feature's mark in a lane: a square whose corner is `x`, `y`.
  public struct JourneyMark: Encodable, Sendable {
    public var x: Int
    public var y: Int
    public var size: Int
    /// Whether the prompt is for this feature.
    public var served: Bool
  }

  /// The line from a prompt to its feature.
  public struct JourneyGap: Encodable, Sendable {
    public var x: Int
    public var y1: Int
    public var y2: Int
  }

  /// One prompt in words: the Markdown timeline's row.
  public struct JourneyPrompt: Encodable, Sendable {
    public var permission: String
    public var resourceName: String
    public var access: String
    /// Where it fires: `at launch, on “Launch” (step 1)`.
    public var asked: String
    /// The feature it serves and where the person engages it, or why none.
    public var feature: String
    /// The gap in words: `3 steps before the person reaches it`.
    public var gap: String
    /// `in context`, `early`, `at launch`, `out of context`, `unanswered`
    /// or `no prompt`, with ` (waived)` when a waiver accepts the finding.
    public var verdict: String
    public var symbol: String
    public var state: String
  }
}
