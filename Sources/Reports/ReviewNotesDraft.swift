import AppModel
import Audit
import Catalog
import Diagnostics
import Foundation

/// The draft of the App Store Connect *Notes* field: plain text within the
/// field's limit, with what a reviewer needs first — sign-in (the demo
/// account's user name, never a password), where each feature that uses
/// protected data is and which control opens it, what each prompt asks for
/// and why, notes from waived rules — then the team's own notes, which are
/// never cut: the generated lines make room for them.
public enum ReviewNotesDraft {
  /// The length teams cite for the Notes field.
  public static let limit = 4000

  /// A draft and what was left out to fit the limit.
  public struct Draft: Sendable {
    public var text: String
    /// One line per part left out, for a message on standard error.
    public var leftOut: [String]
    /// How many characters the draft still has over the limit once every
    /// generated line that may go is gone: the team's notes (and the
    /// sign-in line) are longer than the field, and only the team can
    /// shorten them. Nil when the draft fits.
    public var overLimit: Int?
  }

  /// A part of the draft; higher `priority` numbers go first when
  /// shortening, and a part of priority 0 is never shortened.
  struct Part {
    var priority: Int
    var heading: String?
    var lines: [String]
    var label: String
  }

  /// The draft for `result`, shortened to at most `limit` characters by
  /// dropping generated lines, the feature list's first; the team's notes
  /// stay whole, even when they alone are over the limit (`overLimit`).
  public static func make(for result: AuditResult, catalog: Catalog, limit: Int = limit) -> Draft {
    // Plain text to paste: line breaks and tabs stay, every other control
    // and bidirectional character is shown as an escape.
    var parts = ReviewNotesParts(result: result, catalog: catalog).parts.map { part in
      var part = part
      part.lines = part.lines.map { TerminalText.escapingControls($0, keeping: ["\n", "\t"]) }
      return part
    }
    var length = Length(parts)
    let leftOut = dropGeneratedLines(&parts, length: &length, limit: limit)
    let text = render(parts)
    return Draft(
      text: text, leftOut: leftOut, overLimit: text.count > limit ? text.count - limit : nil)
  }

  /// Drops generated lines from the end of the parts with the highest
  /// `priority` first until the draft fits, one message per line dropped;
  /// the length is updated per line, so this costs one pass.
  private static func dropGeneratedLines(
    _ parts: inout [Part], length: inout Length, limit: Int
  ) -> [String] {
    var leftOut: [String] = []
    let order = parts.indices.filter { parts[$0].priority > 0 }
      .sorted { parts[$0].priority > parts[$1].priority }
    for index in order {
      var lines = parts[index].lines
      while length.total > limit, let removed = lines.popLast() {
        length.removeLast(of: index)
        leftOut.append("\(parts[index].label): \(removed.prefix(60))…")
      }
      parts[index].lines = lines
    }
    return leftOut
  }

  /// The label of the team's own notes.
  static let teamNotesLabel = "team notes"

  /// The characters `render(parts)` would have, kept from each line's
  /// count (no grapheme joins a line break) and updated as lines go, so
  /// that shortening costs no more than reading the text.
  struct Length {
    private var headings: [Int]
    private var counts: [[Int]]
    private var sums: [Int]
    private var rendered: Int
    /// The draft's length in characters.
    private(set) var total = 0

    init(_ parts: [Part]) {
      headings = parts.map { $0.heading.map { $0.count + 1 } ?? 0 }
      counts = parts.map { $0.lines.map(\.count) }
      sums = counts.map { $0.reduce(0, +) }
      rendered = counts.filter { !$0.isEmpty }.count
      total = computedTotal
    }

    /// Part `index` with lines of these counts.
    mutating func set(_ index: Int, counts lines: [Int]) {
      let before = counts[index].isEmpty ? 0 : 1
      let after = lines.isEmpty ? 0 : 1
      counts[index] = lines
      sums[index] = lines.reduce(0, +)
      rendered += after - before
      total = computedTotal
    }

    /// Part `index` without its last line.
    mutating func removeLast(of index: Int) {
      guard let last = counts[index].popLast() else { return }
      sums[index] -= last
      if counts[index].isEmpty {
        rendered -= 1
        total -= last + headings[index] + (rendered > 0 ? 2 : 0)
      } else {
        total -= last + 1
      }
    }

    private var computedTotal: Int {
      var total = rendered > 0 ? 2 * (rendered - 1) : 0
      for index in counts.indices where !counts[index].isEmpty {
        total += headings[index] + sums[index] + counts[index].count - 1
      }
      return total
    }
  }

  private static func render(_ parts: [Part]) -> String {
    parts.filter { !$0.lines.isEmpty }.map { part in
      ([part.heading].compactMap { $0 } + part.lines).joined(separator: "\n")
    }.joined(separator: "\n\n")
  }
}

/// Builds the parts of the draft from an audit.
struct ReviewNotesParts {
  let result: AuditResult
  let catalog: Catalog

  /// The parts in the draft's order. Every generated line stays one line:
  /// a line break in a name, a screen's path, a control or a note quoted in
  /// it is folded to a space, so that no field starts a line of its own;
  /// only the team's notes keep theirs.
  var parts: [ReviewNotesDraft.Part] {
    let generated = [signIn, features, prompts, ruleNotes].compactMap { $0 }.map { part in
      var part = part
      part.lines = part.lines.map(Self.oneLine)
      return part
    }
    return generated + [teamNotes].compactMap { $0 }
  }

  /// `text` with each line break (`\n`, `\r\n`) folded to a space.
  static func oneLine(_ text: String) -> String {
    guard text.unicodeScalars.contains("\n") else { return text }
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        if previous == "\r" { result.unicodeScalars.removeLast() }
        result.unicodeScalars.append(" ")
      } else {
        result.unicodeScalars.append(scalar)
      }
      previous = scalar
    }
    return result
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
    // Prose a reviewer follows: “tap “Change Photo” on Edit Profile (Profile tab > Edit)”.
    // One level of brackets at most: a path in its own brackets is left as written.
    let lines = description.features.filter { !$0.needs.isEmpty }.map { feature -> String in
      let screen = description.screen(feature.screen)
      var place = "on " + (screen?.name ?? feature.screen)
      // An unanswered path or control (`TODO: …`) is no direction for a reviewer.
      if let path = screen?.path, !OpenQuestion.isMarker(path) {
        place += path.contains("(") ? ", reached through \(path)" : " (\(path))"
      }
      let control =
        feature.control.flatMap { OpenQuestion.isMarker($0) ? nil : "tap “\($0)” " } ?? "open "
      return "- \(feature.name): \(control)\(place)."
    }
    guard !lines.isEmpty else { return nil }
    // The first lines to go when the draft is too long: the screens and
    // controls repeat what the prompts' lines and the team's notes say.
    return .init(
      priority: 4, heading: "Where to find the features that use protected data:", lines: lines,
      label: "feature")
  }

  private var prompts: ReviewNotesDraft.Part? {
    // A moment still unanswered holds a placeholder: the notes say only where.
    let unanswered = description.permissionsWithUnansweredMoment
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
      let placed = unanswered.contains(permission.id) ? "on \(screen)" : "\(when), on \(screen)"
      let level = catalog.resources[permission.resource]?.level(permission.access)
      if level?.prompts == false {
        return "- \(resource): no permission prompt. The system grants it silently \(when), on "
          + "\(screen), and the person decides later, from a delivered notification, whether to "
          + "keep it."
      }
      let key = level?.keys.first
      let why = key.flatMap(description.purposeString)?.text(for: description.app.developmentRegion)
      let systems = permission.onlyBelow.map { " Only on iOS versions before \($0)." } ?? ""
      return "- \(resource): asked \(placed).\(systems)"
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
    return .init(priority: 2, heading: nil, lines: lines, label: "note")
  }

  private var teamNotes: ReviewNotesDraft.Part? {
    guard let notes = description.review?.notes?.trimmingCharacters(in: .whitespacesAndNewlines),
      !notes.isEmpty
    else { return nil }
    return .init(
      priority: 0, heading: nil, lines: [notes], label: ReviewNotesDraft.teamNotesLabel)
  }
}
