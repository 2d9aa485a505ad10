import Diagnostics
import Foundation

/// Findings recorded earlier (a `--format json` report, which is what
/// `--write-baseline` writes), so that a team adopting ReviewReady on an old
/// app blocks only new problems. Findings match by app and fingerprint
/// (rule + subject), so reordering or reformatting a description changes
/// nothing.
public struct Baseline: Sendable {
  /// One recorded finding.
  public struct Entry: Sendable, Hashable {
    public var bundleId: String
    public var fingerprint: String
    public var rule: String
    /// What the finding was about; nil when the report names no subject, or
    /// a kind of subject this version doesn't know.
    public var subject: FindingSubject?
    public var message: String
  }

  private var entries: [String: [String: Entry]]

  /// A baseline from the bytes of a JSON report of one description or an
  /// array of them; `path` names the file in messages.
  public static func decode(_ data: [UInt8], path: String) throws(DiagnosticsError) -> Baseline {
    guard let json = try? JSONSerialization.jsonObject(with: Data(data)) else {
      throw DiagnosticsError([
        .error(at: .file(path), "not JSON; a baseline is a ReviewReady --format json report")
      ])
    }
    let reports = (json as? [[String: Any]]) ?? ((json as? [String: Any]).map { [$0] } ?? [])
    var entries: [String: [String: Entry]] = [:]
    for report in reports {
      guard let app = report["app"] as? [String: Any], let bundleId = app["bundleId"] as? String,
        let findings = report["findings"] as? [[String: Any]]
      else {
        throw DiagnosticsError([
          .error(at: .file(path), "not a ReviewReady JSON report (no app.bundleId and findings)")
        ])
      }
      for finding in findings where (finding["waived"] as? Bool) != true {
        guard let fingerprint = finding["fingerprint"] as? String,
          let rule = finding["rule"] as? String
        else { continue }
        let subject = finding["subject"] as? [String: Any]
        entries[bundleId, default: [:]][fingerprint] = Entry(
          bundleId: bundleId, fingerprint: fingerprint, rule: rule,
          subject: (subject?["kind"] as? String).flatMap(SubjectKind.init(rawValue:)).map {
            FindingSubject(kind: $0, id: subject?["id"] as? String ?? "")
          },
          message: finding["message"] as? String ?? "")
      }
    }
    return Baseline(entries: entries)
  }

  /// `result` with each unwaived finding marked new or unchanged, and the
  /// baseline's findings for this app that are gone listed as fixed.
  public func apply(to result: AuditResult) -> AuditResult {
    var result = result
    let recorded = entries[result.description.app.bundleId] ?? [:]
    var seen: Set<String> = []
    for index in result.findings.indices where !result.findings[index].isWaived {
      let fingerprint = result.findings[index].fingerprint
      let known = recorded[fingerprint] != nil
      result.findings[index].baseline = known ? .unchanged : .new
      if known { seen.insert(fingerprint) }
    }
    result.fixed = recorded.values.filter { !seen.contains($0.fingerprint) }
      .sorted { ($0.rule, $0.subject?.id ?? "") < ($1.rule, $1.subject?.id ?? "") }
    return result
  }
}

/// How a finding compares with the baseline.
public enum BaselineStatus: String, Sendable {
  /// Not in the baseline: a new problem.
  case new
  /// In the baseline: known, not counted against the run.
  case unchanged
}
