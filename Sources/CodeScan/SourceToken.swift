/// The languages the scanner reads.
public enum SourceLanguage: String, Sendable {
  case swift
  /// Objective-C and Objective-C++ (`.m`, `.mm`, `.h`).
  case objectiveC

  /// The language of a file named `path`, or nil for a file the scanner
  /// doesn't read.
  public static func of(path: String) -> SourceLanguage? {
    if path.hasSuffix(".swift") { return .swift }
    if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") { return .objectiveC }
    return nil
  }
}

/// One token of code: what is left of a source file once comments, string
/// literals' text and disabled conditional blocks are gone. Identifiers,
/// keywords and directives (`#if`, `#available`) and attributes
/// (`@IBAction`, without the `@`) keep their text; punctuation is one
/// character, except operators, which are one run (`==`, `->`).
struct SourceToken: Sendable {
  enum Kind: UInt8, Sendable {
    case identifier
    /// `#if`, `#available`, `#Preview`: the text includes the `#`.
    case directive
    /// `@IBAction`, `@available`, `@objc`: the text includes the `@`.
    case attribute
    case number
    /// A string or character literal (its text is not kept).
    case literal
    case punctuation
    case `operator`
  }

  var kind: Kind
  var text: String
  /// 1-based line and column (columns count UTF-8 bytes, as compilers do).
  var line: Int32
  var column: Int32

  func isPunctuation(_ character: Character) -> Bool {
    kind == .punctuation && text.first == character
  }

  func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
