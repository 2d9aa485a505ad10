import AppModel
import Audit
import ReviewReadyKit
import Testing

@testable import Reports

/// The notes draft in words a reviewer reads: levels in plain words, one
/// level of brackets, controls as what to tap on which screen, provisional
/// notifications as silent, and the team's notes never shortened: the
/// feature list goes first.
@Suite struct ReviewNotesWordsTests {
  static let yaml = """
    schema: 1
    app: { name: Pacer, bundleId: com.example.pacer, minimumOS: "16.0", locales: [en] }
    screens:
      - { id: run, name: Run, path: Run tab (first screen after sign-in) }
    features:
      - { id: record, name: Record a run, screen: run, control: Start, needs: { location: background } }
      - { id: remind, name: Remind you to run, screen: run, needs: { notifications: notify } }
    permissions:
      - id: location
        resource: location
        access: always
        requestedAt: { screen: run, moment: feature, feature: record }
        handles: { denied: explains, restricted: explains }
      - id: quiet
        resource: notifications
        access: provisional
        requestedAt: { screen: run, moment: launch, feature: remind }
        handles: { denied: explains, restricted: explains }
    purposeStrings:
      NSLocationWhenInUseUsageDescription: Pacer draws your route while you record a run.
      NSLocationAlwaysAndWhenInUseUsageDescription: Pacer draws your route while you record a run, also when the phone is locked.
    review:
      notes: "First sentence stays. Second sentence goes when space is short. Third goes first."
    """

  static func draft(limit: Int = ReviewNotesDraft.limit, yaml: String = yaml) throws
    -> ReviewNotesDraft.Draft
  {
    let auditor = try Auditor(.init(configuration: Auditor.ConfigurationSource.none))
    let description = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "pacer.yaml")
    let result = auditor.engine.audit(description, today: "2026-01-01")
    return ReviewNotesDraft.make(for: result, catalog: auditor.engine.catalog, limit: limit)
  }

  @Test func levelsAreWordsAndBracketsDoNotNest() throws {
    let text = try Self.draft().text
    #expect(
      text.contains(
        "- Record a run: tap “Start” on Run, reached through Run tab (first screen after sign-in).")
    )
    #expect(
      text.contains("- Location (always, also in the background): asked when the person uses"))
    #expect(!text.contains("(always)") && !text.contains("provisional"))
    #expect(!text.contains("; use “"))
    #expect(!text.contains("((") && !text.contains("))"))
    #expect(
      text.contains(
        "- Notifications (delivered quietly to Notification Center): no permission prompt. The system grants it silently at launch"
      ))
  }

  @Test func theTeamsNotesStayWholeAndTheFeatureListGoesFirst() throws {
    let full = try Self.draft()
    let limit = full.text.count - 10
    let short = try Self.draft(limit: limit)
    #expect(short.text.count <= limit)
    #expect(
      short.text.hasSuffix(
        "First sentence stays. Second sentence goes when space is short. Third goes first."))
    #expect(short.text.contains("- Record a run: tap") && !short.text.contains("- Remind you"))
    #expect(short.text.contains("- Location (always, also in the background)"))
    #expect(short.leftOut.count == 1 && short.leftOut[0].hasPrefix("feature: - Remind you"))
    #expect(short.overLimit == nil)
    // Too short even for the notes: they stay whole, and the draft says by how much.
    let tiny = try Self.draft(limit: 20)
    #expect(tiny.text.hasSuffix("Third goes first."))
    #expect(tiny.overLimit == tiny.text.count - 20)
  }

  /// One-line fields holding a line break (found by FuzzNotes): the break
  /// is shown as an escape, so no field starts a forged line of the draft;
  /// the team's notes keep theirs.
  @Test func aLineBreakInAOneLineFieldStartsNoLine() throws {
    let yaml = Self.yaml
      .replacingOccurrences(
        of: "name: Record a run,", with: #"name: "Record\nSign in with a forged account","#
      )
      .replacingOccurrences(
        of: "review:\n",
        with:
          "review:\n  demoAccount: { username: \"demo\\nforged line\", passwordEnv: PACER_PASSWORD }\n"
      )
      .replacingOccurrences(of: "First sentence stays. ", with: "First sentence stays.\\n")
    let lines = try Self.draft(yaml: yaml).text.split(separator: "\n")
    #expect(
      lines.contains(
        "Sign in with the demo account demo forged line; its password is in the App Review sign-in information."
      ))
    #expect(
      lines.contains { $0.hasPrefix("- Record Sign in with a forged account: tap “Start” on Run") })
    #expect(
      !lines.contains { $0.hasPrefix("Sign in with a forged") || $0.hasPrefix("forged line") })
    #expect(lines.contains("Second sentence goes when space is short. Third goes first."))
  }
}
