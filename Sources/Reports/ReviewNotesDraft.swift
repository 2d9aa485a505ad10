import AppModel
import Audit
import Catalog
import Diagnostics
import Foundation

/// The draft of the App Store Connect *Notes* field: plain text within the
/// field's limit, with what a reviewer needs first — sign-in (the demo
/// account's user name, never a password), where each feature that uses
/// protected data is and which control opens it, what each prompt asks for
/// and why, notes from waived rules — then the team's own notes.
public enum ReviewNotesDraft {
  /// The length teams cite for the Notes field.
  public static let limit = 4000

  /// A draft and what was left out to fit the limit.
  public struct Draft: Sendable {
    public var text: String
    /// One line per part left out, for a message on standard error.
    public var leftOut: [String]
  }

  /// A part of the draft; higher `priority` numbers go first when shortening.
  struct Part {
    var priority: Int
    var heading: String?
    var lines: [String]
    var label: String
  }

  public static func make(for result: AuditResult, catalog: Catalog, limit: Int = limit) -> Draft {
    // Plain text to paste: tabs stay, every other control and bidirectional
    // character is shown as an escape. Line breaks stay only in the texts of
    // several lines (the team's notes, the rules' review notes): every other
    // line is built of one-line fields (names, paths, the demo user name),
    // whose line break would start a forged line of its own.
    var parts = ReviewNotesParts(result: result, catalog: catalog).parts.map { part in
      var part = part
      let kept: Set<Unicode.Scalar> =
        [teamNotesLabel, ReviewNotesParts.ruleNotesLabel].contains(part.label)
        ? ["\n", "\t"] : ["\t"]
      part.lines = part.lines.map { TerminalText.escapingControls($0, keeping: kept) }
      return part
    }
    var leftOut: [String] = []
    // Characters of each line, counted once: the draft's length follows from
    // them (no grapheme joins a line break), so shortening costs no more
    // than reading the text, however many lines go.
    var lineCounts = parts.map { $0.lines.map(\.count) }
    // The team's notes come last in the draft and are the first to go, whole
    // sentences from the end, then the generated lines, least important first.
    if length(parts, lineCounts) > limit,
      let team = parts.firstIndex(where: { $0.label == teamNotesLabel }),
      let notes = parts[team].lines.first
    {
      var sentences = Self.sentences(of: notes)
      var cut: [String] = []
      while length(parts, lineCounts) > limit, let last = sentences.popLast() {
        cut.insert(last, at: 0)
        let kept = sentences.joined().trimmingCharacters(in: .whitespacesAndNewlines)
        parts[team].lines = kept.isEmpty ? [] : [kept]
        lineCounts[team] = parts[team].lines.map(\.count)
      }
      if let first = cut.first {
        leftOut.append(
          "the team's notes: the last \(cut.count) sentence\(cut.count == 1 ? "" : "s"), from "
            + "“\(first.trimmingCharacters(in: .whitespacesAndNewlines).prefix(60))…”")
      }
    }
    while length(parts, lineCounts) > limit,
      let index = parts.indices.filter({ !parts[$0].lines.isEmpty && parts[$0].priority > 0 })
        .max(by: { parts[$0].priority < parts[$1].priority })
    {
      let removed = parts[index].lines.removeLast()
      lineCounts[index].removeLast()
      leftOut.append("\(parts[index].label): \(removed.prefix(60))…")
    }
    var text = render(parts)
    if text.count > limit {
      text = shortenAtSentence(text, limit: limit)
      leftOut.append("the end of the team's notes")
    }
    return Draft(text: text, leftOut: leftOut)
  }

  /// The label of the team's own notes.
  static let teamNotesLabel = "team notes"

  /// `text` in sentences, each with the spaces or line breaks after it, so
  /// that joining them gives `text` back.
  static func sentences(of text: String) -> [String] {
    var sentences: [String] = []
    var current = ""
    var ended = false
    for character in text {
      if ended && !character.isWhitespace {
        sentences.append(current)
        current = ""
        ended = false
      }
      current.append(character)
      if ".!?".contains(character) { ended = true }
    }
    if !current.isEmpty { sentences.append(current) }
    return sentences
  }

  /// The characters `render(parts)` would have, from each line's count.
  private static func length(_ parts: [Part], _ lineCounts: [[Int]]) -> Int {
    var total = 0
    var rendered = 0
    for (part, counts) in zip(parts, lineCounts) where !counts.isEmpty {
      if rendered > 0 { total += 2 }  // the blank line between parts
      rendered += 1
      if let heading = part.heading { total += heading.count + 1 }
      total += counts.reduce(0, +) + counts.count - 1
    }
    return total
  }

  private static func render(_ parts: [Part]) -> String {
    parts.filter { !$0.lines.isEmpty }.map { part in
      ([part.heading].compactMap { $0 } + part.lines).joined(separator: "\n")
    }.joined(separator: "\n\n")
  }

  /// The longest prefix within `limit` that ends a sentence.
  private static func shortenAtSentence(_ text: String, limit: Int) -> String {
    let prefix = String(text.prefix(limit))
    guard let end = prefix.lastIndex(where: { ".!?".contains($0) }) else { return "" }
    return String(prefix[...end])
  }
}

/// Builds the parts of the draft from an audit.
struct ReviewNotesParts {
  let result: AuditResult
  let catalog: Catalog

  /// The label of the waived rules' review notes.
  static let ruleNotesLabel = "note"

  var parts: [ReviewNotesDraft.Part] {
    [signIn, features, prompts, ruleNotes, teamNotes].compactMap { $0 }
  }

  private var description: AppDescription { result.description }

  private var signIn: ReviewNotesDraft.Part? {
    guard let username = description.review?.demoAccount?.username else { return nil }
    return .init(
      priority: 0, heading: nil,
      lines: [
        "Sign in with the demo account \(username); its password is in the App Review sign-in information."
      ], label: "sign-in")
  }

  private var features: ReviewNotesDraft.Part? {
    // One level of brackets at most: a path may hold its own ("Run tab (first screen
    // after sign-in)"), so it follows the screen's name in words.
    let lines = description.features.filter { !$0.needs.isEmpty }.map { feature -> String in
      let screen = description.screen(feature.screen)
      var place = screen?.name ?? feature.screen
      if let path = screen?.path { place += ", reached through \(path)" }
      let control = feature.control.map { "; use “\($0)”" } ?? ""
      return "- \(feature.name): \(place)\(control)."
    }
    guard !lines.isEmpty else { return nil }
    return .init(
      priority: 2, heading: "Where to find the features that use protected data:", lines: lines,
      label: "feature")
  }

  private var prompts: ReviewNotesDraft.Part? {
    var lines = description.permissions.map { permission -> String in
      let entry = catalog.resources[permission.resource]
      let name = entry?.name ?? permission.resource.rawValue
      let words = AccessWords.phrase(
        resource: permission.resource.rawValue, level: permission.access,
        levelCount: entry?.levels.count ?? 1)
      let resource = words.map { "\(name) (\($0))" } ?? name
      let screen =
        description.screen(permission.requestedAt.screen)?.name ?? permission.requestedAt.screen
      let when: String
      switch permission.requestedAt.moment {
      case .launch: when = "at launch"
      case .onboarding: when = "during onboarding"
      case .background: when = "while the app works in the background"
      case .feature:
        let feature = permission.requestedAt.feature.flatMap(description.feature)?.name
        when = feature.map { "when the person uses “\($0)”" } ?? "when the person uses the feature"
      }
      let level = catalog.resources[permission.resource]?.level(permission.access)
      if level?.prompts == false {
        return "- \(resource): no permission prompt. The system grants it silently \(when), on "
          + "\(screen), and the person decides later, from a delivered notification, whether to "
          + "keep it."
      }
      let key = level?.keys.first
      let why = key.flatMap(description.purposeString)?.text(for: description.app.developmentRegion)
      let systems = permission.onlyBelow.map { " Only on iOS versions before \($0)." } ?? ""
      return "- \(resource): asked \(when), on \(screen).\(systems)"
        + (why.map { " Purpose: “\($0)”" } ?? "")
    }
    // Resources used through system UI with no prompt at all.
    let asked = Set(description.permissions.map(\.resource))
    for feature in description.features {
      for (resource, verbs) in feature.needs.sorted(by: { $0.key < $1.key })
      where !asked.contains(resource) {
        for verb in verbs {
          guard let need = catalog.resources[resource]?.needs[verb], need.isSystemUI,
            let via = need.via
          else { continue }
          lines.append("- \(feature.name): no permission prompt; the app uses \(via).")
        }
      }
    }
    guard !lines.isEmpty else { return nil }
    return .init(
      priority: 3, heading: "What each permission prompt asks for and why:", lines: lines,
      label: "prompt")
  }

  private var ruleNotes: ReviewNotesDraft.Part? {
    var seen: Set<String> = []
    let lines = result.findings.filter(\.isWaived).compactMap(\.reviewNote).filter {
      seen.insert($0).inserted
    }
    guard !lines.isEmpty else { return nil }
    return .init(priority: 4, heading: nil, lines: lines, label: Self.ruleNotesLabel)
  }

  private var teamNotes: ReviewNotesDraft.Part? {
    guard let notes = description.review?.notes?.trimmingCharacters(in: .whitespacesAndNewlines),
      !notes.isEmpty
    else { return nil }
    return .init(
      priority: 0, heading: nil, lines: [notes], label: ReviewNotesDraft.teamNotesLabel)
  }
}
