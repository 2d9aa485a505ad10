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
    static let laneStart = 340
    static let laneWidth = 128
    static let headerTop = 18
    static let firstStep = 84
    static let markSize = 10
  }

  /// A step before it is drawn.
  private struct Candidate {
    var kind: String
    var name: String
    var detail: String?
    var screen: String?
  }

  static func make(for result: AuditResult, catalog: Catalog) -> ReportModel.Journey {
    let description = result.description
    let unanswered = Set(
      description.questions.filter { $0.field == ["requestedAt", "moment"] }.compactMap {
        owner -> String? in
        if case .permission(let id) = owner.owner { return id }
        return nil
      })
    let candidates = steps(of: description, unanswered: unanswered)
    var stepOfScreen: [String: Int] = [:]
    for (index, candidate) in candidates.enumerated() {
      if let screen = candidate.screen, stepOfScreen[screen] == nil { stepOfScreen[screen] = index }
    }
    func screenStep(_ id: String) -> Int? { stepOfScreen[id] }
    func promptStep(_ permission: Permission) -> Int? {
      if unanswered.contains(permission.id) {
        return screenStep(permission.requestedAt.screen) ?? 0
      }
      switch permission.requestedAt.moment {
      case .launch: return 0
      case .onboarding: return candidates.firstIndex { $0.kind == "onboarding" }
      case .background: return candidates.firstIndex { $0.kind == "background" }
      case .feature: return screenStep(permission.requestedAt.screen)
      }
    }
    func prompts(_ permission: Permission) -> Bool {
      catalog.resources[permission.resource.rawValue]?.level(permission.access)?.prompts ?? true
    }
    func resourceName(_ permission: Permission) -> String {
      catalog.resources[permission.resource.rawValue]?.name ?? permission.resource.rawValue
    }

    // The prompts drawn and the features each one is about.
    let drawn = Array(description.permissions.prefix(maximumLanes))
    let laneFeatures: [[Feature]] = drawn.map { permission in
      description.features.filter {
        $0.needs[permission.resource] != nil || $0.id == permission.requestedAt.feature
      }
    }
    let laneFeatureIDs = laneFeatures.map { Set($0.map(\.id)) }
    var timing: [String: [Finding]] = [:]
    for finding in result.findings where finding.subject.kind == .permission {
      timing[finding.subject.id, default: []].append(finding)
    }
    let verdicts = description.permissions.map {
      JourneyVerdict.of(
        $0, findings: timing[$0.id] ?? [], unanswered: unanswered.contains($0.id),
        prompts: prompts($0))
    }

    // Which features show on which step.
    var linesByStep: [Int: [Feature]] = [:]
    var listed: Set<String> = []
    for feature in description.features
    where laneFeatureIDs.contains(where: { $0.contains(feature.id) })
      && !listed.contains(feature.id)
    {
      listed.insert(feature.id)
      guard let step = screenStep(feature.screen) else { continue }
      linesByStep[step, default: []].append(feature)
    }

    // Which steps are drawn: all of them when they fit, else launch,
    // onboarding and background and the screens where something happens.
    let promptSteps = Set(drawn.compactMap(promptStep))
    var drawnSteps = Array(candidates.indices)
    var omitted: [String] = []
    if candidates.count > maximumSteps {
      let fixed = candidates.indices.filter { candidates[$0].screen == nil }
      let marked = candidates.indices.filter {
        candidates[$0].screen != nil && (promptSteps.contains($0) || linesByStep[$0] != nil)
      }
      let room = max(0, maximumSteps - fixed.count)
      let kept = Array(marked.prefix(room))
      drawnSteps = (fixed + kept).sorted()
      let quiet = candidates.count - fixed.count - marked.count
      if quiet > 0 {
        omitted.append(
          "\(plural(quiet, "screen")) with no prompt and no feature that needs one "
            + "\(quiet == 1 ? "is" : "are") not drawn.")
      }
      if marked.count > kept.count {
        omitted.append(
          "\(plural(marked.count - kept.count, "more screen")) with prompts or features "
            + "\(marked.count - kept.count == 1 ? "is" : "are") not drawn "
            + "(at most \(maximumSteps) steps are).")
      }
    }
    if description.permissions.count > drawn.count {
      omitted.append(
        "\(plural(description.permissions.count - drawn.count, "more prompt")) "
          + "\(description.permissions.count - drawn.count == 1 ? "is" : "are") not drawn "
          + "(at most \(maximumLanes) are); the Permissions table has every one.")
    }
    var unlisted: String?
    if description.permissions.count > maximumListed {
      unlisted =
        "\(plural(description.permissions.count - maximumListed, "more prompt")) "
        + "\(description.permissions.count - maximumListed == 1 ? "is" : "are") not listed."
    }

    // The words for every prompt.
    let words = description.permissions.prefix(maximumListed).enumerated().map {
      index, permission in
      promptWords(
        permission, verdict: verdicts[index], description: description,
        step: promptStep(permission), screenStep: screenStep, name: resourceName(permission),
        unanswered: unanswered.contains(permission.id))
    }

    // Geometry, top to bottom.
    var y = Layout.firstStep
    var steps: [ReportModel.JourneyStep] = []
    var dotY: [Int: Int] = [:]
    var featureY: [String: Int] = [:]
    for index in drawnSteps {
      let candidate = candidates[index]
      let top = y
      let labelY = top + 20
      var lastY = labelY
      let detailY = labelY + 16
      if candidate.detail != nil { lastY = detailY }
      let features = linesByStep[index] ?? []
      var lines: [ReportModel.JourneyFeatureLine] = []
      for feature in features.prefix(maximumFeatureLines) {
        lastY += 20
        featureY[feature.id] = lastY
        lines.append(.init(label: "▸ " + clip(featureLabel(feature), 40), y: lastY))
      }
      if features.count > maximumFeatureLines {
        lastY += 20
        lines.append(
          .init(label: "… \(features.count - maximumFeatureLines) more", y: lastY))
      }
      let height = lastY + 12 - top
      dotY[index] = labelY - 5
      var events: [String] = []
      for (lane, permission) in drawn.enumerated() where promptStep(permission) == index {
        let verdict = verdicts[lane]
        events.append(
          "\(verdict.verdict.symbol) \(words[lane].verdict): the \(resourceName(permission)) "
            + "prompt (\(permission.access)) appears here, \(words[lane].feature); "
            + "\(words[lane].gap).")
      }
      for feature in features.prefix(maximumFeatureLines) {
        let needing = drawn.indices.filter { laneFeatureIDs[$0].contains(feature.id) }
        let said = needing.map { lane -> String in
          drawn[lane].requestedAt.feature == feature.id
            ? "its \(resourceName(drawn[lane])) prompt comes \(words[lane].asked)"
            : "needs \(resourceName(drawn[lane])), whose prompt is "
              + "\(servedPhrase(drawn[lane], description)) "
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
      steps.append(
        ReportModel.JourneyStep(
          number: index + 1, kind: candidate.kind, label: clip(candidate.name, 34),
          detail: candidate.detail.map { clip($0, 44) }, top: top, bandHeight: height,
          labelY: labelY, detailY: detailY, dotY: labelY - 5, features: lines,
          text: clip(candidate.name, 120) + (candidate.detail.map { " (\(clip($0, 120)))" } ?? ""),
          events: events, hasEvents: !events.isEmpty))
      y = top + height
    }

    let lanes = drawn.enumerated().map { lane, permission -> ReportModel.JourneyLane in
      let x = Layout.laneStart + lane * Layout.laneWidth + Layout.laneWidth / 2
      let verdict = verdicts[lane]
      let point = promptStep(permission).flatMap { dotY[$0] }.map {
        ReportModel.JourneyPoint(x: x, y: $0)
      }
      let marks = laneFeatures[lane].compactMap { feature -> ReportModel.JourneyMark? in
        guard let baseline = featureY[feature.id] else { return nil }
        return ReportModel.JourneyMark(
          x: x - Layout.markSize / 2, y: baseline - 9, size: Layout.markSize,
          served: feature.id == permission.requestedAt.feature)
      }
      var gap: ReportModel.JourneyGap?
      if let point, let served = permission.requestedAt.feature,
        let baseline = featureY[served], verdict.verdict != .noPrompt
      {
        gap = ReportModel.JourneyGap(x: x, y1: point.y, y2: baseline - 4)
      }
      return ReportModel.JourneyLane(
        x: x, header: clip(resourceName(permission), 15), access: clip(permission.access, 16),
        symbol: verdict.verdict.symbol,
        verdict: clip(verdict.verdict.label + (verdict.waived ? ", waived" : ""), 18),
        state: verdict.verdict.state, headerY: Layout.headerTop, accessY: Layout.headerTop + 17,
        verdictY: Layout.headerTop + 36, prompt: point, features: marks, gap: gap,
        text: "\(resourceName(permission)): \(words[lane].asked); \(words[lane].feature); "
          + "\(words[lane].verdict), \(words[lane].gap).")
    }

    let width = max(480, Layout.laneStart + drawn.count * Layout.laneWidth + 12)
    return ReportModel.Journey(
      hasPrompts: !description.permissions.isEmpty, width: width, height: y + 8,
      title: "Prompt journey of " + clip(description.app.name, 80),
      heading: "The reviewer’s path",
      legend: "● prompt  ■ its feature  □ others needing it",
      headingY: Layout.headerTop, legendY: Layout.headerTop + 18, labelX: Layout.labelX,
      featureX: Layout.featureX, pathX: Layout.pathX,
      pathTop: steps.first?.dotY ?? Layout.firstStep,
      pathBottom: steps.last?.dotY ?? Layout.firstStep, steps: steps, lanes: lanes,
      prompts: words, omitted: omitted, hasOmitted: !omitted.isEmpty, unlisted: unlisted)
  }

  /// The path: launch, onboarding when a prompt fires there, the screens in
  /// order, and the background when a prompt fires there. A screen with no
  /// feature whose every prompt fires at launch (or onboarding) is that
  /// step, not one of its own.
  private static func steps(of description: AppDescription, unanswered: Set<String>)
    -> [Candidate]
  {
    let featureScreens = Set(description.features.map(\.screen))
    var promptsOn: [String: [Permission]] = [:]
    for permission in description.permissions {
      promptsOn[permission.requestedAt.screen, default: []].append(permission)
    }
    var absorbed: [String: PromptMoment] = [:]
    for screen in description.screens where !featureScreens.contains(screen.id) {
      let here = promptsOn[screen.id] ?? []
      guard let first = here.first, !here.contains(where: { unanswered.contains($0.id) }),
        here.allSatisfy({ $0.requestedAt.moment == first.requestedAt.moment }),
        first.requestedAt.moment == .launch || first.requestedAt.moment == .onboarding
      else { continue }
      absorbed[screen.id] = first.requestedAt.moment
    }
    func names(_ moment: PromptMoment) -> String? {
      let screens = description.screens.filter { absorbed[$0.id] == moment }.map {
        "“\($0.name)”"
      }
      return screens.isEmpty ? nil : "on " + screens.joined(separator: ", ")
    }
    let moments = Set(
      description.permissions.filter { !unanswered.contains($0.id) }.map(\.requestedAt.moment))
    var candidates = [Candidate(kind: "launch", name: "Launch", detail: names(.launch))]
    if moments.contains(.onboarding) {
      candidates.append(
        Candidate(kind: "onboarding", name: "Onboarding", detail: names(.onboarding)))
    }
    for screen in description.screens where absorbed[screen.id] == nil {
      candidates.append(
        Candidate(kind: "screen", name: screen.name, detail: screen.path, screen: screen.id))
    }
    if moments.contains(.background) {
      candidates.append(Candidate(kind: "background", name: "In the background"))
    }
    return candidates
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

  private static func featureLabel(_ feature: Feature) -> String {
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

  private static func plural(_ count: Int, _ noun: String) -> String {
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
