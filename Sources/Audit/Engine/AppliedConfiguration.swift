/// What a report records of the configuration a run applied: the file, and
/// each rule setting it made.
public struct AppliedConfiguration: Sendable, Equatable {
  /// The configuration file, as messages name it.
  public var file: String
  /// Rule id → `off`, `note`, `warning` or `error`.
  public var rules: [String: String]

  /// A record of the configuration in `file` and its rule settings.
  public init(file: String, rules: [String: String]) {
    self.file = file
    self.rules = rules
  }
}
