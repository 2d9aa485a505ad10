import Diagnostics

/// One place the code asks for or uses a protected resource: the scanner's
/// output, and what the `code` pack compares with the description and the
/// Info.plist. Its JSON form (`reviewready scan --format json`) is a
/// contract, documented in the README.
public struct Evidence: Sendable, Equatable, Codable {
  /// When the surrounding code runs.
  public enum Trigger: String, Sendable, Codable, CaseIterable {
    /// App or scene start-up (`application(_:didFinishLaunchingWithOptions:)`,
    /// an `App`'s `init`).
    case launch
    /// A screen appearing (`viewDidLoad`, `viewWillAppear`, `.task`, `.onAppear`).
    case appear
    /// The person's action (an `@IBAction`, a button's action, a `…Tapped` handler).
    case action
    /// None of those could be told from the code.
    case unknown
  }

  /// The catalog resource (`photos`), or for kind `reason` the
  /// required-reason category (`userDefaults`).
  public var resource: String
  /// A catalog level of the resource, or `none` for a picker that needs no
  /// permission; for kind `reason`, the category's privacy-manifest
  /// identifier (`NSPrivacyAccessedAPICategoryUserDefaults`).
  public var level: String
  public var kind: CodeAPI.Kind
  /// The API as reports name it (`PHPhotoLibrary.requestAuthorization(for:)`).
  public var api: String
  /// The file, relative to the scanned root.
  public var file: String
  public var line: Int
  public var column: Int
  /// The enclosing type (`GalleryViewController`), if any.
  public var type: String?
  /// The enclosing function (`viewDidLoad()`), if any.
  public var function: String?
  public var trigger: Trigger
  /// For a request or a status check: the denial states the surrounding
  /// code switches on (`denied`, `limited`, `restricted`), sorted.
  public var handles: [String]
  /// What the code does in a handled state, where it shows beside the
  /// check (``EvidenceFinder``'s reading, `import`'s pre-filled `handles`):
  /// `denied: settingsLink` when the function or type that checks `.denied`
  /// opens the Settings URL; `limited: manageSelection` when the one that
  /// checks `.limited` offers the selection picker, `treatsAsFull` when it
  /// reads `.limited` together with `.authorized`. Empty otherwise.
  public var handling: [String: String] = [:]
  /// The `#available` / `@available` guard around the call: `iOS 14+`, or
  /// `below iOS 14` in the other branch; nil when there is none.
  public var availability: String?
  /// The moment the prompt shows at, by ``PromptTiming``'s one definition
  /// (where the code runs, followed across files): `launch`,
  /// `onboarding`, `feature` or `unknown`.
  public var moment: PromptTiming.Moment
  /// What the call does with the resource, as a purpose string would say
  /// it (`scan`, `capture`), when the catalog says; nil otherwise.
  public var use: String?

  public init(
    resource: String, level: String, kind: CodeAPI.Kind, api: String, file: String, line: Int,
    column: Int, type: String? = nil, function: String? = nil, trigger: Trigger = .unknown,
    handles: [String] = [], availability: String? = nil, moment: PromptTiming.Moment? = nil
  ) {
    self.resource = resource
    self.level = level
    self.kind = kind
    self.api = api
    self.file = file
    self.line = line
    self.column = column
    self.type = type
    self.function = function
    self.trigger = trigger
    self.handles = handles
    self.availability = availability
    self.moment =
      moment ?? PromptTiming.moment(trigger: trigger, file: file, type: type, rootTypes: [])
  }

  /// Where the evidence is, for messages (`Sources/Gallery.swift:8:5`).
  public var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

  private enum CodingKeys: String, CodingKey {
    case resource, level, kind, api, file, line, column, type, function, trigger, handles
    case availability, moment, use, handling
  }

  /// Reads the JSON `reviewready scan --format json` writes; evidence
  /// written without a `moment` (by hand, or by an older scan) gets the
  /// one ``PromptTiming`` gives its trigger, type and file.
  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      resource: try values.decode(String.self, forKey: .resource),
      level: try values.decode(String.self, forKey: .level),
      kind: try values.decode(CodeAPI.Kind.self, forKey: .kind),
      api: try values.decode(String.self, forKey: .api),
      file: try values.decode(String.self, forKey: .file),
      line: try values.decode(Int.self, forKey: .line),
      column: try values.decode(Int.self, forKey: .column),
      type: try values.decodeIfPresent(String.self, forKey: .type),
      function: try values.decodeIfPresent(String.self, forKey: .function),
      trigger: try values.decodeIfPresent(Trigger.self, forKey: .trigger) ?? .unknown,
      handles: try values.decodeIfPresent([String].self, forKey: .handles) ?? [],
      availability: try values.decodeIfPresent(String.self, forKey: .availability),
      moment: try values.decodeIfPresent(PromptTiming.Moment.self, forKey: .moment))
    use = try values.decodeIfPresent(String.self, forKey: .use)
    handling = try values.decodeIfPresent([String: String].self, forKey: .handling) ?? [:]
  }

  /// Writes every field as read, leaving out what is unknown: no type,
  /// function, availability or use, and an empty `handling`.
  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(resource, forKey: .resource)
    try values.encode(level, forKey: .level)
    try values.encode(kind, forKey: .kind)
    try values.encode(api, forKey: .api)
    try values.encode(file, forKey: .file)
    try values.encode(line, forKey: .line)
    try values.encode(column, forKey: .column)
    try values.encodeIfPresent(type, forKey: .type)
    try values.encodeIfPresent(function, forKey: .function)
    try values.encode(trigger, forKey: .trigger)
    try values.encode(handles, forKey: .handles)
    try values.encodeIfPresent(availability, forKey: .availability)
    try values.encode(moment, forKey: .moment)
    try values.encodeIfPresent(use, forKey: .use)
    if !handling.isEmpty { try values.encode(handling, forKey: .handling) }
  }
}
