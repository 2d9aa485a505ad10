import Diagnostics

/// Which open errors would stop the build before a reviewer sees it and
/// which would stop App Review: an error whose rule names an App Store
/// Connect error (`itms:`) is refused at upload (ITMS-90683, ITMS-91053,
/// ITMS-91056, …); every other error is App Review's (or the person's, for
/// a crash the reviewer meets). Waived findings count in neither.
public struct UploadReadiness: Sendable, Equatable {
  /// One finding App Store Connect refuses: its rule and error code.
  public struct Refusal: Sendable, Equatable {
    public var rule: String
    public var itms: String
  }

  /// The errors App Store Connect refuses at upload, in the findings' order.
  public var refusals: [Refusal]
  /// The other errors' rules, in the findings' order: they stop App Review.
  public var reviewRules: [String]

  /// Counts `findings`' unwaived errors.
  public init(_ findings: [Finding]) {
    let errors = findings.filter { !$0.isWaived && $0.severity == .error }
    refusals = errors.compactMap { finding in
      finding.itms.map { Refusal(rule: finding.rule, itms: $0) }
    }
    reviewRules = errors.filter { $0.itms == nil }.map(\.rule)
  }

  /// Whether the upload itself would be refused.
  public var blocksUpload: Bool { !refusals.isEmpty }

  /// The error codes, each once, sorted.
  public var codes: [String] { Set(refusals.map(\.itms)).sorted() }

  /// `ITMS-90683 entitlements.healthkit-key-missing, ITMS-91053 …`.
  public var refusalsText: String {
    refusals.map { "\($0.itms) \($0.rule)" }.joined(separator: ", ")
  }

  /// The summary line: `stops the upload (App Store Connect): 2 errors
  /// (ITMS-90683 …, ITMS-91053 …); stops App Review: 1 more error`; nil
  /// when nothing stops the upload.
  public var sentence: String? {
    guard blocksUpload else { return nil }
    var text =
      "stops the upload (App Store Connect): \(Self.plural(refusals.count, "error"))"
      + " (\(refusalsText))"
    if !reviewRules.isEmpty {
      text +=
        "; stops App Review: \(reviewRules.count) more"
        + " \(reviewRules.count == 1 ? "error" : "errors")"
    }
    return text
  }

  private static func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
  }
}

extension AuditResult {
  /// What would stop the upload and what would stop review.
  public var upload: UploadReadiness { UploadReadiness(findings) }
}
