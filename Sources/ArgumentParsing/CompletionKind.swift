/// What a shell completion script offers for a value: the shape of
/// swift-argument-parser's `CompletionKind`.
public enum CompletionKind: Sendable, Equatable {
  /// Nothing (free text: a name, a note, an id).
  case none
  /// File and folder names.
  case file
  /// Folder names only.
  case directory
  /// One of these words.
  case values([String])
}

extension OptionSpec {
  /// What a shell offers for the option's value: its allowed values when
  /// the set is closed, files for a `path` or a file name such as
  /// `report.json`, folders for a `dir`, else nothing. A flag takes none.
  public var completion: CompletionKind {
    guard let valueName else { return .none }
    if let allowedValues { return .values(allowedValues) }
    if valueName == "dir" || valueName == "directory" { return .directory }
    if valueName == "path" || valueName == "file" || valueName.contains(".") { return .file }
    return .none
  }
}
