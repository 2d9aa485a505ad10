import Diagnostics

/// App Review information, as entered in App Store Connect.
public struct ReviewInfo: Sendable, Equatable {
  public var demoAccount: DemoAccount?
  public var contact: ReviewContact?
  /// The team's own notes, kept in the review-note draft.
  public var notes: String?
  public var locations: FieldLocations
}

/// The account a reviewer signs in with. The password is referenced by an
/// environment variable; one written here is accepted so that a rule can
/// flag it.
public struct DemoAccount: Sendable, Equatable {
  public var username: String?
  /// The environment variable holding the password.
  public var passwordEnv: String?
  /// Set when a password is written into the description (a finding); it
  /// holds `SecretFields.marker`, never the password, which is replaced as
  /// the file is loaded.
  public var password: String?
  public var locations: FieldLocations
}

/// Who App Review contacts.
public struct ReviewContact: Sendable, Equatable {
  public var name: String?
  public var email: String?
  public var phone: String?
}

/// An accepted finding.
public struct Waiver: Sendable, Equatable {
  /// The rule id, e.g. `permission.prompt-at-launch`.
  public var rule: String
  /// The id of the finding's subject; nil waives the rule for every subject.
  public var subject: String?
  public var reason: String
  public var by: String
  /// The last day the waiver holds, `YYYY-MM-DD`.
  public var until: String
  public var locations: FieldLocations
}
