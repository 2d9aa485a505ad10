/// The submission facts of 2025–2026 no project file states for certain:
/// the Xcode that builds the upload, how the app learns people's age, who
/// sells it and in which regulated fields, and where a feature's AI model
/// runs. The description states them and rules hold them against the
/// features and the project.

/// How the app learns a person's age to restrict what they can see
/// (guideline 1.2.1(a): "an age restriction mechanism based on verified or
/// declared age").
public enum AgeAssurance: String, Sendable, CaseIterable, Codable {
  /// Apple's Declared Age Range API (`AgeRangeService`): the age range the
  /// person, or their parent, shares; needs the
  /// `com.apple.developer.declared-age-range` entitlement.
  case declaredAgeRange
  /// The app verifies age itself or through a provider (an identity
  /// document, a payment card).
  case verifiedAge
}

/// Who the App Store lists as the app's seller: the account that submits it.
public enum SellerKind: String, Sendable, CaseIterable, Codable {
  /// A legal entity (a company, a bank, a hospital, a government body)
  /// enrolled as an organization.
  case organization
  /// A person enrolled as an individual developer.
  case individual
}

/// A highly regulated field of guideline 5.1.1(ix), whose apps must be
/// submitted by the legal entity that provides the service.
public enum RegulatedField: String, Sendable, CaseIterable, Codable {
  /// Banking and financial services.
  case financialServices
  case healthcare
  case gambling
  /// Legal cannabis use.
  case legalCannabis
  case airTravel
  /// Crypto exchanges (added to the list on 13 November 2025).
  case cryptoExchange
}

/// Where the AI model a feature talks to runs (guideline 5.1.2(i) names
/// third-party AI).
public enum FeatureAI: String, Sendable, CaseIterable, Codable {
  /// Another company's model, reached over the network (OpenAI, Gemini,
  /// Claude): personal data sent to it is shared with a third party.
  case thirdParty
  /// A model the team runs on its own servers.
  case ownServer
  /// A model that runs on the device (Foundation Models, Core ML): nothing
  /// leaves the device for it.
  case onDevice
}
