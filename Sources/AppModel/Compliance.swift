import Diagnostics

/// The app's App Transport Security settings (Info.plist
/// `NSAppTransportSecurity`), as far as App Review asks about them.
public struct TransportSecurity: Sendable, Equatable {
  /// `NSAllowsArbitraryLoads`: ATS is off for every domain not listed
  /// under `exceptionDomains`; nil when not said (the default is false).
  public var allowsArbitraryLoads: Bool?
  /// The domains of `NSExceptionDomains`, each with its own exception.
  public var exceptionDomains: [String]
  /// Why the app needs the exceptions, as the team would tell App Review.
  public var justification: String?
  public var locations: FieldLocations

  public init(
    allowsArbitraryLoads: Bool?, exceptionDomains: [String], justification: String?,
    locations: FieldLocations
  ) {
    self.allowsArbitraryLoads = allowsArbitraryLoads
    self.exceptionDomains = exceptionDomains
    self.justification = justification
    self.locations = locations
  }
}

/// How a feature invites other people, by source.
public struct Invitations: Sendable, Equatable {
  /// How people are chosen from the address book, when they are.
  public var contacts: ContactSelection?
  public var locations: FieldLocations
}

/// How an invitation screen picks people from the address book
/// (guideline 5.1.2(v): only on the person's explicit, individual choice).
public enum ContactSelection: String, Sendable, CaseIterable, Codable {
  /// A "Select All" control selects every contact at once.
  case selectAll
  /// Contacts are selected before the person chooses anyone.
  case preselected
  /// The person picks each contact themselves; nothing is selected first.
  case chosen
}

/// A category of required-reason API (DOMAIN.md §5), as the privacy
/// manifest names it without the `NSPrivacyAccessedAPICategory` prefix.
public enum RequiredReasonAPI: String, Sendable, CaseIterable, Codable {
  case userDefaults, fileTimestamp, systemBootTime, diskSpace, activeKeyboards
}
