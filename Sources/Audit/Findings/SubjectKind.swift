import RuleBinding

/// What a finding is about. The raw value is the text reports print
/// (`subject.kind` in JSON and SARIF) and fingerprints hash, so it must not
/// change.
public enum SubjectKind: String, Sendable, Hashable, CaseIterable, Codable {
  /// The app as a whole (a rule `for: app`); the id is the bundle id.
  case app
  /// One feature; the id is the feature's id.
  case feature
  /// One permission; the id is the permission's id.
  case permission
  /// One screen; the id is the screen's id.
  case screen
  /// One purpose string; the id is its Info.plist key.
  case purposeString
  /// One privacy-label entry; the id is its data type.
  case label
  /// An expired waiver (`waiver.expired`); the id is
  /// `RULE@SUBJECT`.
  case waiver
  /// A resource at a level the app's code requests or uses (`audit
  /// --scan`); the id is `RESOURCE.LEVEL` (`photos.readWrite`).
  case codeUse
}

extension RuleScope {
  /// The kind of subject a finding of this scope is about.
  public var subjectKind: SubjectKind {
    switch self {
    case .app: return .app
    case .feature: return .feature
    case .permission: return .permission
    case .screen: return .screen
    case .purposeString: return .purposeString
    case .label: return .label
    case .codeUse: return .codeUse
    }
  }
}
