import Audit
import Foundation

extension ReportModel.Checklist {
  /// The checklist section of a report: each applicable check with its
  /// state and who recorded what, progress counting only results that are
  /// done and not stale, and the retired entries.
  init(_ state: ChecklistState) {
    items = state.items.map(ReportModel.ChecklistItem.init)
    total = state.total
    done = state.done
    percent = state.percent
    passed = state.count(.passed)
    failed = state.count(.failed)
    stale = state.count(.stale)
    todo = state.count(.todo)
    breakdown = ChecklistText.breakdown(state)
    let filled = state.total == 0 ? 20 : state.done * 20 / state.total
    bar = String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
    tracked = state.isTracked
    file = state.file.map { ($0 as NSString).lastPathComponent }
    retired = state.retired.map { ReportModel.ChecklistItem(retired: $0) }
    hasRetired = !retired.isEmpty
  }
}

extension ReportModel.ChecklistItem {
  init(_ item: ChecklistItem) {
    self.init(
      id: item.check.id, title: item.check.title, how: item.check.how, pack: item.check.pack,
      state: item.state, entry: item.entry, staleBecause: item.staleBecause)
    done = item.isDone
  }

  /// An entry whose check no longer applies.
  init(retired entry: ChecklistEntry) {
    let state = CheckState(rawValue: entry.status.rawValue) ?? .todo
    self.init(
      id: entry.id, title: entry.title ?? entry.id, how: "",
      pack: String(entry.id.prefix { $0 != "." }),
      state: state, entry: entry,
      staleBecause: [])
  }

  private init(
    id: String, title: String, how: String, pack: String, state: CheckState,
    entry: ChecklistEntry?, staleBecause: [String]
  ) {
    self.id = id
    self.title = title
    self.how = how
    self.pack = pack
    status = state.rawValue
    statusLabel = state.label
    symbol = ChecklistText.symbol(state.rawValue)
    done = false
    stale = !staleBecause.isEmpty
    recorded = entry?.by != nil || (entry.map { $0.status != .todo } ?? false)
    recordedStatus = entry.map(\.status.label)
    by = entry?.by
    when = entry?.when.map(ChecklistText.readableTime)
    date = entry?.when.map { String($0.prefix(10)) }
    build = entry?.build
    note = entry?.note.map { $0.split(whereSeparator: \.isNewline).joined(separator: " / ") }
    who = entry.flatMap { ChecklistText.who($0) }
    staleReason = staleBecause.isEmpty ? nil : staleBecause.joined(separator: "; ")
  }
}
