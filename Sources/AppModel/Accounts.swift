import Diagnostics

/// How people get, use and end an account with the app.
public struct Accounts: Sendable, Equatable {
  /// Where accounts are created.
  public var creation: AccountCreation
  /// How a person deletes their account; nil when not said.
  public var deletion: AccountDeletion?
  /// The ways to sign in the app offers.
  public var signInWith: [SignInMethod]
  public var locations: FieldLocations
}
