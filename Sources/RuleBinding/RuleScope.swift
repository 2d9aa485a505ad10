/// What a rule is evaluated for: once for the app, or once per feature,
/// permission, screen, purpose string or privacy-label entry, or (with a
/// scan of the app's code) once per resource and level the code requests
/// or uses.
public enum RuleScope: String, Sendable, CaseIterable, Codable {
  case app, feature, permission, screen, purposeString, label, codeUse

}

extension RuleScope {
  /// The fields of a subject a rule's `at:` may point a finding at: the keys
  /// the description decoder records a location for.
  package var locatableFields: [String] {
    switch self {
    case .app:
      return [
        "name", "bundleId", "version", "build", "minimumOS", "developmentRegion", "locales",
        "privacyPolicyURL", "infoPlist", "privacyManifest", "infoPlistStrings", "backgroundModes",
        "project", "target", "configuration", "sources", "transportSecurity",
        "usesNonExemptEncryption",
        "requiredReasonAPIs", "ageRating", "accounts", "privacyLabels", "review", "xcode",
        "ageAssurance", "seller", "regulatedFields",
      ]
    case .feature:
      return [
        "id", "name", "screen", "control", "core", "needs", "data", "gatedOn", "recording",
        "invites", "webContent", "shareSheet", "alternativeWhenDenied", "reason", "content",
        "safeguards", "background", "ai",
      ]
    case .permission:
      return [
        "id", "resource", "access", "accuracy", "api", "requestedAt", "requestedAt.screen",
        "requestedAt.moment", "requestedAt.feature", "primer", "handles", "requiredToUseApp",
        "onlyBelow", "askedBy",
      ]
    case .screen: return ["id", "name", "path", "requiresAccount"]
    case .purposeString, .codeUse: return []
    case .label: return ["type", "linkedToUser", "usedForTracking", "purposes"]
    }
  }
}
