import Audit

extension JSONReport.Report.Check {
  /// An applicable check: `status` is its state (`stale` when the recorded
  /// result no longer holds); who recorded what appears only once someone has.
  init(_ item: ChecklistItem) {
    self.init(
      id: item.check.id, title: item.check.title, pack: item.check.pack, how: item.check.how,
      status: item.state.rawValue, entry: item.entry)
    if item.isStale {
      recordedStatus = item.recordedStatus.rawValue
      staleBecause = item.staleBecause
    }
  }

  /// An entry for a check that no longer applies.
  init(retired entry: ChecklistEntry) {
    self.init(
      id: entry.id, title: entry.title ?? entry.id, pack: String(entry.id.prefix { $0 != "." }),
      how: "",
      status: entry.status.rawValue, entry: entry)
  }

  private init(
    id: String, title: String, pack: String, how: String, status: String, entry: ChecklistEntry?
  ) {
    self.init(
      id: id, title: title, pack: pack, how: how, status: status, recordedStatus: nil,
      by: entry?.by, when: entry?.when, build: entry?.build, note: entry?.note, staleBecause: nil)
  }
}
