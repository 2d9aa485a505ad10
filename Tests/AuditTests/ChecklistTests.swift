import AppModel
import Diagnostics
import Foundation
import Reports
import RuleLanguage
import TestSupport
import Testing

@testable import Audit
@testable import ReviewReadyKit

/// The team checklist in the library: the file format, staleness (build
/// bumps and edited descriptions, but not reformatting), retired checks,
/// locked atomic updates, and progress in the report model.
@Suite struct ChecklistTests {
  static let sample = TestPaths.samples.appendingPathComponent("photo-journal.reviewready.yaml")

  static func sampleText() throws -> String {
    try String(contentsOf: sample, encoding: .utf8)
  }

  static func description(_ text: String) throws -> AppDescription {
    try DescriptionLoader.decode(bytes: Array(text.utf8), file: "app.reviewready.yaml")
  }

  /// Every applicable check of `text` marked passed, as `mark` records it.
  static func markedAll(_ text: String, engine: AuditEngine) throws -> ChecklistFile {
    let description = try description(text)
    let result = engine.audit(description, today: "2027-01-01")
    let fingerprints = ChecklistFingerprints(description: description, catalog: engine.catalog)
    var file = ChecklistFile(path: "app.checklist.yaml")
    for check in result.checks {
      file.record(
        ChecklistEntry(
          id: check.id, title: check.title, status: .passed, by: "Dana Reyes",
          when: "2027-01-01T09:30:00Z", build: description.app.build,
          fingerprints: fingerprints.fingerprints(for: check)))
    }
    return file
  }

  /// The checklist state of `text` with the results in `file`.
  static func state(
    _ text: String, _ file: ChecklistFile, engine: AuditEngine, stalesOnNewBuild: Bool = false
  ) throws -> ChecklistState {
    let result = engine.audit(try description(text), today: "2027-01-01")
    return engine.state(of: result, checklist: file, stalesOnNewBuild: stalesOnNewBuild)
  }

  // MARK: Build numbers

  @Test func buildNumbersCompareAsVersions() {
    #expect(BuildNumber.isLess("412", than: "413"))
    #expect(!BuildNumber.isLess("413", than: "412"))
    #expect(BuildNumber.isLess("99", than: "100"))
    #expect(BuildNumber.isLess("2.3.1", than: "2.4"))
    #expect(BuildNumber.isLess("2.3.9", than: "2.3.10"))
    #expect(BuildNumber.compare("2.3", "2.3.0") == 0)
    #expect(BuildNumber.compare("007", "7") == 0)
    #expect(BuildNumber.isLess("2.4b1", than: "2.4"))
    #expect(BuildNumber.isLess("2.4", than: "2.4.1"))
    #expect(BuildNumber.isLess("2026.12.31.9", than: "2027.1.2.1"))
    #expect(BuildNumber.isLess("18446744073709551616", than: "18446744073709551617"))
  }

  // MARK: What a check depends on

  @Test func partsComeFromWhatTheExpressionReads() throws {
    let engine = try #require(RandomDescriptionTests.engine)
    let parts = Dictionary(
      uniqueKeysWithValues: engine.allChecks.map { ($0.id, ChecklistFingerprints.parts(of: $0)) })
    #expect(parts["photos.check.limited-two-photos"] == ["permissions(photos)"])
    #expect(parts["photos.check.picker-needs-no-prompt"] == ["features(photos)"])
    #expect(parts["purpose.check.prompts-in-every-locale"] == ["permissions", "purposeStrings"])
    #expect(parts["review.check.demo-account-signs-in"] == ["screens"])
    // Features are read whole here; only the permissions are filtered.
    #expect(
      parts["permission.check.nothing-withheld"] == [
        "features", "permissions(location,notifications,tracking)",
      ])
    #expect(
      parts["location.check.session-with-screen-locked"] == [
        "app.backgroundModes", "features(location)",
      ])
  }

  /// Table: expressions and the resources they limit each collection to.
  @Test(
    arguments: [
      ("permissions.exists(p, p.resource == 'camera')", ["camera"], nil),
      ("permissions.exists(p, p.access == 'always' && p.resource in ['a', 'b'])", ["a", "b"], nil),
      // An `||` term, a computed name or a bare mention reads every permission.
      ("permissions.exists(p, p.resource == 'camera' || p.access == 'x')", nil, nil),
      ("permissions.exists(p, p.resource == 'cam' + 'era')", nil, nil),
      ("permissions.exists(p, p.resource == 'camera') && size(permissions) > 1", nil, nil),
      ("featuresNeeding('photos').exists(f, true)", nil, ["photos"]),
      ("featuresNeeding('photos').exists(f, true) || features.exists(f, true)", nil, nil),
      ("featuresNeeding(app.name).exists(f, true)", nil, nil),
    ] as [(String, [String]?, [String]?)])
  func resourceScopes(expression: String, permissions: [String]?, features: [String]?) {
    let scope = ResourceScope(of: ParsedExpression(expression).root)
    #expect(scope.permissions == permissions.map(Set.init))
    #expect(scope.features == features.map(Set.init))
  }

  @Test func scopedPartNamesRoundTrip() {
    let name = ResourceScope.partName("permissions", ["photos", "camera"])
    #expect(name == "permissions(camera,photos)")
    #expect(ResourceScope.parse(name)?.collection == "permissions")
    #expect(ResourceScope.parse(name)?.resources == ["camera", "photos"])
    #expect(ResourceScope.parse("permissions") == nil)
    #expect(ResourceScope.parse("permissions()") == nil)
    #expect(
      ChecklistFingerprints.describe("permissions(camera,photos)")
        == "the camera, photos permissions or their purpose strings")
  }

  // MARK: Which checks apply

  @Test func checksFollowWhatTheAppDoes() throws {
    let engine = try #require(RandomDescriptionTests.engine)
    let text = try Self.sampleText()
    func ids(_ text: String) throws -> Set<String> {
      Set(engine.audit(try Self.description(text), today: "2027-01-01").checks.map(\.id))
    }
    let translated = try ids(text)
    #expect(translated.contains("purpose.check.prompts-in-every-locale"))
    #expect(!translated.contains("permission.check.voip-call-while-locked"))
    // Prompts in English only: nothing to compare across the three UI locales.
    let englishOnly = text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("    de: Lantern") && !$0.hasPrefix("    fr: Lantern") }
      .joined(separator: "\n")
    #expect(englishOnly != text)
    #expect(try !ids(englishOnly).contains("purpose.check.prompts-in-every-locale"))
    // A VoIP background mode brings the locked-device call check.
    let voip = text.replacingOccurrences(
      of: "  locales: [en, de, fr]\n", with: "  locales: [en, de, fr]\n  backgroundModes: [voip]\n")
    #expect(try ids(voip).contains("permission.check.voip-call-while-locked"))
  }

  // MARK: Staleness

  @Test func freshResultsAreDone() throws {
    let engine = try #require(RandomDescriptionTests.engine)
    let text = try Self.sampleText()
    let state = try Self.state(text, try Self.markedAll(text, engine: engine), engine: engine)
    #expect(state.total > 0)
    #expect(state.items.allSatisfy { !$0.isStale && $0.isDone })
    #expect(state.isComplete && state.percent == 100)
  }

  @Test func aBuildBumpAloneStalesNothingByDefault() throws {
    let engine = try #require(RandomDescriptionTests.engine)
    let text = try Self.sampleText()
    let file = try Self.markedAll(text, engine: engine)
    let bumped = text.replacingOccurrences(of: "build: \"412\"", with: "build: \"413\"")
    #expect(bumped != text)
    let state = try Self.state(bumped, file, engine: engine)
    #expect(state.items.allSatisfy { !$0.isStale })
    #expect(state.isComplete)
  }

  @Test func aBuildBumpMakesEveryResultStaleWhenTheTeamSaysSo() throws {
    let engine = try #require(RandomDescriptionTests.engine)
    let text = try Self.sampleText()
    let file = try Self.markedAll(text, engine: engine)
    let bumped = text.replacingOccurrences(of: "build: \"412\"", with: "build: \"413\"")
    let state = try Self.state(bumped, file, engine: engine, stalesOnNewBuild: true)
    #expect(state.items.allSatisfy { $0.state == .stale })
    #expect(
      state.items.first?.staleBecause == ["recorded on build 412; the app is now build 413"])
    #expect(state.done == 0 && !state.isComplete)
    // A build behind the recorded one (a result marked on a newer build
    // than the description names) is not stale.
    let older = text.replacingOccurrences(of: "build: \"412\"", with: "build: \"411\"")
    #expect(try Self.state(older, file, engine: engine, stalesOnNewBuild: true).isComplete)
  }

  @Test func anEditedPurposeStringMakesTheChecksThatReadPermissionsStale() throws {
    let engine = try #require(RandomDescriptionTests.engine)
    let text = try Self.sampleText()
    let file = try Self.markedAll(text, engine: engine)
    let edited = text.replacingOccurrences(
      of: "If you select only some photos, Lantern sees just those.",
      with: "Lantern never uploads them.")
    #expect(edited != text)
    let state = try Self.state(edited, file, engine: engine)
    let stale = Set(state.items.filter(\.isStale).map(\.check.id))
    #expect(stale.contains("photos.check.limited-two-photos"))
    #expect(stale.contains("purpose.check.prompts-in-every-locale"))
    #expect(stale.contains("permission.check.prompts-on-device"))
    // The demo-account check reads the screens only.
    #expect(!stale.contains("review.check.demo-account-signs-in"))
    let item = try #require(state.items.first { $0.check.id == "photos.check.limited-two-photos" })
    #expect(
      item.staleBecause == [
        "the photos permissions or their purpose strings changed since it was recorded"
      ])
    #expect(item.state == .stale && item.recordedStatus == .passed && !item.isDone)
  }

  @Test func anEditedCameraStringLeavesTheLocationChecksStanding() throws {
    let engine = try #require(RandomDescriptionTests.engine)
    let text = try String(
      contentsOf: TestPaths.samples.appendingPathComponent("trail-notes.reviewready.yaml"),
      encoding: .utf8)
    let file = try Self.markedAll(text, engine: engine)
    let comma = text.replacingOccurrences(
      of: "when you tap Scan Sign, to read", with: "when you tap Scan Sign to read")
    #expect(comma != text)
    let state = try Self.state(comma, file, engine: engine)
    let stale = Set(state.items.filter(\.isStale).map(\.check.id))
    #expect(stale.contains("camera.check.denied-and-restricted"))
    #expect(stale.contains("permission.check.restricted-on-device"), "reads camera too")
    #expect(!stale.contains("location.check.approximate-only"))
    #expect(!stale.contains("permission.check.nothing-withheld"), "reads location, not camera")
    // The location string edited: the location check goes stale, the camera one doesn't.
    let location = text.replacingOccurrences(
      of: "while the map is open.", with: "while the map is open and for nothing else.")
    let locationState = try Self.state(location, file, engine: engine)
    let staleForLocation = Set(locationState.items.filter(\.isStale).map(\.check.id))
    #expect(staleForLocation.contains("location.check.approximate-only"))
    #expect(!staleForLocation.contains("camera.check.denied-and-restricted"))
  }

  @Test func reorderingAndReformattingChangeNothing() throws {
    let engine = try #require(RandomDescriptionTests.engine)
    let text = try Self.sampleText()
    let file = try Self.markedAll(text, engine: engine)
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    lines.removeAll { $0.hasPrefix("#") }  // comments
    // Swap the English and German purpose strings, and two keys of a mapping.
    let english = try #require(lines.firstIndex { $0.hasPrefix("    en: Lantern") })
    lines.swapAt(english, english + 1)
    let moment = try #require(lines.firstIndex { $0 == "      moment: feature" })
    lines.swapAt(moment, moment + 1)
    var reformatted = lines.joined(separator: "\n")
    for (old, new) in [
      ("locales: [en, de, fr]", "locales:\n    - fr\n    - \"en\"\n    - de"),
      ("buttons: [Continue]", "buttons:\n        - 'Continue'"),
      ("access: readWrite", "access: \"readWrite\""),
      ("requiredToUseApp: false", "requiredToUseApp:   false   # reformatted"),
    ] {
      #expect(reformatted.contains(old))
      reformatted = reformatted.replacingOccurrences(of: old, with: new)
    }
    // Move the first screen to the end of the list.
    let screens = try #require(reformatted.range(of: "  - id: journal\n"))
    let next = try #require(reformatted.range(of: "  - id: entry-editor\n"))
    let journal = String(reformatted[screens.lowerBound..<next.lowerBound])
    reformatted.removeSubrange(screens.lowerBound..<next.lowerBound)
    reformatted = reformatted.replacingOccurrences(
      of: "\nfeatures:", with: "\(journal)\nfeatures:")
    #expect(try Self.description(reformatted) != Self.description(text), "really reformatted")
    let state = try Self.state(reformatted, file, engine: engine)
    #expect(state.items.filter(\.isStale).map(\.check.id) == [])
    #expect(state.isComplete)
  }

  @Test func todoEntriesAndEntriesWithoutFingerprintsNeverGoStaleByContent() throws {
    let engine = try #require(RandomDescriptionTests.engine)
    let text = try Self.sampleText()
    var file = ChecklistFile(path: "app.checklist.yaml")
    file.record(ChecklistEntry(id: "photos.check.limited-two-photos", status: .todo))
    file.record(
      ChecklistEntry(id: "review.check.demo-account-signs-in", status: .passed, build: "412"))
    let edited = text.replacingOccurrences(of: "requiresAccount: true", with: "")
    let state = try Self.state(edited, file, engine: engine)
    #expect(state.items.allSatisfy { !$0.isStale })
  }

  // MARK: Retired checks

  @Test func resultsForChecksThatNoLongerApplyAreRetiredAndKept() throws {
    let engine = try #require(RandomDescriptionTests.engine)
    let text = try Self.sampleText()
    var file = try Self.markedAll(text, engine: engine)
    file.record(ChecklistEntry(id: "team.check.removed-from-its-pack", status: .failed))
    // Add-only photo access: the read/write photo checks no longer apply.
    let addOnly = text.replacingOccurrences(of: "access: readWrite", with: "access: addOnly")
    let state = try Self.state(addOnly, file, engine: engine)
    let retired = state.retired.map(\.id)
    #expect(retired.contains("photos.check.limited-two-photos"))
    #expect(retired.contains("team.check.removed-from-its-pack"))
    #expect(!state.items.contains { $0.check.id == "photos.check.limited-two-photos" })
    #expect(retired == retired.sorted())
    // A later mark keeps every entry, retired ones included.
    let result = engine.audit(try Self.description(addOnly), today: "2027-01-01")
    var updated = file
    updated.addMissing(result.checks)
    updated.record(
      ChecklistEntry(id: "permission.check.deny-everything", status: .failed, by: "Sam"))
    #expect(Set(updated.entries.keys).isSuperset(of: file.entries.keys))
    let reread = try ChecklistFile.decode(
      bytes: Array(
        updated.render(appName: "Lantern", descriptionFile: "app.reviewready.yaml").utf8),
      file: "app.checklist.yaml")
    #expect(reread.entries == updated.entries)
  }

  // MARK: The file

  @Test func theFileRoundTripsSortedAndStable() throws {
    let engine = try #require(RandomDescriptionTests.engine)
    var file = try Self.markedAll(try Self.sampleText(), engine: engine)
    file.record(
      ChecklistEntry(
        id: "photos.check.icloud-original-offline", title: "Open a photo: “offline”",
        status: .waived, by: "Sam O'Neil", when: "2027-01-02T10:00:00Z", build: "2.3.1",
        note: "Vendor QA did it.\nSee ticket #42: all good.\n"))
    let text = file.render(appName: "Lantern Journal", descriptionFile: "x/app.reviewready.yaml")
    let reread = try ChecklistFile.decode(bytes: Array(text.utf8), file: "app.checklist.yaml")
    #expect(reread.entries == file.entries)
    #expect(
      reread.render(appName: "Lantern Journal", descriptionFile: "app.reviewready.yaml") == text)
    // Entries sorted by id, one block each, a blank line between, nothing after the last.
    let keys = text.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
    #expect(keys.map { String($0.dropFirst(2).dropLast()) } == file.entries.keys.sorted())
    #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
    #expect(!text.contains("\n\n\n"))
    #expect(
      text.contains("    note: |\n      Vendor QA did it.\n      See ticket #42: all good.\n"))
    #expect(text.contains("    build: \"412\"\n"))
  }

  @Test func aBrokenFileIsEveryProblemWithItsPosition() throws {
    let text = """
      schema: 1
      checks:
        photos.check.limited-two-photos:
          status: pased
          by: Dana
        review.check.demo-account-signs-in:
          status: passed
          bulid: "412"
          x-ticket: LJ-1
        permission.check.deny-everything: passed
      """
    #expect {
      try ChecklistFile.decode(bytes: Array(text.utf8), file: "app.checklist.yaml")
    } throws: { error in
      let lines = (error as? DiagnosticsError)?.diagnostics.map(\.description) ?? []
      return lines == [
        "app.checklist.yaml:4:13: error: checks.photos.check.limited-two-photos.status: 'pased' is not a checklist status; did you mean 'passed'?",
        "app.checklist.yaml:8:5: error: checks.review.check.demo-account-signs-in: unknown key 'bulid'; did you mean 'build'?",
        "app.checklist.yaml:9:5: error: checks.review.check.demo-account-signs-in: 'x-ticket' would be lost: reviewready rewrites this file on every mark; put it in a note",
        "app.checklist.yaml:10:37: error: checks.permission.check.deny-everything: expected a mapping, found a string",
      ]
    }
    let conflicted = """
      schema: 1
      checks:
      <<<<<<< HEAD
        a.check.x:
          status: passed
      =======
        a.check.x:
          status: failed
      >>>>>>> other
      """
    #expect {
      try ChecklistFile.decode(bytes: Array(conflicted.utf8), file: "app.checklist.yaml")
    } throws: { error in
      let line = (error as? DiagnosticsError)?.diagnostics.first?.description ?? ""
      return line.hasPrefix("app.checklist.yaml:3:1: error: unresolved git merge conflict")
    }
    #expect(
      try ChecklistFile.decode(bytes: [], file: "app.checklist.yaml").entries.isEmpty,
      "an empty file is an empty checklist")
  }

  /// The sample's checklist, marked through the CLI, is exactly what the
  /// tool writes: hand edits would show here.
  @Test func theSampleChecklistIsAsTheToolWritesIt() throws {
    let path = TestPaths.samples.appendingPathComponent("photo-journal.checklist.yaml")
    let text = try String(contentsOf: path, encoding: .utf8)
    let file = try ChecklistFile.load(path: path.path)
    #expect(file.entries.count >= 7)
    let rendered = file.render(
      appName: "Lantern Journal", descriptionFile: "photo-journal.reviewready.yaml")
    #expect(rendered == text, "\(lineDiff(expected: text, actual: rendered))")
  }

  @Test func checklistPathsSitBesideTheDescription() {
    #expect(ChecklistFile.path(forDescription: "app.reviewready.yaml") == "app.checklist.yaml")
    #expect(
      ChecklistFile.path(forDescription: "Samples/photo-journal.reviewready.yaml")
        == "Samples/photo-journal.checklist.yaml")
    #expect(ChecklistFile.path(forDescription: "/a/b/app.yaml") == "/a/b/app.checklist.yaml")
  }

  // MARK: Locked, atomic updates

  @Test func concurrentUpdatesAllLand() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-checklist-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("app.checklist.yaml").path
    DispatchQueue.concurrentPerform(iterations: 40) { index in
      _ = try? ChecklistStore.update(
        path: path, render: { $0.render(appName: "App", descriptionFile: "app.reviewready.yaml") }
      ) { (file: inout ChecklistFile) throws(DiagnosticsError) in
        file.record(ChecklistEntry(id: "team.check.n\(index)", status: .passed, by: "p\(index)"))
      }
    }
    let file = try ChecklistFile.load(path: path)
    #expect(file.entries.count == 40)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["app.checklist.yaml"], "no temporary or lock files left behind")
  }

  @Test func aFailedChangeWritesNothing() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-checklist-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("app.checklist.yaml").path
    #expect(throws: DiagnosticsError.self) {
      try ChecklistStore.update(path: path, render: { _ in "x" }) {
        (_: inout ChecklistFile) throws(DiagnosticsError) in
        throw DiagnosticsError([.error(at: .file(path), "no")])
      }
    }
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func aHeldLockGivesUpNamingItsHolder() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-checklist-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("app.checklist.yaml").path
    // Another open file description of the folder: its flock conflicts
    // with the store's, as another process's would.
    let held = open(folder.path, O_RDONLY)
    #expect(held >= 0)
    defer { close(held) }
    #expect(flock(held, LOCK_EX) == 0)
    let started = ContinuousClock.now
    do {
      try ChecklistStore.update(
        path: path, waitingAtMost: .milliseconds(200), render: { _ in "x" }
      ) { (_: inout ChecklistFile) throws(DiagnosticsError) in }
      Issue.record("the update should have given up")
    } catch {
      let message = try #require(error.diagnostics.first?.message)
      #expect(message.contains("held the lock on its folder"))
      #if os(Linux)
        #expect(message.contains("process \(getpid())"), "names the holder: \(message)")
      #endif
      #expect(!message.contains("\n"))
    }
    #expect(ContinuousClock.now - started < .seconds(10))
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  // MARK: Reports

  @Test func reportsCountOnlyFreshResultsAsDone() throws {
    let engine = try #require(RandomDescriptionTests.engine)
    let text = try Self.sampleText()
    var file = try Self.markedAll(text, engine: engine)
    file.record(
      ChecklistEntry(
        id: "permission.check.deny-everything", status: .failed, by: "Sam", build: "413",
        note: "Sync spinner\nnever ends"))
    let bumped = text.replacingOccurrences(of: "build: \"412\"", with: "build: \"413\"")
    var result = engine.audit(try Self.description(bumped), today: "2027-01-01")
    result.checklist = engine.state(of: result, checklist: file, stalesOnNewBuild: true)
    let model = ReportModel(result, catalog: engine.catalog, toolVersion: "t", date: "2027-01-01")
    #expect(model.checklist.done == 0)
    #expect(model.checklist.failed == 1)
    #expect(model.checklist.stale == model.checklist.total - 1)
    let failed = try #require(
      model.checklist.items.first { $0.id == "permission.check.deny-everything" })
    #expect(failed.status == "failed" && failed.recorded && !failed.stale)
    #expect(failed.note == "Sync spinner / never ends")
    #expect(failed.who == "Sam, build 413")
    let stale = try #require(model.checklist.items.first { $0.stale })
    #expect(stale.status == "stale" && stale.recordedStatus == "passed")
    #expect(stale.who == "Dana Reyes on 2027-01-01, build 412")
  }
}
