import AppModel
import Audit

/// Whether a prompt follows the person's own tap, as the timing rules
/// judge it: a `timing` finding about the prompt's `requestedAt` (such as
/// `permission.prompt-at-launch` or `permission.asked-by-unrelated-feature`)
/// makes it early, at launch or out of context; no such finding means the
/// rules found it in context (a prompt on the feature's own tap, or one of
/// the cases they accept: App Tracking Transparency, a core feature, an
/// onboarding step that is the feature). Waived findings still count, so a
/// waived launch prompt is drawn at launch, marked waived.
enum JourneyVerdict: Equatable {
  case inContext, early, atLaunch, outOfContext, unanswered, noPrompt

  /// The verdict for `permission`, given the findings about it (waived
  /// ones too).
  static func of(
    _ permission: Permission, findings: [Finding], unanswered: Bool, prompts: Bool
  ) -> (verdict: JourneyVerdict, waived: Bool) {
    if unanswered { return (.unanswered, false) }
    if !prompts { return (.noPrompt, false) }
    let timing = findings.filter {
      $0.subject == FindingSubject(kind: .permission, id: permission.id) && $0.aspect == .timing
        && ($0.field?.hasPrefix("requestedAt") ?? false)
    }
    guard !timing.isEmpty else { return (.inContext, false) }
    let waived = timing.allSatisfy(\.isWaived)
    switch permission.requestedAt.moment {
    case .launch: return (.atLaunch, waived)
    case .onboarding, .background: return (.early, waived)
    case .feature: return (.outOfContext, waived)
    }
  }

  /// In a few words.
  var label: String {
    switch self {
    case .inContext: return "in context"
    case .early: return "early"
    case .atLaunch: return "at launch"
    case .outOfContext: return "out of context"
    case .unanswered: return "unanswered"
    case .noPrompt: return "no prompt"
    }
  }

  /// The colour: green in context, amber early or out of context, red at
  /// launch, grey when there is nothing to judge.
  var state: String {
    switch self {
    case .inContext: return "good"
    case .early, .outOfContext, .unanswered: return "risk"
    case .atLaunch: return "problem"
    case .noPrompt: return "none"
    }
  }

  /// The matrix's symbol for the state.
  var symbol: String {
    switch state {
    case "good": return "✓"
    case "risk": return "!"
    case "problem": return "✗"
    default: return "–"
    }
  }
}
