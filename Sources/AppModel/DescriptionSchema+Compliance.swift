extension DescriptionSchema {
  /// `app.transportSecurity`: the App Transport Security exceptions.
  static var transportSecurity: Value {
    object([
      "allowsArbitraryLoads": flag.described(
        "NSAllowsArbitraryLoads: true when ATS is off for every domain not listed in "
          + "exceptionDomains; App Review then asks why."),
      "exceptionDomains": texts("A domain name, as an NSExceptionDomains key, such as example.com.")
        .described(
          "The NSExceptionDomains keys: the domains with their own ATS exception (plain HTTP, "
            + "an older TLS version)."),
      "justification": orUnanswered(text).described(
        "Why the app needs these exceptions, as you would tell App Review: the servers it "
          + "can't move to HTTPS, or that it loads pages the person chooses (a browser)."),
    ]).described(
      "The app's App Transport Security settings (Info.plist NSAppTransportSecurity), when it "
        + "relaxes them.")
  }

  /// `app.usesNonExemptEncryption` (ITSAppUsesNonExemptEncryption).
  static var usesNonExemptEncryption: Value {
    orUnanswered(flag).described(
      "ITSAppUsesNonExemptEncryption: false when the app uses only the encryption built into "
        + "the system (HTTPS through URLSession) or none, true otherwise; without the key, "
        + "every upload stops for App Store Connect's export-compliance question.")
  }

  /// `app.requiredReasonAPIs`: what the app says about required-reason APIs.
  static var requiredReasonAPIs: Value {
    list(
      oneOf(RequiredReasonAPI.self).described(
        "A required-reason API category, as the privacy manifest names it without "
          + "NSPrivacyAccessedAPICategory."),
      "The required-reason API categories the app or a linked SDK calls "
        + "(\(choices(RequiredReasonAPI.self))); [] when it calls none. Their reasons go in "
        + "the privacy manifest (app.privacyManifest).")
  }

  /// `app.ageRating`: the age-rating questionnaire's answers about what
  /// people can do in the app.
  static var ageRating: Value {
    object([
      "userGeneratedContent": flag.described(
        "The questionnaire's User-Generated Content answer: true when people post content "
          + "others see."),
      "messagingAndChat": flag.described(
        "The Messaging and Chat answer: true when people can write to each other."),
      "unrestrictedWebAccess": flag.described(
        "The Unrestricted Web Access answer: true when people can open any web page."),
    ]).described(
      "Your answers to App Store Connect's age-rating questions about what people can do in "
        + "the app (required since 31 January 2026); the audit holds them against the "
        + "features' content.")
  }

  /// `features[].content`, `safeguards` and `background`.
  static var featureContent: [String: Value] {
    [
      "content": list(
        oneOf(FeatureContent.self).described(
          "userGenerated (people post content others see), chat (people write to each "
            + "other), webAccess (people can open any web page) or creator (content from "
            + "creators people follow, guideline 1.2.1)."),
        "What the feature lets people post, send or open; guideline 1.2 and the age rating "
          + "ask about each."),
      "safeguards": list(
        oneOf(ContentSafeguard.self).described(
          "filter (objectionable material is filtered), report (people can report offensive "
            + "content), block (people can block abusive users), flagAboveRating (people can "
            + "flag content that exceeds the app's age rating) or ageRestriction (access is "
            + "limited by verified or declared age, app.ageAssurance)."),
        "The protections the feature has against abuse of its user content or chat "
          + "(guideline 1.2 asks for filter, report and block) or for its creator content "
          + "(1.2.1(a) asks for flagAboveRating and ageRestriction)."),
      "ai": featureAI,
      "background": list(
        oneOf(BackgroundMode.self).described(
          "A UIBackgroundModes value, spelt as Info.plist spells it."),
        "The UIBackgroundModes values the feature needs to keep working while the app is in "
          + "the background, such as audio for playback that continues (guideline 2.5.4)."),
    ]
  }

  /// `features[].invites`: how the feature picks the people it invites.
  static var invites: Value {
    object([
      "contacts": oneOf(ContactSelection.self).described(
        "How people are picked from the address book: chosen (the person picks each one), "
          + "preselected (some or all are selected already) or selectAll (a Select All "
          + "control).")
    ]).described(
      "For a feature that invites other people (guideline 5.1.2(v)): how it picks them.")
  }
}
