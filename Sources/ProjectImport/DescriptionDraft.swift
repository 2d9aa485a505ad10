import AppModel
import CodeScan

/// What `reviewready import` writes for a project, before it is text: the
/// Info.plist's facts (each with the key it came from), the purpose strings
/// in every locale, a permission per resource the keys imply, the privacy
/// labels the manifest implies, and TODO placeholders for what only the
/// team knows. `DescriptionDraftWriter` turns it into YAML.
///
/// Not an `AppDescription`: that type holds what a finished description
/// means, and the draft is deliberately unfinished. Its placeholders must
/// read as TODO texts where `AppDescription` wants a valid value or nothing
/// (`minimumOS` is only a commented-out suggestion); each fact carries the
/// Info.plist key it came from, written as a comment; purpose strings keep
/// the `x-infoPlist` and `x-Base` texts and the unknown keys, which the
/// model drops as extensions; unknown manifest identifiers are reported as
/// comments; and `AppDescription` wants source locations the draft has no
/// file for. The YAML the draft gives is loaded as an `AppDescription`
/// (`ProjectImporter.yaml`), so the two can't drift apart unnoticed.
public struct DescriptionDraft: Sendable, Equatable {
  /// The files, as the description names them: relative to its folder.
  public var paths: Paths
  /// The `app` section.
  public var app: App
  /// One per prompt the purpose-string keys imply, in `Resource` order;
  /// each gives a TODO screen, a TODO feature and a permission.
  public var permissions: [InferredPermission]
  /// Every usage description: the known keys first, then the others (as
  /// `x-` keys), each group sorted.
  public var purposeStrings: [DraftPurposeString]
  /// What the privacy manifest says the app collects; nil without a manifest.
  public var privacyLabels: DraftPrivacyLabels?
  /// Whether the app's code was scanned (`reviewready scan`), so each
  /// permission's evidence, or its absence, is written beside it.
  public var scanned = false
  /// The system pickers the code shows (no permission needed), by resource
  /// in `Resource` order: each becomes a feature that needs the picker's verb.
  public var pickers: [DraftPicker] = []

  public init(
    paths: Paths, app: App, permissions: [InferredPermission],
    purposeStrings: [DraftPurposeString], privacyLabels: DraftPrivacyLabels?
  ) {
    self.paths = paths
    self.app = app
    self.permissions = permissions
    self.purposeStrings = purposeStrings
    self.privacyLabels = privacyLabels
  }

  /// The unanswered marker: a field holding it, or a text starting with it
  /// and a colon, is a question the audit lists (`OpenQuestion`).
  public static let todo = OpenQuestion.marker

  /// How the description names the files it was imported from.
  public struct Paths: Sendable, Equatable {
    /// The Info.plist (for a project: the target's Info.plist file, named
    /// only in the header; the description points at the project).
    public var infoPlist: String
    /// Only when the localizations are not in the Info.plist's folder.
    public var strings: String?
    public var privacyManifest: String?
    /// The Xcode project or XcodeGen spec, when imported with `--project`.
    public var project: ProjectReference?

    public init(
      infoPlist: String, strings: String? = nil, privacyManifest: String? = nil,
      project: ProjectReference? = nil
    ) {
      self.infoPlist = infoPlist
      self.strings = strings
      self.privacyManifest = privacyManifest
      self.project = project
    }
  }

  /// The project a description points at: `app.project`, `app.target`,
  /// `app.configuration`.
  public struct ProjectReference: Sendable, Equatable {
    public var path: String
    public var target: String
    public var configuration: String
    /// Comment lines about the target's third-party SDKs (``SDKSummary``).
    public var sdkLines: [String] = []

    public init(path: String, target: String, configuration: String) {
      self.path = path
      self.target = target
      self.configuration = configuration
    }
  }

  /// A value of the draft: a fact from the files, or a TODO placeholder,
  /// with the comment written after it.
  public struct Field: Sendable, Equatable {
    public var value: String
    /// Why the value is what it is: the Info.plist key it came from, or
    /// what is missing.
    public var note: String?

    public init(_ value: String, note: String? = nil) {
      self.value = value
      self.note = note
    }

    /// Whether the value is a TODO placeholder rather than a fact.
    public var isPlaceholder: Bool { value.hasPrefix(DescriptionDraft.todo) }
  }

  /// The `app` section.
  public struct App: Sendable, Equatable {
    public var name: Field
    public var bundleId: Field
    public var version: Field?
    public var build: Field?
    /// Nil when the Info.plist gives no usable version: then written as a
    /// commented-out TODO.
    public var minimumOS: Field?
    /// The Xcode version the repository says it builds with
    /// (`XcodeVersionHint`); nil, and not written, when nothing says.
    public var xcode: Field? = nil
    /// The development region; its note says why when it was assumed.
    public var developmentRegion: Field
    /// The development region first, then every other locale, sorted.
    public var locales: [String]
    /// Whether the Info.plist had `#if` lines, read with no macro defined.
    public var preprocessed: Bool
    /// `UIBackgroundModes` values the description format knows, as written.
    public var backgroundModes: [String] = []
    /// `UIBackgroundModes` values it doesn't know, written as a comment.
    public var otherBackgroundModes: [String] = []
    /// Where the background modes come from (`UIBackgroundModes`).
    public var backgroundModesNote: String = "UIBackgroundModes"
    /// `ITSAppUsesNonExemptEncryption`, when the Info.plist sets it.
    public var usesNonExemptEncryption: Bool?
    /// `NSAppTransportSecurity`, when the Info.plist has it.
    public var transportSecurity: TransportSecurity?

    /// What `NSAppTransportSecurity` relaxes.
    public struct TransportSecurity: Sendable, Equatable {
      /// `NSAllowsArbitraryLoads`, when set.
      public var allowsArbitraryLoads: Bool?
      /// The `NSExceptionDomains` keys, sorted.
      public var exceptionDomains: [String]

      public init(allowsArbitraryLoads: Bool?, exceptionDomains: [String]) {
        self.allowsArbitraryLoads = allowsArbitraryLoads
        self.exceptionDomains = exceptionDomains
      }

      /// Whether it relaxes anything App Review asks a reason for.
      public var relaxes: Bool { allowsArbitraryLoads == true || !exceptionDomains.isEmpty }
    }

    public init(
      name: Field, bundleId: Field, version: Field? = nil, build: Field? = nil,
      minimumOS: Field? = nil, developmentRegion: Field, locales: [String],
      preprocessed: Bool = false
    ) {
      self.name = name
      self.bundleId = bundleId
      self.version = version
      self.build = build
      self.minimumOS = minimumOS
      self.developmentRegion = developmentRegion
      self.locales = locales
      self.preprocessed = preprocessed
    }
  }

  /// Whether the draft asks where the app's data goes (`app.data`): when it
  /// has a feature, which could send what it handles.
  public var asksForData: Bool { !permissions.isEmpty || !pickers.isEmpty }

  /// Every unanswered field the draft writes (`TODO` or `"TODO: …"`), by
  /// its path in the description (`app.name`, `permissions[0].handles`), in
  /// the order written: the questions the audit of the imported
  /// description lists. The commented-out `review` is not a value, and not
  /// listed.
  public var placeholders: [String] {
    var paths: [String] = []
    if app.name.isPlaceholder { paths.append("app.name") }
    if app.bundleId.isPlaceholder { paths.append("app.bundleId") }
    if app.version?.isPlaceholder == true { paths.append("app.version") }
    if app.build?.isPlaceholder == true { paths.append("app.build") }
    if app.minimumOS?.isPlaceholder ?? true { paths.append("app.minimumOS") }
    paths.append("app.privacyPolicyURL")
    if app.usesNonExemptEncryption == nil { paths.append("app.usesNonExemptEncryption") }
    if app.transportSecurity?.relaxes == true {
      paths.append("app.transportSecurity.justification")
    }
    if asksForData { paths.append("app.data") }
    if !permissions.isEmpty { paths.append("app.prompts") }
    for (index, item) in permissions.enumerated()
    where scanned && item.evidence.isEmpty && item.needsKey {
      paths.append("permissions[\(index)].askedBy")
    }
    if privacyLabels == nil { paths.append("privacyLabels") }
    if privacyLabels?.statesCollectedData == false { paths.append("privacyLabels.collectsData") }
    return paths
  }
}

/// A permission the purpose-string keys imply: its resource, the access
/// level the keys suggest, and the `needs` verb a feature would use. A
/// resource whose keys show two prompts (add-only and read/write photos)
/// gives one per prompt.
public struct InferredPermission: Sendable, Equatable {
  /// The permission's id, which also names its TODO screen and feature:
  /// the resource (`photos`) for its highest level, the resource and the
  /// level for a lower one beside it (`photos-add-only`).
  public var id: String
  public var resource: Resource
  /// The catalog's name for it (`Photo Library`).
  public var name: String
  /// A level whose keys are all present (and not part of a higher such
  /// level), else the highest level any present key belongs to.
  public var access: String
  /// The resource's access levels, least first.
  public var levels: [String]
  /// The verb whose least access is `access`, else the first verb.
  public var verb: String
  /// The Info.plist keys that imply it, sorted; empty for a level only the
  /// code asks for.
  public var keys: [String]
  /// The code's requests and uses at this level, in file order (with a scan).
  public var evidence: [Evidence] = []
  /// When the code asks, from its requests (with a scan): `launch` for
  /// start-up code, `feature` for a screen's code; nil when no request was found.
  public var moment: String?
  /// Whether the level needs a purpose key (notifications need none).
  public var needsKey = true
  /// The states of `handles` the code answers (with a scan), in
  /// `AuthorizationState` order; the others are `app.prompts`' question.
  public var handling: [DraftHandling] = []

  public init(
    id: String? = nil, resource: Resource, name: String, access: String, levels: [String],
    verb: String, keys: [String]
  ) {
    self.id = id ?? resource.rawValue
    self.resource = resource
    self.name = name
    self.access = access
    self.levels = levels
    self.verb = verb
    self.keys = keys
  }
}

/// One usage description as the draft writes it.
public struct DraftPurposeString: Sendable, Equatable {
  /// The key as written: the Info.plist key, or `x-KEY` for a key the
  /// description format doesn't know.
  public var key: String
  /// Each locale's text, the development region first.
  public var texts: [Text]
  /// The Info.plist's own text, when a localization overrides it.
  public var infoPlistText: String?
  /// The `Base.lproj` text, when it differs from the development region's.
  public var baseText: String?
  /// Comments written above the key: where a key from a build setting
  /// comes from, and a conflicting text the build replaces.
  public var notes: [String] = []

  public init(
    key: String, texts: [Text], infoPlistText: String? = nil, baseText: String? = nil,
    notes: [String] = []
  ) {
    self.key = key
    self.texts = texts
    self.infoPlistText = infoPlistText
    self.baseText = baseText
    self.notes = notes
  }

  /// One locale's text, byte for byte.
  public struct Text: Sendable, Equatable {
    public var locale: String
    public var text: String
    /// The String Catalog's state (`needs_review`), written as a comment.
    public var state: String?

    public init(locale: String, text: String, state: String? = nil) {
      self.locale = locale
      self.text = text
      self.state = state
    }
  }
}

/// The privacy labels a manifest implies.
public struct DraftPrivacyLabels: Sendable, Equatable {
  /// One per data type, in the manifest's order, merged when it repeats.
  public var data: [Label]
  /// Manifest identifiers the catalog doesn't know, sorted: left out.
  public var unknownIdentifiers: [String]
  /// Whether the manifest says what the app collects (has
  /// `NSPrivacyCollectedDataTypes`, maybe empty); when it doesn't,
  /// `collectsData` is a question, not `false`.
  public var statesCollectedData = true

  public init(data: [Label], unknownIdentifiers: [String] = []) {
    self.data = data
    self.unknownIdentifiers = unknownIdentifiers
  }

  /// One label: a data type and how it is used.
  public struct Label: Sendable, Equatable {
    /// The description's name (`emailAddress`).
    public var type: String
    public var linkedToUser: Bool
    public var usedForTracking: Bool
    /// The description's names, in `DataPurpose` order.
    public var purposes: [String]

    public init(type: String, linkedToUser: Bool, usedForTracking: Bool, purposes: [String]) {
      self.type = type
      self.linkedToUser = linkedToUser
      self.usedForTracking = usedForTracking
      self.purposes = purposes
    }
  }
}

/// A system picker the code shows: no permission, a feature that needs the
/// picker's verb (`photos: pick`).
public struct DraftPicker: Sendable, Equatable {
  public var resource: Resource
  /// The catalog's verb whose least access is `none`.
  public var verb: String
  /// Where the code shows it, in file order.
  public var evidence: [Evidence]

  public init(resource: Resource, verb: String, evidence: [Evidence]) {
    self.resource = resource
    self.verb = verb
    self.evidence = evidence
  }
}
