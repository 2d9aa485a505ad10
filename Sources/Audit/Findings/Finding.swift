import Diagnostics
import RulePacks

/// One problem a rule found in a description.
public struct Finding: Sendable, Equatable {
  /// The rule's id (`photos.picker-would-suffice`).
  public var rule: String
  public var severity: DiagnosticSeverity
  /// The rule's title.
  public var title: String
  /// What is wrong, in this app's terms.
  public var message: String
  /// What the finding is about.
  public var subject: FindingSubject
  /// The part of the report it belongs to, copied from its rule.
  public var aspect: RuleAspect
  /// Where in the description.
  public var location: SourceLocation
  /// The subject's field the rule points at (`requestedAt.moment`), if any.
  public var field: String?
  /// The App Store Review Guidelines section.
  public var guideline: String?
  /// The App Store Connect error that refuses the upload itself, copied
  /// from its rule (`ITMS-91053`); nil when the finding would stop review
  /// (or nothing) instead.
  public var itms: String? = nil
  /// How to fix it.
  public var fix: String?
  /// A suggested sentence for the App Review notes.
  public var reviewNote: String?
  /// Apple documentation to read.
  public var references: [String]
  /// The waiver that accepts it, if one does.
  public var waiver: AppliedWaiver?
  /// Stable across runs, reordering and reformatting: rule + subject.
  public var fingerprint: String
  /// How the finding compares with `--baseline`, when one is given.
  public var baseline: BaselineStatus? = nil
  /// A second place the finding is about: for a cross-check, where the
  /// project's own file (Info.plist, strings, manifest) says otherwise.
  public var related: RelatedLocation? = nil

  /// Whether a waiver accepts the finding.
  public var isWaived: Bool { waiver != nil }
}

/// The subject of a finding: its kind (`permission`, `purposeString`, …) and id.
public struct FindingSubject: Sendable, Hashable {
  public var kind: SubjectKind
  public var id: String

  public init(kind: SubjectKind, id: String) {
    self.kind = kind
    self.id = id
  }
}

/// A waiver that accepted a finding.
public struct AppliedWaiver: Sendable, Equatable {
  public var reason: String
  public var by: String
  public var until: String
}

/// Stable finding identities: a 64-bit FNV-1a hash of the rule id and the
/// subject, printed as 16 hex digits. Positions are left out on purpose, so
/// moving or reformatting a description keeps every fingerprint.
public enum Fingerprint {
  /// The fingerprint of `rule` raised for `subject`.
  public static func of(rule: String, subject: FindingSubject) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in "\(rule)|\(subject.kind.rawValue)|\(subject.id)".utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x100_0000_01b3
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}

/// A place in one of the project's files, or a line of the app's code,
/// that a finding also points at.
public struct RelatedLocation: Sendable, Equatable {
  /// What kind of place it is.
  public enum Origin: String, Sendable, Equatable {
    /// A project file the description points at (Info.plist, strings, manifest).
    case projectFile
    /// A line of the app's source code (`audit --scan`).
    case code
  }

  public var location: SourceLocation
  /// The key (or key path) there, when there is one; for code, the API.
  public var key: String
  public var origin: Origin

  public init(location: SourceLocation, key: String, origin: Origin = .projectFile) {
    self.location = location
    self.key = key
    self.origin = origin
  }

  /// The note printed under the finding: `see KEY in the project's file`,
  /// or `see API in the app's code`.
  public var note: String {
    switch origin {
    case .code: return key.isEmpty ? "see the app's code" : "see \(key) in the app's code"
    case .projectFile:
      return key.isEmpty ? "see the project's file" : "see \(key) in the project's file"
    }
  }
}
