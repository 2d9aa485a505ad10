import AppModel
import CodeScan

/// A state of a permission's `handles` the code answers: what the app does
/// there, and the evidence that shows it (written beside the value).
public struct DraftHandling: Sendable, Equatable {
  public var state: AuthorizationState
  /// A `RefusalHandling` (`settingsLink`) for `denied`, a
  /// `LimitedAccessHandling` (`manageSelection`, `treatsAsFull`) for `limited`.
  public var value: String
  public var evidence: Evidence

  public init(state: AuthorizationState, value: String, evidence: Evidence) {
    self.state = state
    self.value = value
    self.evidence = evidence
  }

  /// The comment written after the value: where the code shows it and how.
  public var note: String {
    let reading: String
    switch value {
    case "settingsLink":
      reading = "its \(state.rawValue) path opens Settings (openSettingsURLString)"
    case "manageSelection": reading = "offers the selection picker where it checks .limited"
    default: reading = "reads .limited as it reads .authorized"
    }
    return "from the code: \(evidence.file):\(evidence.line) \(reading)"
  }
}

/// The states of a permission's `handles` the scan's evidence answers
/// (`Evidence.handling`): only states the evidence agrees on, with values
/// the description format knows, and `limited` only for a resource with a
/// limited grant. The rest stay the app-level question.
enum HandlingInference {
  static func handling(of evidence: [Evidence], resource: Resource) -> [DraftHandling] {
    AuthorizationState.allCases.compactMap { state in
      guard state != .limited || resource.hasLimitedAccess else { return nil }
      let shown = evidence.compactMap { item in
        item.handling[state.rawValue].map { (value: $0, evidence: item) }
      }
      guard let first = shown.first, shown.allSatisfy({ $0.value == first.value }),
        isKnown(first.value, for: state)
      else { return nil }
      return DraftHandling(state: state, value: first.value, evidence: first.evidence)
    }
  }

  private static func isKnown(_ value: String, for state: AuthorizationState) -> Bool {
    state == .limited
      ? LimitedAccessHandling(rawValue: value) != nil : RefusalHandling(rawValue: value) != nil
  }
}
