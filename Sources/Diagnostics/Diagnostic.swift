/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Hashable, CaseIterable {
  case error
  case warning
  case note
}

/// One problem found in an input file, printed as one line:
/// `file:line:column: error: message`.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
  /// Where the problem is.
  public var location: SourceLocation
  /// How serious it is.
  public var severity: DiagnosticSeverity
  /// What is wrong and, where one is known, what would be right.
  public var message: String

  /// Creates a diagnostic.
  public init(
    _ severity: DiagnosticSeverity = .error, at location: SourceLocation, _ message: String
  ) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  /// Creates an error diagnostic.
  public static func error(at location: SourceLocation, _ message: String) -> Diagnostic {
    Diagnostic(.error, at: location, message)
  }

  /// The one-line, compiler-style form; a problem with the command line
  /// itself has no file (`error: message`).
  public var description: String {
    location.file.isEmpty && location.line == 0
      ? "\(severity.rawValue): \(message)" : "\(location): \(severity.rawValue): \(message)"
  }
}

/// A failure that carries every diagnostic found, so that a user sees all the
/// problems in a file at once rather than one per run.
public struct DiagnosticsError: Error, Sendable, CustomStringConvertible {
  /// The diagnostics, sorted by location.
  public var diagnostics: [Diagnostic]

  /// Creates the error from the given diagnostics, sorting them by position.
  public init(_ diagnostics: [Diagnostic]) {
    self.diagnostics = diagnostics.sorted { $0.location < $1.location }
  }

  /// A problem with the command line rather than with a file.
  public static func usage(_ message: String) -> DiagnosticsError {
    DiagnosticsError([.error(at: .file(""), message)])
  }

  /// One line per diagnostic.
  public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
