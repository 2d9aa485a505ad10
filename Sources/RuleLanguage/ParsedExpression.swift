/// An expression's text and the syntax tree parsed from it, with any syntax
/// errors. Parsing never fails outright: a text with errors still has a tree,
/// with `.invalid` nodes where pieces were missing.
public struct ParsedExpression: Sendable {
  /// The expression as written.
  public let source: String
  /// Where the expression's first character sits in its file; positions in
  /// errors are shifted by it.
  public let origin: SourcePosition
  /// The syntax tree (parsed again when asked for on an expression read
  /// from a snapshot, which keeps only the text).
  public var root: Expr { parsedRoot ?? Parser.parse(map).root }
  private let parsedRoot: Expr?
  /// Lexical and syntax errors, in source order.
  public let errors: [ExpressionError]
  let map: SourceMap

  /// Parses `source`. Give `origin` to have positions in errors count from
  /// where the expression starts in its file rather than from 1:1.
  public init(_ source: String, origin: SourcePosition = .start) {
    self.source = source
    self.origin = origin
    map = SourceMap(Array(source.utf8), origin: origin)
    let (root, errors) = Parser.parse(map)
    parsedRoot = root
    self.errors = errors
  }

  /// An expression already known to parse without errors (it was checked
  /// before it went into a snapshot): its tree is parsed only if asked for.
  init(parsedBefore source: String, origin: SourcePosition) {
    self.source = source
    self.origin = origin
    map = SourceMap(Array(source.utf8), origin: origin)
    parsedRoot = nil
    errors = []
  }

  /// The position of a UTF-8 offset within the expression.
  public func position(at offset: Int) -> SourcePosition { map.position(at: offset) }
}
