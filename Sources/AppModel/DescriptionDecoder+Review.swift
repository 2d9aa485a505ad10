import Diagnostics
import Foundation
import YAML
import YAMLDecoding

extension DescriptionDecoder {
  func decodeReview(_ object: ObjectReader) -> ReviewInfo {
    let account = object.object("demoAccount").map(decodeDemoAccount)
    let contact = object.object("contact").map(decodeContact)
    let notes = object.string("notes")
    object.finish()
    return ReviewInfo(
      demoAccount: account, contact: contact, notes: notes, locations: object.locations)
  }

  func decodeAccounts(_ object: ObjectReader) -> Accounts? {
    let creation = object.oneOf(
      "creation", AccountCreation.self, kind: "where accounts are created", required: true)
    let deletion = object.oneOf(
      "deletion", AccountDeletion.self, kind: "a way to delete an account")
    let signIn = object.listOf("signInWith", SignInMethod.self, kind: "a sign-in method")
    object.finish()
    guard let creation else { return nil }
    return Accounts(
      creation: creation, deletion: deletion, signInWith: signIn, locations: object.locations)
  }

  private func decodeDemoAccount(_ object: ObjectReader) -> DemoAccount {
    let username = object.string("username")
    let passwordEnv = object.string("passwordEnv")
    let password = object.string("password")
    object.finish()
    return DemoAccount(
      username: username, passwordEnv: passwordEnv, password: password, locations: object.locations)
  }

  private func decodeContact(_ object: ObjectReader) -> ReviewContact {
    let contact = ReviewContact(
      name: object.string("name"), email: object.string("email"), phone: object.string("phone"))
    object.finish()
    return contact
  }

  func decodeWaiver(_ object: ObjectReader) -> Waiver? {
    let rule = object.string("rule", required: true)
    if let rule, !isRuleID(rule) {
      context.report(
        .malformed(
          rule, kind: "a rule id", advice: "rule ids look like 'photos.picker-would-suffice'"),
        at: object.locations["rule"], path: object.path("rule"))
    }
    let subject = object.string("subject")
    let reason = object.string("reason", required: true)
    let by = object.string("by", required: true)
    let until = object.string("until", required: true)
    if let until, !isCalendarDate(until) {
      context.report(
        .malformed(
          until, kind: "a date", advice: "write the last day the waiver holds as YYYY-MM-DD"),
        at: object.locations["until"], path: object.path("until"))
    }
    object.finish()
    guard let rule, let reason, let by, let until else { return nil }
    return Waiver(
      rule: rule, subject: subject, reason: reason, by: by, until: until,
      locations: object.locations)
  }

  private func isRuleID(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    return parts.count >= 2
      && parts.allSatisfy { part in
        !part.isEmpty
          && part.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
          }
      }
  }

  private func isCalendarDate(_ text: String) -> Bool {
    GregorianDate(text) != nil
  }
}
