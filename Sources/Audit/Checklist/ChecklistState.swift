import AppModel
import RulePacks

/// Where a manual check stands: its recorded status, or `stale` when that
/// result no longer holds for the description as it is now.
public enum CheckState: String, Sendable, CaseIterable {
  case todo, passed, failed, waived, notApplicable, stale

  /// The state in words ("not applicable").
  public var label: String { self == .notApplicable ? "not applicable" : rawValue }
}

/// One manual check that applies to the app, with its latest recorded
/// result.
public struct ChecklistItem: Sendable {
  public var check: ManualCheck
  /// The result in the checklist file, if any.
  public var entry: ChecklistEntry?
  /// Why the recorded result no longer holds; empty while it does.
  public var staleBecause: [String]

  /// The recorded status, `todo` when there is none.
  public var recordedStatus: CheckStatus { entry?.status ?? .todo }
  /// Whether a result was recorded but no longer holds.
  public var isStale: Bool { !staleBecause.isEmpty }
  /// The state: `stale` for a stale result, else the recorded status.
  public var state: CheckState {
    isStale ? .stale : CheckState(rawValue: recordedStatus.rawValue) ?? .todo
  }
  /// Passed, waived or not applicable, and not stale.
  public var isDone: Bool { !isStale && recordedStatus.isDone }
}

/// The team checklist of one description: each applicable check with its
/// state, and the entries for checks that no longer apply.
public struct ChecklistState: Sendable {
  /// The checklist file (which may not exist yet).
  public var file: String?
  /// Whether the file existed and was read.
  public var isTracked: Bool
  /// The checks that apply, in pack order.
  public var items: [ChecklistItem]
  /// Entries for checks that no longer apply to the app, or that no pack
  /// defines any more, sorted by id. They are kept in the file for the
  /// record and count for nothing.
  public var retired: [ChecklistEntry]

  /// Every applicable check as `todo`: the state without a checklist file.
  public init(untracked checks: [ManualCheck]) {
    file = nil
    isTracked = false
    items = checks.map { ChecklistItem(check: $0, entry: nil, staleBecause: []) }
    retired = []
  }

  /// The state of `checks` given the results in `checklist`, for
  /// `description` as it is now.
  /// A new `app.build` makes a result stale only when `stalesOnNewBuild`
  /// (the team configuration's `checklist.staleOnNewBuild`).
  public init(
    checks: [ManualCheck], checklist: ChecklistFile, exists: Bool, description: AppDescription,
    fingerprints: ChecklistFingerprints, stalesOnNewBuild: Bool = false
  ) {
    file = checklist.path
    isTracked = exists
    items = checks.map { check in
      let entry = checklist.entries[check.id]
      let reasons = entry.map {
        Self.staleness(
          of: $0, for: check, build: stalesOnNewBuild ? description.app.build : nil,
          fingerprints: fingerprints)
      }
      return ChecklistItem(check: check, entry: entry, staleBecause: reasons ?? [])
    }
    let applicable = Set(checks.map(\.id))
    retired = checklist.sortedEntries.filter { !applicable.contains($0.id) }
  }

  /// Why `entry` no longer holds: the build moved past the one it was
  /// recorded on (when `build` is given), or a part of the description the check depends on has a
  /// different fingerprint now. A `todo` entry is never stale.
  static func staleness(
    of entry: ChecklistEntry, for check: ManualCheck, build: String?,
    fingerprints: ChecklistFingerprints
  ) -> [String] {
    guard entry.status != .todo else { return [] }
    var reasons: [String] = []
    if let build {
      if let recorded = entry.build {
        if BuildNumber.isLess(recorded, than: build) {
          reasons.append("recorded on build \(recorded); the app is now build \(build)")
        }
      } else {
        reasons.append("recorded without a build; the app is now build \(build)")
      }
    }
    // Parts the check no longer reads are ignored; parts it newly reads
    // have nothing to compare with.
    let current = Set(ChecklistFingerprints.parts(of: check))
    for (part, recorded) in entry.fingerprints.sorted(by: { $0.key < $1.key })
    where current.contains(part) && fingerprints.fingerprint(of: part) != recorded {
      reasons.append("\(ChecklistFingerprints.describe(part)) changed since it was recorded")
    }
    return reasons
  }

  /// The applicable checks.
  public var total: Int { items.count }
  /// The checks done: passed, waived or not applicable, and not stale.
  public var done: Int { items.filter(\.isDone).count }
  /// How many checks are in `state`.
  public func count(_ state: CheckState) -> Int { items.filter { $0.state == state }.count }
  /// Done as a whole percentage (100 when nothing applies).
  public var percent: Int { total == 0 ? 100 : done * 100 / total }
  /// Whether every applicable check is done (none todo, failed or stale).
  public var isComplete: Bool { done == total }
  /// The checks still to do: todo, failed or stale.
  public var open: [ChecklistItem] { items.filter { !$0.isDone } }
}
