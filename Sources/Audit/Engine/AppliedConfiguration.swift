/// What a report records of the configuration a run applied to a
/// description: the file (the nearest, when nested files refine each
/// other: `files` lists them all), and each rule setting the files made.
public struct AppliedConfiguration: Sendable, Equatable {
  /// The configuration file nearest the description, as messages name it.
  public var file: String
  /// Every file that applied, the outermost first (the last is `file`).
  public var files: [String]
  /// Rule id → `off`, `note`, `warning` or `error`: every rule whose
  /// setting the files decided.
  public var rules: [String: String]

  /// A record of the configuration in `file` (refining `files` before it)
  /// and its rule settings.
  public init(file: String, files: [String]? = nil, rules: [String: String]) {
    self.file = file
    self.files = files ?? [file]
    self.rules = rules
  }
}
