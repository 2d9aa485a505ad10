import Audit
import Reports
import TestSupport
import Testing

/// Each registered format's report of the synthetic audit, against its
/// golden file (`Snapshots/synthetic.EXTENSION`; re-record with
/// `RECORD_SNAPSHOTS=1`).
@Suite struct ReporterSnapshotTests {
  @Test func theSyntheticAuditHasEveryKindOfFinding() throws {
    let result = try SyntheticAudit.result()
    let unwaived = result.unwaived
    #expect(unwaived.contains { $0.severity == .error })
    #expect(unwaived.contains { $0.severity == .warning })
    #expect(unwaived.contains { $0.severity == .note })
    #expect(result.findings.contains { $0.isWaived })
    #expect(result.findings.contains { $0.related != nil })
    #expect(result.findings.contains { $0.message.hasSuffix(SyntheticAudit.hostileLine) })
    #expect(result.problems.isEmpty, "\(result.problems)")
  }

  @Test(arguments: Reporters.ids)
  func reportMatchesItsGoldenFile(_ id: String) throws {
    let reporter = try #require(Reporters.named(id))
    let text = try reporter.render(
      SyntheticAudit.result(), in: SyntheticAudit.auditor.context())
    assertSnapshot(text, named: "synthetic.\(reporter.fileExtension)")
  }
}
