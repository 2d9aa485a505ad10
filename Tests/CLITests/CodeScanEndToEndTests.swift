import Foundation
import TestSupport
import Testing

/// `reviewready audit --scan` and a description's `app.sources`, run as a
/// user would: the code pack compares the fixture apps' Swift with their
/// descriptions and Info.plists (`Tests/CLITests/Fixtures/Scan`, audited
/// with the team configuration that lists the calls their code makes), and
/// every finding points at the description's line and the code's.
@Suite struct CodeScanEndToEndTests {
  static let fixtures = "Tests/CLITests/Fixtures/Scan"
  static let config = ["--config", "\(fixtures)/scan.reviewready.yml"]
  static let drifted = "\(fixtures)/Drifted/gallery.reviewready.yaml"
  static let clean = "\(fixtures)/Clean/gallery.reviewready.yaml"
  static let environment = ["NO_COLOR": "1", "SOURCE_DATE_EPOCH": "1798761600"]

  /// A code-pack finding the drifted app raises: its rule, where in the
  /// description, and the code line its note points at (nil: no code line).
  struct Drift: Sendable, CustomTestStringConvertible {
    var rule: String
    var at: String
    var code: String?
    var testDescription: String { rule }
  }

  static let drifts: [Drift] = [
    Drift(
      rule: "code.prompt-timing-differs", at: "43:45: warning: photo-library: the description",
      code: "Drifted/App/Sources/GalleryViewController.swift:8:20"),
    Drift(
      rule: "code.states-differ",
      at: "44:14: warning: photo-library says the app handles limited access (manageSelection)",
      code: "Drifted/App/Sources/GalleryViewController.swift:8:20"),
    Drift(
      rule: "code.permission-not-in-code",
      at: "45:5: warning: microphone declares a microphone prompt", code: nil),
    Drift(
      rule: "code.level-above-description",
      at: "52:3: error: AVCaptureDevice.requestAccess(for:)",
      code: "Drifted/App/Sources/ScanButton.swift:7:21"),
    Drift(
      rule: "code.use-without-key", at: "52:3: error: AVCaptureDevice.requestAccess(for:)",
      code: "Drifted/App/Sources/ScanButton.swift:7:21"),
    Drift(
      rule: "code.key-without-use", at: "53:3: warning: NSMicrophoneUsageDescription explains",
      code: nil),
  ]

  static func audit(_ arguments: [String]) throws -> CommandResult {
    try ReviewReadyBinary.run(["audit"] + config + arguments, environment: environment)
  }

  @Test(arguments: drifts)
  func theDriftedAppRaisesTheRule(_ drift: Drift) throws {
    let result = try Self.audit([Self.drifted])
    #expect(result.status == 1, "\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    let index = try #require(
      lines.firstIndex { $0.hasSuffix("[\(drift.rule)]") && !$0.contains(": note: ") },
      "\(result.standardOutput)")
    #expect(lines[index].hasPrefix("\(Self.drifted):\(drift.at)"), "\(lines[index])")
    if let code = drift.code {
      // The message names the code line, and the next line points at it.
      let file = code.split(separator: ":").first.map(String.init) ?? code
      let line = code.split(separator: ":").dropFirst().first.map(String.init) ?? ""
      #expect(lines[index].contains("\(Self.fixtures)/\(file):\(line)"))
      #expect(index + 1 < lines.count)
      #expect(
        lines[index + 1].hasPrefix("\(Self.fixtures)/\(code): note: see ")
          && lines[index + 1].hasSuffix(" in the app's code [\(drift.rule)]"),
        "\(lines.dropFirst(index + 1).first ?? "")")
    }
  }

  @Test func theDriftedAppRaisesEachRuleOnce() throws {
    let result = try Self.audit([Self.drifted])
    let rules = result.standardOutput.split(separator: "\n")
      .filter { $0.contains("[code.") && !$0.contains(": note: ") }
      .compactMap { $0.split(separator: "[").last?.dropLast() }.map(String.init)
    #expect(rules.sorted() == Self.drifts.map(\.rule).sorted())
    #expect(
      result.standardOutput.hasSuffix(
        "\(Self.drifted): not ready: 2 errors, 4 warnings, 0 notes\n"
          + "\(Self.drifted): stops the upload (App Store Connect): 1 error (ITMS-90683 "
          + "code.use-without-key); stops App Review: 1 more error\n"))
  }

  @Test func theCleanAppRaisesNone() throws {
    let result = try Self.audit([Self.clean])
    #expect(result.status == 0, "\(result.standardOutput)\(result.standardError)")
    #expect(result.standardOutput == "\(Self.clean): ready: 0 errors, 0 warnings, 0 notes\n")
  }

  /// `--scan` replaces `app.sources`: the drifted description against the
  /// clean code, which asks for the library on a tap and switches on
  /// limited, still lacks the camera's key but no longer asks on appear.
  @Test func scanReplacesTheDescriptionsSources() throws {
    let result = try Self.audit(["--scan", "\(Self.fixtures)/Clean/App", Self.drifted])
    #expect(result.status == 1)
    #expect(result.standardOutput.contains("[code.use-without-key]"))
    #expect(result.standardOutput.contains("\(Self.fixtures)/Clean/App/Sources/ScanButton.swift:7"))
    #expect(!result.standardOutput.contains("[code.prompt-timing-differs]"))
    #expect(!result.standardOutput.contains("[code.states-differ]"))
    #expect(!result.standardOutput.contains("Drifted/App/Sources"))
  }

  /// With several descriptions, `--scan` applies to each.
  @Test func scanAppliesToEveryDescription() throws {
    let result = try Self.audit([
      "--quiet", "--scan", "\(Self.fixtures)/Drifted/App", Self.drifted, Self.clean,
    ])
    #expect(
      result.standardOutput == """
        \(Self.drifted): not ready: 2 errors, 4 warnings, 0 notes
        \(Self.clean): ready: 0 errors, 2 warnings, 0 notes

        """)
  }

  /// Without `app.sources` or `--scan`, the code is not read (an
  /// `app.project` alone never starts a scan).
  @Test func withoutSourcesTheCodeIsNotRead() throws {
    let folder = try TemporaryFolder("rr-no-sources")
    defer { folder.remove() }
    let text = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent(Self.drifted), encoding: .utf8)
    let description = try folder.write(
      text.replacingOccurrences(of: "  sources: App\n", with: ""), to: "gallery.reviewready.yaml")
    try FileManager.default.copyItem(
      atPath: TestPaths.repositoryRoot.appendingPathComponent("\(Self.fixtures)/Drifted/App").path,
      toPath: folder.path("App"))
    let result = try Self.audit([description])
    #expect(!result.standardOutput.contains("[code."), "\(result.standardOutput)")
  }

  @Test func aMissingSourceFolderIsAnErrorAtItsLine() throws {
    let folder = try TemporaryFolder("rr-missing-sources")
    defer { folder.remove() }
    let description = try folder.write(
      """
      schema: 1
      app:
        name: Gallery
        bundleId: com.example.gallery
        sources: Nowhere
      """, to: "gallery.reviewready.yaml")
    let result = try ReviewReadyBinary.run(
      ["audit", "--no-config", "gallery.reviewready.yaml"], in: folder.url,
      environment: Self.environment)
    #expect(result.status == 2)
    #expect(
      result.standardError.hasPrefix(
        "gallery.reviewready.yaml:5:12: error: app.sources: Nowhere:1:1: no such folder"),
      "\(result.standardError)")
    _ = description
    let scan = try ReviewReadyBinary.run(
      ["audit", "--no-config", "--scan", "Elsewhere", "gallery.reviewready.yaml"], in: folder.url,
      environment: Self.environment)
    #expect(scan.status == 2)
    #expect(scan.standardError.hasPrefix("Elsewhere:1:1: error: no such folder"))
  }

  @Test func jsonAndSARIFCarryTheCodeLine() throws {
    let json = try Self.audit(["--format", "json", Self.drifted])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
    let finding = try #require(
      (report["findings"] as? [[String: Any]])?.first {
        $0["rule"] as? String == "code.prompt-timing-differs"
      })
    let related = try #require(finding["related"] as? [String: Any])
    #expect(
      related["file"] as? String
        == "\(Self.fixtures)/Drifted/App/Sources/GalleryViewController.swift")
    #expect(related["line"] as? Int == 8)
    #expect(related["column"] as? Int == 20)
    #expect(related["kind"] as? String == "code")
    #expect(related["key"] as? String == "PHPhotoLibrary.requestAuthorization(for:)")
    #expect((finding["subject"] as? [String: Any])?["kind"] as? String == "permission")
    let codeUse = try #require(
      (report["findings"] as? [[String: Any]])?.first {
        $0["rule"] as? String == "code.use-without-key"
      })
    #expect(
      codeUse["subject"] as? [String: String] == ["kind": "codeUse", "id": "camera.capture"])

    let sarif = try Self.audit(["--format", "sarif", Self.drifted])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
    let results = try #require(
      ((document["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    let timing = try #require(
      results.first { $0["ruleId"] as? String == "code.prompt-timing-differs" })
    let place = try #require(
      ((timing["relatedLocations"] as? [[String: Any]])?.first?["physicalLocation"])
        as? [String: Any])
    #expect(
      (place["artifactLocation"] as? [String: Any])?["uri"] as? String
        == "\(Self.fixtures)/Drifted/App/Sources/GalleryViewController.swift")
    #expect((place["region"] as? [String: Int]) == ["startLine": 8, "startColumn": 20])
  }

  /// python3 with check-jsonschema, which `.ci/run` installs to check the
  /// samples' SARIF (`.ci/check-reports`).
  static let schemaChecker: URL? = {
    guard let python = Shell.find("python3"),
      (try? Shell.run(python, ["-c", "import check_jsonschema"]))?.status == 0
    else { return nil }
    return python
  }()

  /// The SARIF of findings with a code line validates against the SARIF
  /// 2.1.0 schema.
  @Test(
    .enabled(if: TestPaths.hasSharedTestData("sarif"), TestPaths.sharedTestDataAbsent("sarif")),
    .enabled(if: schemaChecker != nil, "python3's check-jsonschema is not installed"))
  func sarifWithCodeLinesValidates() throws {
    let sarif = try Self.audit(["--format", "sarif", Self.drifted])
    let schema = try #require(TestPaths.sharedTestData("sarif"))
      .appendingPathComponent("sarif-schema-2.1.0.json").path
    let scratch = try TemporaryFolder("rr-sarif")
    defer { scratch.remove() }
    let file = try scratch.write(sarif.standardOutput, to: "code.sarif")
    let check = try Shell.run(
      try #require(Self.schemaChecker), ["-m", "check_jsonschema", "--schemafile", schema, file])
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
  }

  /// The evidence JSON is a contract (README, "reviewready scan").
  @Test func scanJSONIsTheContract() throws {
    let result = try ReviewReadyBinary.run(
      ["scan"] + Self.config + ["--format", "json", "\(Self.fixtures)/Drifted/App"],
      environment: Self.environment)
    #expect(result.status == 0, "\(result.standardError)")
    assertSnapshot(result.standardOutput, named: "scan-drifted.json")
  }

  /// 2 MB of `){}` (a 32-byte token per character and a scope per pair of
  /// braces: 254 MB before) is left out at the token limit with a note, and
  /// the whole run's peak memory stays under 120 MB (55 MB measured, debug).
  @Test func twoMegabytesOfEmptyClosuresStayWithinMemory() throws {
    let folder = try TemporaryFolder("scan-memory")
    defer { folder.remove() }
    try folder.write(String(repeating: "){}", count: (2 << 20) / 3 - 1), to: "src/Big.swift")
    let result = try ReviewReadyBinary.runMeasuringMemory(["scan", folder.path("src")])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      result.standardOutput.contains(
        "left out: 1 more than \(600_000) tokens, by line 1 (generated code?)"),
      "\(result.standardOutput)")
    if let peak = result.peakMemoryKilobytes { #expect(peak < 120_000, "\(peak) KB") }
  }
}
