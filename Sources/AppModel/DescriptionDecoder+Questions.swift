import Diagnostics
import YAML
import YAMLDecoding

/// The questions met while decoding one description, in the order written.
final class QuestionLog {
  var questions: [OpenQuestion] = []
}

extension DescriptionDecoder {
  /// Whether `key` of `object` holds the unanswered marker (`TODO`, or a text
  /// starting `TODO:`); if so, records it as a question of `owner`, its
  /// field `within + [key]`. Only the fields that call this may be TODO;
  /// anywhere else the marker is read as any other value (and an enum's
  /// misspelt `TODO` is an error).
  func unanswered(
    _ object: ObjectReader, _ key: String, owner: OpenQuestion.Owner, within: [String] = []
  ) -> Bool {
    guard let node = object.value(key), case .some(let asked) = OpenQuestion.marker(in: node)
    else { return false }
    let field = within + [key]
    questions.questions.append(
      OpenQuestion(
        owner: owner, field: field, path: object.path(key), location: node.location,
        question: asked ?? Self.defaultQuestion(owner: owner, field: field)))
    return true
  }

  /// Whether a whole block (`privacyLabels: TODO`) is unanswered.
  func unansweredBlock(_ object: ObjectReader, _ key: String, owner: OpenQuestion.Owner) -> Bool {
    guard let node = object.value(key), case .some(let asked) = OpenQuestion.marker(in: node)
    else { return false }
    questions.questions.append(
      OpenQuestion(
        owner: owner, field: [], path: object.path(key), location: node.location,
        question: asked ?? Self.defaultQuestion(owner: owner, field: [key])))
    return true
  }

  /// What a bare `TODO` asks, by the field it stands for.
  static func defaultQuestion(owner: OpenQuestion.Owner, field: [String]) -> String {
    let name = field.joined(separator: ".")
    switch (owner, name) {
    case (.app, "name"): return "the app's name, as people see it on the Home Screen"
    case (.screen, "name"): return "the screen's name, as the app shows it"
    case (.feature, "name"): return "what the feature does"
    default: return Self.fieldQuestions[name] ?? "the value of \(name)"
    }
  }

  private static let fieldQuestions: [String: String] = [
    "bundleId": "the bundle identifier (CFBundleIdentifier)",
    "version": "the marketing version (CFBundleShortVersionString)",
    "build": "the build number (CFBundleVersion)",
    "minimumOS": "the deployment target: the lowest iOS version the app supports",
    "xcode": "the Xcode version the upload is built with",
    "privacyPolicyURL": "the privacy policy's web address",
    "path": "how a reviewer gets to this screen (Profile tab > Edit)",
    "requiresAccount": "whether the screen sits behind sign-in",
    "control": "the button or gesture that starts the feature",
    "core": "whether the feature is central to the app's purpose",
    "needs": "what the feature truly needs of each resource (one verb or a list per resource)",
    "data": "what the feature sends off the device, and to whom",
    "keepsLocationMetadata":
      "whether the photos keep their location (EXIF GPS) when they leave the device",
    "usesNonExemptEncryption":
      "whether the app uses encryption beyond the system's (ITSAppUsesNonExemptEncryption)",
    "transportSecurity.justification":
      "why the app needs its App Transport Security exceptions, as App Review will ask",
    "access": "the access level the app asks for",
    "accuracy": "the location accuracy the app asks for: full or reduced",
    "requestedAt.moment": "when the prompt appears: launch, onboarding, feature or background",
    "primer": "the app's own screen before the system prompt, if it shows one",
    "handles":
      "what the app does when access is denied or restricted (and limited, for photos and contacts)",
    "handles.limited":
      "what the app does with limited access: manageSelection, treatsAsFull, blocks or unhandled",
    "handles.denied":
      "what the app does when access is denied: settingsLink, fallback, explains, blocks or unhandled",
    "handles.restricted":
      "what the app does when access is restricted: settingsLink, fallback, explains, blocks or unhandled",
    "requiredToUseApp": "whether the app refuses to work without this access",
    "onlyBelow":
      "the first iOS version on which this prompt no longer appears, if it is a fallback for older systems",
    "privacyLabels": "the App Store privacy labels (App Store Connect › App Privacy)",
    "collectsData": "whether any data leaves the device (the privacy labels' first question)",
    "review": "the App Review information: a demo account, a contact, notes",
  ]
}
