extension DescriptionSchema {
  /// How accounts are created, signed in to and deleted.
  static var accounts: Value {
    object(
      [
        "creation": oneOf(AccountCreation.self).described(
          "Where people create an account: inApp (sign-up in the app, including a first "
            + "sign-in with Apple or Google) or elsewhere (an employer, a school, the website "
            + "only)."),
        "deletion": oneOf(AccountDeletion.self).described(
          "How a person deletes their account: inApp, webLink (started in the app, finished "
            + "on a linked page), support (only by contacting support) or none."),
        "signInWith": list(
          oneOf(SignInMethod.self).described("A way to sign in."),
          "The ways to sign in: ownAccount (the app's own accounts), apple, google, facebook, "
            + "x, microsoft, amazon, github, linkedin, otherThirdParty or enterprise (an "
            + "employer's or school's single sign-on)."),
      ], required: ["creation"]
    ).described("How accounts work in the app.")
  }

  /// The App Review Information.
  static var review: Value {
    object([
      "demoAccount": object([
        "username": text.described("The demo account's user name or email address."),
        "passwordEnv": text.described(
          "The name of the environment variable that holds the demo account's password, such "
            + "as REVIEW_DEMO_PASSWORD; never the password itself."),
        "password": text.described(
          "A password written in the description, which the audit reports; use passwordEnv "
            + "instead."),
      ]).described("The account App Review signs in with, when parts of the app need one."),
      "contact": object([
        "name": text.described("The name of the person App Review can contact."),
        "email": text.described("Their email address."),
        "phone": text.described("Their phone number."),
      ]).described("Who App Review can contact about this version."),
      "notes": text.described(
        "What a reviewer needs to know, in the team's own words, kept in the review notes."),
    ]).described("The App Review Information given in App Store Connect.")
  }

  /// An accepted finding.
  static var waiver: Value {
    object(
      [
        "rule": Value(["type": "string", "pattern": "^[a-z0-9-]+(\\.[a-z0-9-]+)+$"]).described(
          "The id of the rule whose findings are accepted, such as "
            + "permission.prompt-at-launch."),
        "subject": text.described(
          "The id of the permission, feature or other subject the accepted finding is about; "
            + "without it, every finding of the rule is accepted."),
        "reason": text.described("Why the finding is acceptable for now."),
        "by": text.described("Who accepted it."),
        "until": Value(["type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"]).described(
          "The last day the waiver holds, as YYYY-MM-DD; after it, its findings count again "
            + "and the waiver itself is reported."),
      ], required: ["rule", "reason", "by", "until"]
    ).described("A finding the team accepts, with an owner and an end date.")
  }
}
