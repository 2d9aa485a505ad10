import AppModel
import Audit
import ReviewReadyKit
import Testing

@testable import Reports

/// The notes draft in words a reviewer reads: levels in plain words, one
/// level of brackets, provisional notifications as silent, and the team's
/// notes the first to be shortened.
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
        "- Record a run: Run, reached through Run tab (first screen after sign-in); use “Start”."))
    #expect(
      text.contains("- Location (always, also in the background): asked when the person uses"))
    #expect(!text.contains("(always)") && !text.contains("provisional"))
    #expect(!text.contains("((") && !text.contains("))"))
    #expect(
      text.contains(
        "- Notifications (delivered quietly to Notification Center): no permission prompt. The system grants it silently at launch"
      ))
  }

  @Test func theTeamsNotesAreShortenedFirstAndTheCutIsSaid() throws {
    let full = try Self.draft()
    let limit = full.text.count - 10
    let short = try Self.draft(limit: limit)
    #expect(short.text.count <= limit)
    #expect(short.text.hasSuffix("First sentence stays. Second sentence goes when space is short."))
    #expect(short.text.contains("- Record a run: Run"))
    #expect(short.leftOut == ["the team's notes: the last 1 sentence, from “Third goes first.…”"])
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
    #expect(lines.contains { $0.hasPrefix("- Record Sign in with a forged account: Run") })
    #expect(
      !lines.contains { $0.hasPrefix("Sign in with a forged") || $0.hasPrefix("forged line") })
    #expect(lines.contains("Second sentence goes when space is short. Third goes first."))
  }
}
