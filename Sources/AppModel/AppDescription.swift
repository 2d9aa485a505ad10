import Diagnostics

/// An app as its team describes it for review (schema 1): what it does with
/// protected resources, the prompts it shows, its purpose strings and its
/// privacy labels.
public struct AppDescription: Sendable, Equatable {
  /// The schema version the file was written for (always 1 for now).
  public var schema: Int
  /// Identity and project facts.
  public var app: AppInfo
  /// The places a reviewer can reach.
  public var screens: [Screen]
  /// What the app does with protected resources.
  public var features: [Feature]
  /// The system prompts the app really triggers.
  public var permissions: [Permission]
  /// Info.plist usage descriptions, per locale, in the order written.
  public var purposeStrings: [PurposeString]
  /// The App Store privacy labels, when declared.
  public var privacyLabels: PrivacyLabels?
  /// How people create, sign in to and delete accounts, when the app has them.
  public var accounts: Accounts?
  /// App Review information.
  public var review: ReviewInfo?
  /// Accepted findings, each with an owner and an end date.
  public var waivers: [Waiver]
  /// Where everything was written; `start` is the file's first line.
  public var locations: FieldLocations
  /// The facts left unanswered (`TODO`), in the order written.
  public var questions: [OpenQuestion] = []

  /// The file the description was read from, as the user named it.
  public var file: String { locations.start.file }

  /// The screen with `id`, if any.
  public func screen(_ id: String) -> Screen? { screens.first { $0.id == id } }
  /// The feature with `id`, if any.
  public func feature(_ id: String) -> Feature? { features.first { $0.id == id } }
  /// The purpose strings for an Info.plist key, if any.
  public func purposeString(_ key: String) -> PurposeString? {
    purposeStrings.first { $0.key == key }
  }
}

/// Identity and project facts about the app.
public struct AppInfo: Sendable, Equatable {
  public var name: String
  public var bundleId: String
  /// The marketing version (`CFBundleShortVersionString`).
  public var version: String?
  /// The build number (`CFBundleVersion`).
  public var build: String?
  /// The lowest iOS version the app supports, e.g. "15.0".
  public var minimumOS: String?
  /// The development language; "en" when not given.
  public var developmentRegion: String
  /// Every locale the app ships, the development region included.
  public var locales: [String]
  public var privacyPolicyURL: String?
  /// Path of the real Info.plist, relative to the description.
  public var infoPlist: String?
  /// Path of the real PrivacyInfo.xcprivacy, relative to the description.
  public var privacyManifest: String?
  /// Info.plist `UIBackgroundModes`.
  public var backgroundModes: [BackgroundMode]
  /// The folder holding the real `*.lproj/InfoPlist.strings` and
  /// `InfoPlist.xcstrings`, relative to the description; when absent, the
  /// Info.plist's folder.
  public var infoPlistStrings: String? = nil
  /// The Xcode project (`.xcodeproj`) or XcodeGen spec (`project.yml`) the
  /// app is built from, relative to the description: the audit then reads
  /// the target's Info.plist merged with its build settings, and the
  /// localizations and privacy manifest its resources list.
  public var project: String? = nil
  /// The project's target (default: its one iOS application target).
  public var target: String? = nil
  /// The build configuration (default: Release).
  public var configuration: String? = nil
  /// The app's source folder (or its `.xcodeproj` / `project.yml`, standing
  /// for the folder holding it), relative to the description: the audit
  /// scans its Swift and Objective-C and compares the code's evidence with
  /// the description (`audit --scan PATH` overrides it).
  public var sources: String? = nil
  /// App Transport Security exceptions (`NSAppTransportSecurity`), when said.
  public var transportSecurity: TransportSecurity? = nil
  /// `ITSAppUsesNonExemptEncryption`: nil when the Info.plist doesn't say.
  public var usesNonExemptEncryption: Bool? = nil
  /// The required-reason API categories the app (or an SDK it links)
  /// calls; `[]` says it calls none, nil says nothing.
  public var requiredReasonAPIs: [RequiredReasonAPI]? = nil
  /// The age-rating questionnaire's answers about what people can do in the
  /// app, when the description states them.
  public var ageRating: AgeRatingAnswers? = nil
  public var locations: FieldLocations
  /// The Xcode version the upload is built with ("26.1"), when stated: no
  /// project file says it for certain.
  public var xcode: String? = nil
  /// How the app learns people's age to restrict content; nil when not said.
  public var ageAssurance: [AgeAssurance]? = nil
  /// Who submits and sells the app, when said.
  public var seller: SellerKind? = nil
  /// The highly regulated fields the app provides services in (5.1.1(ix)).
  public var regulatedFields: [RegulatedField] = []
  /// Where the app's data goes, answered once for the whole app (`app.data`):
  /// a feature that lists no `data` of its own sends the flows of the data
  /// types its resources give (`Resource.dataTypes`). Nil when not said.
  public var data: [DataFlow]? = nil
  /// When the app's prompts appear and how it handles a refusal, answered
  /// once (`app.prompts`) for every permission that doesn't say.
  public var prompts: PromptDefaults? = nil
}

/// A place in the app a reviewer can reach.
public struct Screen: Sendable, Equatable {
  public var id: String
  /// As the app shows it; the id when the description leaves it out.
  public var name: String
  /// How to get there, as a reviewer would follow it ("Profile tab > Edit").
  public var path: String?
  /// Whether the screen sits behind sign-in.
  public var requiresAccount: Bool
  public var locations: FieldLocations
  /// Whether `name` was written; when not, it is the id.
  public var named = true
}

/// Something the app does with protected resources.
public struct Feature: Sendable, Equatable {
  public var id: String
  /// What it does, in a few words; the id when the description leaves it out.
  public var name: String
  /// The id of the screen the feature lives on.
  public var screen: String
  /// The button or gesture that starts it.
  public var control: String?
  /// Whether the feature is central to the app's purpose.
  public var core: Bool
  /// What the feature truly needs of each resource: one verb or several
  /// (`photos: [save, browse]`), in the order written, without repeats.
  public var needs: [Resource: [String]]
  /// What leaves the device.
  public var data: [DataFlow]
  /// Resources the feature — or the content or reward it gives — is withheld
  /// behind until the person grants them.
  public var gatedOn: [Resource]
  /// What the feature records of the person's activity, if it does.
  public var recording: Recording?
  /// How the feature invites other people, if it does.
  public var invites: Invitations? = nil
  /// What the web pages the feature shows may ask for (a browser, a web
  /// view): usage keys that only they need are justified.
  public var webContent: [WebContentAccess] = []
  /// What the system share sheet the feature shows asks for (`photosAdd`:
  /// Save Image on the images handed to it): usage keys only it needs are
  /// justified.
  public var shareSheet: [ShareSheetAccess] = []
  /// `none` when no alternative is possible if access is denied (the camera
  /// is the product); rules then ask only for an explanation and a Settings
  /// path.
  public var alternativeWhenDenied: DeniedAlternative? = nil
  /// Why there is no alternative (goes with `alternativeWhenDenied`).
  public var reason: String? = nil
  /// What the feature lets people post, send or open (user content, chat,
  /// any web page), for guideline 1.2 and the age rating.
  public var content: [FeatureContent] = []
  /// The protections the feature has against abuse of that content.
  public var safeguards: [ContentSafeguard] = []
  /// The `UIBackgroundModes` values the feature needs to keep working while
  /// the app is in the background (guideline 2.5.4).
  public var background: [BackgroundMode] = []
  /// Where the AI model the feature talks to runs, when it talks to one.
  public var ai: FeatureAI? = nil
  public var locations: FieldLocations
  /// Whether `data` is the app-level answer (`app.data`) because the
  /// feature lists none of its own.
  public var dataFromApp = false
  /// Whether `name` was written; when not, it is the id.
  public var named = true
}

/// A feature that makes a record of what the person does (guideline 2.5.14).
public struct Recording: Sendable, Equatable {
  public var captures: [RecordedActivity]
  /// What tells the person recording is on.
  public var indicator: RecordingIndicator?
  /// Whether the person agrees (or starts it) first.
  public var consent: Consent?
  public var locations: FieldLocations
}

/// Data a feature sends off the device (or keeps on it).
public struct DataFlow: Sendable, Equatable {
  public var type: PrivacyDataType
  public var destination: DataDestination
  public var linkedToUser: Bool?
  public var purposes: [DataPurpose]
  /// Whether photos keep their location metadata (EXIF GPS) when they leave.
  public var keepsLocationMetadata: Bool?
  /// The third party that receives the data (destination `thirdParty`).
  public var recipient: Recipient?
  /// Whether the person is asked before the data leaves the device.
  public var consent: Consent?
  public var locations: FieldLocations
}

/// A third party that receives data.
public struct Recipient: Sendable, Equatable {
  /// Who it is ("OpenAI", "Mixpanel").
  public var name: String?
  public var kind: RecipientKind
}
