import Audit

extension ReportModel {
  /// What would stop the upload itself (errors whose rules name an App
  /// Store Connect error, `itms:`) and what would stop App Review (the
  /// other errors), for the reports' summaries.
  public struct UploadView: Encodable, Sendable {
    /// One error App Store Connect refuses.
    public struct Refusal: Encodable, Sendable {
      public var rule: String
      public var itms: String
    }

    /// Whether App Store Connect would refuse the upload.
    public var blocked: Bool
    /// `stops the upload (App Store Connect): 2 errors (ITMS-90683
    /// entitlements.healthkit-key-missing, …); stops App Review: 1 more
    /// error`; absent when nothing stops the upload.
    public var sentence: String?
    public var refused: [Refusal]
    /// `entitlements.healthkit-key-missing (ITMS-90683), …`.
    public var refusedText: String
    /// The error codes, each once: `ITMS-90683, ITMS-91053`.
    public var codes: String
    /// The rules of the other open errors, which stop App Review.
    public var reviewRules: [String]
    public var reviewErrors: Int
    /// `1 error (photos.picker-would-suffice)`, empty when there is none.
    public var reviewText: String

    init(_ readiness: UploadReadiness) {
      blocked = readiness.blocksUpload
      sentence = readiness.sentence
      refused = readiness.refusals.map { Refusal(rule: $0.rule, itms: $0.itms) }
      refusedText = readiness.refusals.map { "\($0.rule) (\($0.itms))" }
        .joined(separator: ", ")
      codes = readiness.codes.joined(separator: ", ")
      reviewRules = readiness.reviewRules
      reviewErrors = readiness.reviewRules.count
      let rules = Array(Set(readiness.reviewRules)).sorted().joined(separator: ", ")
      reviewText =
        reviewErrors == 0
        ? "" : "\(reviewErrors) error\(reviewErrors == 1 ? "" : "s") (\(rules))"
    }
  }
}
