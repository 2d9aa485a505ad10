import ArgumentParsing
import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import ReviewReadyCommands

/// Colour, `--quiet`, the summary after `--output`, and untrusted text made
/// harmless on the terminal.
@Suite struct TerminalOutputTests {
  static let avatar = "Samples/avatar-at-launch.reviewready.yaml"
  static let poster = "Samples/poster-maker.reviewready.yaml"
  static let escape = "\u{1B}"

  struct ColorCase: CustomTestStringConvertible, Sendable {
    var mode: ColorMode
    var isTerminal: Bool
    var environment: [String: String]
    var colours: Bool
    var testDescription: String {
      "\(mode) terminal=\(isTerminal) \(environment.sorted { $0.key < $1.key }) → \(colours)"
    }
  }

  static let colorCases: [ColorCase] = [
    ColorCase(mode: .auto, isTerminal: true, environment: [:], colours: true),
    ColorCase(mode: .auto, isTerminal: false, environment: [:], colours: false),
    ColorCase(mode: .auto, isTerminal: true, environment: ["NO_COLOR": "1"], colours: false),
    ColorCase(mode: .auto, isTerminal: true, environment: ["NO_COLOR": "0"], colours: false),
    // no-color.org: only a non-empty NO_COLOR disables colour.
    ColorCase(mode: .auto, isTerminal: true, environment: ["NO_COLOR": ""], colours: true),
    ColorCase(mode: .auto, isTerminal: true, environment: ["TERM": "dumb"], colours: false),
    ColorCase(
      mode: .auto, isTerminal: true, environment: ["TERM": "xterm-256color"], colours: true),
    ColorCase(mode: .always, isTerminal: false, environment: ["NO_COLOR": "1"], colours: true),
    ColorCase(mode: .always, isTerminal: false, environment: ["TERM": "dumb"], colours: true),
    ColorCase(mode: .never, isTerminal: true, environment: [:], colours: false),
  ]

  @Test(arguments: colorCases)
  func colourIsDecidedFromModeTerminalAndEnvironment(_ testCase: ColorCase) {
    #expect(
      testCase.mode.usesColor(isTerminal: testCase.isTerminal, environment: testCase.environment)
        == testCase.colours)
  }

  @Test func eachStreamIsDecidedOnItsOwn() throws {
    let console = Console(
      out: { _ in }, error: { _ in }, outIsTerminal: false, errorIsTerminal: true)
    let styles = ConsoleStyles(ParsedArguments(), console: console, environment: [:])
    #expect(styles.out == .plain && styles.error == .colored)
  }

  @Test func controlCharactersAreShownEscapedAndBounded() {
    #expect(TerminalText.escapingControls("plain “text” é 👩🏽‍💻") == "plain “text” é 👩🏽‍💻")
    #expect(TerminalText.escapingControls("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
    #expect(
      TerminalText.escapingControls("\u{0}\u{7}\t\n\u{7F}\u{9B}\u{85}")
        == "\\u{00}\\u{07}\\u{09}\\u{0A}\\u{7F}\\u{9B}\\u{85}")
    // U+00A0 (after the C1 range) is printable and stays.
    #expect(TerminalText.escapingControls("\u{A0}") == "\u{A0}")
    let flood = String(repeating: "\u{1B}", count: 10_000)
    let escaped = TerminalText.escapingControls(flood)
    #expect(!escaped.contains(Self.escape))
    #expect(escaped.count == 6 * 10_000)
  }

  @Test func diagnosticLinesColourOnlyTheSeverity() {
    let diagnostic = Diagnostic(
      .warning, at: SourceLocation(file: "a\u{1B}.yaml", line: 2, column: 3), "bad \u{1B}[2J")
    #expect(
      diagnostic.terminalLine(style: .plain) == "a\\u{1B}.yaml:2:3: warning: bad \\u{1B}[2J")
    #expect(
      diagnostic.terminalLine(style: .colored)
        == "a\\u{1B}.yaml:2:3: \u{1B}[1;33mwarning\u{1B}[0m: bad \\u{1B}[2J")
  }

  @Test func colorAlwaysColoursSeveritiesAndVerdict() throws {
    let result = try ReviewReadyBinary.run(["audit", "--color", "always", Self.avatar, Self.poster])
    #expect(result.status == 1)
    let output = result.standardOutput
    #expect(output.contains(": \u{1B}[1;31merror\u{1B}[0m: "))
    #expect(output.contains(": \u{1B}[1;33mwarning\u{1B}[0m: "))
    #expect(output.contains("\(Self.avatar): \u{1B}[1;31mnot ready\u{1B}[0m: 5 errors"))
    #expect(output.contains("\(Self.poster): \u{1B}[1;32mready\u{1B}[0m: 0 errors"))
  }

  @Test func noColourByDefaultInAPipeOrWithNever() throws {
    let piped = try ReviewReadyBinary.run(["audit", Self.avatar], environment: ["NO_COLOR": ""])
    let never = try ReviewReadyBinary.run(["audit", "--color", "never", Self.avatar])
    for result in [piped, never] {
      #expect(result.status == 1)
      #expect(result.standardOutput.contains(": error: "))
      #expect(!result.standardOutput.contains(Self.escape))
    }
    #expect(piped.standardOutput == never.standardOutput)
  }

  @Test func colourNeverGoesIntoFilesOrOtherFormats() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("report.txt").path
    let written = try ReviewReadyBinary.run(
      ["audit", "--color", "always", "-o", file, Self.avatar])
    #expect(written.status == 1)
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains(": error: ") && !text.contains(Self.escape))
    for format in ["json", "sarif", "markdown", "github"] {
      let result = try ReviewReadyBinary.run(
        ["audit", "--color", "always", "--format", format, Self.avatar])
      #expect(!result.standardOutput.isEmpty)
      #expect(!result.standardOutput.contains(Self.escape), "\(format) has colour")
    }
  }

  @Test func diagnosticsOnStandardErrorAreColouredAndEscaped() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("bad.reviewready.yaml")
    try
      "schema: 1\napp:\n  name: x\n  bundleId: com.example.x\n  locales: [en]\n  \"colr\\e[2J\": 1\n"
      .write(to: file, atomically: true, encoding: .utf8)
    let coloured = try ReviewReadyBinary.run(["audit", "--color", "always", file.path])
    #expect(coloured.status == 2)
    #expect(
      coloured.standardError.hasPrefix("\(file.path):6:3: \u{1B}[1;31merror\u{1B}[0m: app: "))
    #expect(coloured.standardError.contains("unknown key 'colr\\u{1B}[2J'"))
    let plain = try ReviewReadyBinary.run(["audit", file.path])
    #expect(plain.status == 2)
    #expect(plain.standardError.contains(": error: app: unknown key 'colr\\u{1B}[2J'"))
    #expect(!plain.standardError.contains(Self.escape))
  }

  @Test func escapeSequencesInADescriptionNeverReachTheTerminal() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("esc.reviewready.yaml")
    try Self.hostileYAML.write(to: file, atomically: true, encoding: .utf8)
    let result = try ReviewReadyBinary.run(["audit", "--color", "never", file.path])
    #expect(result.status == 1, "\(result.standardError)")
    #expect(!result.standardOutput.contains(Self.escape))
    #expect(!result.standardOutput.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x07 })
    #expect(result.standardOutput.contains("Avatar \\u{1B}[31mRED\\u{1B}[0m \\u{9B}1m"))
    #expect(result.standardOutput.contains("Esc \\u{1B}]0;pwned\\u{07} app"))
    // Every line is still one finding or the verdict.
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.allSatisfy { $0.hasPrefix(file.path + ":") })
  }

  @Test func quietPrintsOnlyTheVerdictsAndKeepsTheExitStatus() throws {
    let quiet = try ReviewReadyBinary.run(["audit", "-q", Self.avatar, Self.poster])
    #expect(quiet.status == 1)
    #expect(
      quiet.standardOutput
        == "\(Self.avatar): not ready: 5 errors, 5 warnings, 0 notes\n"
        + "\(Self.poster): ready: 0 errors, 0 warnings, 0 notes\n")
    let clean = try ReviewReadyBinary.run(["audit", "--quiet", Self.poster])
    #expect(clean.status == 0)
    #expect(clean.standardOutput == "\(Self.poster): ready: 0 errors, 0 warnings, 0 notes\n")
    let full = try ReviewReadyBinary.run(["audit", Self.avatar])
    #expect(full.standardOutput.hasSuffix(quiet.standardOutput.split(separator: "\n")[0] + "\n"))
  }

  @Test func quietStillReportsInvalidInput() throws {
    let result = try ReviewReadyBinary.run(["audit", "-q", "Samples/missing.reviewready.yaml"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("Samples/missing.reviewready.yaml: error: "))
  }

  @Test func outputPrintsAOneLineSummary() throws {
    let directory = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let reports = directory.appendingPathComponent("reports").path
    let arguments = [
      "audit", "--format", "json", "--format", "markdown", "-o", reports, Self.avatar, Self.poster,
      "Samples/legacy-picker.reviewready.yaml",
    ]
    let result = try ReviewReadyBinary.run(arguments)
    #expect(result.status == 1)
    // avatar-at-launch: 5 errors, 5 warnings; legacy-picker: 2 errors, 4 warnings.
    let expected =
      "3 descriptions: 1 ready, 2 not ready (7 errors, 9 warnings, 0 notes); "
      + "reports in \(reports)/, overview in \(reports)/index.md\n"
    #expect(result.standardOutput == expected)
    let quiet = try ReviewReadyBinary.run(arguments + ["--quiet"])
    #expect(quiet.standardOutput == expected)
    #expect(quiet.status == 1)
    let file = directory.appendingPathComponent("one.json").path
    let single = try ReviewReadyBinary.run(["audit", "--format", "json", "-o", file, Self.poster])
    #expect(single.status == 0)
    #expect(
      single.standardOutput
        == "1 description: 1 ready, 0 not ready (0 errors, 0 warnings, 0 notes); report in \(file)\n"
    )
  }

  @Test func checklistStatusColoursEachState() throws {
    let path = "Samples/photo-journal.reviewready.yaml"
    let coloured = try ReviewReadyBinary.run(["checklist", path, "--color", "always"])
    #expect(coloured.status == 0)
    #expect(
      coloured.standardOutput.contains("  \u{1B}[1;32m✓ passed\u{1B}[0m          permission."))
    #expect(coloured.standardOutput.contains("\u{1B}[1;33m! stale\u{1B}[0m"))
    let plain = try ReviewReadyBinary.run(["checklist", path])
    #expect(!plain.standardOutput.contains(Self.escape))
    #expect(
      coloured.standardOutput.replacingOccurrences(
        of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain.standardOutput)
  }

  static func temporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("rr-terminal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  static let hostileYAML = #"""
    schema: 1
    app:
      name: "Esc \e]0;pwned\a app"
      bundleId: com.example.esc
      locales: [en]
    screens:
      - { id: launch, name: "Launch \e[2J", path: "Home" }
    features:
      - id: avatar
        name: "Avatar \e[31mRED\e[0m \x9b1m"
        screen: launch
        needs: { photos: pick }
        data: [{ type: photosOrVideos, destination: developerServer }]
    permissions:
      - id: photos-all
        resource: photos
        access: readWrite
        requestedAt: { screen: launch, moment: launch, feature: avatar }
    """#
}
