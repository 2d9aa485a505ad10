/// What a team answers once for the whole app instead of per feature or
/// per permission (`app.data`, `app.prompts`): each feature or permission
/// that doesn't say otherwise reads these answers, and one that does
/// overrides them.
public struct PromptDefaults: Sendable, Equatable {
  /// When the app's prompts appear, unless a permission's
  /// `requestedAt.moment` says otherwise.
  public var moment: PromptMoment?
  /// How the app behaves when access is refused, state by state, unless a
  /// permission's `handles` says otherwise for that state (`limited` only
  /// for photos and contacts).
  public var handles: AuthorizationHandling?

  public init(moment: PromptMoment?, handles: AuthorizationHandling?) {
    self.moment = moment
    self.handles = handles
  }
}

extension Resource {
  /// The privacy-label data types using this resource can send off the
  /// device: which of the app-level `app.data` flows a feature that needs
  /// it and lists no `data` of its own sends. Empty for a resource that
  /// yields no content of its own (notifications, Face ID, tracking).
  public var dataTypes: [PrivacyDataType] {
    switch self {
    case .photos, .camera: return [.photosOrVideos]
    case .microphone, .speech: return [.audioData]
    case .location: return [.preciseLocation, .coarseLocation]
    case .contacts: return [.contacts]
    case .calendars, .reminders, .mediaLibrary, .homeKit: return [.otherUserContent]
    case .health: return [.health, .fitness]
    case .motion: return [.fitness]
    case .bluetooth, .nfc, .nearbyInteraction, .localNetwork: return [.otherDataTypes]
    case .tracking, .notifications, .faceID, .siri, .focusStatus: return []
    }
  }
}

extension AuthorizationHandling {
  /// The app-level handling as it applies to a permission for `resource`:
  /// `limited` kept only where the resource has a limited grant.
  public func applying(to resource: Resource) -> AuthorizationHandling {
    AuthorizationHandling(
      limited: resource.hasLimitedAccess ? limited : nil, denied: denied, restricted: restricted)
  }

  /// This handling with the states in `states` taken from `defaults` (the
  /// app-level answer, already applied to the permission's resource): a
  /// permission's own states override the app's state by state.
  public func merging(_ defaults: AuthorizationHandling, for states: Set<AuthorizationState>)
    -> AuthorizationHandling
  {
    var merged = self
    if states.contains(.limited) { merged.limited = defaults.limited }
    if states.contains(.denied) { merged.denied = defaults.denied }
    if states.contains(.restricted) { merged.restricted = defaults.restricted }
    return merged
  }
}

extension AppDescription {
  /// The ids of the permissions whose `requestedAt.moment` is unanswered:
  /// written `TODO`, or left out while `app.prompts` is `TODO`. Their model
  /// value is a placeholder that reports must not show as a fact.
  public var permissionsWithUnansweredMoment: Set<String> {
    let promptsAsked = questions.contains { $0.owner == .app && $0.field == ["prompts"] }
    var ids = Set(
      questions.filter { $0.field == ["requestedAt", "moment"] }.compactMap { question in
        if case .permission(let id) = question.owner { return id }
        return nil
      })
    for permission in permissions where promptsAsked && permission.momentFromApp {
      ids.insert(permission.id)
    }
    return ids
  }
}
