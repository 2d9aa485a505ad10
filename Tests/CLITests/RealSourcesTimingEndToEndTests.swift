import Foundation
import TestSupport
import Testing

/// One meaning of timing on the real apps' sources
/// (`../shared/testdata/real-sources`, read in place; skipped without it):
/// the moment `import --project` writes from the code and the moment
/// `audit --scan` compares it with are the same, so the audit of an
/// imported description never calls its own prompt out of context; and the
/// moments written agree with what the code does (the README's facts).
@Suite struct RealSourcesTimingEndToEndTests {
  static let hasData = TestPaths.hasSharedTestData("real-sources")
  static let absent = TestPaths.sharedTestDataAbsent("real-sources")

  /// One app: its project and the moments import must write, by
  /// permission id (nil: none written, so `app.prompts.moment`, asked once
  /// for the app, answers it).
  struct App: CustomTestStringConvertible, Sendable {
    var name: String
    var project: String
    var moments: [String: String?]
    var testDescription: String { name }
  }

  static let apps: [App] = [
    // The recent-photos strip asks as the media panel the person opened appears;
    // push notifications are asked from the App's scene as it appears.
    App(
      name: "ice-cubes", project: "IceCubesApp.xcodeproj",
      moments: ["photos": "feature", "notifications": "launch"]),
    // ContentView, which MainView shows through CompactionView, asks on appear;
    // Face ID is asked on a tap in the key settings.
    App(
      name: "damus", project: "damus.xcodeproj",
      moments: ["notifications": "launch", "faceID": "feature", "camera": nil]),
    // AppRootViewController asks as it appears; the always-location request is made
    // from the background-uploads settings.
    App(
      name: "owncloud", project: "ownCloud.xcodeproj",
      moments: ["notifications": "launch", "location": "feature"]),
    App(name: "pocket-casts", project: "podcasts.xcodeproj", moments: ["camera": "feature"]),
    App(name: "kiwix", project: "project.yml", moments: ["location": nil]),
    App(name: "element-x-ios", project: "project.yml", moments: ["faceID": nil]),
  ]

  @Test(
    "import and the timing rule agree, and the moments follow the code",
    .enabled(if: hasData, absent), arguments: apps)
  func agree(_ app: App) throws {
    let root = try #require(TestPaths.sharedTestData("real-sources")).appendingPathComponent(
      app.name)
    let folder = try TemporaryFolder("real-timing")
    defer { folder.remove() }
    let description = folder.path("\(app.name).reviewready.yaml")
    let imported = try ReviewReadyBinary.run(
      ["import", "--project", root.appendingPathComponent(app.project).path, "-o", description])
    #expect(imported.status == 0, "\(imported.standardError)")
    let text = try String(contentsOfFile: description, encoding: .utf8)
    for (permission, expected) in app.moments {
      #expect(
        Self.moment(of: permission, in: text) == expected,
        "\(app.name): \(permission)'s moment")
    }
    let audit = try ReviewReadyBinary.run(
      ["audit", "--no-config", "--scan", root.path, "--format", "json", description])
    let json = try JSONSerialization.jsonObject(with: Data(audit.standardOutput.utf8))
    let findings = (json as? [String: Any])?["findings"] as? [[String: Any]] ?? []
    let contradictions = findings.filter { ($0["rule"] as? String) == "code.prompt-timing-differs" }
    #expect(contradictions.isEmpty, "\(app.name): \(contradictions)")
  }

  /// The `moment:` written under the permission `id`, without its comment.
  static func moment(of id: String, in text: String) -> String? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == "  - id: \(id)" }) else { return nil }
    for line in lines[(start + 1)...] {
      if line.hasPrefix("  - id:") { return nil }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("moment:") else { continue }
      let value = trimmed.dropFirst("moment:".count).split(separator: "#").first ?? ""
      return value.trimmingCharacters(in: .whitespaces)
    }
    return nil
  }
}
