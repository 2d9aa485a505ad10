import Diagnostics

/// Why a YAML input could not be loaded, and where.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// What is wrong.
  public var message: String

  /// Creates an error.
  public init(at location: SourceLocation, _ message: String) {
    self.location = location
    self.message = message
  }

  /// The error as a diagnostic, for printing beside other problems.
  public var diagnostic: Diagnostic { .error(at: location, message) }

  /// `file:line:column: error: message`.
  public var description: String { diagnostic.description }
}
