import Diagnostics

/// The answers the team gave to App Store Connect's age-rating questions
/// about what the app lets people do (the "Capabilities" of the questionnaire
/// answered by 31 January 2026, DOMAIN-2026.md §1.5). No file holds them, so
/// the description states them and rules hold them against the features.
public struct AgeRatingAnswers: Sendable, Equatable {
  /// "User-Generated Content": people post content others see.
  public var userGeneratedContent: Bool?
  /// "Messaging and Chat": people write to each other.
  public var messagingAndChat: Bool?
  /// "Unrestricted Web Access": people can open any web page.
  public var unrestrictedWebAccess: Bool?
  public var locations: FieldLocations

  public init(
    userGeneratedContent: Bool?, messagingAndChat: Bool?, unrestrictedWebAccess: Bool?,
    locations: FieldLocations
  ) {
    self.userGeneratedContent = userGeneratedContent
    self.messagingAndChat = messagingAndChat
    self.unrestrictedWebAccess = unrestrictedWebAccess
    self.locations = locations
  }
}

/// What a feature lets people see or do that the age rating and guideline
/// 1.2 ask about.
public enum FeatureContent: String, Sendable, CaseIterable, Codable {
  /// People post content (text, photos, video) that others see.
  case userGenerated
  /// People send messages to each other.
  case chat
  /// People can open any web page (an in-app browser, a free address field).
  case webAccess
  /// Content from creators people follow or subscribe to (guideline 1.2.1).
  case creator
}

/// A protection guideline 1.2 asks of apps with user-generated content, or
/// 1.2.1(a) of creator content.
public enum ContentSafeguard: String, Sendable, CaseIterable, Codable {
  /// Objectionable material is filtered before it is posted.
  case filter
  /// People can report offensive content, and the team answers in time.
  case report
  /// People can block abusive users.
  case block
  /// People can flag content that exceeds the app's age rating (guideline
  /// 1.2.1(a)).
  case flagAboveRating
  /// Access is limited by an age restriction based on verified or declared
  /// age (guideline 1.2.1(a)); `app.ageAssurance` says which.
  case ageRestriction
}
