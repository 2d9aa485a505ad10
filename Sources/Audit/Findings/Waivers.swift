import AppModel
import Diagnostics

/// Applies a description's waivers to its findings: a waiver accepts the
/// findings of its rule (for its subject, or every subject) until its end
/// date. An expired waiver accepts nothing and is itself a finding.
enum Waivers {
  /// The rule id of the finding an expired waiver raises.
  static let expiredRule = "waiver.expired"

  /// A positioned error for each waiver whose rule is not in `known`, with
  /// the closest id.
  static func unknownRules(in waivers: [Waiver], known: Set<String>) -> [Diagnostic] {
    waivers.enumerated().compactMap { index, waiver in
      guard !known.contains(waiver.rule) else { return nil }
      return .error(
        at: waiver.locations["rule"],
        "waivers[\(index)].rule: no rule has id '\(waiver.rule)'"
          + Suggestion.hint(for: waiver.rule, in: known.sorted()))
    }
  }

  static func apply(_ waivers: [Waiver], to findings: [Finding], today: String) -> [Finding] {
    var result = findings
    for waiver in waivers {
      if waiver.until < today {
        let subject = FindingSubject(kind: .waiver, id: "\(waiver.rule)@\(waiver.subject ?? "*")")
        result.append(
          Finding(
            rule: expiredRule, severity: .warning, title: "An expired waiver",
            message:
              "The waiver for \(waiver.rule)\(waiver.subject.map { " on \($0)" } ?? "") ended on "
              + "\(waiver.until) (owner: \(waiver.by)); its findings count again.",
            subject: subject, aspect: .app, location: waiver.locations["until"], field: "until",
            guideline: nil,
            fix: "Fix the findings, or renew the waiver with a new end date and reason.",
            reviewNote: nil, references: [], waiver: nil,
            fingerprint: Fingerprint.of(rule: expiredRule, subject: subject)))
        continue
      }
      for index in result.indices where result[index].rule == waiver.rule {
        guard waiver.subject == nil || waiver.subject == result[index].subject.id else { continue }
        result[index].waiver = AppliedWaiver(
          reason: waiver.reason, by: waiver.by, until: waiver.until)
      }
    }
    return result
  }
}
