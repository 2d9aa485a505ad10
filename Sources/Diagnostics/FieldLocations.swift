/// Where an object of the description and each of its fields were written,
/// so that a finding about any value can point at its line.
public struct FieldLocations: Sendable, Equatable {
  /// Where the object itself starts.
  public var start: SourceLocation
  /// Where each field's value starts, by key (nested keys joined with `.`).
  public var fields: [String: SourceLocation]

  /// Creates an empty map for an object starting at `start`.
  public init(start: SourceLocation, fields: [String: SourceLocation] = [:]) {
    self.start = start
    self.fields = fields
  }

  /// The location of `field`, or of the object when the field was not written.
  public subscript(field: String) -> SourceLocation { fields[field] ?? start }
}
