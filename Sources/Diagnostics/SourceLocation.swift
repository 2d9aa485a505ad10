/// A position in a source file: 1-based line and column, as editors and
/// compilers print them.
public struct SourceLocation: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The file as the user named it (relative paths stay relative).
  public var file: String
  /// 1-based line number.
  public var line: Int
  /// 1-based column, counted in Unicode scalars from the start of the line.
  public var column: Int

  /// Creates a location; `line` and `column` are 1-based.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// A location naming only a file, for problems with the file as a whole
  /// (it cannot be read); it prints as just the path.
  public static func file(_ file: String) -> SourceLocation {
    SourceLocation(file: file, line: 0, column: 0)
  }

  /// `file:line:column`, the form editors and CI systems link to.
  public var description: String { line > 0 ? "\(file):\(line):\(column)" : file }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}
