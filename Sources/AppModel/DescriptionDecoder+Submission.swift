import Diagnostics
import YAML
import YAMLDecoding

/// The app's submission facts (`app.xcode`, `ageAssurance`, `seller`,
/// `regulatedFields`), read beside the rest of `app`.
extension DescriptionDecoder {
  /// What `decodeSubmission` reads.
  struct SubmissionFacts {
    var xcode: String?
    var ageAssurance: [AgeAssurance]?
    var seller: SellerKind?
    var regulatedFields: [RegulatedField]

    /// `app` with these facts.
    func applied(to app: AppInfo) -> AppInfo {
      var app = app
      app.xcode = xcode
      app.ageAssurance = ageAssurance
      app.seller = seller
      app.regulatedFields = regulatedFields
      return app
    }
  }

  /// Reads `app.xcode` (a version such as "26.1"), `app.ageAssurance`,
  /// `app.seller` and `app.regulatedFields`; an unanswered `xcode` reads as
  /// not stated.
  func decodeSubmission(_ object: ObjectReader) -> SubmissionFacts {
    var xcode: String? = nil
    if !unanswered(object, "xcode", owner: .app), let version = object.string("xcode") {
      if isVersion(version) {
        xcode = version
      } else {
        context.report(
          .malformed(version, kind: "an Xcode version", advice: "write it like \"26.1\""),
          at: object.locations["xcode"], path: object.path("xcode"))
      }
    }
    let assurance =
      object.value("ageAssurance") == nil
      ? nil
      : object.listOf("ageAssurance", AgeAssurance.self, kind: "an age-assurance mechanism")
    return SubmissionFacts(
      xcode: xcode, ageAssurance: assurance,
      seller: object.oneOf("seller", SellerKind.self, kind: "a kind of seller"),
      regulatedFields: object.listOf(
        "regulatedFields", RegulatedField.self, kind: "a highly regulated field"))
  }
}
