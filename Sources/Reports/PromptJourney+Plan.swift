import AppModel
import Audit
import Catalog

extension PromptJourney {
  /// A step before it is drawn.
  struct Candidate {
    var kind: String
    var name: String
    var detail: String?
    var screen: String?
  }

  /// The reviewer's path: every step it has, drawn or not, and the step of
  /// each screen and each prompt.
  struct Path {
    /// The steps, top to bottom.
    let candidates: [Candidate]
    /// The permissions whose `requestedAt.moment` is a TODO.
    let unanswered: Set<String>
    /// The first step of each screen.
    private let stepOfScreen: [String: Int]

    /// The path of `description`'s screens and prompts.
    init(_ description: AppDescription) {
      let unanswered = description.permissionsWithUnansweredMoment
      let candidates = PromptJourney.steps(of: description, unanswered: unanswered)
      var stepOfScreen: [String: Int] = [:]
      for (index, candidate) in candidates.enumerated() {
        if let screen = candidate.screen, stepOfScreen[screen] == nil {
          stepOfScreen[screen] = index
        }
      }
      self.unanswered = unanswered
      self.candidates = candidates
      self.stepOfScreen = stepOfScreen
    }

    /// The step of the screen `id`, when it has one.
    func screenStep(_ id: String) -> Int? { stepOfScreen[id] }

    /// The step where `permission`'s prompt appears: by its moment, or on
    /// its screen (else at launch) when the moment is unanswered.
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
  }

  /// What the journey shows, decided before anything is put in words or
  /// placed: the path and which of its steps are drawn, the prompts drawn
  /// (a lane each) and the features each is about, every prompt's verdict,
  /// and what is left out.
  struct Plan {
    let description: AppDescription
    let catalog: Catalog
    let path: Path
    /// The prompts drawn, a lane each, left to right.
    let drawn: [Permission]
    /// Each lane's features: those that need its resource or that it serves.
    let laneFeatures: [[Feature]]
    let laneFeatureIDs: [Set<String>]
    /// Every prompt's verdict, in the description's order.
    let verdicts: [(verdict: JourneyVerdict, waived: Bool)]
    /// The features listed under each step (by its index in the path).
    let linesByStep: [Int: [Feature]]
    /// The steps drawn (indices in the path), top to bottom.
    let drawnSteps: [Int]
    /// What the drawing leaves out, in sentences.
    let omitted: [String]
    /// What the list of prompts leaves out, when it does.
    let unlisted: String?
    /// The findings on each step, by its index in the path.
    let findings: [Int: StepFindings]
    /// The colour of the path: the report's verdict.
    let state: String

    /// The plan of `result`'s journey.
    init(_ result: AuditResult, catalog: Catalog) {
      let description = result.description
      let path = Path(description)
      let drawn = Array(description.permissions.prefix(maximumLanes))
      let laneFeatures: [[Feature]] = drawn.map { permission in
        description.features.filter {
          $0.needs[permission.resource] != nil || $0.id == permission.requestedAt.feature
        }
      }
      let laneFeatureIDs = laneFeatures.map { Set($0.map(\.id)) }
      let linesByStep = Self.featureLines(description, lanes: laneFeatureIDs, on: path)
      let steps = Self.stepsDrawn(
        path, promptSteps: Set(drawn.compactMap(path.promptStep)), lines: linesByStep)
      self.description = description
      self.catalog = catalog
      self.path = path
      self.drawn = drawn
      self.laneFeatures = laneFeatures
      self.laneFeatureIDs = laneFeatureIDs
      self.linesByStep = linesByStep
      verdicts = Self.verdicts(result, unanswered: path.unanswered, catalog: catalog)
      drawnSteps = steps.drawn
      omitted = steps.omitted + Self.promptsNotDrawn(description, drawn: drawn.count)
      unlisted = Self.promptsNotListed(description)
      findings = PromptJourney.findingsByStep(result, path: path)
      state = PromptJourney.pathState(result)
    }

    /// The catalog's name of `permission`'s resource.
    func resourceName(_ permission: Permission) -> String {
      catalog.resources[permission.resource]?.name ?? permission.resource.rawValue
    }

    /// Every prompt's verdict from the findings about its permission.
    private static func verdicts(_ result: AuditResult, unanswered: Set<String>, catalog: Catalog)
      -> [(verdict: JourneyVerdict, waived: Bool)]
    {
      var timing: [String: [Finding]] = [:]
      for finding in result.findings where finding.subject.kind == .permission {
        timing[finding.subject.id, default: []].append(finding)
      }
      return result.description.permissions.map {
        JourneyVerdict.of(
          $0, findings: timing[$0.id] ?? [], unanswered: unanswered.contains($0.id),
          prompts: catalog.resources[$0.resource]?.level($0.access)?.prompts ?? true)
      }
    }

    /// Which features show on which step: each that a lane is about, once,
    /// on its screen's step.
    private static func featureLines(
      _ description: AppDescription, lanes laneFeatureIDs: [Set<String>], on path: Path
    ) -> [Int: [Feature]] {
      var linesByStep: [Int: [Feature]] = [:]
      var listed: Set<String> = []
      for feature in description.features
      where laneFeatureIDs.contains(where: { $0.contains(feature.id) })
        && !listed.contains(feature.id)
      {
        listed.insert(feature.id)
        guard let step = path.screenStep(feature.screen) else { continue }
        linesByStep[step, default: []].append(feature)
      }
      return linesByStep
    }

    /// Which steps are drawn: all of them when they fit, else launch,
    /// onboarding and background and the screens where something happens;
    /// with what is said of the screens left out.
    private static func stepsDrawn(
      _ path: Path, promptSteps: Set<Int>, lines linesByStep: [Int: [Feature]]
    ) -> (drawn: [Int], omitted: [String]) {
      let candidates = path.candidates
      guard candidates.count > maximumSteps else { return (Array(candidates.indices), []) }
      let fixed = candidates.indices.filter { candidates[$0].screen == nil }
      let marked = candidates.indices.filter {
        candidates[$0].screen != nil && (promptSteps.contains($0) || linesByStep[$0] != nil)
      }
      let room = max(0, maximumSteps - fixed.count)
      let kept = Array(marked.prefix(room))
      var omitted: [String] = []
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
      return ((fixed + kept).sorted(), omitted)
    }

    /// What is said of the prompts beyond `maximumLanes`, which get no lane.
    private static func promptsNotDrawn(_ description: AppDescription, drawn: Int) -> [String] {
      guard description.permissions.count > drawn else { return [] }
      return [
        "\(plural(description.permissions.count - drawn, "more prompt")) "
          + "\(description.permissions.count - drawn == 1 ? "is" : "are") not drawn "
          + "(at most \(maximumLanes) are); the Permissions table has every one."
      ]
    }

    /// What is said of the prompts beyond `maximumListed`, when there are any.
    private static func promptsNotListed(_ description: AppDescription) -> String? {
      guard description.permissions.count > maximumListed else { return nil }
      return "\(plural(description.permissions.count - maximumListed, "more prompt")) "
        + "\(description.permissions.count - maximumListed == 1 ? "is" : "are") not listed."
    }
  }

  /// The path: launch, onboarding when a prompt fires there, the screens in
  /// order, and the background when a prompt fires there. A screen with no
  /// feature whose every prompt fires at launch (or onboarding) is that
  /// step, not one of its own.
  static func steps(of description: AppDescription, unanswered: Set<String>) -> [Candidate] {
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
}
