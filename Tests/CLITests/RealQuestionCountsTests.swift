import Foundation
import TestSupport
import Testing

/// How many questions `reviewready import` leaves on the 12 real apps
/// (`../shared/testdata/real-sources` imported with `--project` and audited
/// with their code scanned, `real-apps` imported from their Info.plist,
/// localizations and manifest; read in place, skipped without them): no
/// more than the README's table says, never one about a screen's or
/// feature's name, path or control, and each that makes the verdict incomplete has a rule waiting
/// on it. `Scripts/questions/count-questions.sh` prints the same counts.
@Suite struct RealQuestionCountsTests {
  struct App: Sendable, CustomTestStringConvertible {
    var name: String
    /// The project inside `real-sources/<name>`, or nil for a `real-apps` folder.
    var project: String?
    /// Before this change (the README's "before" column).
    var before: Int
    /// At most this many now (the README's "after" column).
    var atMost: Int
    var testDescription: String { name }
  }

  static let apps: [App] = [
    App(name: "damus", project: "damus.xcodeproj", before: 48, atMost: 5),
    App(name: "element-x-ios", project: "project.yml", before: 50, atMost: 5),
    App(name: "ice-cubes", project: "IceCubesApp.xcodeproj", before: 33, atMost: 4),
    App(name: "kiwix", project: "project.yml", before: 22, atMost: 3),
    App(name: "owncloud", project: "ownCloud.xcodeproj", before: 63, atMost: 6),
    App(name: "pocket-casts", project: "podcasts.xcodeproj", before: 61, atMost: 7),
    App(name: "duckduckgo", before: 45, atMost: 5),
    App(name: "home-assistant", before: 109, atMost: 6),
    App(name: "inaturalist", before: 39, atMost: 6),
    App(name: "mastodon", before: 18, atMost: 6),
    App(name: "nextcloud-talk", before: 45, atMost: 5),
    App(name: "openfoodfacts", before: 17, atMost: 5),
  ]

  static let hasData =
    TestPaths.hasSharedTestData("real-sources") && TestPaths.hasSharedTestData("real-apps")
  static let absent = TestPaths.sharedTestDataAbsent("real-sources")

  /// Imports `app` and audits it as a team would; the audit's questions.
  static func questions(_ app: App) throws -> (questions: [[String: Any]], verdict: String?) {
    let folder = try TemporaryFolder("questions")
    defer { folder.remove() }
    let description = folder.path("\(app.name).reviewready.yaml")
    var audit = ["audit", "--no-config", "--format", "json"]
    if let project = app.project {
      let root = try #require(TestPaths.sharedTestData("real-sources"))
        .appendingPathComponent(app.name)
      let imported = try ReviewReadyBinary.run(
        ["import", "--project", root.appendingPathComponent(project).path, "-o", description])
      #expect(imported.status == 0, "\(imported.standardError)")
      audit += ["--scan", root.path]
    } else {
      let imported = try ReviewReadyBinary.run(
        try ImportEndToEndTests.importArguments(app.name) + ["-o", description])
      #expect(imported.status == 0, "\(imported.standardError)")
    }
    let result = try ReviewReadyBinary.run(audit + [description])
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    let report = json as? [String: Any] ?? [:]
    return (report["questions"] as? [[String: Any]] ?? [], report["verdict"] as? String)
  }

  @Test(.enabled(if: hasData, absent), arguments: apps)
  func atMostTheREADMEsCount(_ app: App) throws {
    let (questions, verdict) = try Self.questions(app)
    let paths = questions.compactMap { $0["path"] as? String }
    #expect(paths.count == questions.count)
    #expect(paths.count <= app.atMost, "\(app.name): \(paths)")
    // At least two thirds fewer than before.
    #expect(paths.count * 3 <= app.before, "\(app.name): \(paths.count) of \(app.before)")
    // Never a screen's or feature's name, path or control (the app's own name
    // is asked only when the project leaves it unresolved, as Element X's).
    let forbidden = paths.filter {
      !$0.hasPrefix("app.")
        && ($0.hasSuffix(".name") || $0.hasSuffix(".path") || $0.hasSuffix(".control"))
    }
    #expect(forbidden.isEmpty, "\(app.name): \(forbidden)")
    // Asked once for the app, never per feature or per permission.
    #expect(paths.filter { $0.hasPrefix("features[") }.isEmpty, "\(app.name): \(paths)")
    let perPermission = paths.filter { $0.hasPrefix("permissions[") }
    #expect(perPermission.allSatisfy { $0.hasSuffix(".askedBy") }, "\(app.name): \(paths)")
    #expect(paths.filter { $0 == "app.data" || $0 == "app.prompts" }.count == 2)
    // Incomplete only because a rule waits on an answer.
    let blocking = questions.filter { !(($0["waitingRules"] as? [String]) ?? []).isEmpty }
    #expect((verdict == "incomplete") == !blocking.isEmpty, "\(app.name): \(verdict ?? "none")")
  }
}
