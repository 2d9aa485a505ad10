import Audit
import Reports
import TestSupport
import Testing

/// What differs most between the samples' reports, in one golden file
/// (`Snapshots/sample-matrices.txt`): each sample's permission matrix,
/// cell by cell, the prompt journey's verdict on each prompt, how its
/// findings are grouped, and their suggested review notes. The samples' findings
/// themselves are pinned by `Samples/NAME.expected.json`, and the whole
/// reports of three samples by `Tests/CLITests/ReportEndToEndTests`.
@Suite struct SampleMatrixTests {
  @Test func everySamplesMatrixAndGroupsMatchTheGoldenFile() throws {
    let (urls, results, context) = try SyntheticAudit.auditedSamples()
    var lines: [String] = []
    for (url, result) in zip(urls, results) {
      let model = context.model(result)
      lines.append(url.lastPathComponent.replacingOccurrences(of: ".reviewready.yaml", with: ""))
      for row in model.matrix {
        let cells = [
          ("requested", row.requested), ("needed", row.needed), ("prompt", row.prompt),
          ("when refused", row.refusal), ("purpose strings", row.purposeStrings),
          ("labels", row.labels),
        ].map { name, cell in "\(name): \(cell.symbol) \(cell.state) \(cell.text)" }
        lines.append("  \(row.resourceName) (\(row.resource))")
        lines += cells.map { "    \($0)" }
      }
      // The journey's verdict on each prompt, and where it puts it.
      for prompt in model.journey.prompts {
        lines.append(
          "  journey \(prompt.permission): \(prompt.symbol) \(prompt.verdict) — asked "
            + "\(prompt.asked); \(prompt.feature); \(prompt.gap)")
      }
      for group in model.groups {
        let rules = group.findings.map(\.rule).joined(separator: ", ")
        lines.append(
          "  group \(group.title) #\(group.anchor): \(group.count), \(group.errorCount) error(s): "
            + rules)
        // Rule texts are pinned by Documentation/Rules.md; this is the note
        // as filled in for the sample (it is not in the JSON report).
        for finding in group.findings {
          if let note = finding.reviewNote { lines.append("    \(finding.rule) note: \(note)") }
        }
      }
    }
    assertSnapshot(lines.joined(separator: "\n") + "\n", named: "sample-matrices.txt")
  }
}
