import Diagnostics
import RuleLanguage

extension RelatedLocation {
  /// The place a rule's `related:` value names, for a finding's second
  /// location: a place in the project's files (a `ProjectSource`), or a line
  /// of the app's code (`kind: code`); nil when the value names no file.
  package init?(ruleValue value: Value) {
    guard case .string(let file) = value[field: "file"] ?? .null else { return nil }
    let line = value[field: "line"]?.intValue ?? 0
    let column = max(1, value[field: "column"]?.intValue ?? 1)
    let key = value[field: "key"]?.stringValue ?? ""
    let inCode = value[field: "kind"]?.stringValue == "code"
    self.init(
      location: line > 0 ? SourceLocation(file: file, line: line, column: column) : .file(file),
      key: key, origin: inCode ? .code : .projectFile)
  }
}
