import Foundation
import TestSupport
import Testing

/// `checklist` status shows a committed checklist file's fields as the text
/// report shows values: escape sequences, bidi controls and line breaks are
/// visible escapes, never raw.
@Suite struct ChecklistStatusEscapingTests {
  @Test func aHostileChecklistFileIsShownEscaped() throws {
    let directory = try ChecklistEndToEndTests.workspace()
    defer { try? FileManager.default.removeItem(at: directory) }
    try """
    schema: 1
    checks:
      old.check.gone:
        title: "Retired \\u001B]52;c;SGk=\\u0007 \\u202Eevil\\u202C"
        status: passed
        by: "Sam\\nInjected.swift:1:1: error: x"
        note: "fine \\u2066x\\u2069"
    """.write(
      to: directory.appendingPathComponent("app.checklist.yaml"), atomically: true,
      encoding: .utf8)
    let result = try ChecklistEndToEndTests.run(
      ["checklist", "app.reviewready.yaml"], in: directory)
    #expect(result.status == 0, "\(result.standardError)")
    let output = result.standardOutput
    #expect(output.contains("old.check.gone"))
    #expect(output.contains(#"\u{1B}"#))
    #expect(output.contains(#"\u{202E}evil"#))
    let raw = output.unicodeScalars.filter {
      $0 != "\n"
        && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)
          || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value))
    }
    #expect(raw.isEmpty, "\(raw.map { String($0.value, radix: 16) })")
    #expect(!output.contains("\nInjected.swift"))
  }
}
