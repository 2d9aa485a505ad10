import Diagnostics
import YAML
import YAMLDecoding

/// The app-wide facts App Store Connect asks about on upload (transport
/// security, export compliance, required-reason APIs) and a feature's
/// invitations.
extension DescriptionDecoder {
  /// `app.transportSecurity`: ATS exceptions and why they are needed.
  func decodeTransportSecurity(_ object: ObjectReader) -> TransportSecurity {
    let arbitrary = object.bool("allowsArbitraryLoads")
    let domains =
      object.value("exceptionDomains").map {
        context.strings($0, path: object.path("exceptionDomains"))
      } ?? []
    for (index, domain) in domains.enumerated() where !Self.isDomain(domain) {
      context.report(
        .malformed(
          domain, kind: "a domain name",
          advice: "write it as NSExceptionDomains keys are written, such as example.com"),
        at: object.value("exceptionDomains").flatMap { $0.sequence?[safe: index]?.location }
          ?? object.locations["exceptionDomains"],
        path: "\(object.path("exceptionDomains"))[\(index)]")
    }
    let justification =
      unanswered(object, "justification", owner: .app, within: ["transportSecurity"])
      ? nil : object.string("justification")
    object.finish()
    return TransportSecurity(
      allowsArbitraryLoads: arbitrary, exceptionDomains: domains, justification: justification,
      locations: object.locations)
  }

  /// `features[].invites`: how people are chosen to be invited.
  func decodeInvitations(_ object: ObjectReader) -> Invitations {
    let contacts = object.oneOf(
      "contacts", ContactSelection.self, kind: "a way of choosing contacts")
    object.finish()
    return Invitations(contacts: contacts, locations: object.locations)
  }

  /// `app.ageRating`: the age-rating questionnaire's answers about what
  /// people can do in the app.
  func decodeAgeRating(_ object: ObjectReader) -> AgeRatingAnswers {
    let answers = AgeRatingAnswers(
      userGeneratedContent: object.bool("userGeneratedContent"),
      messagingAndChat: object.bool("messagingAndChat"),
      unrestrictedWebAccess: object.bool("unrestrictedWebAccess"), locations: object.locations)
    object.finish()
    return answers
  }

  /// A host name as Info.plist's `NSExceptionDomains` keys hold one:
  /// letters, digits, hyphens and dots, no scheme, path or port.
  static func isDomain(_ text: String) -> Bool {
    guard !text.isEmpty, text.count <= 253, !text.hasPrefix("."), !text.hasSuffix(".") else {
      return false
    }
    return text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        || $0 == "-" || $0 == "."
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
