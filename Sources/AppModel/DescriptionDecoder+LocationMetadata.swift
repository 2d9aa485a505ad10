import Diagnostics

/// A photo sent off the device without `keepsLocationMetadata` is a
/// question, not an answer: nobody has said whether its EXIF GPS goes
/// with it. This pass asks it for every such photo flow that could carry
/// a location (`Documentation/RuleLanguage.md`, "Unknown values").
extension DescriptionDecoder {
  /// The field of a data flow's location-metadata question, within its
  /// feature: rules read it through the flow (`DescriptionValues`).
  public static let locationMetadataField = ["data", "keepsLocationMetadata"]

  /// Adds a question for each photo flow leaving the device whose
  /// `keepsLocationMetadata` is left out, unless the photos can't hold a
  /// location (taken by the app's own camera in an app that never asks for
  /// location: the capture APIs add GPS only when the app writes it) or the
  /// privacy labels already declare precise location.
  func askAboutLocationMetadata(
    features: [Feature], permissions: [Permission], labels: PrivacyLabels?, featuresPath: String
  ) {
    if labels?.data.contains(where: { $0.type == .preciseLocation }) == true { return }
    let asksForLocation = permissions.contains { $0.resource == .location }
    for (featureIndex, feature) in features.enumerated() where !feature.dataFromApp {
      if Self.photosCarryNoLocation(feature, asksForLocation: asksForLocation) { continue }
      for (flowIndex, flow) in feature.data.enumerated()
      where flow.type == .photosOrVideos && flow.destination != .none
        && flow.keepsLocationMetadata == nil
        && flow.locations.fields["keepsLocationMetadata"] == nil
      {
        questions.questions.append(
          OpenQuestion(
            owner: .feature(feature.id), field: Self.locationMetadataField,
            path: "\(featuresPath)[\(featureIndex)].data[\(flowIndex)].keepsLocationMetadata",
            location: flow.locations.start,
            question:
              "whether the photos “\(feature.name)” sends keep their location (EXIF GPS): "
              + "keepsLocationMetadata: true, or false when the app removes it first"))
      }
    }
  }

  /// Whether the feature's photos come only from the app's own camera in an
  /// app that never asks for location, so they hold no GPS.
  public static func photosCarryNoLocation(_ feature: Feature, asksForLocation: Bool) -> Bool {
    !asksForLocation && feature.needs[.camera] != nil && feature.needs[.photos] == nil
  }
}
