extension DescriptionSchema {
  /// `app.xcode`: the Xcode version the upload is built with.
  static var xcode: Value {
    orUnanswered(
      Value(["type": ["string", "number"], "pattern": "^[0-9]+(\\.[0-9]+){0,2}$"])
    ).described(
      "The Xcode version the App Store upload is built with, such as \"26.1\" (its iOS SDK "
        + "comes with it); since 28 April 2026 App Store Connect takes only builds made with "
        + "Xcode 26 or later. No project file says it for certain; import reads it from "
        + ".xcode-version or the CI workflow when they name one.")
  }

  /// `app.ageAssurance`: how the app learns people's age.
  static var ageAssurance: Value {
    list(
      oneOf(AgeAssurance.self).described(
        "declaredAgeRange (Apple's Declared Age Range API, which needs the "
          + "com.apple.developer.declared-age-range entitlement) or verifiedAge (the app "
          + "verifies age itself or through a provider)."),
      "How the app learns a person's age to restrict what they see (guideline 1.2.1(a) asks "
        + "creator apps for an age restriction based on verified or declared age); [] when it "
        + "doesn't.")
  }

  /// `app.seller`: who submits and sells the app.
  static var seller: Value {
    oneOf(SellerKind.self).described(
      "Who the App Store lists as the seller: organization (a legal entity enrolled as an "
        + "organization) or individual (a person enrolled as an individual developer).")
  }

  /// `app.regulatedFields`: guideline 5.1.1(ix)'s highly regulated fields.
  static var regulatedFields: Value {
    list(
      oneOf(RegulatedField.self).described("A highly regulated field of guideline 5.1.1(ix)."),
      "The highly regulated fields the app provides services in "
        + "(\(choices(RegulatedField.self))); such apps must be submitted by the legal entity "
        + "that provides the services, not by an individual developer.")
  }

  /// `features[].ai`: where the AI model a feature talks to runs.
  static var featureAI: Value {
    oneOf(FeatureAI.self).described(
      "For a feature that generates content with an AI model or talks to one: thirdParty "
        + "(another company's model over the network, such as OpenAI or Gemini: list the "
        + "data sent to it with recipient.kind: ai), ownServer (a model the team runs) or "
        + "onDevice (nothing leaves the device for it).")
  }
}
