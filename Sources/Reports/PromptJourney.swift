import AppModel
import Audit
import Catalog

/// Builds the report's prompt journey (`ReportModel.Journey`): which steps
/// the reviewer's path has, where each prompt and feature sits on it, the
/// verdict of each gap (`JourneyVerdict`), and every coordinate of the
/// drawing. Bounded: at most `maximumLanes` prompts and `maximumSteps`
/// steps are drawn and `maximumListed` prompts listed; the rest is said in
/// `omitted`. Texts are shortened to fit the drawing; the Markdown list
/// keeps them longer.
enum PromptJourney {
  static let maximumLanes = 8
  static let maximumSteps = 24
  static let maximumFeatureLines = 6
  static let maximumListed = 40

  /// The drawing's measures, in user units (CSS pixels at full size).
  enum Layout {
    static let pathX = 14
    static let labelX = 30
    static let featureX = 44
    /// Where the lanes start when every label fits in 34 characters; longer
    /// labels move them right (`Columns`).
    static let laneStart = 340
    static let laneWidth = 128
    static let headerTop = 18
    static let firstStep = 84
    static let markSize = 10
    /// The most characters a step's label shows in the wide drawing.
    static let maximumLabelChars = 64
    /// The width of a label's character, rounded up, in user units.
    static let labelCharWidth = 9
  }

  /// How wide the labels' column is: as wide as the longest label drawn
  /// needs (up to `Layout.maximumLabelChars`), so that labels are not cut
  /// while the drawing has room; the lanes start after it.
  struct Columns {
    /// The characters a step's label shows; details and feature lines,
    /// in smaller type, show a few more.
    let labelChars: Int
    let laneStart: Int

    init(_ plan: Plan) {
      let longest =
        plan.drawnSteps.map { index -> Int in
          let candidate = plan.path.candidates[index]
          let features = (plan.linesByStep[index] ?? []).prefix(maximumFeatureLines).map {
            featureLabel($0).count - 4
          }
          return ([candidate.name.count, (candidate.detail?.count ?? 0) - 10] + features).max() ?? 0
        }.max() ?? 0
      labelChars = min(Layout.maximumLabelChars, max(34, longest))
      laneStart = Layout.laneStart + (labelChars - 34) * Layout.labelCharWidth
    }
  }

  /// The journey of `result`: planned (`Plan`: which steps and prompts are
  /// drawn, and their verdicts), put in words, then laid out top to bottom
  /// (the steps) and left to right (a lane per prompt drawn).
  static func make(for result: AuditResult, catalog: Catalog) -> ReportModel.Journey {
    let plan = Plan(result, catalog: catalog)
    let words = promptsInWords(plan)
    let columns = Columns(plan)
    let path = layOutSteps(plan, words: words, columns: columns)
    let lanes = layOutLanes(plan, words: words, path: path, columns: columns)
    let description = plan.description
    let width = max(480, columns.laneStart + plan.drawn.count * Layout.laneWidth + 12)
    return ReportModel.Journey(
      hasPrompts: !description.permissions.isEmpty, width: width, height: path.bottom + 8,
      title: "Prompt journey of " + clip(description.app.name, 80),
      heading: "The reviewer’s path",
      legend: "● prompt  ■ its feature  □ others needing it",
      headingY: Layout.headerTop, legendY: Layout.headerTop + 18, labelX: Layout.labelX,
      featureX: Layout.featureX, pathX: Layout.pathX,
      pathTop: path.steps.first?.dotY ?? Layout.firstStep,
      pathBottom: path.steps.last?.dotY ?? Layout.firstStep, steps: path.steps, lanes: lanes,
      prompts: words, omitted: plan.omitted, hasOmitted: !plan.omitted.isEmpty,
      unlisted: plan.unlisted, state: plan.state,
      narrow: narrowLayout(plan, steps: path.steps, lanes: lanes, words: words))
  }

  /// The words for every prompt listed (at most `maximumListed`), in the
  /// description's order.
  private static func promptsInWords(_ plan: Plan) -> [ReportModel.JourneyPrompt] {
    plan.description.permissions.prefix(maximumListed).enumerated().map {
      index, permission in
      promptWords(
        permission, verdict: plan.verdicts[index], description: plan.description,
        step: plan.path.promptStep(permission), screenStep: { plan.path.screenStep($0) },
        name: plan.resourceName(permission),
        unanswered: plan.path.unanswered.contains(permission.id))
    }
  }

  /// The drawn steps laid out top to bottom.
  private struct PathLayout {
    var steps: [ReportModel.JourneyStep] = []
    /// The y of each drawn step's dot, by the step's index in the path.
    var dotY: [Int: Int] = [:]
    /// The baseline of each feature line drawn, by the feature's id.
    var featureY: [String: Int] = [:]
    /// Where the next step's band starts: below the last one.
    var bottom = Layout.firstStep
  }

  /// The geometry of the steps, top to bottom: each drawn step's band.
  private static func layOutSteps(
    _ plan: Plan, words: [ReportModel.JourneyPrompt], columns: Columns
  ) -> PathLayout {
    var path = PathLayout()
    for index in plan.drawnSteps {
      let step = layOutStep(
        index, top: path.bottom, plan: plan, words: words, columns: columns,
        featureY: &path.featureY)
      path.dotY[index] = step.dotY
      path.steps.append(step)
      path.bottom = step.top + step.bandHeight
    }
    return path
  }

  /// The band of step `index` from `top`: its label, its detail and its
  /// feature lines (whose baselines go into `featureY`), and what happens
  /// there in words.
  private static func layOutStep(
    _ index: Int, top: Int, plan: Plan, words: [ReportModel.JourneyPrompt], columns: Columns,
    featureY: inout [String: Int]
  ) -> ReportModel.JourneyStep {
    let candidate = plan.path.candidates[index]
    let labelY = top + 20
    var lastY = labelY
    let detailY = labelY + 16
    if candidate.detail != nil { lastY = detailY }
    let features = plan.linesByStep[index] ?? []
    var lines: [ReportModel.JourneyFeatureLine] = []
    for feature in features.prefix(maximumFeatureLines) {
      lastY += 20
      featureY[feature.id] = lastY
      lines.append(
        .init(
          label: "▸ " + clip(featureLabel(feature), columns.labelChars + 6), y: lastY,
          full: clip(featureLabel(feature), 200)))
    }
    if features.count > maximumFeatureLines {
      lastY += 20
      lines.append(
        .init(
          label: "… \(features.count - maximumFeatureLines) more", y: lastY,
          full: "… \(features.count - maximumFeatureLines) more"))
    }
    let height = lastY + 12 - top
    let events = stepEvents(on: index, features: features, plan: plan, words: words)
    let found = plan.findings[index] ?? StepFindings()
    return ReportModel.JourneyStep(
      number: index + 1, kind: candidate.kind, label: clip(candidate.name, columns.labelChars),
      detail: candidate.detail.map { clip($0, columns.labelChars + 10) }, top: top,
      bandHeight: height, labelY: labelY, detailY: detailY, dotY: labelY - 5, features: lines,
      text: clip(candidate.name, 120) + (candidate.detail.map { " (\(clip($0, 120)))" } ?? ""),
      events: events, hasEvents: !events.isEmpty, state: found.state, symbol: found.symbol,
      findings: found.words)
  }

  /// What happens on step `index`, in sentences: each drawn prompt that
  /// appears there, then which prompts each of its `features` needs.
  private static func stepEvents(
    on index: Int, features: [Feature], plan: Plan, words: [ReportModel.JourneyPrompt]
  ) -> [String] {
    let drawn = plan.drawn
    var events: [String] = []
    for (lane, permission) in drawn.enumerated() where plan.path.promptStep(permission) == index {
      let verdict = plan.verdicts[lane]
      events.append(
        "\(verdict.verdict.symbol) \(words[lane].verdict): the \(plan.resourceName(permission)) "
          + "prompt (\(permission.access)) appears here, \(words[lane].feature); "
          + "\(words[lane].gap).")
    }
    for feature in features.prefix(maximumFeatureLines) {
      let needing = drawn.indices.filter { plan.laneFeatureIDs[$0].contains(feature.id) }
      let said = needing.map { lane -> String in
        drawn[lane].requestedAt.feature == feature.id
          ? "its \(plan.resourceName(drawn[lane])) prompt comes \(words[lane].asked)"
          : "needs \(plan.resourceName(drawn[lane])), whose prompt is "
            + "\(servedPhrase(drawn[lane], plan.description)) "
            + "and comes \(words[lane].asked)"
      }
      events.append(
        "“\(clip(feature.name, 100))”"
          + (feature.control.map { " (\(clip($0, 60)))" } ?? "") + ": "
          + said.joined(separator: "; ") + ".")
    }
    if features.count > maximumFeatureLines {
      events.append("\(plural(features.count - maximumFeatureLines, "more feature")) here.")
    }
    return events
  }

  /// The geometry of the lanes, left to right: one per prompt drawn.
  private static func layOutLanes(
    _ plan: Plan, words: [ReportModel.JourneyPrompt], path: PathLayout, columns: Columns
  ) -> [ReportModel.JourneyLane] {
    plan.drawn.indices.map {
      layOutLane($0, plan: plan, words: words, path: path, laneStart: columns.laneStart)
    }
  }

  /// Lane `lane`: its header, its prompt's dot on the path, a square for
  /// each of its features drawn, and the gap from the prompt to the feature
  /// it serves.
  private static func layOutLane(
    _ lane: Int, plan: Plan, words: [ReportModel.JourneyPrompt], path: PathLayout,
    laneStart: Int
  ) -> ReportModel.JourneyLane {
    let permission = plan.drawn[lane]
    let x = laneStart + lane * Layout.laneWidth + Layout.laneWidth / 2
    let verdict = plan.verdicts[lane]
    let point = plan.path.promptStep(permission).flatMap { path.dotY[$0] }.map {
      ReportModel.JourneyPoint(x: x, y: $0)
    }
    let marks = plan.laneFeatures[lane].compactMap { feature -> ReportModel.JourneyMark? in
      guard let baseline = path.featureY[feature.id] else { return nil }
      return ReportModel.JourneyMark(
        x: x - Layout.markSize / 2, y: baseline - 9, size: Layout.markSize,
        served: feature.id == permission.requestedAt.feature)
    }
    var gap: ReportModel.JourneyGap?
    if let point, let served = permission.requestedAt.feature,
      let baseline = path.featureY[served], verdict.verdict != .noPrompt
    {
      gap = ReportModel.JourneyGap(x: x, y1: point.y, y2: baseline - 4)
    }
    let name = plan.resourceName(permission)
    return ReportModel.JourneyLane(
      x: x, header: clip(name, 15), access: clip(permission.access, 16),
      symbol: verdict.verdict.symbol,
      verdict: clip(verdict.verdict.label + (verdict.waived ? ", waived" : ""), 18),
      state: verdict.verdict.state, headerY: Layout.headerTop, accessY: Layout.headerTop + 17,
      verdictY: Layout.headerTop + 36, prompt: point, features: marks, gap: gap,
      text: "\(name): \(words[lane].asked); \(words[lane].feature); "
        + "\(words[lane].verdict), \(words[lane].gap).")
  }

  /// One prompt in words.
  private static func promptWords(
    _ permission: Permission, verdict: (verdict: JourneyVerdict, waived: Bool),
    description: AppDescription, step: Int?, screenStep: (String) -> Int?, name: String,
    unanswered: Bool
  ) -> ReportModel.JourneyPrompt {
    let screenName = clip(
      description.screen(permission.requestedAt.screen)?.name ?? permission.requestedAt.screen,
      80)
    let moment: String
    if unanswered {
      moment = "when: TODO"
    } else {
      switch permission.requestedAt.moment {
      case .launch: moment = "at launch"
      case .onboarding: moment = "during onboarding"
      case .feature: moment = "when a feature starts"
      case .background: moment = "in the background"
      }
    }
    let asked = "\(moment), on “\(screenName)”" + (step.map { " (step \($0 + 1))" } ?? "")
    let served = permission.requestedAt.feature.flatMap(description.feature)
    let featureStep = served.flatMap { screenStep($0.screen) }
    var feature = "serves no feature"
    if let served {
      let screen = clip(description.screen(served.screen)?.name ?? served.screen, 80)
      feature =
        "for “\(clip(served.name, 100))” on “\(screen)”"
        + (featureStep.map { " (step \($0 + 1))" } ?? "")
        + (served.control.map { ", behind “\(clip($0, 80))”" } ?? "")
    }
    var gap = "no feature to follow"
    if verdict.verdict == .noPrompt {
      gap = "granted without a prompt"
    } else if let step, let featureStep {
      let distance = featureStep - step
      if distance > 0 {
        gap = "\(plural(distance, "step")) before the person reaches it"
      } else if distance < 0 {
        gap = "\(plural(-distance, "step")) after it"
      } else {
        gap =
          permission.requestedAt.moment == .feature && !unanswered
          ? "when the person starts it" : "on the same step"
      }
    }
    return ReportModel.JourneyPrompt(
      permission: clip(permission.id, 80), resourceName: name, access: permission.access,
      asked: asked, feature: feature, gap: gap,
      verdict: verdict.verdict.label + (verdict.waived ? " (waived)" : ""),
      symbol: verdict.verdict.symbol, state: verdict.verdict.state)
  }

  static func featureLabel(_ feature: Feature) -> String {
    feature.name + (feature.control.map { " · “\($0)”" } ?? "")
  }

  /// `for “Set a profile avatar”`, or `for no feature`.
  private static func servedPhrase(_ permission: Permission, _ description: AppDescription)
    -> String
  {
    guard let name = permission.requestedAt.feature.flatMap({ description.feature($0)?.name })
    else { return "for no feature" }
    return "for “\(clip(name, 80))”"
  }

  /// "1 screen", "2 screens".
  static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }

  /// `text` on one line, without control characters, at most `limit`
  /// characters (the last one `…` when shortened).
  static func clip(_ text: String, _ limit: Int) -> String {
    var out = ""
    var count = 0
    for character in text {
      let shown: Character =
        character.unicodeScalars.contains { $0.properties.generalCategory == .control }
        ? " " : character
      count += 1
      if count > limit {
        out.removeLast()
        out.append("…")
        return out
      }
      out.append(shown)
    }
    return out
  }
}
