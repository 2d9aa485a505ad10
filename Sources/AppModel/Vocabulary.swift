/// A protected resource an app may ask for, with the access levels a
/// permission may request and the verbs a feature may declare it needs.
///
/// This is the description's vocabulary (PRODUCT.md's table). What each
/// level means — keys, APIs, least-access alternatives — is data in
/// `Checklists/catalog.yaml`, not Swift.
public enum Resource: String, Sendable, CaseIterable, Codable {
  case photos, camera, microphone, location, contacts, calendars, reminders, tracking
  case notifications, health, bluetooth, motion, speech, faceID, localNetwork, homeKit
  case nfc, mediaLibrary, siri, focusStatus, nearbyInteraction

  /// The levels a permission for this resource may request.
  public var accessLevels: [String] {
    switch self {
    case .photos: return ["addOnly", "readWrite"]
    case .camera: return ["capture"]
    case .microphone: return ["record"]
    case .location: return ["whenInUse", "always"]
    case .contacts: return ["full"]
    case .calendars: return ["writeOnly", "full"]
    case .reminders: return ["full"]
    case .tracking: return ["track"]
    case .notifications: return ["alert", "provisional"]
    case .health: return ["read", "write", "readWrite"]
    case .bluetooth: return ["use"]
    case .motion: return ["activity"]
    case .speech: return ["recognize"]
    case .faceID: return ["authenticate"]
    case .localNetwork: return ["discover"]
    case .homeKit: return ["configure"]
    case .nfc: return ["scan"]
    case .mediaLibrary: return ["read"]
    case .siri: return ["use"]
    case .focusStatus: return ["read"]
    case .nearbyInteraction: return ["range"]
    }
  }

  /// Every access level of any resource, each once, in the resources'
  /// order: what an editor offers for `permission.access` before the
  /// resource is known.
  public static var allAccessLevels: [String] {
    var seen: Set<String> = []
    return allCases.flatMap(\.accessLevels).filter { seen.insert($0).inserted }
  }

  /// The verbs a feature may use to say what it needs of this resource.
  public var needVerbs: [String] {
    switch self {
    case .photos: return ["pick", "save", "browse", "edit", "delete"]
    case .camera: return ["capture", "scanDocument"]
    case .microphone: return ["record"]
    case .location: return ["once", "approximate", "whenInUse", "background"]
    case .contacts: return ["pick", "read", "write"]
    case .calendars: return ["addEvent", "read"]
    case .reminders: return ["read", "write"]
    case .tracking: return ["track"]
    case .notifications: return ["notify"]
    case .health: return ["read", "write"]
    case .bluetooth: return ["connect", "pairAccessory"]
    case .motion: return ["activity"]
    case .speech: return ["transcribe"]
    case .faceID: return ["authenticate"]
    case .localNetwork: return ["discover"]
    case .homeKit: return ["control"]
    case .nfc: return ["scan"]
    case .mediaLibrary: return ["play", "read"]
    case .siri: return ["shortcuts"]
    case .focusStatus: return ["read"]
    case .nearbyInteraction: return ["range"]
    }
  }

  /// Whether the system offers a "limited" grant for this resource
  /// (selected photos since iOS 14, selected contacts since iOS 18).
  public var hasLimitedAccess: Bool { self == .photos || self == .contacts }

  /// Every resource's name, in declaration order.
  public static var names: [String] { allCases.map(\.rawValue) }
}

extension Resource: Comparable {
  /// Resources sort by name, as they did when they were strings.
  public static func < (lhs: Resource, rhs: Resource) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Resource: CustomStringConvertible {
  /// The resource's name as descriptions spell it (`photos`), so that
  /// messages can interpolate the resource itself.
  public var description: String { rawValue }
}

/// When the system prompt appears.
public enum PromptMoment: String, Sendable, CaseIterable, Codable {
  case launch, onboarding, feature, background
}

/// Location accuracy a permission asks for.
public enum LocationAccuracy: String, Sendable, CaseIterable, Codable {
  case full, reduced
}

/// How the app behaves when the person grants only some photos or contacts.
public enum LimitedAccessHandling: String, Sendable, CaseIterable, Codable {
  case manageSelection, treatsAsFull, blocks, unhandled
}

/// How the app behaves when access is denied or restricted.
public enum RefusalHandling: String, Sendable, CaseIterable, Codable {
  case settingsLink, fallback, explains, blocks, unhandled
}

/// Where data that leaves the device goes.
public enum DataDestination: String, Sendable, CaseIterable, Codable {
  /// `userServer`: the person's own server (self-hosted, federated), which
  /// the developer can't access; App Store Connect doesn't count it as
  /// collection.
  case developerServer, thirdParty, userServer, none
}

/// What web pages a feature shows may ask for through WebKit.
public enum WebContentAccess: String, Sendable, CaseIterable, Codable {
  case camera, location, photosAdd, microphone

  /// The resource a web page's request is for.
  public var resource: Resource {
    switch self {
    case .camera: return .camera
    case .microphone: return .microphone
    case .location: return .location
    case .photosAdd: return .photos
    }
  }

  /// The Info.plist usage keys a web page's request can need.
  public var usageKeys: [String] {
    switch self {
    case .camera: return ["NSCameraUsageDescription"]
    case .microphone: return ["NSMicrophoneUsageDescription"]
    case .location: return ["NSLocationWhenInUseUsageDescription"]
    case .photosAdd: return ["NSPhotoLibraryAddUsageDescription"]
    }
  }
}

/// What the system share sheet a feature shows asks for: `photosAdd`, its
/// Save Image action writing an image handed to it to the library.
public enum ShareSheetAccess: String, Sendable, CaseIterable, Codable {
  case photosAdd

  /// The resource the share sheet's action needs.
  public var resource: Resource { .photos }

  /// The Info.plist usage keys the action needs.
  public var usageKeys: [String] { ["NSPhotoLibraryAddUsageDescription"] }
}

/// What a feature offers when access is denied, when it is no alternative.
public enum DeniedAlternative: String, Sendable, CaseIterable, Codable {
  /// No alternative is possible (the camera is the product).
  case none
}

/// Why data is collected, as App Store Connect names the purposes.
public enum DataPurpose: String, Sendable, CaseIterable, Codable {
  case thirdPartyAdvertising, developersAdvertising, analytics, productPersonalization
  case appFunctionality, otherPurposes
}

/// A data type from App Store Connect's privacy-label list, in camelCase.
public enum PrivacyDataType: String, Sendable, CaseIterable, Codable {
  case name, emailAddress, phoneNumber, physicalAddress, otherUserContactInfo
  case health, fitness
  case paymentInfo, creditInfo, otherFinancialInfo
  case preciseLocation, coarseLocation
  case sensitiveInfo
  case contacts
  case emailsOrTextMessages, photosOrVideos, audioData, gameplayContent, customerSupport
  case otherUserContent
  case browsingHistory, searchHistory
  case userID, deviceID
  case purchaseHistory
  case productInteraction, advertisingData, otherUsageData
  case crashData, performanceData, otherDiagnosticData
  case environmentScanning, hands, head
  case otherDataTypes
}

/// The Info.plist privacy usage-description keys a description may give
/// purpose strings for (DOMAIN.md §2). Keys whose value is a dictionary,
/// such as `NSLocationTemporaryUsageDescriptionDictionary`, are not listed.
public enum UsageDescriptionKeys {
  /// Every accepted key.
  public static let all: [String] = [
    "NSCameraUsageDescription", "NSMicrophoneUsageDescription",
    "NSPhotoLibraryUsageDescription", "NSPhotoLibraryAddUsageDescription",
    "NSLocationWhenInUseUsageDescription", "NSLocationAlwaysAndWhenInUseUsageDescription",
    "NSLocationAlwaysUsageDescription",
    "NSContactsUsageDescription",
    "NSCalendarsUsageDescription", "NSCalendarsFullAccessUsageDescription",
    "NSCalendarsWriteOnlyAccessUsageDescription",
    "NSRemindersUsageDescription", "NSRemindersFullAccessUsageDescription",
    "NSBluetoothAlwaysUsageDescription", "NSBluetoothPeripheralUsageDescription",
    "NSMotionUsageDescription", "NSSpeechRecognitionUsageDescription",
    "NSHealthShareUsageDescription", "NSHealthUpdateUsageDescription",
    "NSHealthClinicalHealthRecordsShareUsageDescription",
    "NSFaceIDUsageDescription", "NSLocalNetworkUsageDescription",
    "NSUserTrackingUsageDescription", "NSAppleMusicUsageDescription",
    "NSHomeKitUsageDescription", "NFCReaderUsageDescription", "NSSiriUsageDescription",
    "NSFocusStatusUsageDescription", "NSSensorKitUsageDescription",
    "NSNearbyInteractionUsageDescription", "NSNearbyInteractionAllowOnceUsageDescription",
    "NSGKFriendListUsageDescription", "NSIdentityUsageDescription",
    "NSFinancialDataUsageDescription", "NSVideoSubscriberAccountUsageDescription",
    "NSCrossWebsiteTrackingUsageDescription", "NSAlarmKitUsageDescription",
    "NSUserTrackingMarkdownUsageDescription", "NSLocationUsageDescription",
    "NSCriticalMessagingUsageDescription",
    // Keys only other platforms read; an iOS project may carry them for a Mac or
    // visionOS build of the same target.
    "NSFallDetectionUsageDescription", "NSWorldSensingUsageDescription",
    "NSHandsTrackingUsageDescription", "NSDesktopFolderUsageDescription",
    "NSDocumentsFolderUsageDescription", "NSDownloadsFolderUsageDescription",
    "NSNetworkVolumesUsageDescription", "NSRemovableVolumesUsageDescription",
    "NSFileProviderDomainUsageDescription", "NSAppleEventsUsageDescription",
    "NSSystemAdministrationUsageDescription", "NSSystemExtensionUsageDescription",
    "NSMainCameraUsageDescription", "NSEnterpriseMCAMUsageDescription",
    "NSAccessoryTrackingUsageDescription", "NSAudioCaptureUsageDescription",
    "NSFileProviderPresenceUsageDescription", "NSAppBundlesUsageDescription",
    "NSAppDataUsageDescription", "OSBundleUsageDescription",
  ]
}

/// A value of Info.plist's `UIBackgroundModes`, spelt as Info.plist spells it.
public enum BackgroundMode: String, Sendable, CaseIterable, Codable {
  case audio, location, voip, fetch, processing
  case remoteNotification = "remote-notification"
  case bluetoothCentral = "bluetooth-central"
  case bluetoothPeripheral = "bluetooth-peripheral"
  case externalAccessory = "external-accessory"
  case nearbyInteraction = "nearby-interaction"
  case pushToTalk = "push-to-talk"
  case networkAuthentication = "network-authentication"
  case newsstandContent = "newsstand-content"
}

/// Where people create an account.
public enum AccountCreation: String, Sendable, CaseIterable, Codable {
  /// Sign-up is in the app (including a first sign-in with Apple or Google
  /// that creates the account).
  case inApp
  /// Accounts are made outside the app (an employer, a school, the website
  /// only); the app signs in to them.
  case elsewhere
}

/// How a person deletes their account.
public enum AccountDeletion: String, Sendable, CaseIterable, Codable {
  /// Entirely in the app.
  case inApp
  /// Started in the app, which links straight to the web page that finishes it.
  case webLink
  /// Only by contacting support.
  case support
  /// Not at all.
  case none
}

/// A way to sign in.
public enum SignInMethod: String, Sendable, CaseIterable, Codable {
  /// The app's own accounts: email or phone with a password, a code, a passkey.
  case ownAccount
  case apple, google, facebook, x, microsoft, amazon, github, linkedin
  /// Another third-party or social login service.
  case otherThirdParty
  /// An employer's or school's single sign-on.
  case enterprise
}

/// What kind of third party receives data.
public enum RecipientKind: String, Sendable, CaseIterable, Codable {
  /// A third-party AI model or service.
  case ai
  case analytics, advertising
  /// Crash and performance reporting.
  case diagnostics
  case payments
  /// Processes data only on the developer's behalf: hosting, email
  /// delivery, customer support tools.
  case serviceProvider
  case socialNetwork, dataBroker, other
}

/// Whether the person is asked before something happens.
public enum Consent: String, Sendable, CaseIterable, Codable {
  /// The person agrees in the app first (an opt-in, or starting it themselves).
  case explicit
  /// The person is told (a notice, the privacy policy) but not asked.
  case notice
  /// Neither.
  case none
}

/// What tells the person that recording is on.
public enum RecordingIndicator: String, Sendable, CaseIterable, Codable {
  /// The app shows it (a red dot, a timer, a banner).
  case visible
  /// The app plays a sound.
  case audible
  /// Nothing from the app.
  case none
}

/// What a recording feature makes a record of.
public enum RecordedActivity: String, Sendable, CaseIterable, Codable {
  case audio, video, screen
  /// Taps, keystrokes or other input (session replay).
  case input
}
