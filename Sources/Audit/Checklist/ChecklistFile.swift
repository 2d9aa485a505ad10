import Diagnostics
import Foundation
import RulePacks

/// A result a person records for a manual check.
public enum CheckStatus: String, Sendable, CaseIterable, Hashable {
  case todo, passed, failed, waived, notApplicable

  /// Whether a result with this status, while not stale, counts as done.
  public var isDone: Bool { self == .passed || self == .waived || self == .notApplicable }

  /// The status in words: "not applicable" for `notApplicable`.
  public var label: String { self == .notApplicable ? "not applicable" : rawValue }
}

/// One check's latest result in a checklist file.
public struct ChecklistEntry: Sendable, Equatable {
  /// The check's id (`photos.check.limited-two-photos`).
  public var id: String
  /// The check's title when the result was recorded, for people reading the file.
  public var title: String?
  public var status: CheckStatus
  /// Who recorded it.
  public var by: String?
  /// When, as an ISO 8601 date and time in UTC (`2027-01-01T09:30:00Z`).
  public var when: String?
  /// The app build it was checked on.
  public var build: String?
  public var note: String?
  /// A fingerprint of each part of the description the check depends on,
  /// taken when the result was recorded: part name → hash.
  public var fingerprints: [String: String]
  /// Where the entry is written, for a file that was read.
  public var location: SourceLocation?

  /// Creates an entry.
  public init(
    id: String, title: String? = nil, status: CheckStatus, by: String? = nil, when: String? = nil,
    build: String? = nil, note: String? = nil, fingerprints: [String: String] = [:],
    location: SourceLocation? = nil
  ) {
    self.id = id
    self.title = title
    self.status = status
    self.by = by
    self.when = when
    self.build = build
    self.note = note
    self.fingerprints = fingerprints
    self.location = location
  }

  /// The entry without its position, to compare what it says.
  public static func == (lhs: ChecklistEntry, rhs: ChecklistEntry) -> Bool {
    (lhs.id, lhs.title, lhs.status, lhs.by) == (rhs.id, rhs.title, rhs.status, rhs.by)
      && (lhs.when, lhs.build, lhs.note) == (rhs.when, rhs.build, rhs.note)
      && lhs.fingerprints == rhs.fingerprints
  }
}

/// A team checklist file (`NAME.checklist.yaml`, beside `NAME.reviewready.yaml`):
/// one entry per manual check, never removed.
public struct ChecklistFile: Sendable, Equatable {
  /// The file's path, as the user named it (relative paths stay relative).
  public var path: String
  /// The entries by check id.
  public var entries: [String: ChecklistEntry]

  /// Creates a checklist.
  public init(path: String, entries: [String: ChecklistEntry] = [:]) {
    self.path = path
    self.entries = entries
  }

  /// The entries sorted by id, as the file lists them.
  public var sortedEntries: [ChecklistEntry] {
    entries.values.sorted { $0.id < $1.id }
  }

  /// The checklist file of a description: `app.reviewready.yaml` →
  /// `app.checklist.yaml`, in the same folder.
  public static func path(forDescription path: String) -> String {
    let name = (path as NSString).lastPathComponent
    var stem = name
    for suffix in [".reviewready.yaml", ".reviewready.yml", ".yaml", ".yml"]
    where stem.hasSuffix(suffix) {
      stem = String(stem.dropLast(suffix.count))
      break
    }
    let folder = (path as NSString).deletingLastPathComponent
    let file = stem + ".checklist.yaml"
    return folder.isEmpty ? file : (folder as NSString).appendingPathComponent(file)
  }

  /// Records `entry`, replacing the check's previous result.
  public mutating func record(_ entry: ChecklistEntry) {
    entries[entry.id] = entry
  }

  /// Adds a `todo` entry for each check that has none, so that later marks
  /// change lines inside existing entries (which merge cleanly in git)
  /// rather than insert new ones side by side.
  public mutating func addMissing(_ checks: [ManualCheck]) {
    for check in checks where entries[check.id] == nil {
      entries[check.id] = ChecklistEntry(id: check.id, title: check.title, status: .todo)
    }
  }
}
