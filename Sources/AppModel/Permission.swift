import Diagnostics

/// A system prompt the app triggers.
public struct Permission: Sendable, Equatable {
  public var id: String
  public var resource: Resource
  /// The level requested; one of `resource.accessLevels`.
  public var access: String
  /// For location: full (precise) or reduced accuracy.
  public var accuracy: LocationAccuracy?
  /// The API that triggers the prompt, for people reading the report.
  public var api: String?
  /// Where and when the prompt appears.
  public var requestedAt: PromptPlacement
  /// The app's own screen shown before the system prompt, if any.
  public var primer: Primer?
  /// How the app behaves in each authorization state.
  public var handles: AuthorizationHandling
  /// Whether the app refuses to be used without this permission.
  public var requiredToUseApp: Bool
  /// The prompt exists only on systems older than this version (a fallback
  /// path, such as a UIImagePickerController library source before iOS 14).
  public var onlyBelow: String? = nil
  public var locations: FieldLocations
  /// Whether `requestedAt.moment` is the app-level answer
  /// (`app.prompts.moment`) because the permission gives none.
  public var momentFromApp = false
  /// Whether `handles` is the app-level answer (`app.prompts.handles`)
  /// because the permission gives none.
  public var handlesFromApp = false
  /// The states of `handles` the permission leaves out (every state when
  /// it has no `handles`; `limited` only for a resource with a limited
  /// grant): each is `app.prompts.handles`' answer for that state. A
  /// state written, even as `TODO`, is the permission's own.
  public var handlingStatesFromApp: Set<AuthorizationState> = []
  /// For a usage key the code scan found no use of: who asks for it, when
  /// not the app's own code (`askedBy`); nil when not said.
  public var askedBy: PromptAsker? = nil
}

/// Who shows a prompt when the app's own code doesn't: the answer to "no
/// code uses this key" (or: remove the key).
public enum PromptAsker: String, Sendable, CaseIterable, Codable {
  /// The app's code (the default).
  case app
  /// Pages a web view shows (WebKit asks).
  case webContent
  /// The share sheet's actions (Save Image: the add-only Photos key).
  case shareSheet
  /// A linked SDK's code, not in the scanned sources.
  case sdk
}

/// Where and when a prompt appears.
public struct PromptPlacement: Sendable, Equatable {
  /// The id of the screen showing the prompt.
  public var screen: String
  public var moment: PromptMoment
  /// The id of the feature the prompt serves, if any.
  public var feature: String?
}

/// The app's own explanation screen before a system prompt.
public struct Primer: Sendable, Equatable {
  public var text: String?
  public var buttons: [String]
}

/// How the app behaves when access is limited, denied or restricted.
public struct AuthorizationHandling: Sendable, Equatable {
  public var limited: LimitedAccessHandling?
  public var denied: RefusalHandling?
  public var restricted: RefusalHandling?
}

/// The authorization states `handles` answers for, by their keys.
public enum AuthorizationState: String, Sendable, CaseIterable, Codable {
  case limited, denied, restricted
}

/// The usage description for one Info.plist key, in each locale.
public struct PurposeString: Sendable, Equatable {
  /// The Info.plist key, e.g. `NSPhotoLibraryUsageDescription`.
  public var key: String
  /// The text per locale, in the order written.
  public var texts: [LocalizedText]
  public var locations: FieldLocations

  /// The text for `locale`, if given.
  public func text(for locale: String) -> String? { texts.first { $0.locale == locale }?.text }
}

/// One locale's text.
public struct LocalizedText: Sendable, Equatable {
  public var locale: String
  public var text: String
  public var locations: FieldLocations
}
