/// One way code asks for or uses a protected resource, as the catalog
/// records it beside the resource's levels (`resources.R.code`): the
/// scanner's knowledge of an API, kept as data so a team can add the calls
/// of its own SDK (`.reviewready.yml`, `scan.apis`).
///
/// A Swift form is written `Type.member` (a static member or a member of
/// `Type.shared()`-style chains: the type name followed by the member
/// anywhere in one expression), `.member` (a member of any receiver:
/// `manager.requestWhenInUseAuthorization()`), or `Name` (a type created,
/// `CBCentralManager(…)`, or a global function called,
/// `UIImageWriteToSavedPhotosAlbum(…)`, or a SwiftUI view or modifier
/// used, `PhotosPicker(…)`), or `[.member]` (an implicit member as a
/// subscript's key, `attributes[.modificationDate]`). An Objective-C form is a selector's first
/// part (`requestAuthorizationForAccessLevel:`) with an optional receiver
/// class, or a C function or class name.
public struct CodeAPI: Sendable, Equatable {
  /// How the call relates to the resource.
  public enum Kind: String, CaseIterable, Sendable, Codable {
    /// Asks the person for authorization (shows the prompt).
    case request
    /// Needs the level to work (a fetch, a capture session, a save).
    case use
    /// Only reads the authorization status.
    case status
    /// A system picker or button that needs no permission at all.
    case picker
    /// Hands the resource's prompt to the system for content the app
    /// shows: a web view (`WKWebView`, whose pages may ask for the camera,
    /// the microphone or the location through WebKit) or a share sheet
    /// handed images (`UIActivityViewController`, whose Save Image action
    /// needs add-only Photos access). The app's own code never asks, but
    /// the key is needed.
    case host
    /// Calls a required-reason API (UserDefaults, file timestamps, system
    /// boot time, disk space, active keyboards): no permission, but the
    /// privacy manifest must declare its category with an approved reason
    /// (ITMS-91053). Its `resource` is the category (`userDefaults`), its
    /// level the manifest's identifier for it.
    case reason
  }

  /// The catalog resource (`photos`), or for a `reason` entry the
  /// required-reason category (`userDefaults`).
  public var resource: String
  /// The Swift form (`PHPhotoLibrary.requestAuthorization`), if any.
  public var call: String?
  /// The Objective-C form: a selector's first part ending in `:`, or a
  /// selector without arguments, or a C function or class name.
  public var selector: String?
  /// The class an Objective-C message must be sent to, when the selector
  /// alone is too common (`PHPhotoLibrary`).
  public var receiver: String?
  public var kind: Kind
  /// The level when no argument names one; nil when only `values` decide
  /// (the call belongs to this resource only with one of those values:
  /// `AVCaptureDevice.requestAccess(for: .video)` is the camera,
  /// `(for: .audio)` the microphone).
  public var level: String?
  /// Argument values (without the leading dot; Objective-C constants in
  /// full) that name a level: `addOnly: addOnly`,
  /// `PHAccessLevelAddOnly: addOnly`. A level of `none` marks a value that
  /// needs no permission (`UIImagePickerController` with `.photoLibrary`).
  public var values: [String: String]
  /// The argument label whose value is read (`for`), when the call has
  /// several; without it, or when the call doesn't write it (Objective-C
  /// has no labels), the first value of `values` anywhere in the
  /// arguments.
  public var label: String?
  /// Argument labels the Swift call must have, for a member whose name
  /// other APIs share: `.requestAuthorization` with `toShare` is HealthKit's
  /// `requestAuthorization(toShare:read:)`, not PhotoKit's. Empty: any
  /// arguments.
  public var argumentLabels: [String]
  /// The level when the argument with this label is empty (`[]`, `[:]`,
  /// `nil`, `Set()`): HealthKit's `requestAuthorization(toShare: [], read:
  /// types)` asks to read only, so `toShare: read`. Checked in order of the
  /// labels, before `values` and `level`.
  public var whenEmpty: [String: String] = [:]
  /// The name reports show (`PHPhotoLibrary.requestAuthorization(for:)`).
  public var name: String
  /// The iOS version the API exists from, when it matters to a rule
  /// (`14.0` for the access-level form).
  public var since: String?
  /// What a reader of the catalog should know, a doubt included
  /// (`[unverified] …`); reports need not show it.
  public var note: String?
  /// What the call does with the resource in the words a purpose string
  /// would use (`scan`: codes or documents; `capture`: photos or video),
  /// compared with what the string states (`code.purpose-omits-use`).
  public var use: String?

  public init(
    resource: String, call: String? = nil, selector: String? = nil, receiver: String? = nil,
    kind: Kind, level: String? = nil, values: [String: String] = [:], label: String? = nil,
    argumentLabels: [String] = [], name: String? = nil, since: String? = nil, note: String? = nil,
    use: String? = nil
  ) {
    self.use = use
    self.resource = resource
    self.call = call
    self.selector = selector
    self.receiver = receiver
    self.kind = kind
    self.level = level
    self.values = values
    self.label = label
    self.argumentLabels = argumentLabels
    self.name = name ?? call ?? selector ?? resource
    self.since = since
    self.note = note
  }
}
