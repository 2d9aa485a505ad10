import Foundation
import TestSupport
import Testing

/// An imported description is incomplete until the team answers its
/// questions; answered from what the data set's README says of Nextcloud
/// Talk, the real problem the README names comes out as a finding: the
/// privacy manifest says nothing of collected data (a question the import
/// asks, answered "yes"), but the labels declare nothing while the app
/// uploads address-book phone numbers to the user's server for contact
/// matching.
@Suite struct AnsweredImportTests {
  static let hasData = ImportEndToEndTests.hasData
  static let absent = ImportEndToEndTests.absent

  /// The answers, line by line: each TODO the import wrote, replaced by
  /// what the README says of the app, once for the app: only contacts
  /// (phone numbers) leave the device, which the contacts feature reads from
  /// `app.data`; every prompt appears with its feature and a refusal leads
  /// to Settings (`app.prompts`).
  static func answer(_ yaml: String) -> String {
    return yaml.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let text = String(line)
      let indent = String(text.prefix { $0 == " " })
      let body = text.dropFirst(indent.count)
      func replaced(_ value: String) -> String {
        indent + String(body.prefix { $0 != ":" }) + ": " + value
      }
      switch true {
      case body.hasPrefix("minimumOS: TODO"): return replaced("\"15.0\"")
      case body.hasPrefix("privacyPolicyURL: TODO"):
        return replaced("https://nextcloud.com/privacy")
      case body.hasPrefix("prompts: \"TODO"):
        return replaced(
          "{ moment: feature, handles: { limited: manageSelection, denied: settingsLink, "
            + "restricted: explains } }")
      case body.hasPrefix("data: \"TODO"):
        return replaced(
          "[{ type: contacts, destination: developerServer, linkedToUser: true, "
            + "purposes: [appFunctionality] }]")
      // The manifest says nothing of collected data; the README says phone
      // numbers leave the device.
      case body.hasPrefix("collectsData: \"TODO"): return replaced("true")
      default: return text
      }
    }.joined(separator: "\n")
  }

  @Test(.enabled(if: hasData, absent))
  func answeringTheQuestionsBringsOutTheRealProblem() throws {
    let directory = try ImportEndToEndTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let output = directory.appendingPathComponent("talk.reviewready.yaml").path
    let imported = try ReviewReadyBinary.run(
      try ImportEndToEndTests.importArguments("nextcloud-talk") + ["-o", output])
    #expect(imported.status == 0, "\(imported.standardError)")

    // Freshly imported: incomplete, and nothing about the contacts upload yet.
    let fresh = try ReviewReadyBinary.run(["audit", "--format", "json", output])
    #expect(fresh.status == 3, "\(fresh.standardError)")
    let before = try Self.report(fresh.standardOutput)
    #expect(before.verdict == "incomplete")
    #expect(!before.rules.contains("labels.undeclared-data"))
    #expect(before.questions > 0)

    let text = try String(contentsOfFile: output, encoding: .utf8)
    try Self.answer(text).write(toFile: output, atomically: true, encoding: .utf8)
    let answered = try ReviewReadyBinary.run(["audit", "--format", "json", output])
    #expect(answered.standardError.isEmpty, "\(answered.standardError)")
    let after = try Self.report(answered.standardOutput)
    #expect(after.questions == 0, "\(answered.standardOutput)")
    #expect(after.verdict == "notReady")
    #expect(answered.status == 1)
    // The README's problem: phone numbers leave the device, the labels say nothing.
    #expect(after.rules.contains("labels.undeclared-data"), "\(after.rules.sorted())")
  }

  struct Report {
    var verdict: String
    var rules: Set<String>
    var questions: Int
  }

  static func report(_ json: String) throws -> Report {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let findings = (object["findings"] as? [[String: Any]]) ?? []
    return Report(
      verdict: object["verdict"] as? String ?? "",
      rules: Set(findings.compactMap { $0["rule"] as? String }),
      questions: (object["questions"] as? [Any])?.count ?? 0)
  }
}
