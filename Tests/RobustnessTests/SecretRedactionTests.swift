import AppModel
import Audit
import FileSupport
import Foundation
import Reports
import RulePacks
import TestSupport
import Testing

/// A demo-account password written in the description never reaches an
/// output, even where the same text sits in another field (see
/// `SecretFields`).
@Suite struct SecretRedactionTests {
  static let secret = "hunter2-secret"

  static let yaml = """
    schema: 1
    app:
      name: Crewlist
      bundleId: com.example.crewlist
    screens:
      - { id: roster, name: Team roster, requiresAccount: true }
    review:
      demoAccount: { username: "reviewer+\(secret)@example.com", password: \(secret) }
      notes: "The password is \(secret); type \(secret) on the sign-in screen."
    waivers:
      - rule: labels.privacy-policy-missing
        reason: "Waived until \(secret) is rotated"
        by: sam
        until: 2099-12-31
    """

  @Test func noReporterNorTheNotesPrintThePassword() throws {
    let outputs = try ReportOutputs.all(Self.yaml)
    #expect(outputs.count == Reporters.all.count + 1)
    for output in outputs {
      #expect(!output.text.contains(Self.secret), "\(output.id) prints the password")
    }
    // The fields around it are still there, with the password replaced.
    let notes = try #require(outputs.last?.text)
    #expect(notes.contains("type \(SecretFields.marker) on the sign-in screen"))
    #expect(notes.contains("reviewer+\(SecretFields.marker)@example.com"))
  }

  @Test func theBuiltInRuleStillFlagsIt() throws {
    let (result, _) = try ReportOutputs.audit(Self.yaml)
    #expect(result.findings.contains { $0.rule == "review.password-in-description" })
    let (clean, _) = try ReportOutputs.audit(
      Self.yaml.replacingOccurrences(of: ", password: \(Self.secret)", with: ""))
    #expect(!clean.findings.contains { $0.rule == "review.password-in-description" })
  }

  @Test func aShortPasswordLeavesOtherWordsAlone() throws {
    let yaml = """
      schema: 1
      app: { name: Crewlist, bundleId: com.example.crewlist }
      review:
        demoAccount: { username: reviewer@example.com, password: abc }
        notes: "Tap abc to start."
      """
    let description = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "a.yaml")
    #expect(description.review?.notes == "Tap abc to start.")
    #expect(description.review?.demoAccount?.password == SecretFields.marker)
  }

  /// Decoding errors about the password say where and what, not the value.
  @Test(arguments: [
    "password: !!int \(secret)", "password: [\(secret)]", "password: { \(secret): 1 }",
    "password: \(secret)\n    extra: \(secret)",
  ])
  func decodingErrorsDoNotQuoteIt(field: String) throws {
    let yaml = """
      schema: 1
      app: { name: Crewlist, bundleId: com.example.crewlist }
      review:
        demoAccount:
          \(field)
      """
    do {
      _ = try DescriptionLoader.decode(bytes: Array(yaml.utf8), file: "a.yaml")
      Issue.record("\(field) decoded")
    } catch {
      #expect(!error.diagnostics.isEmpty)
      for diagnostic in error.diagnostics {
        #expect(!diagnostic.description.contains(Self.secret), "\(diagnostic)")
        #expect((5...6).contains(diagnostic.location.line))
      }
    }
  }

  /// A pack's message template that reads the password renders nothing.
  @Test func aPackTemplateCannotReadIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rr-secret-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pack = folder.appendingPathComponent("leak.yaml")
    try """
    pack: leak
    title: Leak
    guidelinesRevision: "2026-06-08"
    rules:
      - id: leak.password
        title: Leaks the password
        severity: error
        guideline: "2.1"
        for: app
        aspect: review
        fails: review != null
        message: "password=[{{review.demoAccount.password}}] written={{review.demoAccount.passwordWritten}}"
        fix: "none"
    """.write(to: pack, atomically: true, encoding: .utf8)
    let description = try DescriptionLoader.decode(bytes: Array(Self.yaml.utf8), file: "a.yaml")
    let engine = try BuiltInChecklists.engine(adding: [PackSource(path: pack.path)])
    let finding = try #require(
      engine.audit(description, today: "2026-01-01").findings.first { $0.rule == "leak.password" })
    #expect(finding.message == "password=[] written=true")
  }

  /// The command line, both streams.
  @Test func theCommandLinePrintsItNowhere() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "rr-secret-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.reviewready.yaml")
    try Self.yaml.write(to: good, atomically: true, encoding: .utf8)
    let bad = folder.appendingPathComponent("bad.reviewready.yaml")
    try Self.yaml.replacingOccurrences(
      of: "password: \(Self.secret)", with: "password: !!int \(Self.secret)"
    )
    .write(to: bad, atomically: true, encoding: .utf8)
    let runs = [
      ["audit", "--no-config", good.path], ["notes", "--no-config", good.path],
      ["audit", "--no-config", "--format", "json", good.path],
      ["audit", "--no-config", bad.path],
    ]
    for arguments in runs {
      let run = try ReviewReadyBinary.run(arguments)
      #expect(!run.standardOutput.isEmpty || !run.standardError.isEmpty)
      #expect(!run.standardOutput.contains(Self.secret), "\(arguments)")
      #expect(!run.standardError.contains(Self.secret), "\(arguments)")
    }
  }
}
