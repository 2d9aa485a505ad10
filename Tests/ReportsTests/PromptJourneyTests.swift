import AppModel
import Audit
import Reports
import TestSupport
import Testing

/// The prompt journey: each prompt's verdict as the timing rules decide
/// it, where the drawing puts it, and its bounds on huge descriptions.
/// Every sample's verdicts are pinned by `Snapshots/sample-matrices.txt`.
@Suite struct PromptJourneyTests {
  static func model(_ yaml: String) throws -> ReportModel {
    let description = try DescriptionLoader.decode(
      bytes: Array(yaml.utf8), file: "journey.reviewready.yaml")
    let result = SyntheticAudit.auditor.engine.audit(
      description, today: SyntheticAudit.auditor.today)
    return SyntheticAudit.auditor.context().model(result)
  }

  /// An app with a launch screen, a feed and a camera screen, whose one
  /// prompt is placed by `prompt`.
  static func app(
    prompt: String, access: String = "capture", resource: String = "camera",
    extra: String = ""
  ) -> String {
    """
    schema: 1
    app: { name: Journey, bundleId: com.example.journey }
    screens:
      - { id: welcome, name: Welcome }
      - { id: feed, name: Feed, path: First tab }
      - { id: capture, name: Capture, path: Feed > Camera button }
    features:
      - { id: scan, name: Scan a receipt, screen: capture, control: Camera button, needs: { \(resource == "camera" ? "camera: capture" : "notifications: notify") } }
      - { id: browse, name: Browse the feed, screen: feed, control: Feed tab }
    permissions:
      - id: ask
        resource: \(resource)
        access: \(access)
        requestedAt: \(prompt)
        handles: { denied: explains, restricted: explains }
    purposeStrings:
      NSCameraUsageDescription: Scans the receipt you photograph with the Camera button.
    \(extra)
    """
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var prompt: String
    var resource = "camera"
    var access = "capture"
    var extra = ""
    var verdict: String
    var state: String
    var asked: String
    var gap: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "on the feature's own tap",
      prompt: "{ screen: capture, moment: feature, feature: scan }",
      verdict: "in context", state: "good", asked: "when a feature starts, on “Capture” (step 4)",
      gap: "when the person starts it"),
    Case(
      name: "at launch", prompt: "{ screen: welcome, moment: launch, feature: scan }",
      verdict: "at launch", state: "problem", asked: "at launch, on “Welcome” (step 1)",
      gap: "2 steps before the person reaches it"),
    Case(
      name: "at launch, waived", prompt: "{ screen: welcome, moment: launch, feature: scan }",
      extra: """
        waivers:
          - { rule: permission.prompt-at-launch, subject: ask, reason: One release, by: dana, until: 2099-01-01 }
        """,
      verdict: "at launch (waived)", state: "problem", asked: "at launch, on “Welcome” (step 1)",
      gap: "2 steps before the person reaches it"),
    Case(
      name: "during onboarding", prompt: "{ screen: welcome, moment: onboarding, feature: scan }",
      verdict: "early", state: "risk", asked: "during onboarding, on “Welcome” (step 2)",
      gap: "2 steps before the person reaches it"),
    Case(
      name: "by a feature that doesn't use it",
      prompt: "{ screen: feed, moment: feature, feature: browse }", verdict: "out of context",
      state: "risk", asked: "when a feature starts, on “Feed” (step 3)",
      gap: "when the person starts it"),
    Case(
      name: "granted without a prompt",
      prompt: "{ screen: welcome, moment: launch, feature: scan }",
      resource: "notifications", access: "provisional", verdict: "no prompt", state: "none",
      asked: "at launch, on “Welcome” (step 1)", gap: "granted without a prompt"),
  ]

  @Test(arguments: cases)
  func eachPromptIsJudgedAsTheTimingRulesJudgeIt(_ test: Case) throws {
    let model = try Self.model(
      Self.app(prompt: test.prompt, access: test.access, resource: test.resource, extra: test.extra)
    )
    let journey = model.journey
    #expect(journey.hasPrompts)
    let prompt = try #require(journey.prompts.first)
    #expect(prompt.verdict == test.verdict)
    #expect(prompt.state == test.state)
    #expect(prompt.asked == test.asked)
    #expect(prompt.gap == test.gap)
    let lane = try #require(journey.lanes.first)
    #expect(lane.state == test.state)
    // The dot sits on the step where the prompt fires, the gap runs from it
    // to the feature's line (none for a prompt the person never sees).
    let point = try #require(lane.prompt)
    let step = try #require(journey.steps.first { $0.dotY == point.y })
    #expect(test.asked.contains("(step \(step.number))"))
    #expect((lane.gap == nil) == (test.verdict == "no prompt"))
    if let gap = lane.gap {
      #expect(gap.y1 == point.y && gap.x == lane.x && gap.y2 > point.y)
    }
  }

  @Test func aScreenThatIsTheLaunchIsNotAStepOfItsOwn() throws {
    let model = try Self.model(
      Self.app(prompt: "{ screen: welcome, moment: launch, feature: scan }"))
    #expect(model.journey.steps.map(\.label) == ["Launch", "Feed", "Capture"])
    #expect(model.journey.steps.first?.detail == "on “Welcome”")
    #expect(model.journey.steps.map(\.number) == [1, 2, 3])
  }

  @Test func hugeDescriptionsAreDrawnWithinBounds() throws {
    var screens = ""
    var features = ""
    var permissions = ""
    for index in 0..<120 { screens += "  - { id: s\(index), name: Screen \(index) }\n" }
    for index in 0..<300 {
      features +=
        "  - { id: f\(index), name: Feature \(index) \(String(repeating: "é", count: 300)), "
        + "screen: s\(index % 40), needs: { camera: capture } }\n"
    }
    for index in 0..<50 {
      permissions +=
        "  - { id: p\(index), resource: camera, access: capture, requestedAt: "
        + "{ screen: s\(index), moment: feature, feature: f\(index) }, "
        + "handles: { denied: explains, restricted: explains } }\n"
    }
    let yaml = """
      schema: 1
      app: { name: Huge, bundleId: com.example.huge }
      screens:
      \(screens)features:
      \(features)permissions:
      \(permissions)
      """
    let journey = try Self.model(yaml).journey
    #expect(journey.lanes.count == 8)
    #expect(journey.steps.count <= 24)
    #expect(journey.prompts.count == 40)
    #expect(journey.unlisted == "10 more prompts are not listed.")
    #expect(journey.omitted.contains { $0.contains("42 more prompts are not drawn") })
    #expect(journey.omitted.contains { $0.contains("not drawn (at most 24 steps are)") })
    for step in journey.steps {
      #expect(step.features.count <= 7)
      #expect(step.label.count <= 64)
      #expect(step.features.allSatisfy { $0.label.count <= 72 && $0.y < journey.height })
      #expect(step.top + step.bandHeight <= journey.height)
    }
    for lane in journey.lanes {
      #expect(lane.x > 0 && lane.x < journey.width)
      #expect(lane.header.count <= 15)
    }
    // The narrow drawing: every line within its width in characters, every
    // text and dot inside the drawing.
    let narrow = journey.narrow
    #expect(narrow.width == 340)
    #expect(narrow.dots.count == journey.steps.count)
    for line in narrow.lines {
      #expect(line.text.count <= 40, "\(line.text)")
      #expect(line.y > 0 && line.y < narrow.height)
    }
  }

  /// A label longer than the usual column widens it instead of being cut,
  /// up to 64 characters; the lanes move right.
  @Test func longLabelsUseTheDrawingsWidth() throws {
    let long = "Capture and share a receipt with the family"
    let model = try Self.model(
      Self.app(prompt: "{ screen: capture, moment: feature, feature: scan }")
        .replacingOccurrences(of: "name: Capture,", with: "name: \(long),"))
    let step = try #require(model.journey.steps.first { $0.label.hasPrefix("Capture and") })
    #expect(step.label == long)
    #expect(model.journey.lanes[0].x > 340 + 64)
    // The narrow drawing wraps it between words, whole.
    let wrapped = model.journey.narrow.lines.filter { $0.kind == "label" }.map(\.text)
    #expect(wrapped.joined(separator: " ").contains(long))
  }

  /// Each step is coloured by the unwaived errors and warnings about what is
  /// on it, and the path by the report's verdict: an app that is not ready
  /// is never drawn all green.
  @Test func stepsAndPathShowTheVerdictsColours() throws {
    func pathState(_ model: ReportModel) -> String {
      model.verdict.ready ? "good" : model.verdict.notReady ? "problem" : "risk"
    }
    // Refusal blocks the app: an error about the permission, whose prompt
    // appears on the capture screen.
    let blocked = try Self.model(
      Self.app(prompt: "{ screen: capture, moment: feature, feature: scan }")
        .replacingOccurrences(
          of: "handles: { denied: explains, restricted: explains }",
          with: "handles: { denied: blocks, restricted: explains }"))
    #expect(
      blocked.groups.flatMap(\.findings).contains { $0.rule == "permission.denied-unhandled" })
    #expect(blocked.verdict.notReady)
    #expect(blocked.journey.state == "problem")
    let capture = try #require(blocked.journey.steps.first { $0.label == "Capture" })
    #expect(capture.state == "problem")
    #expect(capture.symbol == "✗")
    #expect(capture.findings?.contains("1 error") == true)
    #expect(blocked.journey.steps.filter { $0.state == "problem" }.count == 1)
    let index = try #require(blocked.journey.steps.firstIndex { $0.label == "Capture" })
    #expect(blocked.journey.narrow.dots[index].state == "problem")
    let inContext = try Self.model(
      Self.app(prompt: "{ screen: capture, moment: feature, feature: scan }"))
    #expect(inContext.journey.state == pathState(inContext))
    #expect(inContext.journey.steps.allSatisfy { ($0.findings == nil) == ($0.state == "good") })
  }

  @Test func anAppWithoutPromptsSaysSo() throws {
    let model = try Self.model(
      """
      schema: 1
      app: { name: Quiet, bundleId: com.example.quiet }
      screens: [{ id: home, name: Home }]
      features: []
      """)
    #expect(!model.journey.hasPrompts && model.journey.lanes.isEmpty)
    let context = SyntheticAudit.auditor.context()
    let template = try #require(context.templates.template(for: HTMLReport()))
    let html = try TemplateReport.render(
      model, template: template, partials: context.templates.partials)
    #expect(html.contains("<section id=\"journey\""))
    #expect(html.contains("The app shows no permission prompt"))
    #expect(!html.contains("<svg"))
  }

  @Test func theHTMLDrawsItWithEveryTextEscaped() throws {
    let text = try HTMLReport().render(
      SyntheticAudit.result(), in: SyntheticAudit.auditor.context())
    #expect(text.contains("<svg class=\"wide\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\""))
    #expect(
      text.contains("<svg class=\"narrow\" xmlns=\"http://www.w3.org/2000/svg\" role=\"img\""))
    #expect(
      text.contains(
        "<title id=\"journey-svg-title\">Prompt journey of Tom &amp; Jerry's &lt;Café&gt; "
          + "&quot;Pro&quot; | `beta`</title>"))
    #expect(text.contains("<figcaption>"))
    let svg = try #require(
      text.range(of: "<svg").flatMap { start in
        text.range(of: "</svg>").map { text[start.lowerBound..<$0.upperBound] }
      })
    #expect(!svg.contains("<script"))
    #expect(!svg.contains("\u{1B}"))
  }
}

/// The matrix marks a cell only for what its column is about, and the HTML
/// is valid for every combination.
@Suite struct ReportCardsAndMatrixTests {
  @Test func aDenialProblemMarksWhenRefusedNotRequested() throws {
    let model = try PromptJourneyTests.model(
      PromptJourneyTests.app(prompt: "{ screen: capture, moment: feature, feature: scan }")
        .replacingOccurrences(
          of: "handles: { denied: explains, restricted: explains }",
          with: "handles: { denied: blocks, restricted: explains }"))
    let row = try #require(model.matrix.first { $0.resource == "camera" })
    #expect(model.groups.flatMap(\.findings).contains { $0.rule == "permission.denied-unhandled" })
    #expect(row.requested.state == .good)
    #expect(row.refusal.state == .problem)
    #expect(row.refusal.text == "denied: blocks, restricted: explains")
  }

  @Test func filtersCountWhatTheGroupsShow() throws {
    let model = SyntheticAudit.auditor.context().model(try SyntheticAudit.result())
    let findings = model.groups.flatMap(\.findings)
    #expect(model.filters.map(\.severity) == ["all", "error", "warning", "note"])
    #expect(model.filters[0].count == findings.count)
    #expect(model.filters[1].count == findings.filter(\.isError).count)
    #expect(
      model.filters.map(\.empty) == ["No findings.", "No errors.", "No warnings.", "No notes."])
  }

  @Test func noManualCheckMeansNoEmptyProgressBar() throws {
    let context = SyntheticAudit.auditor.context()
    var model = context.model(try SyntheticAudit.result())
    model.checklist.items = []
    model.checklist.total = 0
    model.checklist.done = 0
    let template = try #require(context.templates.template(for: HTMLReport()))
    let html = try TemplateReport.render(
      model, template: template, partials: context.templates.partials)
    #expect(!html.contains("<progress"))
    #expect(html.contains("0 of 0 done"))
    #expect(html.contains("<li>No manual checks apply.</li>"))
  }

  @Test func aReadyVerdictSaysWhatTheChecklistLeavesUndone() throws {
    let auditor = SyntheticAudit.auditor
    let paths = ["poster-maker", "photo-journal"].map {
      TestPaths.samples.appendingPathComponent("\($0).reviewready.yaml").path
    }
    let models = try auditor.audit(paths: paths).map(auditor.context().model)
    #expect(models.allSatisfy { $0.verdict.ready })
    #expect(models[0].verdict.caveat == "4 manual checks to do")
    #expect(models[1].verdict.caveat == "5 manual checks unfinished (1 failed, 1 stale, 3 todo)")
    let synthetic = auditor.context().model(try SyntheticAudit.result())
    #expect(!synthetic.verdict.ready && synthetic.verdict.caveat == nil)
  }
}
