import AppModel
import Audit
import Diagnostics

/// `reviewready checklist DESCRIPTION`: the manual checks that apply, grouped
/// by pack, each with its state, who recorded it, when, on which build and
/// the note; then a progress summary, and the retired entries.
public enum ChecklistText {
  /// The status text of `state` for `description`; `packTitles` names the
  /// packs (`photos` → "Photos and PhotoKit"). `style` colours each check's
  /// state for a terminal; control characters in the recorded names and
  /// notes are always shown escaped (see `TerminalText`).
  public static func render(
    _ state: ChecklistState, description: AppDescription, packTitles: [String: String],
    style: TerminalStyle = .plain
  ) -> String {
    let app = description.app
    var release = app.version.map { " \($0)" } ?? ""
    if let build = app.build { release += " (build \(build))" }
    var lines = [safe("\(app.name)\(release)") + ": \(progress(state))"]
    if let file = state.file.map(safe) {
      lines.append(state.isTracked ? "Results in \(file)" : "No results recorded yet (\(file))")
    }
    var packs: [String] = []
    for item in state.items where !packs.contains(item.check.pack) { packs.append(item.check.pack) }
    for pack in packs {
      lines += ["", safe(packTitles[pack] ?? pack)]
      for item in state.items where item.check.pack == pack {
        lines += self.lines(for: item, style: style)
      }
    }
    if state.items.isEmpty { lines += ["", "No manual checks apply to this app."] }
    if !state.retired.isEmpty {
      lines += [
        "", "Retired (these checks no longer apply; their results are kept for the record)",
      ]
      for entry in state.retired {
        lines.append(
          row(symbol(entry.status.rawValue), entry.status.label, entry.id, style: style))
        if let title = entry.title { lines.append(indented(title)) }
        lines += details(entry).map(indented)
      }
    }
    if !state.items.isEmpty && !state.isComplete {
      lines += [
        "",
        "Record a result: reviewready checklist \(safe(description.file)) mark CHECK-ID --status passed --by NAME",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// "3 of 6 manual checks done (50%): 2 passed, 1 not applicable, 1 failed, 1 stale, 1 todo".
  public static func progress(_ state: ChecklistState) -> String {
    let noun = state.total == 1 ? "check" : "checks"
    let text = "\(state.done) of \(state.total) manual \(noun) done (\(state.percent)%)"
    let counts = breakdown(state)
    return counts.isEmpty ? text : text + ": " + counts
  }

  /// "2 passed, 1 not applicable, 1 failed, 1 stale, 1 todo": what is done
  /// first, then what is left.
  public static func breakdown(_ state: ChecklistState) -> String {
    let order: [CheckState] = [.passed, .waived, .notApplicable, .failed, .stale, .todo]
    return order.compactMap { kind -> String? in
      let count = state.count(kind)
      return count == 0 ? nil : "\(count) \(kind.label)"
    }.joined(separator: ", ")
  }

  /// What is left of the checklist, for the verdict banner: "3 manual
  /// checks stale", "5 manual checks unfinished (1 failed, 1 stale, 3 todo)",
  /// or nil when every check that applies is done.
  public static func unfinished(_ state: ChecklistState) -> String? {
    let left = state.total - state.done
    guard left > 0 else { return nil }
    let noun = left == 1 ? "check" : "checks"
    let kinds: [CheckState] = [.failed, .stale, .todo]
    let parts = kinds.compactMap { kind -> (CheckState, Int)? in
      let count = state.count(kind)
      return count == 0 ? nil : (kind, count)
    }
    if parts.count == 1, let kind = parts.first?.0 {
      return "\(left) manual \(noun) \(kind == .todo ? "to do" : kind.label)"
    }
    let listed = parts.map { "\($0.1) \($0.0.label)" }.joined(separator: ", ")
    return "\(left) manual \(noun) unfinished" + (listed.isEmpty ? "" : " (\(listed))")
  }

  private static func lines(for item: ChecklistItem, style: TerminalStyle) -> [String] {
    var lines = [row(symbol(item.state.rawValue), item.state.label, item.check.id, style: style)]
    lines.append(indented(item.check.title))
    if let entry = item.entry {
      var details = details(entry)
      if item.isStale, !details.isEmpty { details[0] = "\(entry.status.label) " + details[0] }
      lines += details.map(indented)
    }
    lines += item.staleBecause.map { indented("stale: \($0)") }
    if !item.isDone { lines.append(indented("how: " + oneLine(item.check.how))) }
    return lines
  }

  /// "by Dana Reyes on 2027-01-01 09:30 UTC, build 412" and the note.
  private static func details(_ entry: ChecklistEntry) -> [String] {
    var lines: [String] = []
    if let who = who(entry, time: true) { lines.append("by " + TerminalText.escapingControls(who)) }
    if let note = entry.note {
      let noteLines = note.split(separator: "\n", omittingEmptySubsequences: false).map {
        TerminalText.escapingControls(String($0))
      }
      lines.append("note: " + noteLines[0])
      lines += noteLines.dropFirst().map { "      " + $0 }
    }
    return lines
  }

  /// "Dana Reyes on 2027-01-01, build 412" (with the time when `time`), or
  /// nil when the entry says none of it.
  public static func who(_ entry: ChecklistEntry, time: Bool = false) -> String? {
    var text = entry.by ?? ""
    if let when = entry.when {
      text +=
        (text.isEmpty ? "" : " ") + "on " + (time ? readableTime(when) : String(when.prefix(10)))
    }
    if let build = entry.build { text += (text.isEmpty ? "" : ", ") + "build \(build)" }
    return text.isEmpty ? nil : text
  }

  private static func row(
    _ symbol: String, _ label: String, _ id: String, style: TerminalStyle
  ) -> String {
    let head = "\(symbol) \(label)"
    let padding = String(repeating: " ", count: max(1, 18 - head.count))
    return "  " + style.paint(head, color(symbol)) + padding + safe(id)
  }

  /// Done is green, failed red, stale yellow, the rest plain bold.
  private static func color(_ symbol: String) -> TerminalStyle.Color {
    switch symbol {
    case "✓", "–", "~": return .green
    case "✗": return .red
    case "!": return .yellow
    default: return .bold
    }
  }

  /// `text` indented, its control characters escaped (the checklist file's
  /// titles and the packs' texts are data too).
  private static func indented(_ text: String) -> String {
    String(repeating: " ", count: 20) + safe(text)
  }

  private static func safe(_ text: String) -> String { TerminalText.escapingControls(text) }

  /// ✓ passed, ✗ failed, ~ waived, – not applicable, ! stale, ○ todo.
  static func symbol(_ state: String) -> String {
    switch state {
    case "passed": return "✓"
    case "failed": return "✗"
    case "waived": return "~"
    case "notApplicable": return "–"
    case "stale": return "!"
    default: return "○"
    }
  }

  /// `2027-01-01T09:30:00Z` as `2027-01-01 09:30 UTC`; anything else as written.
  static func readableTime(_ text: String) -> String {
    let characters = Array(text)
    guard characters.count == 20, characters[10] == "T", characters[19] == "Z" else {
      return text
    }
    return String(characters[0..<10]) + " " + String(characters[11..<16]) + " UTC"
  }

  private static func oneLine(_ text: String) -> String {
    WhitespaceCollapsing.collapse(text)
  }
}
