import Foundation
import TestSupport
import Testing

/// Every line the tool writes goes through the same escaping: an echo of
/// `--by`, a target name in an import error, a path, a long value. A raw
/// line break never forges a line, a raw U+202E reaches no file, and no
/// message is megabytes long. The hostile inputs are made here.
@Suite struct OneEscapingEndToEndTests {
  /// Scalars no output line may hold raw (but the line feed ending it).
  static func rawControls(_ text: String) -> [UInt32] {
    text.unicodeScalars.map(\.value).filter {
      ($0 < 0x20 && $0 != 0x0A && $0 != 0x09) || (0x7F...0x9F).contains($0)
        || (0x202A...0x202E).contains($0) || (0x2066...0x2069).contains($0)
    }
  }

  @Test func checklistMarkEchoesByEscapedAndTheFileHoldsNoRawBidi() throws {
    let folder = try TemporaryFolder("escape-mark")
    defer { folder.remove() }
    try folder.copy(
      repositoryFile: "Samples/photo-journal.reviewready.yaml", to: "app.reviewready.yaml")
    let by = "Eve\nerror: forged line\u{1B}[2J\u{202E}"
    let run = try ReviewReadyBinary.run(
      [
        "checklist", "--no-config", "app.reviewready.yaml", "mark",
        "permission.check.deny-everything", "--status", "passed", "--by", by, "--note",
        "fine\u{202E}",
      ], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.split(separator: "\n").count == 2, "\(run.standardOutput)")
    #expect(!run.standardOutput.contains("\nerror: forged"))
    #expect(run.standardOutput.contains(#"Eve\u{0A}error: forged line\u{1B}[2J\u{202E}"#))
    #expect(Self.rawControls(run.standardOutput).isEmpty)
    let file = try String(contentsOfFile: folder.path("app.checklist.yaml"), encoding: .utf8)
    #expect(Self.rawControls(file).isEmpty)
    #expect(file.contains(#"\u202E"#))
    let status = try ReviewReadyBinary.run(
      ["checklist", "--no-config", "app.reviewready.yaml", "status"], in: folder.url)
    #expect(Self.rawControls(status.standardOutput + status.standardError).isEmpty)
  }

  /// An Info.plist text with U+202E and a line break is imported as a
  /// double-quoted scalar with escapes: nothing raw reaches the YAML.
  @Test func importWritesBidiControlsAsEscapes() throws {
    let folder = try TemporaryFolder("escape-import")
    defer { folder.remove() }
    try folder.write(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict>
      <key>CFBundleIdentifier</key><string>com.example.evil</string>
      <key>CFBundleDisplayName</key><string>Evil\u{202E}gpj</string>
      <key>NSCameraUsageDescription</key><string>Scan\u{202E} codes
      error: forged</string>
      </dict></plist>

      """, to: "Info.plist")
    let run = try ReviewReadyBinary.run(
      ["import", "--info-plist", "Info.plist", "--output", "imported.yaml"], in: folder.url)
    #expect(run.status == 0, "\(run.standardError)")
    let yaml = try String(contentsOfFile: folder.path("imported.yaml"), encoding: .utf8)
    #expect(Self.rawControls(yaml).isEmpty)
    #expect(yaml.contains(#"name: "Evil\u202Egpj""#))
    #expect(yaml.contains(#""Scan\u202E codes\nerror: forged""#))
  }

  @Test func aTargetNameWithALineBreakForgesNoDiagnostic() throws {
    let folder = try TemporaryFolder("escape-target")
    defer { folder.remove() }
    let source = TestPaths.repositoryRoot.appendingPathComponent(
      "Tests/ProjectImportTests/Fixtures/Settings")
    let copy = folder.url.appendingPathComponent("Settings")
    try FileManager.default.copyItem(at: source, to: copy)
    let file = copy.appendingPathComponent("App.xcodeproj/project.pbxproj")
    let text = try String(contentsOf: file, encoding: .utf8)
      .replacingOccurrences(
        of: "\"com.apple.product-type.framework\"",
        with: "\"com.apple.product-type.application\""
      )
      .replacingOccurrences(
        of: "name = Kit;", with: #"name = "Kit\nerror: forged by a target\U202E";"#)
    try text.write(to: file, atomically: true, encoding: .utf8)
    let run = try ReviewReadyBinary.run(
      ["import", "--project", copy.appendingPathComponent("App.xcodeproj").path], in: folder.url)
    #expect(run.status == 2)
    let lines = run.standardError.split(separator: "\n")
    #expect(!lines.contains { $0.hasPrefix("error: forged") }, "\(run.standardError)")
    #expect(run.standardError.contains(#"Kit\u{0A}error: forged by a target"#))
    #expect(Self.rawControls(run.standardError).isEmpty)
  }

  @Test func aHugeValueMakesNoHugeLine() throws {
    let folder = try TemporaryFolder("escape-long")
    defer { folder.remove() }
    let long = String(repeating: "x\u{202E}y\n", count: 30_000)
    let yaml = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent(
        "Samples/photo-journal.reviewready.yaml"), encoding: .utf8
    ).replacingOccurrences(
      of: "privacyPolicyURL: https://lanternjournal.example.com/privacy",
      with: "privacyPolicyURL: \"https://lanternjournal.example.com/\(long)\"")
    try folder.write(yaml, to: "app.reviewready.yaml")
    let run = try ReviewReadyBinary.run(
      ["audit", "--no-config", "app.reviewready.yaml"], in: folder.url)
    #expect(run.status == 2)
    let lines = run.standardError.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { $0.count < 3_000 }, "\(lines.map(\.count))")
    #expect(Self.rawControls(run.standardError).isEmpty)
    let usage = try ReviewReadyBinary.run(
      ["audit", "--format", String(repeating: "\u{202E}z\n", count: 20_000)], in: folder.url)
    #expect(usage.status == 2)
    #expect(usage.standardError.split(separator: "\n").allSatisfy { $0.count < 3_000 })
    #expect(Self.rawControls(usage.standardError).isEmpty)
  }

  @Test(arguments: [
    "https://example.com/privacy\"onmouseover=\"x", "https://example.com/it's",
    "https://example.com/a b", "https://example.com/<script>",
  ])
  func aPrivacyPolicyURLWithQuotesIsRefused(_ url: String) throws {
    let folder = try TemporaryFolder("escape-url")
    defer { folder.remove() }
    let escaped = url.replacingOccurrences(of: "\"", with: "\\\"")
    let yaml = try String(
      contentsOf: TestPaths.repositoryRoot.appendingPathComponent(
        "Samples/photo-journal.reviewready.yaml"), encoding: .utf8
    ).replacingOccurrences(
      of: "privacyPolicyURL: https://lanternjournal.example.com/privacy",
      with: "privacyPolicyURL: \"\(escaped)\"")
    try folder.write(yaml, to: "app.reviewready.yaml")
    let run = try ReviewReadyBinary.run(
      ["audit", "--no-config", "app.reviewready.yaml"], in: folder.url)
    #expect(run.status == 2)
    #expect(run.standardError.contains("which a web address can't"), "\(run.standardError)")
    #expect(run.standardError.contains("app.reviewready.yaml:23:"))
  }

  /// `.txt` templates and `{{{ }}}` write no raw control, bidi character or NUL.
  @Test func templateRenderWritesNoRawControls() throws {
    let folder = try TemporaryFolder("escape-render")
    defer { folder.remove() }
    try folder.write("{{value}}|{{{value}}}|{{& value}}\n", to: "t.txt.mustache")
    try folder.write("{{{value}}}\n", to: "t.md.mustache")
    try folder.write(
      #"{"value": "a\u0000b\u001b[31mc\u202ed\u0007e\r\n"}"#, to: "context.json")
    for template in ["t.txt.mustache", "t.md.mustache"] {
      let run = try ReviewReadyBinary.run(
        ["template", "render", template, "--context", "context.json"], in: folder.url)
      #expect(run.status == 0, "\(run.standardError)")
      #expect(Self.rawControls(run.standardOutput).isEmpty, "\(template)")
      #expect(!run.standardOutput.utf8.contains(0))
      #expect(run.standardOutput.contains(#"\u{202E}"#))
    }
  }
}
